import { noticeStyles } from '../shared/catalogue-ui';
import { wishStyles } from '../shared/WishButton';

/** Styles of <tv-series> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${noticeStyles}
${wishStyles}
.wish-row { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
:host { display: block; color: var(--_text); background: var(--_bg); padding: 1.25rem clamp(.75rem, 3vw, 2rem) 2rem; }
.missing { display: grid; gap: 1rem; }
.series { display: grid; gap: 1.25rem; }
.head { display: grid; grid-template-columns: minmax(8rem, 12rem) minmax(0, 1fr); gap: clamp(1rem, 3vw, 2rem); align-items: start; }
.poster { inline-size: 100%; block-size: auto; aspect-ratio: 2 / 3; border-radius: var(--_radius); background: var(--_surface-2); }
.info { display: grid; gap: .75rem; justify-items: start; }
h1, h2, h3, h4, h5, h6 { margin: 0; font-size: clamp(1.5rem, 3vw, 2.2rem); line-height: 1.15; }
.meta { display: flex; flex-wrap: wrap; gap: .35rem 1rem; list-style: none; margin: 0; padding: 0; color: var(--_muted); }
.age { display: inline-block; border: 1px solid currentColor; border-radius: 4px; padding: 0 .35em; font-size: .85em; }
.description { margin: 0; max-inline-size: 62ch; line-height: 1.55; }
.tabs { display: flex; flex-wrap: wrap; gap: .4rem; border-bottom: 1px solid var(--_surface-2); padding-bottom: .5rem; }
.tabs button { border: 1px solid var(--_surface-2); background: var(--_surface); border-radius: 999px; padding: .4em 1em; }
.tabs button[aria-selected="true"] { background: var(--_accent); color: var(--_accent-text); border-color: transparent; }
.episodes { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.ep { display: grid; grid-template-columns: 2.5rem minmax(0, 1fr) auto; gap: .75rem; align-items: center; padding: .6rem .75rem; border-radius: var(--_radius); background: var(--_surface); }
.num { display: grid; place-items: center; inline-size: 2.25rem; block-size: 2.25rem; border-radius: 50%; background: var(--_surface-2); font-weight: 700; }
.main { display: grid; gap: .25rem; text-decoration: none; border-radius: 4px; min-inline-size: 0; }
.main:hover .ep-title { text-decoration: underline; }
.ep-title { font-weight: 600; overflow-wrap: anywhere; }
.ep-meta { color: var(--_muted); font-size: .9rem; }
.bar { display: block; block-size: 4px; max-inline-size: 18rem; background: rgb(255 255 255 / .2); border-radius: 2px; overflow: hidden; }
.bar > span { display: block; block-size: 100%; background: var(--_accent); }
.play { white-space: nowrap; }
.loading .placeholder, .loading .line { background: var(--_surface-2); border-radius: var(--_radius); }
.loading .line { block-size: 1.2em; inline-size: 60%; margin: 0; }
.loading .line.wide { block-size: 2.2rem; inline-size: 80%; }
@media (max-width: 640px) {
  .head { grid-template-columns: 6.5rem minmax(0, 1fr); }
  .ep { grid-template-columns: minmax(0, 1fr) auto; }
  .num { display: none; }
}
`;
