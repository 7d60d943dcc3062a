import { modalStyles } from '../shared/Modal';
import { pinBoxStyles } from '../shared/PinBox';
import { pinDialogStyles } from '../shared/PinDialog';
import { shopStyles } from '../shared/shop/styles';

export const settingsStyles = `
:host { display: contents; }
.screens { display: contents; }
${modalStyles}
${pinBoxStyles}
${pinDialogStyles}
${shopStyles}
.subs { display: grid; gap: .75rem; }
.subs h3 { margin: .5rem 0 0; }
.card-panel { display: grid; gap: .75rem; justify-items: start; }
.card-panel .card-list { width: 100%; }
.muted { color: var(--_muted); }
.error { color: var(--_error); min-height: 1.2em; margin: .25rem 0; }
ul.rows, ul.accordion { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem; }
.row { display: flex; align-items: center; justify-content: space-between; gap: .75rem; width: 100%; padding: .9rem 1rem;
  border: 0; border-radius: var(--_radius); background: var(--_surface-2); text-align: left; text-decoration: none; font-size: 1rem; }
.row:hover { filter: brightness(1.15); }
.row.static { cursor: default; }
.row.static:hover { filter: none; }
.row.create { margin-top: 1rem; justify-content: flex-start; }
.row .value { color: var(--_muted); }
.rename { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.rename input { font: inherit; padding: .4em; width: 14em; max-width: 100%; }
/* (the accent red is too dark on the row's surface: see .danger) */
.rename .error { flex-basis: 100%; color: var(--_error); }
.facts { display: grid; gap: .25rem; margin: 0; }
.facts dt { color: inherit; }
.facts dd { text-align: right; overflow-wrap: anywhere; }
.quality { display: grid; gap: .25rem; }
.quality .row { border: 2px solid transparent; }
.quality .row[aria-pressed="true"] { border-color: var(--_focus); }
.quality .choice { display: grid; gap: .2rem; }
.quality .name { font-weight: 600; }
.quality .tick { flex: none; font-weight: 700; }
.current { margin: 0 0 1rem; }
.accordion h3 { margin: 0; font-size: 1rem; }
.acc-head { display: flex; align-items: center; gap: .75rem; width: 100%; padding: .6rem 1rem; border: 0; border-radius: var(--_radius); background: var(--_surface-2); text-align: left; }
.acc-head img { border-radius: 50%; }
.acc-head .name { flex: 1; }
.acc-head[aria-expanded="true"] .chevron { transform: rotate(180deg); }
.badge { font-size: .8rem; padding: .15rem .5rem; border-radius: 999px; background: var(--_bg); color: var(--_muted); }
.acc-panel { padding: .75rem 1rem 1rem; }
.acc-panel dl, .summary dl { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1rem; margin: 0 0 1rem; }
dt { color: var(--_muted); }
dd { margin: 0; }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; }
/* The accent red is too dark for text on the surface (3.3:1); this one reads at 6:1. */
.danger { color: var(--_error); border-color: var(--_accent); }
.field { display: grid; gap: .4rem; margin-bottom: .5rem; }
.field input[type="text"] { font: inherit; padding: .6rem .75rem; border-radius: var(--_radius); border: 2px solid var(--_surface-2); background: var(--_bg); color: var(--_text); }
.field input[aria-invalid="true"] { border-color: var(--_accent); }
.step-label { margin: 0 0 1rem; }
fieldset { border: 0; padding: 0; margin: 0 0 1rem; min-width: 0; }
legend { padding: 0; margin-bottom: .5rem; font-weight: 600; }
.slider { display: flex; align-items: center; gap: .25rem; }
.track { display: flex; gap: .5rem; overflow-x: auto; scroll-snap-type: x proximity; padding: .4rem; flex: 1; scrollbar-width: thin; }
.avatar { position: relative; flex: 0 0 auto; scroll-snap-align: center; border-radius: 50%; }
.avatar input { position: absolute; opacity: 0; inset: 0; margin: 0; }
.avatar img { display: block; border-radius: 50%; border: 3px solid transparent; background: var(--_surface-2); }
.avatar input:checked + img { border-color: var(--_accent); }
.avatar input:focus-visible + img { outline: var(--tv-focus-width, 3px) solid var(--_focus); outline-offset: 2px; }
.ages { display: grid; gap: .5rem; }
.age { display: flex; align-items: center; gap: .75rem; padding: .6rem .9rem; border-radius: var(--_radius); background: var(--_surface-2); }
.age .age-name { flex: 1; }
.switch { display: inline-flex; align-items: center; gap: .6rem; }
.switch input { width: 2.4rem; height: 1.3rem; accent-color: var(--_accent); }
.summary { display: flex; gap: 1.25rem; align-items: flex-start; }
.summary img { border-radius: 50%; }
.lang-section { margin-bottom: 1.5rem; }
.lang-section h3 { font-size: 1rem; margin: 0 0 .6rem; }
.section-head { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
.lang-buttons { display: flex; gap: .5rem; flex-wrap: wrap; }
.lang-btn[aria-pressed="true"] { border-color: var(--_focus); font-weight: 700; }
ol.priority-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .3rem; }
ol.priority-list li { display: flex; align-items: center; gap: .75rem; padding: .3rem .5rem .3rem .9rem; border-radius: var(--_radius);
  background: var(--_surface-2); border: 2px solid transparent; cursor: grab; }
ol.priority-list li.grabbed { border-color: var(--_focus); }
ol.priority-list li.dragging { opacity: .5; }
ol.priority-list li.over { border-color: var(--_accent); }
ol.priority-list .pos { color: var(--_muted); width: 1.2rem; }
ol.priority-list .lang { flex: 1; }
.handle { cursor: grab; }
.priority[aria-disabled="true"] ol.priority-list { opacity: .45; filter: grayscale(1); }
.priority[aria-disabled="true"] ol.priority-list li, .priority[aria-disabled="true"] .handle { cursor: not-allowed; }
`;
