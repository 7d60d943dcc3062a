import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { DemoPage } from './DemoPage';
import { styles } from './styles';

/**
 * @summary The demo page (/demo-page), where visitors land instead of playback: what the service
 * offers (live TV with catch-up, films and series, profiles), the channel row with what is on now
 * and the newest films, with Subscribe (/register?fresh=true) and Log in.
 * @attr heading-level - level of its heading (default 2)
 * @csspart intro - the offer with Subscribe and Log in
 * @csspart actions - Subscribe and Log in
 */
export const TvDemoPage = defineElement({ tag: TAGS.demoPage, component: DemoPage, props: { headingLevel: 'number' }, styles });
