import { noticeStyles } from '../shared/catalogue-ui';
import { pageStyles } from '../shared/page-styles';
import { themeRule } from '../shared/themes';

// .preview.light paints its own colours: the host's --_bg and --_text are resolved with the page's theme.
/** Styles of <tv-elements-page> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${pageStyles}
${noticeStyles}
:host { background: var(--_bg); color: var(--_text); }
.page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.25rem; max-inline-size: 110rem; margin-inline: auto; }
.intro p.lead { margin: 0; max-width: 75ch; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .92em; }
.layout { display: grid; grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr); gap: clamp(1rem, 2.5vw, 2rem); align-items: start; }
.picker { position: sticky; top: .5rem; max-block-size: calc(100vh - 1rem); overflow: auto; background: var(--_surface); border-radius: var(--_radius); padding: .5rem; }
.picker ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.pick { inline-size: 100%; text-align: start; border: 0; border-radius: calc(var(--_radius) - 2px); background: transparent; padding: .45rem .65rem; color: var(--_muted); }
.pick:hover { background: var(--_surface-2); color: var(--_text); }
.pick[aria-current="true"] { background: var(--_accent); color: var(--_accent-text); }
.narrow-only { display: none; }
.detail { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; min-inline-size: 0; }
.tag-title { margin: 0; font-size: clamp(1.3rem, 2.4vw, 1.8rem); }
.plain { margin: -.75rem 0 0; max-width: 90ch; font-size: 1.1rem; color: var(--_text); }
.summary { margin: 0; max-width: 90ch; color: var(--_muted); font-size: .9rem; }
.section-title, .reference h2, .reference h3, .preview-section h2, .preview-section h3 { margin: 0 0 .6rem; font-size: 1.2rem; }
.configure, .snippets, .preview-section, .reference { background: var(--_surface); border-radius: var(--_radius); padding: 1rem clamp(.75rem, 2vw, 1.25rem); min-inline-size: 0; }
.controls { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 1rem 1.5rem; }
.control { display: grid; gap: .3rem; align-content: start; }
.control.check { grid-template-columns: auto 1fr; align-items: center; column-gap: .5rem; }
.control.check .hint { grid-column: 1 / -1; }
.control label { font-weight: 600; }
.field-row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
input[type="text"], select { font: inherit; color: var(--_text); background: var(--_bg); border: 1px solid var(--_surface-2); border-radius: calc(var(--_radius) - 2px); padding: .5rem .6rem; min-block-size: 2.5rem; inline-size: 100%; max-inline-size: 100%; }
.field-row select { inline-size: auto; flex: 1 1 12rem; min-inline-size: 0; }
input[type="checkbox"] { inline-size: 1.25rem; block-size: 1.25rem; accent-color: var(--_accent); margin: 0; }
input[aria-invalid="true"] { border-color: var(--_error); }
.hint { color: var(--_muted); font-size: .88rem; line-height: 1.4; }
p.hint { margin: 0 0 .6rem; max-width: none; }
.inline-error { color: var(--_error); font-size: .9rem; display: inline-flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
.btn-small { padding: .3em .7em; font-size: .9rem; }
.none { color: var(--_muted); margin: 0; }
.snippets { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.25rem; }
.snippet { display: grid; gap: .4rem; min-inline-size: 0; }
.snippet-head { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
.snippet-head h3, .snippet-head h4, .snippet-head h5, .snippet-head h6 { margin: 0; font-size: 1.05rem; flex: 1 1 14rem; }
.copy-state { min-inline-size: 8rem; font-weight: 600; }
.copy-state.copied { color: #7ee2a8; }
.copy-state.failed { color: var(--_error); font-weight: 400; }
pre { margin: 0; padding: .8rem 1rem; background: var(--_bg); border: 1px solid var(--_surface-2); border-radius: calc(var(--_radius) - 2px); overflow: auto; white-space: pre-wrap; word-break: break-all; line-height: 1.45; }
.shown-when { margin: 0 0 .6rem; padding: .6rem .8rem; border-inline-start: 3px solid var(--_accent); background: var(--_bg); border-radius: calc(var(--_radius) - 2px); max-width: none; }
.preview { min-block-size: 14rem; border: 1px dashed var(--_surface-2); border-radius: calc(var(--_radius) - 2px); background: var(--_bg); overflow: auto; max-block-size: 48rem; }
${themeRule('.preview.light')}
.preview.light { background: var(--tv-color-bg); color: var(--tv-color-text); }
.theme-choice { border: 0; margin: 0 0 .6rem; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; align-items: center; }
.theme-choice legend { float: left; font-weight: 600; margin-inline-end: .5rem; padding: 0; }
.theme-choice label { display: inline-flex; gap: .4rem; align-items: center; }
.theme-choice input { accent-color: var(--_accent); inline-size: 1.1rem; block-size: 1.1rem; margin: 0; }
.theme-snippet { margin-block-end: .75rem; }
.events-log { margin-block-start: .75rem; }
.events-log .small-heading { font-size: 1rem; margin: 0 0 .4rem; }
.events-log ol { margin: 0; padding-inline-start: 1.25rem; display: grid; gap: .25rem; }
.events-log .detail { color: var(--_muted); word-break: break-all; }
.reference { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
.ref h3, .ref h4, .ref h5, .ref h6 { margin: 0 0 .4rem; font-size: 1.05rem; }
.count { color: var(--_muted); font-weight: 400; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; inline-size: 100%; font-size: .92rem; }
th, td { text-align: start; vertical-align: top; padding: .45rem .6rem; border-block-end: 1px solid var(--_surface-2); }
thead th { color: var(--_muted); font-weight: 600; }
tbody th { font-weight: 400; white-space: nowrap; }
td code { word-break: break-word; }
@media (max-width: 47.99em) {
  .layout { grid-template-columns: minmax(0, 1fr); }
  .picker { position: static; max-block-size: none; display: grid; gap: .35rem; padding: .75rem; }
  .narrow-only { display: block; }
  .picker .wide-only { display: none; }
  .picker label { font-weight: 600; }
  tbody th { white-space: normal; }
}
`;
