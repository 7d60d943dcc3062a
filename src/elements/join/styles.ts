/** The look the getting-in screens share: one narrow column that fits 360 px, forms and steps. */
export const joinStyles = `
:host { display: block; padding: 1.5rem clamp(.75rem, 3vw, 2rem) 2.5rem; color: var(--_text); }
.join { max-width: 34rem; margin: 0 auto; }
.join.wide { max-width: 48rem; }
h1[tabindex="-1"]:focus { outline: none; }
h1 { margin: 0 0 .5rem; font-size: clamp(1.4rem, 4vw, 2rem); overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 1.25rem 0 .5rem; }
.panel > h2:first-child { margin-top: 0; }
p { color: var(--_muted); line-height: 1.5; overflow-wrap: anywhere; }
.back { display: inline-flex; align-items: center; gap: .35em; margin-bottom: 1rem; color: var(--_muted); }
.back:hover, .back:focus-visible { color: var(--_text); }
.steps { display: flex; flex-wrap: wrap; gap: .35rem; list-style: none; padding: 0; margin: 0 0 1.25rem; font-size: .85rem; }
.steps li { padding: .25em .7em; border-radius: 999px; background: var(--_surface); color: var(--_muted); }
.steps li[aria-current="step"] { background: var(--_accent); color: var(--_accent-text); }
form { display: grid; gap: .9rem; }
.grid2 { display: grid; gap: .9rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.field { display: grid; gap: .3rem; min-width: 0; }
.field label { font-weight: 600; }
input[type="text"], input[type="email"], input[type="tel"], input[type="password"], input:not([type]) {
  font: inherit; width: 100%; min-width: 0; padding: .65em .75em; border-radius: var(--_radius);
  border: 1px solid var(--_surface-2); background: var(--_surface); color: var(--_text);
}
.invalid input { border-color: var(--_error); }
.error { color: var(--_error); margin: 0; font-size: .9rem; }
.failed { color: var(--_error); }
.hint { color: var(--_muted); font-size: .85rem; }
.strength { display: flex; align-items: center; gap: .5rem; }
.meter { flex: 0 0 6rem; height: .4rem; border-radius: 999px; background: var(--_surface-2); overflow: hidden; }
.meter span { display: block; height: 100%; }
.meter .weak { width: 33%; background: #ff6b6b; }
.meter .fair { width: 66%; background: #f0b429; }
.meter .strong { width: 100%; background: #3ecf8e; }
.check { display: grid; grid-template-columns: auto 1fr; gap: .25rem .6rem; align-items: start; }
.check input { width: 1.25rem; height: 1.25rem; margin: .15rem 0 0; }
.check .error { grid-column: 2; }
.actions { display: flex; flex-wrap: wrap; gap: .6rem; margin-top: .5rem; }
.actions .btn { min-height: 2.75rem; justify-content: center; }
.panel { background: var(--_surface); border-radius: var(--_radius); padding: 1rem; margin: 1rem 0; }
.doc { max-height: 14rem; overflow: auto; background: var(--_surface); border-radius: var(--_radius); padding: .75rem 1rem; }
details summary { cursor: pointer; font-weight: 600; padding: .4rem 0; }
.notice { border-left: 4px solid var(--_accent); padding: .75rem 1rem; background: var(--_surface); border-radius: var(--_radius); color: var(--_text); }
.ok { border-left-color: #3ecf8e; }
.spinner { width: 2.5rem; height: 2.5rem; border-radius: 50%; border: 4px solid var(--_surface-2); border-top-color: var(--_accent); animation: spin 1s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
.loading { display: grid; justify-items: center; gap: 1rem; min-height: 16rem; align-content: center; text-align: center; }
.code { font-family: ui-monospace, monospace; font-size: clamp(1.6rem, 7vw, 2.6rem); letter-spacing: .2em; font-weight: 700; color: var(--_text); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; }
dl.facts dt { color: var(--_muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
`;
