/** Styles of <tv-demo-page> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
:host { display: block; color: var(--_text); background: var(--_bg); padding: 1.25rem clamp(.75rem, 3vw, 2rem) 2rem; }
.demo { display: grid; gap: 1.5rem; }
.intro { display: grid; gap: .75rem; justify-items: start; padding: clamp(1rem, 3vw, 2rem); border-radius: var(--_radius); background: linear-gradient(120deg, var(--_surface), var(--_bg)); border-left: 4px solid var(--_accent); }
h1, h2 { margin: 0; font-size: clamp(1.6rem, 3.5vw, 2.4rem); }
.lead { margin: 0; max-width: 60ch; line-height: 1.5; color: var(--_text); font-size: 1.05rem; }
.features { margin: 0; padding-left: 1.2rem; display: grid; gap: .3rem; color: var(--_muted); line-height: 1.45; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .25rem; }
.actions .btn { padding: .7em 1.4em; }
`;
