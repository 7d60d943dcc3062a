import { useStore } from '@nanostores/react';
import { createElement } from 'react';
import { TAGS } from '../../core/names';
import { subscribeHref } from '../../core/links';
import { $registered, $userinfo, loginHref } from '../../core/stores/auth';
import { $session } from '../../core/stores/session';
import { config } from '../../core/config';
import { useSessionStart, useT } from '../shared/hooks';
import '../tv-vod-row/tv-vod-row';

export interface DemoPageProps {
  headingLevel?: number;
}

/** Rows a visitor is shown: the channels with what is on now, and the newest films. */
const ROWS = [6, 2];
const FEATURES = ['live', 'catchup', 'vod', 'profiles', 'devices'] as const;

/**
 * The view of <tv-demo-page> (/demo-page): what a visitor gets instead of playback: what the
 * service offers, the channels and films, with Subscribe and Log in.
 */
export function DemoPage({ headingLevel }: DemoPageProps) {
  const t = useT();
  useSessionStart();
  const session = useStore($session);
  const userinfo = useStore($userinfo);
  const registered = useStore($registered);
  const known = session.status === 'visitor' || (session.status === 'user' && userinfo.loaded);
  const level = Math.min(6, Math.max(1, headingLevel ?? 2));
  const H = `h${level}` as 'h2';
  return (
    <section className="demo" aria-labelledby="title">
      <div className="intro" part="intro">
        <H id="title">{t('demo_page.title')}</H>
        <p className="lead">{t('demo_page.lead')}</p>
        <ul className="features">
          {FEATURES.map((f) => (
            <li key={f}>{t(`demo_page.feature_${f}`)}</li>
          ))}
        </ul>
        <div className="actions" part="actions">
          {known && registered ? (
            <a className="btn btn-primary" href={config().siteBase}>{t('route.home_link')}</a>
          ) : (
            <>
              <a className="btn btn-primary" href={subscribeHref()}>{t('nav.subscribe')}</a>
              <a className="btn btn-ghost" href={loginHref()}>{t('nav.login')}</a>
            </>
          )}
        </div>
      </div>
      {ROWS.map((id) => createElement(TAGS.vodRow, { key: id, 'row-id': id, 'heading-level': level + 1 }))}
    </section>
  );
}
