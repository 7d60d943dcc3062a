// Upsell where something is locked: the packages that contain a channel (`filter[chid]`) or a VoD
// provider (`filter[vodprovid]`), with their prices, a link to each on /subscription and Subscribe
// right here (confirmed, with the PIN); a visitor gets Subscribe (/register?fresh=true) and Log in.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../../core/i18n';
import { subscribeHref } from '../../../core/links';
import { $registered, loginHref } from '../../../core/stores/auth';
import { $offers, loadOffers, offersKey, type ProductJson } from '../../../core/stores/products';
import { $session } from '../../../core/stores/session';
import type { ProductFilter } from '../../../core/api/products';
import { useT } from '../hooks';
import { productHref, shopHref } from './format';
import { AskHolder, useAsksHolder } from './AskHolder';
import { useOrderFlow } from './OrderFlow';

interface UpsellProps extends ProductFilter {
  /** After a successful payment (e.g. play the channel now). */
  onDone?: () => void;
}

export function Upsell({ chid, vodprovid, onDone }: UpsellProps) {
  const t = useT();
  const registered = useStore($registered);
  const master = !useAsksHolder();
  const offers = useStore($offers);
  const lang = useStore($locale);
  const { token } = useStore($session);
  const flow = useOrderFlow(() => onDone?.());
  const filter = { chid, vodprovid };
  useEffect(() => {
    if (registered) loadOffers(filter);
  }, [registered, chid, vodprovid, lang, token]);
  if (!registered) {
    return (
      <div className="upsell" part="upsell">
        <p>{t('products.upsell_visitor')}</p>
        <div className="upsell-actions">
          <a className="btn btn-primary" href={subscribeHref()}>{t('nav.subscribe')}</a>
          <a className="btn" href={loginHref()}>{t('nav.login')}</a>
        </div>
      </div>
    );
  }
  const mine = offers.data.key.startsWith(`${offersKey(filter)}|`);
  const products: ProductJson[] = mine ? offers.data.groups.flatMap((g) => g.products).filter((p) => !p.subscribed) : [];
  return (
    <div className="upsell" part="upsell" aria-busy={offers.loading || !mine}>
      <p>{t('products.upsell_intro')}</p>
      {(offers.loading || !mine) && !offers.error && (
        <ul className="upsell-list placeholder" aria-hidden="true">
          <li className="upsell-item skeleton" />
          <li className="upsell-item skeleton" />
        </ul>
      )}
      {offers.error && !offers.loading && (
        <div role="alert">
          <p className="shop-error">{t(offers.error.messageKey)}</p>
          <button type="button" className="btn" onClick={() => loadOffers(filter, true)}>{t('common.retry')}</button>
        </div>
      )}
      {mine && !offers.loading && !offers.error && (
        <ul className="upsell-list">
          {products.map((p) => (
            <li key={p.id} className="upsell-item">
              <a href={productHref(p)} className="upsell-name">{p.name}</a>
              <span className="price">{t('products.per_month', { price: p.price })}</span>
              {!master && <AskHolder />}
              {master && <button type="button" className="btn btn-primary" aria-label={`${t('products.subscribe')}: ${p.name}`} onClick={(e) => flow.start({ action: p.group_id === 1 ? 'change' : 'subscribe', products: [p] }, e.currentTarget)}>
                {t('products.subscribe')}
              </button>}
            </li>
          ))}
          {products.length === 0 && <li>{t('products.upsell_none')}</li>}
        </ul>
      )}
      <a className="btn btn-ghost" href={shopHref(undefined, undefined, chid ? { chid } : { vodprovid })}>{t('products.all_products')}</a>
      {flow.dialogs}
    </div>
  );
}
