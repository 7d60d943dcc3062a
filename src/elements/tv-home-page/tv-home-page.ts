import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { pageStyles } from '../shared/page-styles';
import { HomePage } from './HomePage';

const styles = `
${pageStyles}
.hero { padding: 3rem 0; }
.demo { color: var(--_text); background: var(--_surface); border-left: 4px solid var(--_accent); padding: .75rem 1rem; border-radius: var(--_radius); }
`;

/**
 * @summary The home screen (/): greets a subscriber by the chosen profile's name; visitors get the
 * demo-mode invitation.
 */
export const TvHomePage = defineElement({ tag: TAGS.homePage, component: HomePage, styles });
