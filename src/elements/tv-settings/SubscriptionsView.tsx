import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../core/i18n';
import { $inPlanGroup } from '../../core/stores/auth';
import { $productGroups, loadCustomerProducts, loadProductGroups } from '../../core/stores/products';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import { CardPanel } from '../shared/shop/CardPanel';
import { MySubscriptions } from '../shared/shop/MySubscriptions';
import { useOrderFlow } from '../shared/shop/OrderFlow';
import { registerHref, shopHref } from '../shared/shop/format';
import type { ViewProps } from './views';
import { useAsksHolder } from '../shared/shop/AskHolder';

/**
 * Subscriptions and payments (docs/product.md#screens-and-routes settings texts: subscriptions, plan management, cancel plan):
 * what the customer has with its dates, Plan management (the products screen; group 15's Change
 * plan), Cancel plan (confirmed, PIN-checked, with the contract's end date) and the payment cards.
 */
export function SubscriptionsView({ go, close }: ViewProps) {
  const t = useT();
  const lang = useStore($locale);
  const member = useStore($inPlanGroup);
  const master = !useAsksHolder();
  const groups = useStore($productGroups);
  const flow = useOrderFlow();
  useEffect(() => {
    void loadProductGroups();
    void loadCustomerProducts();
  }, [lang]);
  const current = groups.data.filter((g) => g.kind === 'base').flatMap((g) => g.products).find((p) => p.subscribed) ?? null;
  return (
    <Modal open title={t('products.settings_entry')} onClose={close} onBack={() => go({ name: 'list' })}>
      <div className="subs">
        <h3>{t('products.my_subscriptions')}</h3>
        <MySubscriptions />
        <div className="shop-actions">
          <a className="btn" href={member ? registerHref('change') : shopHref()}>{t('products.manage_plan')}</a>
          {current && master && (
            <button type="button" className="btn" onClick={(e) => flow.start({ action: 'cancel', products: [current] }, e.currentTarget)}>
              {t('products.cancel_plan')}
            </button>
          )}
        </div>
        <h3>{t('cards.title')}</h3>
        <CardPanel canAdd={member} />
      </div>
      {flow.dialogs}
    </Modal>
  );
}
