import { version } from '../../package.json';

/**
 * Every name the page sees, written once: custom element tags and DOM event names. The element
 * definitions, the event detail types (./element-events.ts), the callback props, the global
 * `HTMLElementEventMap` / `HTMLElementTagNameMap` and dist/custom-elements.json all derive from here,
 * so a misspelt tag or event fails `tsc`. `npm run new-element tv-foo` adds a tag.
 */
export const TAGS = {
  nav: 'tv-nav',
  footer: 'tv-footer',
  mobileLanding: 'tv-mobile-landing',
  sessionGate: 'tv-session-gate',
  settings: 'tv-settings',
  reminders: 'tv-reminders',
  epgGrid: 'tv-epg-grid',
  player: 'tv-player',
  homePage: 'tv-home-page',
  livePage: 'tv-live-page',
  extraPage: 'tv-extra-page',
  noticePage: 'tv-notice-page',
  vodRow: 'tv-vod-row',
  vodDetails: 'tv-vod-details',
  vodPage: 'tv-vod-page',
  series: 'tv-series',
  demoPage: 'tv-demo-page',
  register: 'tv-register',
  signUp: 'tv-sign-up',
  passwordRecovery: 'tv-password-recovery',
  status: 'tv-status',
  activate: 'tv-activate',
  subscription: 'tv-subscription',
  planActions: 'tv-plan-actions',
  search: 'tv-search',
  searchPage: 'tv-search-page',
  wishlistPage: 'tv-wishlist-page',
  recordings: 'tv-recordings',
  elementsPage: 'tv-elements-page',
} as const;
export type TagKey = keyof typeof TAGS;
export type TagName = (typeof TAGS)[TagKey];

/** Event keys; the DOM name is `tv` + key, lowercase (`playRequest` -> `tvplayrequest`). */
export const EVENT_KEYS = [
  'playRequest',
  'reminderRequest',
  'recordRequest',
  'programmeSelect',
  'channelChange',
  'playerError',
  'profileSelect',
  'vodSelect',
  'genreSelect',
] as const;
export type EventKey = (typeof EVENT_KEYS)[number];
/** `playRequest` -> `tvplayrequest` */
export type EventName<K extends EventKey = EventKey> = Lowercase<`tv${K}`>;
/** `playRequest` -> `onTvPlayRequest`, the callback prop r2wc turns into the DOM event. */
export type CallbackName<K extends EventKey = EventKey> = `onTv${Capitalize<K>}`;

export const eventName = <K extends EventKey>(key: K): EventName<K> => `tv${key}`.toLowerCase() as EventName<K>;
export const callbackName = <K extends EventKey>(key: K): CallbackName<K> =>
  `onTv${key.charAt(0).toUpperCase()}${key.slice(1)}` as CallbackName<K>;

/** True when two types are the same both ways (the compile-time checks that a table covers its keys). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** DOM event names by key: `EVENTS.playRequest === 'tvplayrequest'`. */
export const EVENTS = Object.fromEntries(EVENT_KEYS.map((k) => [k, eventName(k)])) as { [K in EventKey]: EventName<K> };

/** The library's version (package.json is its one home). */
export const LIB_VERSION: string = version;

export const COOKIES = {
  appLang: '_app_lang',
  audioPriority: '_audio_priority',
  profile: '_profile',
} as const;

/** Lifetimes of docs/product.md#constants, in days. */
export const COOKIE_DAYS = {
  appLang: 365,
  audioPriority: 365,
  profile: 1 / 24,
} as const;

export const LANGS = ['lt', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'lt';

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

export const LIMITS = {
  pinLength: 4,
  defaultAvatarId: 16,
  pageLimit: 100,
  toastMs: 10_000,
  defaultVolume: 0.5,
  catchupMarginS: 30,
  thumbThrottleMs: 200,
  gapJumpS: 1.5,
  planGroupId: 15,
  epgDays: 5,
  daySeconds: 86_400,
} as const;

export const VERSIONS = { software: '4.0.2', statsApp: '0.1.0', statsDeviceType: 30 } as const;
