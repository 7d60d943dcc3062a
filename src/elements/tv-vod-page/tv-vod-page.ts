import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { VodPage } from './VodPage';
import { styles } from './styles';

/**
 * @summary The VoD catalogue (/vod): the series row, then the films by genre (only the genres the
 * catalogue has) with a sort (popular, new, title, year) as a grid of posters loaded a page at a
 * time as it scrolls, with placeholders of the final size; genre and sort live in the address
 * (`?genre=&sort=`), arrow keys move through the grid.
 * @attr heading-level - level of its heading (default 2)
 * @csspart filters - the genre buttons and the sort
 * @csspart grid - the posters
 * @csspart card - one poster
 * @csspart empty - the "nothing here" state
 * @csspart error - the error state with Retry
 * @cssproperty --tv-poster-width - the smallest width of a poster (default 150px)
 * @csspart notice - the log-in and blocked notices
 * @csspart progress - a poster's watched share
 * @csspart wish - a wishlist button
 */
export const TvVodPage = defineElement({ tag: TAGS.vodPage, component: VodPage, props: { headingLevel: 'number' }, styles });
