import { posterStyles } from '../shared/Poster';

/** Styles of <tv-wishlist-page> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${posterStyles}
:host { display: block; color: var(--_text); background: var(--_bg); padding: 1.25rem clamp(.75rem, 3vw, 2rem) 2.5rem; }
.wishlist { display: grid; gap: 1rem; }
h1, h2 { margin: 0; font-size: clamp(1.5rem, 3vw, 2.25rem); }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--_w), 1fr)); gap: 1.25rem .9rem; }
.grid .card { inline-size: auto; }
.state { display: grid; justify-items: start; gap: .6rem; padding: 1.25rem; border-radius: var(--_radius); background: var(--_surface); max-inline-size: 44rem; }
.state p { margin: 0; color: var(--_muted); }
.count { margin: 0; color: var(--_muted); }
.code { font-size: .85em; }
`;
