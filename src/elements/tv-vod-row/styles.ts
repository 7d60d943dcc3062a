import { posterStyles } from '../shared/Poster';

/** Styles of <tv-vod-row> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${posterStyles}
/* In a grid or flex container the row would otherwise ask for its whole list's width: it scrolls inside itself. */
:host { display: block; min-width: 0; color: var(--_text); background: var(--_bg); }
section { position: relative; }
.head { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-block-size: 2.5rem; }
h1, h2, h3, h4, h5, h6 { margin: 0; font-size: 1.2rem; line-height: 1.3; }
.heading-placeholder { inline-size: 12rem; block-size: 1.3em; border-radius: var(--_radius); background: var(--_surface-2); }
.scroll-buttons { display: flex; gap: .25rem; }
.scroll-buttons button:disabled { opacity: .3; cursor: default; }
@media (hover: none) { .scroll-buttons { display: none; } }
/* The row's height is the poster cards' whatever it holds (no layout shift while loading). */
.list { position: relative; display: flex; gap: .75rem; overflow-x: auto; overflow-y: hidden; overscroll-behavior-x: contain; scroll-snap-type: x proximity;
  scroll-padding-inline: .25rem; padding: .5rem .25rem .75rem; min-block-size: calc(var(--_w) * 1.5 + 3.9rem); scrollbar-width: thin; }
.end { flex: 0 0 1px; }
.state { position: absolute; inset: .5rem .25rem .75rem; display: flex; flex-direction: column; align-items: flex-start; justify-content: center; gap: .5rem;
  margin: 0; padding: 1rem; border-radius: var(--_radius); background: var(--_surface); color: var(--_muted); }
.state p { margin: 0; }
.code { color: var(--_muted); font-size: .85em; }
`;
