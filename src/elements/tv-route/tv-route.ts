import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Route } from './Route';

const styles = `
:host { display: block; padding: 2rem clamp(.75rem, 3vw, 2rem); }
h1 { margin: 0 0 .75rem; font-size: clamp(1.5rem, 3vw, 2.25rem); }
p { color: var(--_muted); max-width: 60ch; line-height: 1.5; }
.hero { padding: 3rem 0; }
.markdown { line-height: 1.55; }
.demo { color: var(--_text); background: var(--_surface); border-left: 4px solid var(--_accent); padding: .75rem 1rem; border-radius: var(--_radius); }
`;

/**
 * @summary One route's screen (home, player gate, logout, and plain notices for screens still to
 * come).
 * @attr name - route name: home, tv, subscription, play, vod-play, demo, vod, search, vod-about, group,
 * page, register, sign-up, conditions, status, password-recovery, activate, logout, not-found
 */
export const TvRoute = defineElement({ tag: TAGS.route, component: Route, props: { name: 'string' }, styles });
