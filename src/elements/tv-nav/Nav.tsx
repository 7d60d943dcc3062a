import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { $registered, $userinfo, loginHref, surelyVisitor } from '../../core/stores/auth';
import { $menu, loadPages } from '../../core/stores/pages';
import { $profileSettling, $session } from '../../core/stores/session';
import { $modal } from '../../core/stores/ui';
import { useSessionStart, useT } from '../shared/hooks';
import { Logo, MenuIcon, SearchIcon, SettingsIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { MoreMenu, type MoreLink } from './MoreMenu';
import { menuKey, useMenu } from './menu-keys';
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

/**
 * How many of the menu's items fit on the bar's line beside the logo and the right side (the rest
 * go into "More"), measured from an unseen copy of the items whenever the bar or its parts change
 * size; null while the compact menu (hamburger) shows them all. `squeeze`: with the compact menu,
 * the right side's icons did not fit on the logo's line (the wishlist and settings then go into
 * the compact menu, until the bar is wider than it was then).
 */
function useFit(navRef: RefObject<HTMLElement>, n: number, key: string): { fit: number | null; squeeze: boolean } {
  const [fit, setFit] = useState<number | null>(n);
  const [squeeze, setSqueeze] = useState(false);
  const squeezedAt = useRef(Infinity);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const ul = nav?.querySelector<HTMLElement>('ul#menu');
    const measure = nav?.querySelector<HTMLElement>('ul.measure');
    const burger = nav?.querySelector<HTMLElement>('.hamburger');
    const logo = nav?.querySelector<HTMLElement>('.logo');
    if (!nav || !ul || !measure || !burger || !logo) return;
    const compute = () => {
      if (getComputedStyle(burger).display !== 'none') {
        setFit(null);
        const width = nav.getBoundingClientRect().width;
        if (width > squeezedAt.current) {
          squeezedAt.current = Infinity;
          return setSqueeze(false);
        }
        // the right side's controls up to a visitor's planned second row (.row-break)
        const line = logo.getBoundingClientRect().bottom;
        const right = [...(nav.querySelector('.right')?.children ?? [])];
        const end = right.findIndex((el) => el.classList.contains('row-break'));
        const below = right.slice(0, end < 0 ? undefined : end).some((el) => el.getBoundingClientRect().top >= line);
        if (below) {
          squeezedAt.current = width;
          setSqueeze(true);
        }
        return;
      }
      squeezedAt.current = Infinity;
      setSqueeze(false);
      const boxes = [...measure.children].map((li) => li.getBoundingClientRect().width);
      const moreW = boxes.pop() ?? 0;
      const gap = parseFloat(getComputedStyle(ul).columnGap) || 0;
      const room = ul.getBoundingClientRect().width;
      let used = 0;
      let k = 0;
      while (k < n && used + boxes[k]! <= room) used += boxes[k++]! + gap;
      if (k < n) {
        // with "More" at the end: as many as fit before it
        used = moreW;
        k = 0;
        while (k < n && used + gap + boxes[k]! <= room) used += gap + boxes[k++]!;
      }
      setFit(k);
    };
    const ro = new ResizeObserver(compute);
    ro.observe(nav);
    ro.observe(ul);
    ro.observe(measure);
    compute();
    return () => ro.disconnect();
  }, [navRef, n, key]);
  return { fit, squeeze };
}

/** ArrowLeft / ArrowRight move between the bar's own controls (a remote has no Tab key). */
function onBarKey(e: KeyboardEvent<HTMLElement>): void {
  if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.defaultPrevented) return;
  const bar = e.currentTarget;
  const target = e.target as HTMLElement;
  if (target.closest('.more-list, [role="menu"], ul.menu.open')) return;
  const stops = [...bar.querySelectorAll<HTMLElement>('a[href], button')].filter(
    (el) => !el.closest('.measure, .more-list, [role="menu"]') && el.getClientRects().length > 0 && !(el as HTMLButtonElement).disabled,
  );
  const i = stops.indexOf(target);
  if (i < 0) return;
  const next = stops[i + (e.key === 'ArrowRight' ? 1 : -1)];
  if (!next) return;
  e.preventDefault();
  next.focus();
}

