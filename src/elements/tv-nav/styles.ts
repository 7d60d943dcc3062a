export const navStyles = `
:host { display: block; background: var(--_bg); border-bottom: 1px solid var(--_surface-2); position: relative; z-index: 10; }
nav { display: flex; align-items: center; gap: 1rem; padding: .5rem clamp(.75rem, 3vw, 2rem); min-height: 3.75rem; }
.logo { display: inline-flex; align-items: center; color: var(--_text); }
ul.menu { display: flex; gap: .25rem; list-style: none; margin: 0; padding: 0; flex: 1; }
ul.menu a { display: block; padding: .5rem .8rem; border-radius: var(--_radius); text-decoration: none; color: var(--_muted); }
ul.menu a:hover { color: var(--_text); background: var(--_surface); }
ul.menu a[aria-current="page"] { color: var(--_text); font-weight: 600; box-shadow: inset 0 -2px 0 var(--_accent); }
/* One line at every width and in every language: the items that do not fit go into "More"
   (Nav.tsx, useFit, measures the unseen copy .measure). */
ul.menu { min-width: 0; }
ul.menu a, ul.menu .a, .more-button { white-space: nowrap; }
ul.menu.measure { position: absolute; top: 0; left: 0; visibility: hidden; pointer-events: none; flex: none; }
ul.menu .a { display: block; padding: .5rem .8rem; }
ul.menu .a[data-current] { font-weight: 600; }
.more { position: relative; }
.more-button { display: inline-flex; align-items: center; gap: .15rem; margin: 0; padding: .5rem .5rem .5rem .8rem; border: 0; border-radius: var(--_radius); background: transparent; color: var(--_muted); font: inherit; line-height: inherit; cursor: pointer; }
.more-button:hover, .more-button[aria-expanded="true"] { color: var(--_text); background: var(--_surface); }
.more-button[data-current] { color: var(--_text); font-weight: 600; box-shadow: inset 0 -2px 0 var(--_accent); }
.more-button .chevron { width: 1.1rem; height: 1.1rem; }
.more-button[aria-expanded="true"] .chevron { transform: rotate(180deg); }
.more-list { position: absolute; left: 0; top: calc(100% + .35rem); z-index: 20; display: flex; flex-direction: column; gap: .1rem; min-width: 12rem; margin: 0; padding: .3rem; list-style: none;
  background: var(--_surface); border: 1px solid var(--_surface-2); border-radius: var(--_radius); box-shadow: 0 10px 30px rgb(0 0 0 / .45); }
.more-list[hidden] { display: none; }
ul.menu .more-list a { color: var(--_text); padding: .55rem .8rem; }
ul.menu .more-list a:hover, ul.menu .more-list a:focus { background: var(--_surface-2); }
/* the wishlist and settings, in the compact menu when the bar's line has no room for their icons */
ul.menu .squeezed button { display: block; width: 100%; padding: .5rem .8rem; border: 0; border-radius: var(--_radius); background: transparent; color: var(--_muted); font: inherit; text-align: left; }
ul.menu .squeezed button:hover { color: var(--_text); background: var(--_surface); }
ul.menu .menu-icon { display: inline-block; width: 1.2rem; height: 1.2rem; vertical-align: -0.2rem; background-color: currentColor;
  -webkit-mask-repeat: no-repeat; mask-repeat: no-repeat; -webkit-mask-position: center; mask-position: center; -webkit-mask-size: contain; mask-size: contain; }
.right { display: flex; align-items: center; gap: .5rem; margin-left: auto; }
.right .placeholder { width: 12rem; height: 2rem; }
.right .btn { white-space: nowrap; }
.row-break, .lang-code { display: none; }
.lang-menu { position: relative; }
.lang-button { padding-inline: .8em .6em; }
.lang-button .chevron { width: 1.1rem; height: 1.1rem; }
.lang-button[aria-expanded="true"] .chevron { transform: rotate(180deg); }
.lang-menu [role="menu"] { position: absolute; right: 0; top: calc(100% + .35rem); min-width: 100%; margin: 0; padding: .3rem; list-style: none;
  background: var(--_surface); border: 1px solid var(--_surface-2); border-radius: var(--_radius); box-shadow: 0 10px 30px rgb(0 0 0 / .45); }
.lang-menu [role="menu"][hidden] { display: none; }
.lang-menu [role="menuitemradio"] { display: flex; align-items: center; gap: .5rem; width: 100%; padding: .55rem .8rem; border: 0; border-radius: calc(var(--_radius) - 2px);
  background: transparent; text-align: left; white-space: nowrap; }
.lang-menu [role="menuitemradio"]:hover, .lang-menu [role="menuitemradio"]:focus { background: var(--_surface-2); }
.lang-menu [role="menuitemradio"]::before { content: ""; width: .5rem; height: .5rem; border-radius: 50%; }
.lang-menu [role="menuitemradio"][aria-checked="true"] { font-weight: 700; }
.lang-menu [role="menuitemradio"][aria-checked="true"]::before { background: var(--_accent); }
.profile-btn { display: inline-flex; align-items: center; gap: .5rem; padding: .2rem .7rem .2rem .2rem; border: 0; border-radius: 999px; background: transparent; max-width: 14rem; }
.profile-btn:hover { background: var(--_surface-2); }
.profile-btn img, .profile-btn .avatar-placeholder { width: 2rem; height: 2rem; border-radius: 50%; background: var(--_surface-2); flex: none; }
.profile-btn .profile-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hamburger { display: none; }
@media (max-width: 800px) {
  .hamburger { display: inline-grid; }
  ul.menu { display: none; position: absolute; top: 100%; left: 0; right: 0; flex-direction: column; background: var(--_bg); padding: .5rem; border-bottom: 1px solid var(--_surface-2); }
  ul.menu.open { display: flex; }
  .login-text { display: none; }
  .profile-btn { padding: .2rem; }
  .profile-btn .profile-name { display: none; }
}
@media (max-width: 560px) {
  /* Row one: menu, logo, search (and a profile's avatar and gear); a visitor's Subscribe, Log in
     and language move to row two, the language by its code. */
  nav { flex-wrap: wrap; gap: .5rem; }
  .right .btn { padding-inline: .75em; }
  .right { display: contents; }
  .right > :first-child { margin-left: auto; }
  /* a signed-in bar's place: the avatar's on row one; a visitor's: row two's */
  .right .placeholder:not(.visitor) { width: 2.4rem; }
  .row-break { display: block; flex-basis: 100%; height: 0; }
  .row-break + .btn { margin-left: auto; }
  .lang-name { display: none; }
  .lang-code { display: inline; }
}
`;
