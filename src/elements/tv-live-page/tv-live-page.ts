import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { GUIDE_EVENTS } from '../tv-epg-grid/events';
import { gridStyles } from '../tv-epg-grid/styles';
import { LivePage } from './LivePage';

const styles = `
${gridStyles}
:host { display: block; padding: 1rem clamp(.75rem, 3vw, 2rem); }
.genres { display: flex; flex-wrap: wrap; gap: .4rem; margin-bottom: .75rem; }
.genres button { border: 1px solid var(--_surface-2); background: var(--_surface); border-radius: 999px; padding: .35em .9em; }
.genres button[aria-pressed="true"] { background: var(--_accent); color: var(--_accent-text); border-color: transparent; }
.stage { margin-bottom: .75rem; }
/* The guide stays in view under the player: the player is at most about half the screen high. */
.stage tv-player { display: block; width: min(100%, calc(50vh * 16 / 9)); margin: 0 auto; }
.stage .details { margin-top: 0; }
.hint { color: var(--_muted); padding: 1rem; background: var(--_surface); border-radius: var(--_radius); margin: 0; }
tv-epg-grid { --tv-epg-height: min(60vh, 640px); }
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
 * @cssproperty --tv-epg-height - height of the guide (default min(70vh, 720px))
 */
export const TvLivePage = defineElement({ tag: TAGS.livePage, component: LivePage, events: GUIDE_EVENTS, styles });
