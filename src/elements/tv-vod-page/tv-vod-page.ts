import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { VodPage } from './VodPage';
import { styles } from './styles';

/**
 * @summary TODO: what tv-vod-page shows, in one sentence for the element catalogue.
 * @attr heading-level - level of its heading (default 2)
 * @csspart heading - the heading
 */
export const TvVodPage = defineElement({ tag: TAGS.vodPage, component: VodPage, props: { headingLevel: 'number' }, styles });
