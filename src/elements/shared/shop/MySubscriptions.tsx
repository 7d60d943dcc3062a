import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../../core/i18n';
import { $customerProducts, loadCustomerProducts } from '../../../core/stores/products';
import { useT } from '../hooks';
import { formatDate } from './format';

/** What the customer has (docs/product.md#screens-and-routes settings "subscriptions"): each plan and package with its dates. */
export function MySubscriptions() {
  const t = useT();
  const lang = useStore($locale);
  const mine = useStore($customerProducts);
  useEffect(() => void loadCustomerProducts(), [lang]);
  if (mine.loading && !mine.loaded) {
    return (
      <ul className="order-lines mine" aria-hidden="true">
        <li className="skeleton">&nbsp;</li>
        <li className="skeleton">&nbsp;</li>
      </ul>
    );
  }
  if (mine.error) {
    return (
      <div role="alert">
        <p className="shop-error">{t(mine.error.messageKey)}</p>
        <button type="button" className="btn" onClick={() => void loadCustomerProducts()}>{t('common.retry')}</button>
      </div>
    );
  }
  if (mine.data.length === 0) return <p>{t('products.none_yet')}</p>;
  return (
    <ul className="order-lines mine" aria-label={t('products.my_subscriptions')}>
      {mine.data.map((s) => (
        <li key={s.id}>
          <span>
            <strong>{s.name}</strong>
            <br />
            <span className="muted">
              {t('products.since', { date: formatDate(s.created) })}
              {s.contract_end ? ` · ${t('products.contract_until', { date: formatDate(s.contract_end) })}` : ''}
            </span>
          </span>
          <span className="price">{t('products.per_month', { price: s.price })}</span>
        </li>
      ))}
    </ul>
  );
}
