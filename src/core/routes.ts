// The site's routes (docs/product.md#screens-and-routes) and their rules, in one table: the Astro pages read it for their
// frame (title, navigation, footer, mobile landing), the client applies its rules (./stores/route.ts).
// A route's screen is a page element (`<tv-home-page>`, `<tv-live-page>`, ...) the Astro page composes.
import type { MessageKey } from './i18n';

export interface RouteSpec {
  /** The browser tab's title (the site name follows it). */
  title: MessageKey;
  /** `registered`: everyone else goes to the demo page (docs/product.md#roles). */
  access?: 'registered';
  /** Mobile browsers get this route instead of the landing page (docs/product.md#who-uses-it). */
  mobile?: boolean;
  hideNav?: boolean;
  hideFooter?: boolean;
  /** The signed-in session's gate and settings (off on registration and sign-up). */
  sessionGate?: boolean;
}

export const ROUTES = {
  home: { title: 'nav.home' },
  tv: { title: 'route.tv', hideFooter: true },
  subscription: { title: 'route.subscription', access: 'registered' },
  play: { title: 'route.play', access: 'registered', hideNav: true, hideFooter: true, sessionGate: true },
  'vod-play': { title: 'route.vod_play', access: 'registered', hideNav: true, hideFooter: true, sessionGate: true },
  demo: { title: 'route.demo' },
  elements: { title: 'footer.editors_link' },
  vod: { title: 'route.vod' },
  search: { title: 'route.search' },
  wishlist: { title: 'route.wishlist' },
  recordings: { title: 'route.recordings', access: 'registered' },
  'vod-about': { title: 'route.vod_about' },
  group: { title: 'route.group' },
  page: { title: 'route.page' },
  register: { title: 'route.register', hideNav: true, mobile: true, sessionGate: false },
  'sign-up': { title: 'route.sign_up', mobile: true },
  conditions: { title: 'route.conditions', mobile: true },
  status: { title: 'route.status', mobile: true },
  'password-recovery': { title: 'route.password_recovery', mobile: true },
  activate: { title: 'route.activate', mobile: true },
  logout: { title: 'route.logout' },
  'not-found': { title: 'route.not_found' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

export function isRoute(v: unknown): v is RouteName {
  return typeof v === 'string' && Object.hasOwn(ROUTES, v);
}

export const SITE_NAME = 'Eteris';

/** A player route's address names what to play by one of these; without one it goes to the guide or the films. */
const PLAYER_ROUTES: Partial<Record<RouteName, { keys: string[]; otherwise: string }>> = {
  play: { keys: ['channel', 'channel_id', 'recording', 'id', 'vod_id'], otherwise: 'tv' },
  'vod-play': { keys: ['id', 'vod_id'], otherwise: 'vod' },
};

const isId = (v: string | null) => v !== null && /^[1-9]\d*$/.test(v) && Number.isSafeInteger(Number(v));

/**
 * Where the route sends this browser, once the session is known (null: stay): a visitor from a
 * registered-only route to the demo page; a player page whose address names nothing to play (it
 * would show a dead player) to the guide or the films.
 */
export function redirectFor(route: RouteName, registered: boolean, search: string, site: string): string | null {
  if ('access' in ROUTES[route] && !registered) return new URL('demo-page', site).toString();
  const player = PLAYER_ROUTES[route];
  const q = new URLSearchParams(search);
  if (player && !player.keys.some((k) => isId(q.get(k)))) return new URL(player.otherwise, site).toString();
  // Add payment card (settings, group 15) is /register?action=add_card: <tv-plan-actions> shows the
  // attached cards and leads to the operator's hosted payment page, which comes back there.
  return null;
}
