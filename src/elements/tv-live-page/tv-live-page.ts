import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { GUIDE_EVENTS } from '../tv-epg-grid/events';
import { gridStyles } from '../tv-epg-grid/styles';
import { LivePage } from './LivePage';

const styles = `
${gridStyles}
:host { display: block; box-sizing: border-box; padding: .75rem clamp(.75rem, 2vw, 2rem); }
/* the guide's height as set on the page (the rules below set the grid's own, which would hide it) */
:host { --_guide-h: var(--tv-epg-height, 100vh); }
.tv { display: flex; flex-direction: column; gap: .75rem; }
.guide { display: flex; flex-direction: column; min-width: 0; min-height: 0; }
/* one line of genres, scrolled sideways when they do not fit: the guide keeps its height */
.genres { display: flex; flex-wrap: nowrap; gap: .4rem; overflow-x: auto; scrollbar-width: thin; padding-bottom: .25rem; flex: none; }
.genres button { border: 1px solid var(--_surface-2); background: var(--_surface); border-radius: 999px; padding: .35em .9em; white-space: nowrap; }
.genres button[aria-pressed="true"] { background: var(--_accent); color: var(--_accent-text); border-color: transparent; }
.side { display: flex; flex-direction: column; min-height: 0; }
.stage { display: flex; flex-direction: column; gap: .75rem; min-height: 0; flex: 1 1 auto; }
.stage tv-player { display: block; width: 100%; flex: none; }
/* the details scroll inside their panel: they never push the guide */
.stage .details { margin-top: 0; flex: 0 1 auto; min-height: 0; overflow: auto; }
.details.missing h2 { font-size: 1.1rem; }
.hint { color: var(--_muted); padding: 1rem; background: var(--_surface); border-radius: var(--_radius); margin: 0; }
tv-epg-grid { --tv-epg-height: min(60vh, 640px); }
/*
 * Narrow screens (phones, small tablets): the picture on top, the genres and the guide filling the
 * rest of the window and scrolling inside itself; the page does not scroll. The details of a
 * programme the viewer opens are a sheet over the lower part of the guide (LivePage: close button,
 * Escape, Back), leaving the time header and at least four channel rows in view.
 */
@media (max-width: 899.98px) {
  :host { height: 100%; min-height: 0; padding: 0; }
  .tv { height: 100%; min-height: 0; gap: .5rem; }
  .side { order: -1; flex: none; }
  .stage tv-player { width: min(100%, calc(38vh * 16 / 9)); margin: 0 auto; }
  .guide { position: relative; flex: 1 1 auto; padding: 0 .5rem .5rem; }
  tv-epg-grid { flex: 1 1 auto; min-height: 0; --tv-epg-height: 100vh; }
  /* (the genres and the day picker a little tighter: more of the guide under the picture) */
  .genres { padding-bottom: 0; }
  .genres button { padding: .3em .8em; }
  tv-epg-grid::part(toolbar) { padding: .4rem 0; }
  /* --_sheet-top: below the time header and four rows (LivePage measures it) */
  .sheet { position: absolute; z-index: 5; left: .5rem; right: .5rem; bottom: .5rem; max-height: max(7.5rem, calc(100% - var(--_sheet-top, 60%) - .5rem));
    display: flex; flex-direction: column; background: var(--_surface); border: 1px solid var(--_surface-2); border-radius: var(--_radius) var(--_radius) 0 0; box-shadow: 0 -12px 32px rgb(0 0 0 / .55); }
  /* title, times, then what it offers; the description below them, scrolled inside the sheet */
  .sheet .details { display: flex; flex-direction: column; margin: 0; min-height: 0; overflow: auto; overscroll-behavior: contain; padding: .6rem 3rem .6rem .9rem; background: none; }
  .sheet .details > * { flex: none; }
  .sheet .details > p:not(.meta) { order: 3; margin: .6rem 0 0; }
  .sheet .details h2 { font-size: 1.05rem; }
  .sheet .details .meta { font-size: .85rem; margin-bottom: 0; }
  .sheet .details .acts { margin-top: .5rem; }
  .sheet-close { position: absolute; top: .25rem; right: .25rem; z-index: 1; }
}
/*
 * From 900 px wide: the guide on the left filling the screen's height, the picture and the
 * details in a column on the right (42 % of the width, at least 420 px: the player's control bar
 * fits on one line). The page does not scroll; the guide and the details panel do. A
 * --tv-epg-height set on the page is the guide's height here (at most the height it has).
 */
@media (min-width: 900px) {
  :host { height: 100%; min-height: 0; }
  .tv { height: 100%; display: grid; grid-template-columns: minmax(0, 1fr) clamp(420px, 42vw, 2000px); gap: 1rem; }
  .guide { height: 100%; }
  tv-epg-grid { flex: 1 1 auto; min-height: 0; --tv-epg-height: var(--_guide-h); }
  .side { height: 100%; }
}
`;

/**
 * @summary The Live TV screen of /tv/{genre_id?}/{channel_id?}/{epg_id?}: genre filter, the player
 * area (`<tv-player>` when the page loads it, otherwise the opened programme's details with Watch /
 * reminder / record) and `<tv-epg-grid>`. The URL carries every state (history push, back/forward).
 * @fires tvplayrequest - Watch live / from start / catch-up: {channelId, epgId, start, stop, mode} (epoch s)
 * @fires tvreminderrequest - set or remove a reminder: {channelId, epgId, start, stop, title, action}
 * @fires tvrecordrequest - record: {channelId, epgId, start, stop, title}
 * @csspart genres - the genre filter
 * @csspart stage - the player / details area
 * @fires tvprogrammeselect - a programme was opened in the guide: {channelId, epgId, programme, channel}
 * @csspart details - the opened programme's details
 * @csspart upsell - the Subscribe / Log in offer of a channel the viewer may not watch
 * @cssproperty --tv-epg-height - height of the guide from 900 px wide, at most the height the page leaves it (default 100vh; narrower, the guide fills the window under the picture)
 */
export const TvLivePage = defineElement({ tag: TAGS.livePage, component: LivePage, events: GUIDE_EVENTS, styles });
