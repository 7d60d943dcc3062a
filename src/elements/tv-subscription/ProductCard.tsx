import type { MouseEvent, ReactNode } from 'react';
import type { ProductJson } from '../../core/stores/products';
import { useT } from '../shared/hooks';
import { AskHolder, useAsksHolder } from '../shared/shop/AskHolder';
import { useCanPay } from '../shared/shop/PayElsewhere';
import { ProductContents } from '../shared/shop/ProductContents';
import { isBase, productHref } from '../shared/shop/format';
import type { PendingOrder } from '../shared/shop/OrderFlow';

export type Go = (href: string) => void;

/** A link that changes the screen in place (a plain click); other clicks open it as a link does. */
export function Link({ href, go, className, children, ariaCurrent }: { href: string; go: Go; className?: string; children: ReactNode; ariaCurrent?: 'page' | 'step' }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(href);
  };
  return (
    <a href={href} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}

interface ActionProps {
  product: ProductJson;
  /** The customer's base plan (for Change instead of Subscribe). */
  currentPlan: ProductJson | null;
  registered: boolean;
  start: (o: PendingOrder, trigger: HTMLElement) => void;
}

/**
 * The subscriber's state and what can be done: Subscribe, Change to this plan, Remove, Cancel plan
 * (the master profile); any other profile sees the state and "Ask the account holder".
 */
export function ProductActions({ product: p, currentPlan, registered, start }: ActionProps) {
  const t = useT();
  const master = !useAsksHolder();
  const canPay = useCanPay(registered);
  if (!registered) return null;
  const named = (key: Parameters<typeof t>[0]) => `${t(key)}: ${p.name}`;
  if (p.subscribed) {
    const cancel = isBase(p);
    return (
      <div className="actions">
        <span className="shop-badge ok">{t(cancel ? 'products.current_plan' : 'products.subscribed')}</span>
        {master && <button type="button" className="btn" aria-label={named(cancel ? 'products.cancel_plan' : 'products.remove')} onClick={(e) => start({ action: cancel ? 'cancel' : 'remove', products: [p] }, e.currentTarget)}>
          {t(cancel ? 'products.cancel_plan' : 'products.remove')}
        </button>}
      </div>
    );
  }
  if (!master) {
    return (
      <div className="actions">
        <AskHolder />
      </div>
    );
  }
  // the screen says where to pay instead (Subscription)
  if (!canPay) return null;
  const change = isBase(p) && currentPlan !== null;
  return (
    <div className="actions">
      <button type="button" className="btn btn-primary" aria-label={named(change ? 'products.change_to' : 'products.subscribe')} onClick={(e) => start({ action: change ? 'change' : 'subscribe', products: [p] }, e.currentTarget)}>
        {t(change ? 'products.change_to' : 'products.subscribe')}
      </button>
    </div>
  );
}

export function ProductCard(props: ActionProps & { go: Go; headingLevel: number }) {
  const t = useT();
  const { product: p, go, headingLevel } = props;
  const H = `h${Math.min(6, headingLevel)}` as 'h3';
  return (
    <li className={`product${p.subscribed ? ' subscribed' : ''}`}>
      <H className="product-name">
        <Link href={productHref(p)} go={go}>{p.name}</Link>
      </H>
      <p className="product-price">{t('products.per_month', { price: p.price })}</p>
      <p className="muted">{p.description}{p.contract_months ? ` · ${t('products.contract_months', { count: p.contract_months })}` : ''}</p>
      <ProductContents product={p} max={8} />
      <ProductActions {...props} />
    </li>
  );
}
