import { noticeStyles } from '../shared/catalogue-ui';
import { modalStyles } from '../shared/Modal';
import { pageStyles } from '../shared/page-styles';

/** Styles of <tv-recordings> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${pageStyles}
${noticeStyles}
${modalStyles}
:host { background: var(--_bg); color: var(--_text); }
h1, h2, h3, h4, h5, h6 { margin: 0; font-size: clamp(1.4rem, 3vw, 2rem); }
.head { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1rem; margin-bottom: 1rem; }
.quota { color: var(--_muted); font-size: .9rem; margin-inline-start: auto; }
.tabs { display: flex; gap: .5rem; flex-wrap: wrap; margin-bottom: 1rem; }
.tabs [role="tab"] { border: 1px solid var(--_surface-2); background: var(--_surface); color: var(--_text); border-radius: 999px; padding: .45em 1.1em; font: inherit; cursor: pointer; }
.tabs [role="tab"][aria-selected="true"] { background: var(--_accent); color: var(--_accent-text); border-color: transparent; }
.tabs .count { opacity: .75; }
.list { list-style: none; margin: 0; padding: 0; display: grid; gap: .6rem; max-width: 64rem; }
.item { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1rem; padding: .85rem 1rem; min-height: 5.5rem; box-sizing: border-box;
  background: var(--_surface); border-radius: var(--_radius); }
.info { display: grid; gap: .25rem; flex: 1 1 18rem; min-width: 0; }
.name { font-size: 1.05rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meta, .state { color: var(--_muted); font-size: .88rem; }
.live { color: var(--_error); font-weight: 600; }
.progress { display: block; height: 4px; border-radius: 2px; background: var(--_surface-2); overflow: hidden; max-width: 24rem; }
.progress .bar { display: block; height: 100%; width: 0; background: var(--_accent); }
.acts { display: flex; gap: .5rem; flex-wrap: wrap; }
.btn:focus-visible, [role="tab"]:focus-visible { outline: var(--tv-focus-width, 3px) solid var(--_focus); outline-offset: 2px; }
.err { color: var(--_error); }
.sk .skl { display: block; height: .9rem; border-radius: 4px; background: var(--_surface-2); }
.sk .w60 { width: 60%; height: 1.1rem; } .sk .w40 { width: 40%; } .sk .w30 { width: 30%; }
@media (max-width: 480px) { .item { padding: .75rem; } .acts { width: 100%; } .acts .btn { flex: 1; justify-content: center; } }
`;
