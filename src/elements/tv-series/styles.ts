/** Styles of <tv-series> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
:host { display: block; background: var(--_bg); color: var(--_text); padding: 1rem; }
h1, h2, h3, h4, h5, h6 { margin: 0 0 .75rem; }
`;
