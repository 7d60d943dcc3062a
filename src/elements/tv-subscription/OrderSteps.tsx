// Ordering in steps: Products (a plan) -> Extras (packages) -> Confirmation, with the household's
// monthly total after the order as the server counts it (the same quote the confirmation shows).
// The step and every choice are in the address, so Back (the button, the browser's, Escape)
// returns to a step with the choices as they were.
import { useEffect, useMemo, useRef } from 'react';
import { loadQuote, type ProductGroupJson, type ProductJson } from '../../core/stores/products';
import { $locale } from '../../core/i18n';
import { useStore } from '@nanostores/react';
import { useT } from '../shared/hooks';
import { ProductContents } from '../shared/shop/ProductContents';
import { shopHref } from '../shared/shop/format';
import { orderLines, type PendingOrder } from '../shared/shop/OrderFlow';
import { QuoteView, useOrderQuote } from '../shared/shop/OrderQuote';
import type { ShopAddress } from './address';
import { Link, type Go } from './ProductCard';

interface OrderStepsProps {
  groups: ProductGroupJson[];
  addr: ShopAddress;
  go: (href: string, replace?: boolean) => void;
  start: (o: PendingOrder, trigger: HTMLElement) => void;
  headingLevel: number;
}

const STEP_KEYS = ['products.step_products', 'products.step_extras', 'products.step_confirm'] as const;

export function OrderSteps({ groups, addr, go, start, headingLevel }: OrderStepsProps) {
  const t = useT();
  const plans = groups.filter((g) => g.kind === 'base').flatMap((g) => g.products);
  const extras = groups.filter((g) => g.kind !== 'base').flatMap((g) => g.products);
  const current = plans.find((p) => p.subscribed) ?? null;
  const planId = addr.plan ?? current?.id ?? plans[0]?.id ?? null;
  const plan = plans.find((p) => p.id === planId) ?? null;
  const chosenExtras = addr.extras ?? extras.filter((p) => p.subscribed).map((p) => p.id);
  const extrasChosen = extras.filter((p) => p.subscribed || chosenExtras.includes(p.id));
  const newItems: ProductJson[] = [...(plan && !plan.subscribed ? [plan] : []), ...extrasChosen.filter((p) => !p.subscribed)];
  const action = plan && !plan.subscribed && current ? 'change' : 'subscribe';
  const lines = useMemo(() => orderLines({ action, products: newItems }), [action, newItems.map((p) => p.id).join(',')]);
  const had = [...plans, ...extras].filter((p) => p.subscribed).map((p) => p.id).join(',');
  const lang = useStore($locale);
  // asked again whenever the choice or what the household has changes (after an order: nothing new)
  useEffect(() => loadQuote(lines, true), [lines, had, lang]);
  const { quote } = useOrderQuote(lines);
  const href = (o: Partial<{ step: number; plan: number | null; extras: number[] }>) =>
    shopHref('order', undefined, {
      step: o.step ?? addr.step,
      plan: (o.plan === undefined ? planId : o.plan) ?? undefined,
      extras: (o.extras ?? chosenExtras).join(',') || undefined,
    });
  const H = `h${Math.min(6, headingLevel)}` as 'h2';
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // a new step: its heading takes the focus (not on the first render)
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [addr.step]);
  const nav: Go = (h) => go(h);
  return (
    <div className="order" part="order">
      <ol className="steps" aria-label={t('products.steps')}>
        {STEP_KEYS.map((k, i) => (
          <li key={k} aria-current={addr.step === i + 1 ? 'step' : undefined} className={addr.step === i + 1 ? 'on' : ''}>
            {i + 1 < addr.step ? <Link href={href({ step: i + 1 })} go={nav}>{t(k)}</Link> : <span>{t(k)}</span>}
          </li>
        ))}
      </ol>
      <H ref={heading} tabIndex={-1} className="step-title">{t(STEP_KEYS[addr.step - 1]!)}</H>
      {addr.step === 1 && (
        <fieldset className="choices">
          <legend>{t('products.choose_plan')}</legend>
          {plans.map((p) => (
            <label key={p.id} className={`choice${p.id === planId ? ' on' : ''}`}>
              <input type="radio" name="plan" value={p.id} checked={p.id === planId} onChange={() => go(href({ plan: p.id }), true)} />
              <span className="choice-name">{p.name}{p.subscribed ? ` (${t('products.current_plan')})` : ''}</span>
              <span className="price">{t('products.per_month', { price: p.price })}</span>
              <span className="muted choice-desc">{p.description}</span>
            </label>
          ))}
        </fieldset>
      )}
      {addr.step === 2 && (
        <fieldset className="choices">
          <legend>{t('products.choose_extras')}</legend>
          {extras.map((p) => {
            const on = p.subscribed || chosenExtras.includes(p.id);
            return (
              <label key={p.id} className={`choice${on ? ' on' : ''}`}>
                <input
                  type="checkbox"
                  checked={on}
                  disabled={p.subscribed}
                  onChange={() => go(href({ extras: on ? chosenExtras.filter((x) => x !== p.id) : [...chosenExtras, p.id] }), true)}
                />
                <span className="choice-name">{p.name}{p.subscribed ? ` (${t('products.subscribed')})` : ''}</span>
                <span className="price">{t('products.per_month', { price: p.price })}</span>
                <span className="choice-desc"><ProductContents product={p} max={6} /></span>
              </label>
            );
          })}
        </fieldset>
      )}
      {addr.step === 3 ? (
        <div className="summary">
          <QuoteView lines={lines} />
          {quote?.nothing_new && <p>{t('products.nothing_new')}</p>}
        </div>
      ) : (
        <p className="order-total" aria-live="polite">{quote ? t('products.total_monthly', { price: quote.monthly_after }) : t('products.quote_loading')}</p>
      )}
      <div className="actions">
        {addr.step > 1 && (
          <button type="button" className="btn" onClick={() => go(href({ step: addr.step - 1 }))}>{t('common.back')}</button>
        )}
        {addr.step < 3 && (
          <button type="button" className="btn btn-primary" disabled={!plan} onClick={() => go(href({ step: addr.step + 1 }))}>{t('products.next')}</button>
        )}
        {addr.step === 3 && quote && !quote.nothing_new && (
          <button type="button" className="btn btn-primary" onClick={(e) => start({ action, products: newItems }, e.currentTarget)}>
            {t('products.confirm_order')}
          </button>
        )}
      </div>
    </div>
  );
}
