// <tv-plan-actions>: group 15's plan and card screens on /register (docs/product.md#screens-and-routes): ?action=change (the
// plan comparison with the current plan marked, Change, Cancel plan with its confirmation and the
// contract's end date) and ?action=add_card (the attached cards, Remove, Add payment card through
// the hosted payment page). Nothing for any other address; a clear refusal for non-members.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { $inPlanGroup, $registered, $userinfo, loginHref } from '../../core/stores/auth';
import { $productGroups, loadCustomerProducts, loadProductGroups } from '../../core/stores/products';
import { boundProfile, setProfile } from '../../core/stores/profiles';
import { $session } from '../../core/stores/session';
import { useI18nReady, useSessionStart, useT } from '../shared/hooks';
import { AskHolder, useAsksHolder } from '../shared/shop/AskHolder';
import { CardPanel } from '../shared/shop/CardPanel';
import { MySubscriptions } from '../shared/shop/MySubscriptions';
import { PlanComparison } from '../shared/shop/PlanComparison';
import { useOrderFlow } from '../shared/shop/OrderFlow';
import { shopHref } from '../shared/shop/format';

export interface PlanActionsProps {
  /** change | add_card (default: the address's ?action=) */
  action?: string;
  headingLevel?: number;
}

export function PlanActions({ action, headingLevel }: PlanActionsProps) {
  const t = useT();
  useSessionStart();
  useI18nReady();
  const which = action ?? (typeof location !== 'undefined' ? new URLSearchParams(location.search).get('action') : null);
  const session = useStore($session);
  const userinfo = useStore($userinfo);
  const registered = useStore($registered);
  const member = useStore($inPlanGroup);
  const master = !useAsksHolder();
  const lang = useStore($locale);
  const groups = useStore($productGroups);
  const flow = useOrderFlow();
  const known = session.status === 'visitor' || (session.status === 'user' && userinfo.loaded);
  const allowed = registered && member;
  // this page has no profile gate: what the session acts as is asked of the server, so a profile
  // other than the master is shown "Ask the account holder" rather than buttons that would fail
  const customerId = session.user?.customer_id;
  useEffect(() => {
    if (!registered || !customerId || session.profile) return;
    boundProfile(customerId)
      .then((p) => p && setProfile(p))
      .catch((err: Error) => console.error('[eteris] profile check failed:', err.message));
  }, [registered, customerId, session.profile]);
  useEffect(() => {
    if (allowed && which === 'change') {
      void loadProductGroups();
      void loadCustomerProducts();
    }
  }, [allowed, which, lang, session.token]);
  if (which !== 'change' && which !== 'add_card') return null;
  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 1))}` as 'h1';
  const H2 = `h${Math.min(6, Math.max(1, (headingLevel ?? 1) + 1))}` as 'h2';
  const home = new URL('.', config().siteBase).toString();
  const title = t(which === 'change' ? 'products.change_plan' : 'cards.title');
  let body;
  if (!known) {
    body = <div className="placeholder" role="status" aria-busy="true">{t('common.loading')}</div>;
  } else if (!registered) {
    body = (
      <div className="notice" role="alert">
        <p>{t('products.login_first')}</p>
        <a className="btn btn-primary" href={loginHref()}>{t('nav.login')}</a>
      </div>
    );
  } else if (!member) {
    body = (
      <div className="notice" role="alert">
        <p>{t('products.not_member')}</p>
        <a className="btn btn-primary" href={shopHref()}>{t('products.title')}</a>
      </div>
    );
  } else if (which === 'add_card') {
    body = <CardPanel />;
  } else {
    const plans = groups.data.filter((g) => g.kind === 'base').flatMap((g) => g.products);
    const current = plans.find((p) => p.subscribed) ?? null;
    body = (
      <>
        <H2>{t('products.my_subscriptions')}</H2>
        <MySubscriptions />
        {!master && <AskHolder explain />}
        {current && master && (
          <div className="actions">
            <button type="button" className="btn" onClick={(e) => flow.start({ action: 'cancel', products: [current] }, e.currentTarget)}>
              {t('products.cancel_plan')}
            </button>
          </div>
        )}
        <H2>{t('products.tab_compare')}</H2>
        {groups.error && !groups.loading ? (
          <div className="notice" role="alert">
            <p className="shop-error">{t(groups.error.messageKey)}</p>
            <button type="button" className="btn" onClick={() => void loadProductGroups(true)}>{t('common.retry')}</button>
          </div>
        ) : !groups.loaded ? (
          <div className="compare placeholder" aria-hidden="true" />
        ) : (
          <PlanComparison groups={groups.data} headingLevel={(headingLevel ?? 1) + 2} canChoose={master} onChoose={(p, el) => flow.start({ action: current ? 'change' : 'subscribe', products: [p] }, el)} />
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="plan-heading" part="plan-actions">
      <a className="btn btn-ghost back" href={home}>{t('products.back_home')}</a>
      <H id="plan-heading" part="heading">{title}</H>
      {body}
      {flow.dialogs}
    </section>
  );
}
