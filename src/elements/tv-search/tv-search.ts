import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Search } from './Search';
import { styles } from './styles';

/**
 * @summary A search box for any page: suggestions as the viewer types (arrows, Enter, Escape), and a
 * search opens the client's results screen (`/search/{query}` under the configured `siteBase`).
 * @attr autofocus - takes the focus when it appears (a bare attribute)
 * @csspart field - the box and its suggestions
 * @csspart input - the text field
 * @csspart suggestions - the list of suggestions (or recent searches)
 */
export const TvSearch = defineElement({ tag: TAGS.search, component: Search, props: { autofocus: 'boolean' }, styles });
