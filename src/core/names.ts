/** Tag names, event names and storage keys, in one place. */
export const TAGS = {
  nav: 'tv-nav',
  footer: 'tv-footer',
  route: 'tv-route',
  mobileLanding: 'tv-mobile-landing',
  sessionGate: 'tv-session-gate',
  settings: 'tv-settings',
  epgGrid: 'tv-epg-grid',
  tvPage: 'tv-tv-page',
  player: 'tv-player',
  reminders: 'tv-reminders',
} as const;

export const EVENTS = {
  playRequest: 'tvplayrequest',
  reminderRequest: 'tvreminderrequest',
  recordRequest: 'tvrecordrequest',
  programmeSelect: 'tvprogrammeselect',
  channelChange: 'tvchannelchange',
  playerError: 'tvplayererror',
} as const;

export const COOKIES = {
  appLang: '_app_lang',
  audioPriority: '_audio_priority',
  profile: '_profile',
} as const;

/** Lifetimes of spec §9, in days. */
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
  controlsHideMs: 4_000,
  defaultVolume: 0.5,
  catchupMarginS: 30,
  thumbThrottleMs: 200,
  gapJumpS: 1.5,
  planGroupId: 15,
  epgDays: 5,
  daySeconds: 86_400,
} as const;

export const VERSIONS = { software: '4.0.2', statsApp: '0.1.0', statsDeviceType: 30 } as const;
