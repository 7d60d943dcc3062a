import { config } from '../../core/config';
import { isRoute, ROUTES, type RouteName } from '../../core/routes';
import { useSessionStart, useT } from '../shared/hooks';

export interface NoticePageProps {
  route?: string;
}

/**
 * The screen of a route that is only a notice: page not found, and logging out
 * (../../core/stores/route.ts does the leaving).
 */
export function NoticePage({ route: name }: NoticePageProps) {
  const t = useT();
  useSessionStart();
  const route: RouteName = isRoute(name) ? name : 'not-found';
  if (route === 'logout') return <p role="status">{t('route.logout')}</p>;
  // Back to where the viewer came from; a page opened first (nothing to go back to) goes home
  const back = () => (history.length > 1 ? history.back() : location.assign(config().siteBase));
  return (
    <section>
      <h1>{t(ROUTES[route].title)}</h1>
      <p className="actions" style={{ display: 'flex', flexWrap: 'wrap', gap: '.6rem' }}>
        <button type="button" className="btn" onClick={back}>{t('common.back')}</button>
        <a className="btn btn-primary" href={config().siteBase}>{t('route.home_link')}</a>
      </p>
    </section>
  );
}
