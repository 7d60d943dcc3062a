import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { $registered, $userinfo, loginHref } from '../../core/stores/auth';
import { $menu, loadPages } from '../../core/stores/pages';
import { $session } from '../../core/stores/session';
import { $modal } from '../../core/stores/ui';
import { useSessionStart, useT } from '../shared/hooks';
import { Logo, MenuIcon, SearchIcon, SettingsIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { useMenuIconSheet } from './menu-icons';
import { ProfileButton } from './ProfileButton';

export interface NavProps {
  /** Path to mark as current; the page's own path by default. */
  current?: string;
}

function isCurrent(href: string, path: string): boolean {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** Top navigation of spec §2. */
export function Nav({ current }: NavProps) {
  const t = useT();
  useSessionStart();
  const session = useStore($session);
  const userinfo = useStore($userinfo);
  const registered = useStore($registered);
  const menu = useStore($menu);
  const lang = useStore($locale);
  const [open, setOpen] = useState(false);
  const path = current ?? location.pathname;
  const site = config().siteBase;
  const href = (p: string) => new URL(p.replace(/^\//, ''), site).toString();
  const known = session.status === 'visitor' || (session.status === 'user' && userinfo.loaded);

  useEffect(() => {
    if (session.status === 'user' || session.status === 'visitor') loadPages();
  }, [session.status, session.profile_stamp]);

  const items = [
    { key: 'home', href: '/', label: t('nav.home') },
    { key: 'tv', href: '/tv', label: t('nav.tv') },
    ...(registered ? [{ key: 'products', href: '/subscription', label: t('nav.products') }] : []),
    ...(registered ? [{ key: 'recordings', href: '/recordings', label: t('recordings.title') }] : []),
  ];
  const fixed = new Set(items.map((i) => i.href));
  const extra = menu.filter((m) => !fixed.has(m.href) && (m.href !== '/subscription' || registered));
  const navRef = useRef<HTMLElement>(null);
  useMenuIconSheet(navRef, extra);

  return (
    <nav aria-label={t('nav.main')} ref={navRef}>
      <button type="button" className="icon-btn hamburger" aria-expanded={open} aria-controls="menu" aria-label={open ? t('nav.close_menu') : t('nav.open_menu')} onClick={() => setOpen(!open)}>
        <MenuIcon />
      </button>
      <a className="logo" href={href('/')} aria-label={t('nav.logo')}>
        <Logo />
      </a>
      <ul id="menu" className={open ? 'menu open' : 'menu'}>
        {items.map((i) => (
          <li key={i.key}>
            <a href={href(i.href)} aria-current={isCurrent(i.href, path) ? 'page' : undefined}>{i.label}</a>
          </li>
        ))}
        {extra.map((m) => (
          <li key={m.id}>
            <a
              href={href(m.href)}
              aria-current={isCurrent(m.href, path) ? 'page' : undefined}
              data-slug={m.slug}
              aria-label={m.showTitle ? undefined : (m.title ?? t('nav.missing_translation'))}
            >
              {m.icon && <span className="menu-icon" data-icon={m.id} aria-hidden="true" />}
              {m.showTitle && ` ${m.title ?? t('nav.missing_translation')}`}
            </a>
          </li>
        ))}
      </ul>
      <div className="right">
        <a className="icon-btn" href={href('/search')} aria-label={t('nav.search')} title={t('nav.search')}>
          <SearchIcon />
        </a>
        {known && registered && session.profile && (
          <a className="icon-btn" href={href('/wishlist')} aria-label={t('wishlist.open')} title={t('wishlist.open')}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" /></svg>
          </a>
        )}
        {!known && <span className="placeholder" aria-busy="true" />}
        {known && registered && session.profile && <ProfileButton profile={session.profile} />}
        {known && registered && (
          <button type="button" className="icon-btn" aria-label={t('nav.settings')} title={t('nav.settings')} aria-haspopup="dialog" onClick={() => $modal.set('settings')}>
            <SettingsIcon />
          </button>
        )}
        {known && !registered && (
          <>
            {/* On narrow screens the visitor's buttons go to a second row. */}
            <span className="row-break" aria-hidden="true" />
            <a className="btn btn-primary" href={href('/register?fresh=true')}>{t('nav.subscribe')}</a>
            <a className="btn btn-ghost" href={loginHref()}>{t('nav.login')}</a>
            <LanguageMenu current={lang} />
          </>
        )}
      </div>
    </nav>
  );
}
