import { useStore } from '@nanostores/react';
import { $registered, $userinfo } from '../../core/stores/auth';
import { $session } from '../../core/stores/session';
import { useSessionStart, useT } from '../shared/hooks';

/** Home (/): a greeting by the chosen profile's name for subscribers, the demo invitation for visitors. */
export function HomePage() {
  const t = useT();
  useSessionStart();
  const session = useStore($session);
  const userinfo = useStore($userinfo);
  const registered = useStore($registered);
  const known = session.status === 'visitor' || (session.status === 'user' && userinfo.loaded);
  const profile = session.profile?.name;
  return (
    <section className="hero">
      <h1>{t('home.title')}</h1>
      {known && registered ? <p>{profile ? t('home.welcome_user', { name: profile }) : t('home.welcome_back')}</p> : <p>{t('home.welcome_visitor')}</p>}
      {known && !registered && <p className="demo" role="note">{t('home.demo')}</p>}
    </section>
  );
}
