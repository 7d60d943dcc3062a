import { modalStyles } from '../shared/Modal';
import { pageStyles } from '../shared/page-styles';
import { pinBoxStyles } from '../shared/PinBox';
import { pinDialogStyles } from '../shared/PinDialog';
import { shopStyles } from '../shared/shop/styles';

/** Styles of <tv-subscription> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${pageStyles}
${modalStyles}
${pinBoxStyles}
${pinDialogStyles}
${shopStyles}
:host { background: var(--_bg); color: var(--_text); }
.tabs { display: flex; flex-wrap: wrap; gap: .25rem; margin: 1rem 0; border-bottom: 1px solid var(--_surface-2); }
.tab { padding: .6rem 1rem; text-decoration: none; border-bottom: 3px solid transparent; color: var(--_muted); }
.tab.on { color: var(--_text); border-bottom-color: var(--_accent); }
.mine-box { margin: .5rem 0; padding: .6rem 1rem; border-radius: var(--_radius); background: var(--_surface); max-width: 44rem; }
.mine-box summary { cursor: pointer; font-weight: 600; }
.mine-box .order-lines { margin-top: .6rem; }
.placeholder-card { min-height: 16rem; }
.detail { max-width: 60rem; }
.detail .back { justify-self: start; }
.steps { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; margin: 0 0 1rem; padding: 0; counter-reset: step; }
.steps li { counter-increment: step; padding: .4rem .9rem; border-radius: 999px; background: var(--_surface); color: var(--_muted); }
.steps li::before { content: counter(step) ". "; }
.steps li.on { background: var(--_accent); color: var(--_accent-text); }
.step-title { margin: 0 0 .75rem; }
.choices { border: 0; margin: 0; padding: 0; display: grid; gap: .5rem; max-width: 52rem; }
.choices legend { margin-bottom: .5rem; color: var(--_muted); }
.choice { display: grid; grid-template-columns: auto 1fr auto; gap: .25rem .75rem; align-items: center; padding: .75rem 1rem; border-radius: var(--_radius); background: var(--_surface); border: 2px solid transparent; cursor: pointer; }
.choice.on { border-color: var(--_accent); }
.choice input { width: 1.2rem; height: 1.2rem; }
.choice-desc { grid-column: 2 / 4; }
.summary { max-width: 44rem; }
.order .actions { margin-top: .5rem; }
.filter-note { color: var(--_text); }
.notice { display: grid; justify-items: start; gap: .5rem; padding: 1rem 1.25rem; border-radius: var(--_radius); background: var(--_surface); max-width: 44rem; }
`;
