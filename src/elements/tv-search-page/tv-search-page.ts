import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { SearchPage } from './SearchPage';
import { styles } from './styles';

/**
 * @summary The search screen (/search/{query}): one field, focused on arrival, with suggestions as
 * the viewer types (arrows, Enter, Escape); the results of the query in the address across live TV,
 * catch-up, recordings and films and series, grouped by kind with counts and loaded a page at a time
 * as it scrolls, each leading to its place (the guide programme, the catch-up player, the VoD
 * details or series); "No results were found"; the profile's recent searches; the wishlist heart
 * on films and series.
 * @attr heading-level - level of its heading (default 1)
 * @csspart field - the search box and its suggestions
 * @csspart input - the text field
 * @csspart suggestions - the list of suggestions (or recent searches)
 * @csspart empty - "No results were found"
 * @csspart error - the error state with Retry
 * @csspart wish - a wishlist button
 * @cssproperty --tv-poster-width - the smallest width of a poster (default 150px)
 * @csspart notice - the log-in and blocked notices
 */
export const TvSearchPage = defineElement({ tag: TAGS.searchPage, component: SearchPage, props: { headingLevel: 'number' }, styles });
