import { CH_W, HEAD_H, ROW_H } from './layout';
import { modalStyles } from '../shared/Modal';
import { pinBoxStyles } from '../shared/PinBox';
import { pinDialogStyles } from '../shared/PinDialog';
import { shopStyles } from '../shared/shop/styles';

export const gridStyles = `
:host { display: block; --_row: ${ROW_H}px; --_head: ${HEAD_H}px; --_chw: ${CH_W}px; }
.bar { display: flex; align-items: center; gap: .5rem; padding: .5rem 0; overflow-x: auto; scrollbar-width: thin; }
.bar button { border: 1px solid var(--_surface-2); background: var(--_surface); border-radius: 999px; padding: .35em .9em; white-space: nowrap; }
.bar button[aria-pressed="true"] { background: var(--_accent); color: var(--_accent-text); border-color: transparent; }
.days { display: flex; gap: .35rem; }
.epg { display: flex; flex-direction: column; height: 100%; min-height: 0; }
.epg > :not(.frame) { flex: none; }
.epg > .frame { flex: 0 1 auto; min-height: 0; display: flex; flex-direction: column; position: relative; }
.frame > .scroller { flex: 0 1 auto; min-height: 0; }
/* Loading, error and empty states sit in the guide's box, over the (empty) grid. */
.state { position: absolute; inset: 0; z-index: 5; overflow: hidden; border-radius: var(--_radius); background: var(--_bg); }
.notice { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: .75rem; padding: 1rem; text-align: center; color: var(--_text); }
.notice > p { margin: 0; max-width: 40ch; }
.notice > .err { color: var(--_error); }
.ph-row { display: flex; gap: 2px; height: ${ROW_H}px; border-bottom: 1px solid var(--_bg); }
.placeholder { padding-top: ${HEAD_H}px; }
.ph-ch { flex: 0 0 ${CH_W}px; background: var(--_surface-2); }
.ph-p { flex: 1 1 0; background: var(--_surface); }
.ph-p + .ph-p { flex-grow: 2; }
@media (prefers-reduced-motion: no-preference) { .placeholder { animation: tv-epg-pulse 1.2s ease-in-out infinite alternate; } }
@keyframes tv-epg-pulse { from { opacity: 1; } to { opacity: .6; } }
.scroller { position: relative; overflow: auto; height: var(--tv-epg-height, min(70vh, 720px)); background: var(--_bg); border-radius: var(--_radius); overscroll-behavior: contain; contain: strict; }
.canvas { position: relative; }
.time { position: sticky; top: 0; z-index: 3; height: ${HEAD_H}px; display: flex; background: var(--_surface); }
.corner { position: sticky; left: 0; z-index: 4; flex: 0 0 ${CH_W}px; background: var(--_surface); padding: .55rem .5rem; font-size: .8rem; font-weight: 600; color: var(--_text); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.tl { position: absolute; top: 0; left: 0; height: 100%; padding: .55rem .4rem; font-size: .8rem; color: var(--_muted); border-left: 1px solid var(--_surface-2); white-space: nowrap; }
.tl.day { color: var(--_text); font-weight: 600; }
/* Rows and cells are recycled nodes with fixed sizes: strict containment keeps a changed cell's style, layout and paint to itself. */
.row { position: absolute; top: 0; left: 0; height: ${ROW_H}px; border-bottom: 1px solid var(--_bg); background: var(--_surface); color: var(--_text); contain: strict; }
.chcol { position: sticky; left: 0; z-index: 2; width: ${CH_W}px; height: 0; }
.ch { position: absolute; top: 0; left: 0; display: flex; align-items: center; gap: .5rem; width: ${CH_W}px; height: ${ROW_H}px; padding: 0 .5rem; border-bottom: 1px solid var(--_bg); background: var(--_surface-2); color: var(--_text); font-size: .85rem; overflow: hidden; white-space: nowrap; contain: strict; }
.ch > img { width: 40px; height: 30px; object-fit: contain; flex: none; }
.ch > b { font-weight: 500; min-width: 1.6em; }
.ch > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
/* the 10-foot layout's larger type: the name takes the logo's place, on up to two lines */
.tvl .ch > img { display: none; }
.tvl .ch > span { white-space: normal; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-height: 1.15; overflow-wrap: anywhere; }
/* Cells carry no var() in non-inherited properties: that keeps Blink's matched-properties cache (5x cheaper style). */
.c { position: absolute; top: 0; left: 0; bottom: 0; contain: strict; border-left: 2px solid; font-size: .8rem; cursor: pointer; overflow: clip; outline-offset: -3px; }
.c { padding: .4rem .5rem; white-space: nowrap; text-overflow: ellipsis; line-height: 1.35; font-weight: 600; }
.c > small { display: block; font-size: inherit; font-weight: 400; color: var(--_muted); overflow: hidden; text-overflow: ellipsis; }
/* A programme that began left of the view keeps its title and time at the view's left edge: the
   painter pads that cell (paint.ts, paintEdges). */
.c > .tt { display: block; overflow: hidden; text-overflow: ellipsis; }
.ch[data-row] { cursor: pointer; }
.ch:hover { background: var(--_surface); }
.c.live { background: var(--_surface-2); }
/* Dimmed by colour, not opacity: stacked opacities left times under 4.5:1. */
.c.past { color: var(--_muted); }
.c.past > small, .c.nosub > small { color: var(--_dim); }
/* Marks are generated only on the cells that have them: a hidden mark on every cell is a box (and a text) per cell to style and lay out while scrolling. */
.cu::after { content: "⟲"; position: absolute; right: .45rem; bottom: .4rem; font-weight: 400; opacity: .7; }
/* Recording marks (NPVR): a red dot while set to record, a ring once recorded. */
.rec::before, .recd::before, .rem::before { content: ""; position: absolute; right: .5rem; top: .5rem; width: .55rem; height: .55rem; border-radius: 50%; }
.rec::before { background: #e0323c; }
.recd::before { border: 2px solid #e0323c; box-sizing: border-box; }
/* a reminder: a bell in the top right corner */
.rem::before { width: .7rem; height: .75rem; border-radius: 0; background: currentColor; opacity: .85; clip-path: polygon(50% 0, 62% 8%, 78% 24%, 80% 62%, 100% 82%, 100% 88%, 62% 88%, 60% 100%, 40% 100%, 38% 88%, 0 88%, 0 82%, 20% 62%, 22% 24%, 38% 8%); }
.details .rec-mark { align-self: center; color: var(--_error); font-weight: 600; }
.lock { background: repeating-linear-gradient(135deg, var(--_surface), var(--_surface) 6px, var(--_bg) 6px, var(--_bg) 12px); }
.sel { box-shadow: inset 0 0 0 2px var(--_accent); }
/* not in the viewer's plan: dimmed, with a lock after the channel's name */
.c.nosub { color: var(--_dim); }
.ch.nosub { color: var(--_muted); }
.ch.nosub > img { opacity: .5; }
.ch.nosub::after { content: ""; flex: none; margin-left: auto; width: 14px; height: 14px; background: currentColor; clip-path: polygon(20% 45%, 20% 30%, 30% 12%, 50% 5%, 70% 12%, 80% 30%, 80% 45%, 100% 45%, 100% 100%, 0 100%, 0 45%, 20% 45%, 35% 45%, 65% 45%, 65% 30%, 58% 20%, 50% 17%, 42% 20%, 35% 30%, 35% 45%); }
.c:focus-visible, .c:focus { outline: var(--tv-focus-width, 3px) solid var(--_focus); }
.now { position: absolute; top: 0; width: 2px; background: var(--_accent); z-index: 1; pointer-events: none; }
.msg { padding: 1rem; color: var(--_muted); }
.details { margin-top: .75rem; padding: 1rem; background: var(--_surface); border-radius: var(--_radius); }
.details h2 { margin: 0 0 .25rem; font-size: 1.2rem; }
.details .meta { color: var(--_muted); margin: 0 0 .5rem; font-size: .9rem; }
.details .acts { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .75rem; }
.details input { width: 6em; font: inherit; padding: .4em; letter-spacing: .4em; }
.details .err { color: var(--_error); }
.details .upsell { flex-basis: 100%; }
${modalStyles}
${pinBoxStyles}
${pinDialogStyles}
${shopStyles}
`;
