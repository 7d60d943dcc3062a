// Plan comparison (docs/product.md#screens-and-routes): the monthly and the 24-month contract plans side by side, what each
// contains, its monthly price and contract length, the current plan marked.
import type { ProductGroupJson, ProductJson } from '../../../core/stores/products';
import { useT } from '../hooks';
import { AskHolder } from './AskHolder';
import { ProductContents } from './ProductContents';

interface PlanComparisonProps {
  groups: ProductGroupJson[];
  /** Called with the plan chosen and the button that chose it. */
  onChoose: (p: ProductJson, trigger: HTMLElement) => void;
  headingLevel?: number;
  /** False: "Ask the account holder" in place of the buttons (a profile other than the master). */
  canChoose?: boolean;
}

export function PlanComparison({ groups, onChoose, headingLevel = 2, canChoose = true }: PlanComparisonProps) {
  const t = useT();
  const plans = groups.filter((g) => g.kind === 'base').flatMap((g) => g.products);
  const current = plans.find((p) => p.subscribed) ?? null;
  const H = `h${Math.min(6, headingLevel)}` as 'h2';
  const H2 = `h${Math.min(6, headingLevel + 1)}` as 'h3';
  const column = (months: number) => plans.filter((p) => p.contract_months === months);
  return (
    <div className="compare" part="compare">
      {[0, 24].map((months) => (
        <section key={months} className="compare-col" aria-labelledby={`compare-${months}`}>
          <H id={`compare-${months}`}>{t(months ? 'products.contract_plans' : 'products.monthly_plans')}</H>
          <p className="muted">{months ? t('products.contract_months', { count: months }) : t('products.no_contract')}</p>
          <ul className="plan-list">
            {column(months).map((p) => {
              const isCurrent = p.id === current?.id;
              return (
                <li key={p.id} className={`plan${isCurrent ? ' current' : ''}`} aria-current={isCurrent ? 'true' : undefined}>
                  <H2 className="plan-name">{p.name}</H2>
                  {isCurrent && <span className="shop-badge">{t('products.current_plan')}</span>}
                  <p className="plan-price">{t('products.per_month', { price: p.price })}</p>
                  <p className="muted">{p.description}</p>
                  <ProductContents product={p} max={6} />
                  {!isCurrent && !canChoose && <AskHolder />}
                  {!isCurrent && canChoose && (
                    <button type="button" className="btn btn-primary" aria-label={`${t(current ? 'products.change_to' : 'products.subscribe')}: ${p.name}`} onClick={(e) => onChoose(p, e.currentTarget)}>
                      {t(current ? 'products.change_to' : 'products.subscribe')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
