import { purchaseDialogStyles } from '../shared/PurchaseDialog';
import { modalStyles } from '../shared/Modal';
import { pinBoxStyles } from '../shared/PinBox';
import { pinDialogStyles } from '../shared/PinDialog';
import { shopStyles } from '../shared/shop/styles';

// The overlays on the picture (.chrome, .top, .center ...) keep light text and dark shades whatever the
// page's theme: a light theme's dark text and light surfaces would not read on the video.
export const playerStyles = `
${purchaseDialogStyles}
:host { display: block; position: relative; background: #000; color: #fff; aspect-ratio: 16 / 9; --_bar: var(--tv-player-bar-bg, linear-gradient(transparent, rgba(0,0,0,.85))); }
:host([fullscreen-layout]) { aspect-ratio: auto; width: 100%; height: 100%; }
.player { position: absolute; inset: 0; overflow: hidden; outline: none; container-type: inline-size; }
.player.idle { cursor: none; }
.chrome, .top, .center, .notice, .digits, .slow, .help, .tracks-menu, .up-next, .preview { color: #fff; --_muted: #c3c8d1; --_surface-2: rgba(255,255,255,.18); }
.screen { position: absolute; inset: 0; }
video { position: absolute; inset: 0; width: 100%; height: 100%; display: block; background: #000; object-fit: contain; }
video.standby { visibility: hidden; pointer-events: none; }
.center { position: absolute; left: 50%; top: 45%; transform: translate(-50%, -50%); margin: 0; text-align: center; }
.hint { color: var(--_muted); }
.start { font-size: 1.1rem; white-space: nowrap; background: var(--tv-player-start-bg, #b3261e); color: #fff; }
.spinner { width: 3.5rem; height: 3.5rem; border-radius: 50%; border: .35rem solid rgba(255,255,255,.25); border-top-color: var(--_accent); animation: spin 1s linear infinite; pointer-events: none; }
@keyframes spin { to { transform: translate(-50%, -50%) rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 3s; } }
.error { background: rgba(15,17,21,.92); padding: 1.25rem 1.75rem; border-radius: var(--_radius); width: max-content; max-width: min(40rem, calc(100% - 2rem)); box-sizing: border-box; }
/* in the picture above the control bar, never under it: a long panel (the packages of a channel not
   in the plan, in a small player beside the guide) scrolls within that space */
.center.error { top: calc((100% - 6rem) / 2 + .25rem); max-height: calc(100% - 6.5rem); overflow-y: auto; overscroll-behavior: contain; }
.error .message { font-size: 1.2rem; font-weight: 600; margin: 0 0 .35rem; }
.error .code { color: var(--_muted); margin: 0 0 1rem; font-size: .9rem; }
.notice, .digits { position: absolute; top: 1rem; left: 1rem; margin: 0; background: rgba(15,17,21,.85); padding: .5rem .9rem; border-radius: var(--_radius); }
.digits { left: auto; right: 1rem; font-size: 1.4rem; font-variant-numeric: tabular-nums; }
.chrome { position: absolute; left: 0; right: 0; bottom: 0; background: var(--_bar); padding: 2.5rem .75rem .5rem; transition: opacity .3s; }
.player.idle .chrome { opacity: 0; pointer-events: none; }
.info { margin: 0 0 .35rem; font-size: 1.05rem; }
.info .number { font-variant-numeric: tabular-nums; background: var(--_surface-2); padding: 0 .4rem; border-radius: .25rem; margin-right: .25rem; }
.info .title { color: var(--_muted); }
.row { display: flex; align-items: center; gap: .25rem; flex-wrap: nowrap; min-width: 0; }
.row > * { flex-shrink: 0; }
.row > .time { flex-shrink: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
/* short of room the volume slider gives way long before the clock (down to 2.5rem) */
.row > .volume { flex-shrink: 100; min-width: 2.5rem; }
.grow { flex: 1; }
.icon-btn { color: #fff; }
.icon-btn:disabled { opacity: .4; cursor: default; }
.icon-btn:hover { background: rgba(255,255,255,.15); }
.live { border: 1px solid rgba(255,255,255,.5); background: transparent; border-radius: 1rem; padding: .2rem .7rem; font-size: .85rem; text-transform: uppercase; letter-spacing: .04em; }
.live.at-live { background: var(--_accent); border-color: var(--_accent); }
.time { font-variant-numeric: tabular-nums; margin: 0 .5rem; white-space: nowrap; }
.slow { position: absolute; left: 1rem; right: 1rem; top: calc(45% + 3rem); display: grid; justify-items: center; gap: .5rem; text-align: center; }
.slow p { margin: 0; padding: .25rem .6rem; border-radius: .25rem; background: rgba(0,0,0,.6); }
.badge { font-size: .8rem; background: var(--_surface-2); padding: .1rem .5rem; border-radius: .25rem; white-space: nowrap; }
.info .badge { margin-right: .4rem; vertical-align: .1em; }
.volume { width: 6rem; accent-color: var(--_accent); }
.seek { position: relative; padding: .5rem 0; }
.track { position: relative; height: .4rem; background: rgba(255,255,255,.12); border-radius: .2rem; cursor: pointer; touch-action: none; }
.track:hover, .track:focus-visible { height: .6rem; }
.range { position: absolute; top: 0; bottom: 0; border-radius: .2rem; pointer-events: none; }
.watchable { background: rgba(255,255,255,.28); }
.unaired { background: repeating-linear-gradient(45deg, rgba(255,255,255,.06) 0 4px, transparent 4px 8px); }
.buffered { background: rgba(255,255,255,.45); }
.played { left: 0; background: var(--_accent); }
.knob { position: absolute; top: 50%; width: .9rem; height: .9rem; margin-left: -.45rem; transform: translateY(-50%); border-radius: 50%; background: #fff; pointer-events: none; }
.preview { position: absolute; bottom: 1.4rem; transform: translateX(-50%); display: grid; justify-items: center; gap: .25rem; pointer-events: none; }
.thumb { border: 2px solid #fff; border-radius: 4px; background-repeat: no-repeat; background-color: #111; }
.preview-time { background: rgba(0,0,0,.8); padding: .1rem .4rem; border-radius: .25rem; font-variant-numeric: tabular-nums; font-size: .85rem; }
/* The help lies over the picture, centred, in as many columns as fit: every shortcut in view without
   scrolling in the 537 x 302 px player of /tv at 1280 x 800 (scrolls only in smaller ones). */
.help { position: absolute; inset: .5rem; margin: auto; height: fit-content; max-height: calc(100% - 1rem); max-width: 50rem; overflow: auto; background: rgba(15,17,21,.96); border-radius: var(--_radius); padding: .5rem 1rem .6rem; font-size: .8rem; line-height: 1.25; }
.help-head { display: flex; align-items: center; justify-content: space-between; }
.help h2 { font-size: 1rem; margin: 0; }
.help dl { margin: .4rem 0 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: .2rem 1rem; }
.help dl div { display: grid; grid-template-columns: 5.5rem 1fr; gap: .5rem; align-items: baseline; }
.help dd { margin: 0; color: var(--_muted); }
.help kbd { white-space: nowrap; }
@container (max-width: 640px) { .help { font-size: .74rem; } .help h2 { font-size: .9rem; } .help dl div { grid-template-columns: 5rem 1fr; } }
.tracks { position: relative; }
.tracks-menu { position: absolute; right: 0; bottom: calc(100% + .5rem); min-width: 13rem; max-height: 60vh; overflow: auto; display: grid; gap: .75rem; background: rgba(15,17,21,.95); border-radius: var(--_radius); padding: .75rem 1rem; z-index: 1; }
.tracks-menu fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: .15rem; }
.tracks-menu legend { font-weight: 600; margin-bottom: .35rem; padding: 0; }
.tracks-menu label { display: flex; align-items: center; gap: .5rem; padding: .25rem .35rem; border-radius: .25rem; cursor: pointer; }
.tracks-menu label:hover { background: rgba(255,255,255,.1); }
.tracks-menu input { accent-color: var(--_accent); margin: 0; }
.top { position: absolute; top: 0; left: 0; right: 0; padding: .75rem; background: linear-gradient(rgba(0,0,0,.7), transparent); transition: opacity .3s; pointer-events: none; }
.top > * { pointer-events: auto; }
.player.idle .top { opacity: 0; }
.player.idle .top > * { pointer-events: none; }
.back { display: inline-flex; align-items: center; gap: .35rem; color: #fff; background: rgba(15,17,21,.6); border: 1px solid rgba(255,255,255,.35); }
.back:hover { background: rgba(255,255,255,.15); }
.back .icon { width: 1.1rem; height: 1.1rem; }
.up-next { position: absolute; right: 1rem; bottom: 7.5rem; width: min(22rem, calc(100% - 2rem)); background: rgba(15,17,21,.95); border: 1px solid rgba(255,255,255,.2); border-radius: var(--_radius); padding: 1rem 1.25rem; }
.up-next h2 { font-size: 1.15rem; margin: 0 0 .25rem; font-variant-numeric: tabular-nums; }
.up-next-title { margin: 0 0 .75rem; color: var(--_muted); }
.up-next-actions { display: flex; gap: .5rem; flex-wrap: wrap; }
.error .hint-line { margin: 0 0 1rem; }
.error-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: .6rem; }
.error a.btn { display: inline-block; text-decoration: none; }
@media (max-width: 480px) { .up-next { bottom: 9rem; } .volume { width: 4rem; } }
/* the control bar stays on one line: what goes first as the player narrows */
@container (max-width: 900px) { .time .span { display: none; } .volume { width: 4.5rem; } }
/* below 780 px the volume slider goes (the mute button and the keys stay), so the clock is not cut */
@container (max-width: 780px) { .volume { display: none; } .row { gap: 0; } }
@container (max-width: 700px) { .row .icon-btn { width: 2.25rem; height: 2.25rem; } .live { padding: .2rem .5rem; } .time { margin: 0 .25rem; } }
@container (max-width: 620px) { .row .icon-btn { width: 1.9rem; height: 1.9rem; } .live { padding: .15rem .4rem; } }
/* compact (the /tv side column gives the player 430-540 px at 1024-1280 px): every control stays, smaller */
@container (max-width: 560px) {
  .chrome { padding-left: .4rem; padding-right: .4rem; }
  .row .icon-btn { width: 1.75rem; height: 1.75rem; }
  .row .icon-btn .icon { width: 1.05rem; height: 1.05rem; }
  .live { padding: .1rem .35rem; font-size: .72rem; letter-spacing: 0; }
  .time { margin: 0 .2rem; font-size: .8rem; }
  .info { font-size: .95rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
}
/* below 480 px the clock has no room beside every control: the seek bar and the guide tell the time */
@container (max-width: 480px) { .time { display: none; } }
@container (max-width: 400px) { .chrome { padding-left: .2rem; padding-right: .2rem; } .row .icon-btn { width: 1.4rem; height: 1.4rem; } .row .icon-btn .icon { width: .9rem; height: .9rem; } .live { padding: .1rem .25rem; font-size: .65rem; } .time { display: none; } }
kbd { font: inherit; background: var(--_surface-2); padding: .05rem .4rem; border-radius: .25rem; }
/* the packages that contain a channel not in the plan, in the error panel */
.error .upsell { text-align: left; color: #fff; }
.error .upsell-item { background: rgba(255,255,255,.08); }
${modalStyles}
${pinBoxStyles}
${pinDialogStyles}
${shopStyles}
`;
