export const navStyles = `
:host { display: block; background: var(--_bg); border-bottom: 1px solid var(--_surface-2); position: relative; z-index: 10; }
nav { display: flex; align-items: center; gap: 1rem; padding: .5rem clamp(.75rem, 3vw, 2rem); min-height: 3.75rem; }
.logo { display: inline-flex; align-items: center; color: var(--_text); }
ul.menu { display: flex; gap: .25rem; list-style: none; margin: 0; padding: 0; flex: 1; }
ul.menu a { display: block; padding: .5rem .8rem; border-radius: var(--_radius); text-decoration: none; color: var(--_muted); }
ul.menu a:hover { color: var(--_text); background: var(--_surface); }
ul.menu a[aria-current="page"] { color: var(--_text); font-weight: 600; box-shadow: inset 0 -2px 0 var(--_accent); }
ul.menu img { width: 1.2rem; height: 1.2rem; vertical-align: -0.2rem; }
.right { display: flex; align-items: center; gap: .5rem; margin-left: auto; }
.right .placeholder { width: 12rem; height: 2rem; }
select { font: inherit; color: var(--_text); background: var(--_surface); border: 1px solid var(--_surface-2); border-radius: var(--_radius); padding: .4rem .5rem; }
.hamburger { display: none; }
@media (max-width: 800px) {
  .hamburger { display: inline-grid; }
  ul.menu { display: none; position: absolute; top: 100%; left: 0; right: 0; flex-direction: column; background: var(--_bg); padding: .5rem; border-bottom: 1px solid var(--_surface-2); }
  ul.menu.open { display: flex; }
  .login-text { display: none; }
}
`;
