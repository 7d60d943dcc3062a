import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { config } from '../../core/config';
import { COOKIES } from '../../core/names';
import { removeCookie } from '../../core/cookies';
import { $registered, $userinfo, logoutHref, paymentHref } from '../../core/stores/auth';
import { $session } from '../../core/stores/session';
import { useSessionStart, useT } from '../shared/hooks';
import type { MessageKey } from '../../core/i18n';
import { PageView } from './PageView';

export type RouteName =
  | 'home' | 'tv' | 'subscription' | 'play' | 'vod-play' | 'demo' | 'vod' | 'search' | 'vod-about' | 'group' | 'page'
  | 'register' | 'sign-up' | 'conditions' | 'status' | 'password-recovery' | 'activate' | 'logout' | 'not-found';

const TITLES: Record<RouteName, MessageKey> = {
  home: 'home.title', tv: 'route.tv', subscription: 'route.subscription', play: 'route.play', 'vod-play': 'route.play',
  demo: 'route.demo', vod: 'route.vod', search: 'route.search', 'vod-about': 'route.vod_about', group: 'route.group',
  page: 'route.page', register: 'route.register', 'sign-up': 'route.sign_up', conditions: 'route.conditions',
  status: 'route.status', 'password-recovery': 'route.password_recovery', activate: 'route.activate',
  logout: 'route.logout', 'not-found': 'route.not_found',
};

/** Registered users only (spec §6): others are sent to the demo page. */
const REGISTERED_ONLY = new Set<RouteName>(['play', 'vod-play']);

export interface RouteProps {
  name?: string;
}

function asRoute(name: string | undefined): RouteName {
  return name && name in TITLES ? (name as RouteName) : 'not-found';
}

/**
 * A route's screen. Screens built by later issues say so plainly; this element also carries the
 * route rules that need no screen: /logout and the registered-only player routes.
 */
export function Route({ name }: RouteProps) {
  const t = useT();
  useSessionStart();
  const route = asRoute(name);
  const session = useStore($session);
  const userinfo = useStore($userinfo);
  const registered = useStore($registered);
  const known = session.status === 'visitor' || (session.status === 'user' && userinfo.loaded);
  const site = config().siteBase;

  useEffect(() => {
    if (route === 'logout') {
      removeCookie(COOKIES.profile);
      location.replace(logoutHref(site));
    }
  }, [route, site]);
  useEffect(() => {
    if (known && REGISTERED_ONLY.has(route) && !registered) location.replace(new URL('demo-page', site).toString());
  }, [known, registered, route, site]);
  // Add payment card (settings, group 15) goes through /register?action=add_card to the operator's
  // hosted payment page, which comes back to the site's settings.
  const addCard = route === 'register' && new URLSearchParams(location.search).get('action') === 'add_card';
  useEffect(() => {
    if (addCard && known && registered) location.replace(paymentHref(site));
  }, [addCard, known, registered, site]);

  if (route === 'home') {
    const name = session.profile?.name ?? session.user?.email ?? '';
    return (
      <section className="hero">
        <h1>{t('home.title')}</h1>
        {known && registered ? <p>{t('home.welcome_user', { name })}</p> : <p>{t('home.welcome_visitor')}</p>}
        {known && !registered && <p className="demo" role="note">{t('home.demo')}</p>}
      </section>
    );
  }
  if (route === 'not-found') {
    return (
      <section>
        <h1>{t('route.not_found')}</h1>
        <a className="btn btn-primary" href={site}>{t('route.home_link')}</a>
      </section>
    );
  }
  if (route === 'logout') return <p role="status">{t('route.logout')}</p>;
  if (route === 'page') return <PageView />;
  return (
    <section>
      <h1>{t(TITLES[route])}</h1>
      <p>{t('route.coming')}</p>
    </section>
  );
}
