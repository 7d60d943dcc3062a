import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { MobileLanding } from './MobileLanding';

const styles = `
:host { display: contents; }
.cover { position: fixed; inset: 0; z-index: 100; background: var(--_bg); display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; padding: 2rem; text-align: center; }
ul { list-style: none; display: flex; flex-wrap: wrap; gap: .75rem; padding: 0; justify-content: center; }
p { color: var(--_muted); max-width: 40ch; }
`;

/**
 * @summary Replaces the page with the mobile landing page on mobile browsers (except where
 * `allowed`), and with the geo-blocking notice when the operator blocks the visitor's country.
 * @attr allowed - boolean: this route is available on mobile browsers
 * @attr mobile - "true" or "false": force the mobile decision (previews, tests)
 */
export const TvMobileLanding = defineElement({ tag: TAGS.mobileLanding, component: MobileLanding, props: { allowed: 'boolean', mobile: 'string' }, styles });
