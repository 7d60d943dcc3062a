import { modalStyles } from '../shared/Modal';
import { pageStyles } from '../shared/page-styles';
import { pinBoxStyles } from '../shared/PinBox';
import { pinDialogStyles } from '../shared/PinDialog';
import { shopStyles } from '../shared/shop/styles';

/** Styles of <tv-plan-actions> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${pageStyles}
${modalStyles}
${pinBoxStyles}
${pinDialogStyles}
${shopStyles}
:host { background: var(--_bg); color: var(--_text); max-width: 80rem; margin: 0 auto; }
:host([hidden]) { display: none; }
section { display: grid; gap: 1rem; }
section > h2 { margin: 1rem 0 0; }
.back { justify-self: start; }
.placeholder { min-height: 20rem; }
.compare.placeholder { min-height: 30rem; }
.notice { display: grid; justify-items: start; gap: .5rem; padding: 1rem 1.25rem; border-radius: var(--_radius); background: var(--_surface); max-width: 44rem; }
.notice p { margin: 0; color: var(--_text); }
.notice p.shop-error { color: var(--_error); }
.card-panel { display: grid; gap: .75rem; justify-items: start; max-width: 44rem; }
.card-panel .card-list { width: 100%; }
`;
