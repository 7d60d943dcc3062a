/** Every element of the library: the partners' single script (IIFE) is built from this file. */
export * from './elements/tv-nav/tv-nav';
export * from './elements/tv-footer/tv-footer';
export * from './elements/tv-mobile-landing/tv-mobile-landing';
export * from './elements/tv-epg-grid/tv-epg-grid';
export * from './elements/tv-live-page/tv-live-page';
export * from './elements/tv-home-page/tv-home-page';
export * from './elements/tv-extra-page/tv-extra-page';
export * from './elements/tv-notice-page/tv-notice-page';
export * from './elements/tv-player/tv-player';
export * from './elements/tv-session-gate/tv-session-gate';
export * from './elements/tv-settings/tv-settings';
export * from './elements/tv-reminders/tv-reminders';
export * from './elements/tv-vod-row/tv-vod-row';
export * from './elements/tv-vod-details/tv-vod-details';
export * from './elements/tv-vod-page/tv-vod-page';
export * from './elements/tv-series/tv-series';
export * from './elements/tv-demo-page/tv-demo-page';
export { configure } from './core/config';
