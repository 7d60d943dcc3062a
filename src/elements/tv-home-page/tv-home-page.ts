import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { pageStyles } from '../shared/page-styles';
import { HomePage } from './HomePage';

const styles = `
${pageStyles}
:host { padding-block: 1.25rem 2rem; }
.hero { padding: .5rem 0 1rem; }
.hero h1 { margin-bottom: .25rem; }
.invite { display: grid; gap: .5rem; padding: 1rem 1.25rem; border-radius: var(--_radius); background: var(--_surface); border-left: 4px solid var(--_accent); max-width: 60rem; }
.invite p { margin: 0; color: var(--_text); }
.invite .demo { color: var(--_muted); }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .25rem; }
.rows { display: grid; gap: 1.25rem; }
.state { padding: 1rem; border-radius: var(--_radius); background: var(--_surface); }
.code { font-size: .85em; }
`;

/**
 * @summary The home screen (/): the smart-row page as rows of `<tv-vod-row>` (continue watching
 * with progress, the wishlist, new, popular, the channel row with what is on now that starts live
 * TV, series, kids), greeting a subscriber by the chosen profile's name; visitors get the public
 * rows under a Subscribe / Log in invitation. Arrow up / down move between rows.
 * @csspart hero - the greeting or the visitor's invitation
 * @csspart invite - the visitor's Subscribe / Log in invitation
 * @csspart rows - the rows
 */
export const TvHomePage = defineElement({ tag: TAGS.homePage, component: HomePage, styles });
