import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { VodRow } from './VodRow';
import { styles } from './styles';

/**
 * @summary A smart row of posters (`smartrows/{id}`): VoD items, series or channels with what is on
 * now, scrolled sideways by mouse, wheel, touch or arrow keys (one tab stop), loading the next page
 * as its end comes near, with placeholders of the final size, progress bars from the profile's
 * bookmarks, and empty and error states with Retry. Works alone on any page.
 * @attr row-id - the smart row's id (e.g. 2 = new, 3 = popular, 6 = channels)
 * @attr heading-level - level of its heading (default 2)
 * @fires tvvodselect - a poster was opened: {kind: vod | group | channel, id, href}
 * @csspart heading - the row's title
 * @csspart list - the scrolling list of cards
 * @csspart card - one poster or channel card
 * @csspart progress - a progress bar (watched share, or the programme on now)
 * @csspart empty - the "nothing here" state
 * @csspart error - the error state with Retry
 * @cssproperty --tv-poster-width - width of a poster card (default 150px; a channel card is 1.6 times as wide)
 * @csspart wish - the wishlist button
 */
export const TvVodRow = defineElement({ tag: TAGS.vodRow, component: VodRow, props: { rowId: 'number', headingLevel: 'number' }, events: ['vodSelect'], styles });
