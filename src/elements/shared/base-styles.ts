/** Shared look of every element; themed with --tv-* custom properties. */
export const baseStyles = `
:host {
  --_bg: var(--tv-color-bg, #0f1115);
  --_surface: var(--tv-color-surface, #1a1d24);
  --_surface-2: var(--tv-color-surface-2, #252a33);
  --_text: var(--tv-color-text, #f2f4f8);
  --_muted: var(--tv-color-muted, #a9b0bd);
  --_accent: var(--tv-color-accent, #d0312d);
  --_accent-text: var(--tv-color-accent-text, #fff);
  --_focus: var(--tv-color-focus, #7cc4ff);
  --_radius: var(--tv-radius, 8px);
  --_font: var(--tv-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-family: var(--_font);
  color: var(--_text);
  box-sizing: border-box;
}
/* Not inherit: an explicitly inherited property makes every child restyle with its parent and
   turns off Blink's matched-properties cache (3-4x the style work of a scrolling guide). */
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
button { font: inherit; color: inherit; cursor: pointer; }
a { color: inherit; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.btn { display: inline-flex; align-items: center; gap: .4em; border: 1px solid transparent; border-radius: var(--_radius); padding: .55em 1.1em; background: var(--_surface-2); text-decoration: none; line-height: 1.2; }
.btn:hover { filter: brightness(1.15); }
.btn-primary { background: var(--_accent); color: var(--_accent-text); }
.btn-ghost { background: transparent; border-color: var(--_surface-2); }
.icon-btn { display: inline-grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: 50%; border: 0; background: transparent; }
.icon-btn:hover { background: var(--_surface-2); }
svg.icon { width: 1.4rem; height: 1.4rem; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
`;
