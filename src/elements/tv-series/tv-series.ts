import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Series } from './Series';
import { styles } from './styles';

/**
 * @summary A series (`groups/{id}`): poster, title, seasons and episode counts, age rating, genres
 * and description, the seasons as tabs (arrow keys) and each season's episodes with number, title,
 * length, the profile's progress and state, and Play / Resume (links to /vod-play). Works alone on
 * any page; on the site's /group?id=&season= it reads the address, and Escape or Back returns.
 * @attr group-id - the series' (group's) id (default: the page address's `id`)
 * @attr heading-level - level of the title's heading (default 2)
 * @csspart series - the whole screen
 * @csspart poster - the poster
 * @csspart title - the title
 * @csspart tabs - the season tabs
 * @csspart episodes - the season's episode list
 * @csspart notice - a blocked, not found or error notice
 * @csspart wish - the wishlist button
 */
export const TvSeries = defineElement({ tag: TAGS.series, component: Series, props: { groupId: 'number', headingLevel: 'number' }, styles });
