/**
 * Every address the client talks to. Production points these at the operator; the defaults fit
 * the reference backend on the page's own origin. A page configures the client with
 * `<script type="application/json" id="eteris-config">{...}</script>` or by calling `configure()`
 * before the elements connect. Relative bases resolve against the origin of the element library
 * script (so a partner's page talks to the operator, not to itself).
 */
import { sameSite } from './site';

export type KeySystem = 'org.w3.clearkey' | 'com.widevine.alpha';

export interface EterisConfig {
  apiBase: string;
  publicApiBase: string;
  clientBase: string;
  loginUrl: string;
  logoutUrl: string;
  /**
   * The non-secret cookie the login service sets beside its HttpOnly session cookie while a login
   * session exists. Without it (on the login service's host) the page is a visitor's and the user
   * check is skipped; '' when the login service sets no such cookie (the check is always made).
   */
  signedInCookie: string;
  /** The operator's hosted payment page (adding a payment card). */
  paymentUrl: string;
  statsUrl: string;
  eventsBase: string;
  mediaBase: string;
  drm: { keySystem: KeySystem; licenseUrl: string };
  /** The host site's own routes (where the full client lives). */
  siteBase: string;
  supportPhone: string;
  /**
   * shaka-player's polyfills, which replace browser globals (EME, MediaSource, play()) to work
   * around bugs of old Safari and some smart-TV browsers. Off: a page that embeds the library keeps
   * its own globals. An operator's own site that must serve such browsers turns it on.
   */
  shakaPolyfills: boolean;
  /**
   * The 10-foot layout for TV browsers (src/core/layout.ts): 'auto' turns it on in a browser that
   * reports a TV device; 'tv' or 'desktop' always. `?layout=tv` in the page's address also turns it on.
   */
  layout: 'auto' | 'tv' | 'desktop';
  /**
   * The player's accelerators, each on by default and switched off here to measure what it earns
   * (bench/zap runs each off and on): `idleShaka` makes the player (shaka loaded, attached to its
   * video) once a page with a player is idle; `spare` keeps an empty hidden player that a zap no
   * standby holds loads on (src/player/standby.ts), so the player shown is not torn down first;
   * `standbysWait` holds the hidden players' loads and requests while the player shown seeks or
   * waits for data.
   */
  player: PlayerSwitches;
}

export interface PlayerSwitches {
  idleShaka: boolean;
  spare: boolean;
  standbysWait: boolean;
}

const DEFAULTS: EterisConfig = {
  apiBase: '/api/v1/',
  publicApiBase: '/api/public/v1/',
  clientBase: '/client/',
  loginUrl: '/client/login',
  logoutUrl: '/client/logout',
  signedInCookie: 'eteris_signed_in',
  paymentUrl: '/client/payment',
  statsUrl: '/stats',
  eventsBase: '/events/',
  mediaBase: '/media/',
  drm: { keySystem: 'org.w3.clearkey', licenseUrl: '/drm/clearkey' },
  siteBase: '/',
  supportPhone: '+370 700 00000',
  shakaPolyfills: false,
  layout: 'auto',
  player: { idleShaka: true, spare: true, standbysWait: true },
};

let current: EterisConfig | null = null;

/**
 * The origin the element library itself was loaded from: the operator's, also on a partner's page.
 * (The ESM chunk's own address; in the partners' IIFE file rollup makes `import.meta.url` the
 * script's src, read while the script runs.) Null when not served over http(s).
 */
function libraryOrigin(): string | null {
  try {
    const o = new URL(import.meta.url).origin;
    return /^https?:/.test(o) ? o : null;
  } catch {
    return null;
  }
}
const LIBRARY_ORIGIN = libraryOrigin();

function origin(): string {
  const g = globalThis as { __ETERIS_ORIGIN__?: string; location?: Location };
  return g.__ETERIS_ORIGIN__ ?? LIBRARY_ORIGIN ?? g.location?.origin ?? 'http://localhost:4321';
}

function readPageConfig(): Partial<EterisConfig> {
  if (typeof document === 'undefined') return {};
  const el = document.getElementById('eteris-config');
  if (!el?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<EterisConfig>) : {};
  } catch (err) {
    console.error('[eteris] ignoring invalid #eteris-config JSON', err);
    return {};
  }
}

function absolute(url: string): string {
  return new URL(url, origin()).toString();
}

function resolve(partial: Partial<EterisConfig>): EterisConfig {
  const merged = { ...DEFAULTS, ...partial, drm: { ...DEFAULTS.drm, ...partial.drm }, player: { ...DEFAULTS.player, ...partial.player } };
  return {
    ...merged,
    apiBase: absolute(merged.apiBase),
    publicApiBase: absolute(merged.publicApiBase),
    clientBase: absolute(merged.clientBase),
    loginUrl: absolute(merged.loginUrl),
    logoutUrl: absolute(merged.logoutUrl),
    paymentUrl: absolute(merged.paymentUrl),
    statsUrl: absolute(merged.statsUrl),
    eventsBase: absolute(merged.eventsBase),
    mediaBase: absolute(merged.mediaBase),
    siteBase: absolute(merged.siteBase),
    drm: { ...merged.drm, licenseUrl: absolute(merged.drm.licenseUrl) },
  };
}

export function config(): EterisConfig {
  current ??= resolve(readPageConfig());
  return current;
}

/** Overrides the configuration (call before elements fetch anything). */
export function configure(partial: Partial<EterisConfig>): EterisConfig {
  current = resolve({ ...readPageConfig(), ...partial });
  return current;
}

/**
 * A page of another site than the login service's (a partner's): the browser sends it none of the
 * operator's cookies (third-party cookies blocked), so the user check could only answer 401. Such a
 * page signs in by the operator's one-time code only and never asks the check. (Two hosts of one
 * site, such as www. and login. of the operator, share their cookies: their pages do ask.)
 */
export function crossSitePage(): boolean {
  return typeof location !== 'undefined' && !sameSite(new URL(config().clientBase).hostname, location.hostname);
}
