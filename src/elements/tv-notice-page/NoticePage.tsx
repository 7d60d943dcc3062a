import { config } from '../../core/config';
import { isRoute, ROUTES, type RouteName } from '../../core/routes';
import { useSessionStart, useT } from '../shared/hooks';

export interface NoticePageProps {
  route?: string;
}

/**
 * The screen of a route that is only a notice: page not found, logging out (../../core/stores/route.ts
 * does the leaving), and a route whose screen is still to be built.
 */
export function NoticePage({ route: name }: NoticePageProps) {
  const t = useT();
  useSessionStart();
  const route: RouteName = isRoute(name) ? name : 'not-found';
  if (route === 'logout') return <p role="status">{t('route.logout')}</p>;
  return (
    <section>
      <h1>{t(ROUTES[route].title)}</h1>
      {route !== 'not-found' && <p>{t('route.coming')}</p>}
      <a className="btn btn-primary" href={config().siteBase}>{t('route.home_link')}</a>
    </section>
  );
}
