import { posterStyles } from '../shared/Poster';

/** Styles of <tv-vod-page> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${posterStyles}
:host { display: block; color: var(--_text); background: var(--_bg); padding: 1.25rem clamp(.75rem, 3vw, 2rem) 2rem; }
.vod { display: grid; gap: 1rem; }
h1, h2 { margin: 0; font-size: clamp(1.5rem, 3vw, 2.25rem); }
.filters { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .75rem; }
.genres { display: flex; flex-wrap: wrap; gap: .4rem; }
.genres button { border: 1px solid var(--_surface-2); background: var(--_surface); border-radius: 999px; padding: .35em .9em; }
.genres button[aria-pressed="true"] { background: var(--_accent); color: var(--_accent-text); border-color: transparent; }
.sort { display: flex; align-items: center; gap: .5rem; color: var(--_muted); }
.sort select { font: inherit; color: var(--_text); background: var(--_surface); border: 1px solid var(--_surface-2); border-radius: var(--_radius); padding: .4em .6em; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--_w), 1fr)); gap: 1.25rem .9rem; }
.grid .card { inline-size: auto; }
.end { block-size: 1px; }
.state { display: grid; justify-items: start; gap: .5rem; padding: 1rem; border-radius: var(--_radius); background: var(--_surface); color: var(--_muted); margin: 0; }
.state p { margin: 0; }
.count { color: var(--_muted); margin: 0; font-size: .9rem; }
.code { font-size: .85em; }
`;