/** Top navigation of docs/product.md#screens-and-routes. */
export function Nav({ current }: NavProps) {
  const t = useT();
  useSessionStart();
  const session = useStore($session);
  const userinfo = useStore($userinfo);
  const registered = useStore($registered);
  const menu = useStore($menu);
  const lang = useStore($locale);
  // the compact menu (hamburger), below 800 px: the whole nav is its wrap
  const { open, setOpen, button: burger, wrap: navRef, hide, onBlur } = useMenu<HTMLElement>();
  const path = current ?? location.pathname;
  const site = config().siteBase;
  const href = (p: string) => new URL(p.replace(/^\//, ''), site).toString();
  // a signed-in bar is drawn once: with the profile, or once the gate found none to show
  const settling = useStore($profileSettling) && !session.profile;
  const known = session.status === 'visitor' || (session.status === 'user' && userinfo.loaded && !settling);

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
  useMenuIconSheet(navRef, extra);
  const links: MoreLink[] = [
    ...items.map((i) => ({ key: i.key, href: href(i.href), current: isCurrent(i.href, path), content: i.label as ReactNode })),
    ...extra.map((m) => ({
      key: `page-${m.id}`,
      href: href(m.href),
      current: isCurrent(m.href, path),
      slug: m.slug,
      label: m.showTitle ? undefined : (m.title ?? t('nav.missing_translation')),
      content: (
        <>
          {m.icon && <span className="menu-icon" data-icon={m.id} aria-hidden="true" />}
          {m.showTitle && ` ${m.title ?? t('nav.missing_translation')}`}
        </>
      ),
    })),
  ];
  const { fit, squeeze } = useFit(navRef, links.length, `${links.map((l) => l.key).join()} ${lang} ${known} ${registered} ${!!session.profile}`);
  const wishlist = known && registered && !!session.profile;
  const settings = known && registered;
  const openSettings = () => {
    setOpen(false);
    $modal.set('settings');
  };
  const shown = fit === null ? links : links.slice(0, fit);
  const more = fit === null ? [] : links.slice(fit);
  // The compact menu with a remote: OK or ArrowDown/ArrowUp on its button opens it on its first
  // (last) item, the arrows walk it, Escape closes it back onto the button; Tab goes through it.
  const compactItems = () => [...(navRef.current?.querySelectorAll<HTMLElement>('ul#menu > li > a, ul#menu > li > button') ?? [])];
  const openCompact = (last: boolean) => {
    flushSync(() => setOpen(true));
    const all = compactItems();
    all[last ? all.length - 1 : 0]?.focus();
  };
  const onBurgerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openCompact(e.key === 'ArrowUp');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      hide(true);
    }
  };
  const onCompactKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!open || e.key === 'Tab' || e.defaultPrevented) return;
    menuKey(e, compactItems(), hide);
  };
  const link = (l: MoreLink) => (
    <a href={l.href} aria-current={l.current ? 'page' : undefined} data-slug={l.slug} aria-label={l.label}>{l.content}</a>
  );

  return (
    <nav part="bar" aria-label={t('nav.main')} ref={navRef} onKeyDown={onBarKey} onBlur={onBlur}>
      <button ref={burger} type="button" className="icon-btn hamburger" aria-expanded={open} aria-controls="menu" aria-label={open ? t('nav.close_menu') : t('nav.open_menu')}
        onClick={() => (open ? setOpen(false) : openCompact(false))} onKeyDown={onBurgerKey}>
        <MenuIcon />
      </button>
      <a className="logo" part="logo" href={href('/')} aria-label={t('nav.logo')}>
        <Logo />
      </a>
      <ul id="menu" part="menu" className={open ? 'menu open' : 'menu'} onKeyDown={onCompactKey}>
        {shown.map((l) => <li key={l.key}>{link(l)}</li>)}
        {more.length > 0 && <MoreMenu links={more} />}
        {squeeze && wishlist && <li className="squeezed"><a href={href('/wishlist')}>{t('wishlist.open')}</a></li>}
        {squeeze && settings && <li className="squeezed"><button type="button" aria-haspopup="dialog" onClick={openSettings}>{t('nav.settings')}</button></li>}
      </ul>
      {/* the same items, laid out unseen: their widths decide how many fit on the bar's line */}
      <ul className="menu measure" aria-hidden="true">
        {links.map((l) => <li key={l.key}><span className="a" data-current={l.current ? '' : undefined}>{l.content}</span></li>)}
        <li className="more"><span className="more-button">{t('nav.more')}<svg className="icon chevron" viewBox="0 0 24 24" /></span></li>
      </ul>
      <div className="right">
        <a className="icon-btn" href={href('/search')} aria-label={t('nav.search')} title={t('nav.search')}>
          <SearchIcon />
        </a>
        {wishlist && !squeeze && (
          <a className="icon-btn" href={href('/wishlist')} aria-label={t('wishlist.open')} title={t('wishlist.open')}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" /></svg>
          </a>
        )}
        {!known && <span className={surelyVisitor() ? 'placeholder visitor' : 'placeholder'} aria-busy="true" />}
        {known && registered && session.profile && <ProfileButton profile={session.profile} />}
        {settings && !squeeze && (
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
