// <tv-subscription>: the products screen of docs/product.md#screens-and-routes (/subscription/{category?}/{product_id?}).
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $locale } from '../../core/i18n';
import { $registered } from '../../core/stores/auth';
import { $productGroups, loadCustomerProducts, loadProductGroups, type ProductJson } from '../../core/stores/products';
import { $session } from '../../core/stores/session';
import { isScreen } from '../shared/catalogue-ui';
import { useI18nReady, useSessionStart, useT } from '../shared/hooks';
import { AskHolder, useAsksHolder } from '../shared/shop/AskHolder';
import { PayElsewhere, useCanPay } from '../shared/shop/PayElsewhere';
import { MySubscriptions } from '../shared/shop/MySubscriptions';
import { PlanComparison } from '../shared/shop/PlanComparison';
import { ProductContents } from '../shared/shop/ProductContents';
import { useOrderFlow } from '../shared/shop/OrderFlow';
import { CATEGORIES, categoryOfGroup, isBase, shopHref, type Category } from '../shared/shop/format';
import { useAddress } from './address';
import { OrderSteps } from './OrderSteps';
import { Link, ProductActions, ProductCard } from './ProductCard';
import { ErrorDetails } from '../shared/ErrorDetails';

export interface SubscriptionProps {
  headingLevel?: number;
  /** plans | extras | compare | order (default: the address's, else plans) */
  category?: string;
  productId?: number;
}

const TAB_KEYS: Record<Category, 'products.tab_plans' | 'products.tab_extras' | 'products.tab_compare' | 'products.tab_order'> = {
  plans: 'products.tab_plans',
  extras: 'products.tab_extras',
  compare: 'products.tab_compare',
  order: 'products.tab_order',
};

export function Subscription({ headingLevel, category, productId }: SubscriptionProps) {
  const t = useT();
  useSessionStart();
  useI18nReady();
  const screen = isScreen('subscription');
  const [addr, go] = useAddress(screen, { category: category as Category | undefined, productId: productId ?? null });
  const registered = useStore($registered);
  const master = !useAsksHolder();
  // no Subscribe that could only fail: such a customer is told where to pay
  const canPay = useCanPay(registered);
  const lang = useStore($locale);
  const { token } = useStore($session);
  const groups = useStore($productGroups);
  const flow = useOrderFlow();
  useEffect(() => void loadProductGroups(), [lang, token]);
  useEffect(() => {
    if (registered) void loadCustomerProducts();
  }, [registered, lang]);
  const level = Math.min(6, Math.max(1, headingLevel ?? 2));
  const H = `h${level}` as 'h2';
  const H2 = `h${Math.min(6, level + 1)}` as 'h3';
  const all = groups.data.flatMap((g) => g.products);
  const filtered = (p: ProductJson) => (!addr.chid || p.channel_ids.includes(addr.chid)) && (!addr.vodprovid || p.vod_provider_ids.includes(addr.vodprovid));
  const currentPlan = all.find((p) => isBase(p) && p.subscribed) ?? null;
  const product = addr.productId ? all.find((p) => p.id === addr.productId) ?? null : null;
  const start = flow.start;
  const main = useRef<HTMLElement>(null);

  // Escape: from a product back to its category, from a step back one step (a dialog handles its own)
  useEffect(() => {
    if (!screen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]') || main.current?.getRootNode() instanceof ShadowRoot && (main.current.getRootNode() as ShadowRoot).querySelector('dialog[open]')) return;
      if (addr.productId) go(shopHref(addr.category));
      else if (addr.category === 'order' && addr.step > 1) history.back();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [screen, addr]);

  const keep = addr.chid ? { chid: addr.chid } : addr.vodprovid ? { vodprovid: addr.vodprovid } : {};
  let body;
  if (groups.error && !groups.loading) {
    body = (
      <div className="notice" role="alert">
        <p className="shop-error">{t(groups.error.messageKey)}</p>
        <ErrorDetails code={groups.error.code} />
        <button type="button" className="btn" onClick={() => void loadProductGroups(true)}>{t('common.retry')}</button>
      </div>
    );
  } else if (!groups.loaded) {
    body = (
      <ul className="product-list" aria-hidden="true">
        {[0, 1, 2].map((i) => <li key={i} className="product skeleton placeholder-card" />)}
      </ul>
    );
  } else if (addr.productId) {
    body = product ? (
      <article className={`product detail${product.subscribed ? ' subscribed' : ''}`} aria-labelledby="product-name">
        <Link href={shopHref(addr.category, undefined, keep)} go={go} className="btn btn-ghost back">{t('common.back')}</Link>
        <H2 id="product-name" className="product-name">{product.name}</H2>
        <p className="product-price">{t('products.per_month', { price: product.price })}</p>
        <p className="muted">{product.description} · {product.contract_months ? t('products.contract_months', { count: product.contract_months }) : t('products.no_contract')}</p>
        <ProductContents product={product} max={100} />
        <ProductActions product={product} currentPlan={currentPlan} registered={registered} start={start} />
      </article>
    ) : (
      <div className="notice" role="alert">
        <p>{t('products.not_found')}</p>
        <Link href={shopHref(addr.category)} go={go} className="btn">{t('products.all_products')}</Link>
      </div>
    );
  } else if (addr.category === 'compare') {
    body = <PlanComparison groups={groups.data} headingLevel={level + 1} canChoose={!registered || (master && canPay)} onChoose={(p, el) => start({ action: currentPlan ? 'change' : 'subscribe', products: [p] }, el)} />;
  } else if (addr.category === 'order') {
    body = registered && !master ? (
      <AskHolder explain />
    ) : registered && !canPay ? null : registered ? (
      <OrderSteps groups={groups.data} addr={addr} go={go} start={start} headingLevel={level + 1} />
    ) : (
      <p>{t('products.upsell_visitor')}</p>
    );
  } else {
    const list = groups.data.filter((g) => categoryOfGroup(g) === addr.category).flatMap((g) => g.products).filter(filtered);
    body = (
      <>
        {(addr.chid || addr.vodprovid) && (
          <p className="filter-note">
            {t(addr.chid ? 'products.filter_channel' : 'products.filter_vod')}{' '}
            <Link href={shopHref(addr.category)} go={go}>{t('products.show_all')}</Link>
          </p>
        )}
        {list.length === 0 ? (
          <p>{t('products.empty')}</p>
        ) : (
          <ul className="product-list">
            {list.map((p) => (
              <ProductCard key={p.id} product={p} currentPlan={currentPlan} registered={registered} start={start} go={go} headingLevel={level + 1} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section ref={main} aria-labelledby="shop-heading" part="products">
      <H id="shop-heading" part="heading">{t('products.title')}</H>
      {registered && (
        <details className="mine-box">
          <summary>{t('products.my_subscriptions')}</summary>
          <MySubscriptions />
        </details>
      )}
      <nav className="tabs" aria-label={t('products.categories')}>
        {CATEGORIES.map((c) => (
          <Link key={c} href={shopHref(c, undefined, c === 'plans' || c === 'extras' ? keep : undefined)} go={go} className={`tab${addr.category === c ? ' on' : ''}`} ariaCurrent={addr.category === c ? 'page' : undefined}>
            {t(TAB_KEYS[c])}
          </Link>
        ))}
      </nav>
      {registered && master && !canPay && <PayElsewhere />}
      {body}
      {flow.dialogs}
    </section>
  );
}
