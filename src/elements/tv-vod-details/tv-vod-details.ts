import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { VodDetails } from './VodDetails';
import { styles } from './styles';

/**
 * @summary TODO: what tv-vod-details shows, in one sentence for the element catalogue.
 * @attr heading-level - level of its heading (default 2)
 * @csspart heading - the heading
 */
export const TvVodDetails = defineElement({ tag: TAGS.vodDetails, component: VodDetails, props: { headingLevel: 'number' }, styles });
