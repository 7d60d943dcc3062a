// What the page frame (layouts/Shell.astro) draws for a route: its first title (the client keeps it
// in the viewer's language), which frame elements come with it and which scripts the page loads.
// Plain TypeScript so that the type check and the linter read it (they do not read .astro files).
import lt from '../../src/core/i18n/locales/lt.json';
import type { MessageKey } from '../../src/core/i18n';
import { ROUTES, SITE_NAME, type RouteName, type RouteSpec } from '../../src/core/routes';
import { TAGS, type TagName } from '../../src/core/names';

export interface Frame {
  title: string;
  hideNav: boolean;
  hideFooter: boolean;
  mobile: boolean;
  sessionGate: boolean;
  scripts: string[];
}

/** The Lithuanian text of a message key (the page's language before the client has started). */
export function ltMessage(key: MessageKey): string {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lt);
  if (typeof text !== 'string') throw new Error(`no message ${key}`);
  return text;
}

export function frameOf(route: RouteName, elements: TagName[] = []): Frame {
  const spec: RouteSpec = ROUTES[route];
  const { hideNav = false, hideFooter = false, mobile = false } = spec;
  const sessionGate = spec.sessionGate ?? !hideNav;
  // The signed-in session's gate (DRM check, e-mail verification, "Who is watching?") and the
  // settings modal come with every page that has a signed-in session (not registration / sign-up);
  // reminder toasts and the customer's event stream (once per page) come with every page.
  const frame: TagName[] = [
    TAGS.mobileLanding,
    ...(hideNav ? [] : [TAGS.nav]),
    ...(sessionGate ? [TAGS.sessionGate, TAGS.settings] : []),
    ...(hideFooter ? [] : [TAGS.footer]),
    TAGS.reminders,
  ];
  return {
    title: `${ltMessage(spec.title)} · ${SITE_NAME}`,
    hideNav,
    hideFooter,
    mobile,
    sessionGate,
    scripts: [...new Set([...frame, ...elements])].map((e) => `/elements/${e}.js`),
  };
}
