import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { EpgGrid } from './EpgGrid';
import { GRID_EVENTS } from './events';
import { readyOf, resetReady } from './ready';
import { gridStyles } from './styles';

export type { GridData } from './model';

/**
 * `updateComplete` resolves true once the first screen of programmes for the current `data` is in
 * the DOM, false when the guide shows its error or that it has no channel to show instead.
 */
function withUpdateComplete(cls: CustomElementConstructor): CustomElementConstructor {
  const proto = cls.prototype as object;
  const dataProp = Object.getOwnPropertyDescriptor(proto, 'data');
  return class extends (cls as unknown as { new (): HTMLElement }) {
    get updateComplete(): Promise<boolean> {
      return readyOf(this).promise;
    }
    get data(): unknown {
      return dataProp?.get?.call(this);
    }
    set data(v: unknown) {
      resetReady(this);
      dataProp?.set?.call(this, v);
    }
  };
}

/**
 * @summary The TV guide: channels down, time across (Europe/Vilnius), virtualised both ways, with a
 * now line, jump to now, a day picker and a WAI-ARIA grid keyboard model (arrows, Page Up/Down,
 * Home/End, Ctrl+Home/End, Enter opens). Without `data` it loads the channel line-up and the
 * programmes in view (5 days back, 5 forward) from the operator API.
 * @attr genre-id - show only channels of this genre
 * @attr channel-id - channel to scroll to (and of `epg-id`)
 * @attr epg-id - programme to scroll to and open
 * @attr no-details - do not show the opened programme's details under the grid
 * @attr hour-width - pixels per hour (default 300)
 * @prop data {GridData} - `{channels: [{id, number, name, logo}], programmes: [{id, channelId, start, end, title}], start, end, now}`
 * (epoch ms, programmes sorted by channel then start): draw exactly that instead of fetching
 * @prop updateComplete {Promise<boolean>} - Promise resolving true once the first screen of programmes is in the DOM, false when the guide shows its error or no channel instead
 * @fires tvprogrammeselect - a programme was opened: {channelId, epgId, programme, channel}
 * @fires tvplayrequest - Watch live / from start / catch-up: {channelId, epgId, start, stop, mode} (epoch s)
 * @fires tvreminderrequest - set or remove a reminder: {channelId, epgId, start, stop, title, action}
 * @fires tvrecordrequest - record: {channelId, epgId, start, stop, title}
 * @fires tvgenreselect - "Show all genres" under a genre no channel has: {genreId: null} (the grid then shows every channel)
 * @csspart toolbar - day picker and Now button
 * @csspart grid - the scrolling grid
 * @csspart state - the error (with Retry) or empty message shown in the grid's box
 * @csspart details - the opened programme's details
 * @cssproperty --tv-epg-height - height of the grid (default min(70vh, 720px))
 * @csspart upsell - the Subscribe / Log in offer of a programme the viewer may not watch
 */
export const TvEpgGrid = defineElement({
  tag: TAGS.epgGrid,
  component: EpgGrid,
  props: { data: 'property', genreId: 'number', channelId: 'number', epgId: 'number', noDetails: 'boolean', hourWidth: 'number' },
  events: GRID_EVENTS,
  styles: gridStyles,
  extend: withUpdateComplete,
});
