import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { WishlistPage } from './WishlistPage';
import { styles } from './styles';

/**
 * @summary The wishlist screen (/wishlist): the chosen profile's films and series, newest first, as
 * a grid of posters each with its heart to take it off (the change shows at once and is put back
 * with a message when the server refuses); an empty list leads to the catalogue, a visitor to Log in.
 * @attr heading-level - level of its heading (default 1)
 * @csspart heading - the heading
 * @csspart grid - the posters
 * @csspart card - one poster
 * @csspart empty - the empty list (or the visitor's Log in)
 * @csspart error - the error state with Retry
 * @cssproperty --tv-poster-width - the smallest width of a poster (default 150px)
 * @csspart notice - the log-in and blocked notices
 * @csspart progress - a poster's watched share
 * @csspart wish - a wishlist button
 */
export const TvWishlistPage = defineElement({ tag: TAGS.wishlistPage, component: WishlistPage, props: { headingLevel: 'number' }, styles });
