import { noticeStyles } from '../shared/catalogue-ui';
import { purchaseDialogStyles } from '../shared/PurchaseDialog';
import { wishStyles } from '../shared/WishButton';

/** Styles of <tv-vod-details> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${noticeStyles}
${purchaseDialogStyles}
${wishStyles}
:host { display: block; color: var(--_text); background: var(--_bg); }
.missing { display: grid; gap: 1rem; padding: 1.25rem clamp(.75rem, 3vw, 2rem); }
.details { position: relative; isolation: isolate; border-radius: var(--_radius); overflow: hidden; background: var(--_bg); min-block-size: 28rem; }
.backdrop { position: absolute; inset: 0 0 auto; block-size: min(70%, 32rem); z-index: -1; background: var(--_surface); }
.backdrop img { inline-size: 100%; block-size: 100%; object-fit: cover; display: block; }
.backdrop::after { content: ""; position: absolute; inset: 0; background: linear-gradient(to bottom, rgb(0 0 0 / .25), var(--_bg) 95%), linear-gradient(to right, var(--_bg) 0, transparent 70%); }
.body { display: grid; grid-template-columns: minmax(9rem, 16rem) minmax(0, 1fr); gap: clamp(1rem, 3vw, 2.5rem); padding: clamp(1rem, 4vw, 3rem) clamp(.75rem, 3vw, 2rem); align-items: start; }
.poster { inline-size: 100%; block-size: auto; aspect-ratio: 2 / 3; border-radius: var(--_radius); box-shadow: 0 10px 30px rgb(0 0 0 / .5); background: var(--_surface-2); }
.info { display: grid; gap: .9rem; justify-items: start; max-inline-size: 52rem; }
.back { padding-inline: .8em; }
h1, h2, h3, h4, h5, h6 { margin: 0; font-size: clamp(1.6rem, 3.5vw, 2.6rem); line-height: 1.15; }
.purchase h3 { font-size: 1.1rem; }
.meta { display: flex; flex-wrap: wrap; gap: .35rem 1rem; list-style: none; margin: 0; padding: 0; color: var(--_muted); }
.age { display: inline-block; border: 1px solid currentColor; border-radius: 4px; padding: 0 .35em; font-size: .85em; }
.description { margin: 0; max-inline-size: 62ch; line-height: 1.55; color: var(--_text); }
.langs { display: flex; flex-wrap: wrap; gap: .25rem 2rem; margin: 0; }
.langs div { display: flex; gap: .5rem; }
.langs dt { color: var(--_muted); }
.langs dd { margin: 0; }
.resume-bar { inline-size: min(100%, 22rem); }
.bar { display: block; block-size: 5px; background: rgb(255 255 255 / .2); border-radius: 3px; overflow: hidden; }
.bar > span { display: block; block-size: 100%; background: var(--_accent); }
.actions { display: flex; flex-wrap: wrap; gap: .6rem; }
.actions .btn { padding: .7em 1.3em; }
.btn[aria-pressed="true"] { border-color: var(--_accent); }
.note { margin: 0; color: var(--_muted); }
.error { margin: 0; color: var(--_error); }
.purchase { display: grid; gap: .4rem; padding: 1rem 1.25rem; border-radius: var(--_radius); background: var(--_surface); border-left: 4px solid var(--_accent); max-inline-size: 44rem; }
.purchase[hidden] { display: none; }
.purchase p { margin: 0; color: var(--_text); line-height: 1.5; }
.loading .placeholder, .loading .line { background: var(--_surface-2); border-radius: var(--_radius); }
.loading .line { block-size: 1.2em; inline-size: 60%; margin: 0; }
.loading .line.wide { block-size: 2.2rem; inline-size: 80%; }
.loading .poster { display: block; }
@media (max-width: 640px) {
  .body { grid-template-columns: 1fr; }
  .poster { inline-size: 45%; max-inline-size: 11rem; }
}
`;
