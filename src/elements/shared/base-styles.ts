/**
 * Shared look of every element; themed with --tv-* custom properties (an element's manifest entry
 * lists those its rules and markup reach, with the defaults below: scripts/element-sources.mjs):
 * @cssproperty --tv-color-bg - page background
 * @cssproperty --tv-color-surface - cards, dialogs and panels
 * @cssproperty --tv-color-surface-2 - rows, buttons and list items on a surface
 * @cssproperty --tv-color-text - text
 * @cssproperty --tv-color-muted - secondary text
 * @cssproperty --tv-color-dim - dimmed text (past programmes, programmes outside the plan); at least 4.5:1 on the surfaces
 * @cssproperty --tv-color-accent - accent: primary buttons, current item, progress
 * @cssproperty --tv-color-accent-text - text on the accent colour
 * @cssproperty --tv-color-focus - the keyboard focus ring
 * @cssproperty --tv-focus-width - the focus ring's width (the 10-foot layout makes it larger)
 * @cssproperty --tv-color-error - error texts
 * @cssproperty --tv-radius - corner radius of cards and buttons
 * @cssproperty --tv-font - font family
 * @cssproperty --tv-rem - the element's own rem (sizes do not follow the host page's root font size)
 * @cssproperty --tv-font-size - base font size
 * @cssproperty --tv-line-height - base line height
 */
export const baseStyles = `
:host {
  --_bg: var(--tv-color-bg, #0f1115);
  --_surface: var(--tv-color-surface, #1a1d24);
  --_surface-2: var(--tv-color-surface-2, #252a33);
  --_text: var(--tv-color-text, #f2f4f8);
  --_muted: var(--tv-color-muted, #a9b0bd);
  --_dim: var(--tv-color-dim, #939aa7);
  --_accent: var(--tv-color-accent, #d0312d);
  --_accent-text: var(--tv-color-accent-text, #fff);
  /* error texts: the accent red reads at only 3.3:1 on a surface */
  --_error: var(--tv-color-error, #ff6b63);
  --_focus: var(--tv-color-focus, #7cc4ff);
  --_radius: var(--tv-radius, 8px);
  --_font: var(--tv-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  /* the element's own rem (define.ts ownRem): 16px on any page, or what --tv-rem says (the site: 1rem) */
  --_rem: var(--tv-rem, 16px);
  box-sizing: border-box;
  /* What a host page's rules could hand down into the shadow tree (\`* { color: red !important }\`
     matches the host element itself): set here as important, which wins over the page's important
     rules because this one comes from inside the shadow tree. Theme with the --tv-* properties. */
  color: var(--_text) !important;
  font-family: var(--_font) !important;
  font-size: var(--tv-font-size, var(--_rem)) !important;
  font-style: normal !important;
  font-weight: 400 !important;
  line-height: var(--tv-line-height, normal) !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-transform: none !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-shadow: none !important;
  white-space: normal !important;
  visibility: visible !important;
}
/* Not inherit: an explicitly inherited property makes every child restyle with its parent and
   turns off Blink's matched-properties cache (3-4x the style work of a scrolling guide). */
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: var(--tv-focus-width, 3px) solid var(--_focus); outline-offset: 2px; }
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
.error-details { color: var(--_muted); font-size: .8em; }
.error-details summary { cursor: pointer; }
.error-details p { margin: .2rem 0 0; }
`;
