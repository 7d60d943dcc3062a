import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Series } from './Series';
import { styles } from './styles';

/**
 * @summary TODO: what tv-series shows, in one sentence for the element catalogue.
 * @attr heading-level - level of its heading (default 2)
 * @csspart heading - the heading
 */
export const TvSeries = defineElement({ tag: TAGS.series, component: Series, props: { headingLevel: 'number' }, styles });
