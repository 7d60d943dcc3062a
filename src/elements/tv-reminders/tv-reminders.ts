import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Reminders } from './Toasts';
import { reminderStyles } from './styles';

/**
 * @summary The page's reminders: sets and removes reminders asked for by the guide
 * (`tvreminderrequest` anywhere on the page), keeps the customer's event stream open (once per page)
 * and shows a toast for each reminder message (10 s, "Watch now"), or a system notification while
 * the tab is hidden. Put one in the page frame.
 * @attr duration - how long a toast stays, in ms (default 10000)
 * @fires tvplayrequest - Watch now: {channelId, epgId, start, stop, mode: 'live'} (epoch s); when no
 * player is on the page and nobody cancels it, the browser opens the programme on /tv
 * @csspart stack - the column of toasts
 * @csspart toast - one toast
 * @csspart watch - the Watch now button
 * @csspart close - a toast's close button
 * @cssproperty --tv-toast-right - distance from the right edge
 * @cssproperty --tv-toast-bottom - distance from the bottom edge
 */
export const TvReminders = defineElement({ tag: TAGS.reminders, component: Reminders, props: { duration: 'number' }, styles: reminderStyles });
