/**
 * A light look for the elements: what a partner's page sets on them (or on any ancestor) to sit on a
 * white page. Every text reads at 4.5:1 or more on these surfaces (the catalogue's light preview is
 * checked with axe).
 */
const LIGHT_THEME = {
  '--tv-color-bg': '#ffffff',
  '--tv-color-surface': '#f3f4f6',
  '--tv-color-surface-2': '#e2e5ea',
  '--tv-color-text': '#14171c',
  '--tv-color-muted': '#474e5a',
  '--tv-color-dim': '#555c68',
  '--tv-color-accent': '#b3261e',
  '--tv-color-accent-text': '#ffffff',
  '--tv-color-error': '#a3211a',
  '--tv-color-focus': '#0b5cc0',
} as const;

/** A CSS rule that gives `selector` the theme's custom properties. */
export function themeRule(selector: string, theme: Record<string, string> = LIGHT_THEME): string {
  return `${selector} {\n${Object.entries(theme).map(([k, v]) => `  ${k}: ${v};`).join('\n')}\n}`;
}
