import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { DemoPage } from './DemoPage';
import { styles } from './styles';

/**
 * @summary TODO: what tv-demo-page shows, in one sentence for the element catalogue.
 * @attr heading-level - level of its heading (default 2)
 * @csspart heading - the heading
 */
export const TvDemoPage = defineElement({ tag: TAGS.demoPage, component: DemoPage, props: { headingLevel: 'number' }, styles });
