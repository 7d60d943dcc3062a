/** What every route's page element shares: its padding and its heading and text sizes. */
export const pageStyles = `
:host { display: block; padding: 2rem clamp(.75rem, 3vw, 2rem); }
h1 { margin: 0 0 .75rem; font-size: clamp(1.5rem, 3vw, 2.25rem); }
p { color: var(--_muted); max-width: 60ch; line-height: 1.5; }
.markdown { line-height: 1.55; }
`;
