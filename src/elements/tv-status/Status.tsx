import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { loginHref } from '../../core/stores/auth';
import { $session } from '../../core/stores/session';
import { $service, checkService } from '../../core/stores/status';
import { formatDateTime } from '../../core/time/vilnius';
import { useSessionStart, useT } from '../shared/hooks';
import { BackLink } from '../join/BackLink';

export interface StatusProps {
  headingLevel?: number;
}

/** /status: the service's state and the account's (signed in or not, e-mail verified or not). */
export function Status(_props: StatusProps) {
  const t = useT();
  useSessionStart();
  const session = useStore($session);
  const service = useStore($service);
  const lang = useStore($locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const verifiedNow = typeof location !== 'undefined' && new URLSearchParams(location.search).get('email_verified') === '1';
  useEffect(() => {
    void checkService();
  }, []);
  const time = service.data.checked ? formatDateTime(service.data.checked, lang, { timeStyle: 'medium' }) : '';
  const known = session.status === 'user' || session.status === 'visitor';
  return (
    <div className="join">
      <BackLink />
      <h1 ref={heading} tabIndex={-1}>{t('status.title')}</h1>
      {verifiedNow && <p className="notice ok" role="status">{t('status.verified_now')}</p>}
      <section className="panel" aria-labelledby="service-h">
        <h2 id="service-h">{t('status.service')}</h2>
        <p role="status" aria-busy={service.loading} className={service.error && !service.loading ? 'failed' : undefined}>
          {service.loading ? t('status.checking') : service.error ? t('status.service_down') : service.loaded ? t('status.service_ok', { time }) : t('status.checking')}
        </p>
        {service.error && <button type="button" className="btn" onClick={() => void checkService()}>{t('register.retry')}</button>}
      </section>
      <section className="panel" aria-labelledby="account-h">
        <h2 id="account-h">{t('status.account')}</h2>
        {!known && <p aria-busy="true">{t('status.checking')}</p>}
        {session.status === 'visitor' && (
          <>
            <p>{t('status.visitor')}</p>
            <div className="actions">
              <a className="btn btn-primary" href={loginHref(location.href)}>{t('register.log_in')}</a>
              <a className="btn" href={new URL('register?fresh=true', config().siteBase).toString()}>{t('status.register')}</a>
            </div>
          </>
        )}
        {session.status === 'user' && session.user && (
          <>
            <dl className="facts">
              <dt>{t('register.email')}</dt>
              <dd>{session.user.email}</dd>
              <dt>{t('status.email_state')}</dt>
              <dd>{session.user.email_verified || verifiedNow ? t('status.email_verified') : t('status.email_not_verified')}</dd>
            </dl>
            {!session.user.email_verified && !verifiedNow && <p className="notice" role="alert">{t('errors.verify_email')} {t('status.verify_hint')}</p>}
            <div className="actions">
              <a className="btn btn-primary" href={config().siteBase}>{t('route.home_link')}</a>
              <a className="btn" href={new URL('activate', config().siteBase).toString()}>{t('pairing.title')}</a>
            </div>
          </>
        )}
        {verifiedNow && session.status === 'visitor' && <p>{t('status.now_log_in')}</p>}
      </section>
    </div>
  );
}
