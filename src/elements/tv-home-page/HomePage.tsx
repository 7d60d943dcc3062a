import { useStore } from '@nanostores/react';
import { createElement, useEffect, type KeyboardEvent } from 'react';
import { TAGS } from '../../core/names';
import { subscribeHref } from '../../core/links';
import { $registered, $userinfo, loginHref } from '../../core/stores/auth';
import { $session } from '../../core/stores/session';
import { $access } from '../../core/stores/access';
import { $gate } from '../../core/stores/gate';
import { $smartPage, $viewer, loadSmartPage, pageIsCurrent } from '../../core/stores/smartrows';
import { deepActiveElement } from '../shared/focus';
import { useSessionStart, useT } from '../shared/hooks';
import '../tv-vod-row/tv-vod-row';
import { ErrorDetails } from '../shared/ErrorDetails';

/** Moves the focus to the tab stop of the row `step` rows away from the one holding it (arrow up/down). */
function focusRow(container: HTMLElement, step: number): boolean {
  const rows = [...container.querySelectorAll<HTMLElement>(TAGS.vodRow)];
  const active = deepActiveElement();
  const at = rows.findIndex((r) => r.shadowRoot?.contains(active ?? null));
  if (at < 0) return false;
  for (let i = at + step; i >= 0 && i < rows.length; i += step) {
    const stop = rows[i]!.shadowRoot?.querySelector<HTMLElement>('a[tabindex="0"]');
    if (stop) {
      stop.focus({ preventScroll: true });
      rows[i]!.scrollIntoView({ block: 'nearest' });
      return true;
    }
  }
  return false;
}

/**
 * Home (/): the smart-row page (`smartrows/pages` -> `smartrows/page.{id}`) as rows of posters, the
 * channel row with what is on now (it starts live TV), continue watching and the wishlist for a
 * profile; a visitor gets the public rows under a Subscribe / Log in invitation. Arrow up / down
 * move between rows, left / right along one.
 */
export function HomePage() {
  const t = useT();
  useSessionStart();
  const session = useStore($session);
  const userinfo = useStore($userinfo);
  const registered = useStore($registered);
  const viewer = useStore($viewer);
  const page = useStore($smartPage);
  const known = session.status === 'visitor' || (session.status === 'user' && userinfo.loaded);
  const profile = session.profile?.name;

  useEffect(() => loadSmartPage(), [viewer]);

  const current = pageIsCurrent(page.data) ? page.data : null;
  const access = useStore($access);
  const gate = useStore($gate);
  const waitsForViewer = access === 'blocked' || (access === 'account' && gate !== 'pending' && gate !== 'ready');
  // Rows with nothing in them (a visitor's continue watching, an empty wishlist) are left out.
  const rows = current?.rows.filter((r) => r.total > 0) ?? [];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    if (focusRow(e.currentTarget, e.key === 'ArrowDown' ? 1 : -1)) e.preventDefault();
  };
  return (
    <>
      <section className="hero" part="hero">
        <h1>{known && registered && profile ? t('home.welcome_user', { name: profile }) : t('home.title')}</h1>
        {known && registered && !profile && <p>{t('home.welcome_back')}</p>}
        {known && !registered && (
          <div className="invite" role="note" part="invite">
            <p>{t('home.welcome_visitor')}</p>
            <p className="demo">{t('home.demo')}</p>
            <div className="actions">
              <a className="btn btn-primary" href={subscribeHref()}>{t('nav.subscribe')}</a>
              <a className="btn btn-ghost" href={loginHref()}>{t('nav.login')}</a>
            </div>
          </div>
        )}
      </section>
      {/* busy while the page's rows are placeholders that fill by themselves (their own rows say
          when their posters are in); not while they wait for the viewer to choose a profile */}
      <div className="rows" part="rows" aria-busy={!current && !page.error && !waitsForViewer} onKeyDown={onKeyDown}>
        {page.error && !current ? (
          <div className="state" role="alert">
            <p>{t(page.error.messageKey)}</p>
            <ErrorDetails code={page.error.code} />
            <button type="button" className="btn" onClick={() => loadSmartPage()}>{t('common.retry')}</button>
          </div>
        ) : current ? (
          rows.map((r) => createElement(TAGS.vodRow, { key: `${viewer}:${r.id}`, 'row-id': r.id, 'heading-level': 2, class: r.type === 'channel' ? 'channels' : undefined }))
        ) : (
          // Until the page answers: rows of placeholders, the size the real ones will have.
          [1, 2, 3].map((i) => createElement(TAGS.vodRow, { key: `p${i}`, 'heading-level': 2 }))
        )}
      </div>
    </>
  );
}
