// The 10-foot layout for smart-TV browsers and set-top boxes: larger type, a focus ring seen from
// across the room, and the whole client driven by arrows, OK and Back (src/core/remote). It is on
// with `?layout=tv` (kept for the browser session; `?layout=desktop` turns it off), the `layout`
// setting, or a browser that reports a TV device. On a desktop it stays off: arrows scroll there.
import { config } from './config';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

type Layout = 'tv' | 'desktop';

const TV_BROWSER = /SMART-?TV|SmartTV|Tizen|Web0S|webOS|NetCast|HbbTV|BRAVIA|Android TV|AFT[BMST]|CrKey|VIDAA|Viera/i;
const isLayout = (v: unknown): v is Layout => v === 'tv' || v === 'desktop';

/** The layout this page runs in. */
function currentLayout(): Layout {
  if (typeof location === 'undefined') return 'desktop';
  const asked = new URLSearchParams(location.search).get('layout');
  if (isLayout(asked)) {
    writeStored('session', STORAGE_KEYS.layout, asked);
    return asked;
  }
  const kept = readStored('session', STORAGE_KEYS.layout, isLayout);
  if (kept) return kept;
  const set = config().layout;
  if (isLayout(set)) return set;
  return TV_BROWSER.test(navigator.userAgent) ? 'tv' : 'desktop';
}

let started = false;

/** Turns the 10-foot layout on for this page when it applies (once; the remote's code loads only then). */
export function startLayout(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  if (currentLayout() !== 'tv') return;
  document.documentElement.dataset['eterisLayout'] = 'tv';
  // a key pressed before the remote's code is in (a slow box, a cold cache) is not lost: kept with
  // the control it was pressed on, and handled once the code is in
  const early: { event: KeyboardEvent; target: Element | null }[] = [];
  const keep = (event: KeyboardEvent) => early.push({ event, target: (event.composedPath()[0] as Element | undefined) ?? null });
  window.addEventListener('keydown', keep);
  void import('./remote/spatial').then((m) => {
    window.removeEventListener('keydown', keep);
    m.startRemote(early);
  });
}

/** Whether the 10-foot layout is on in this page (views that render differently for a remote ask this). */
export function tvLayoutOn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset['eterisLayout'] === 'tv';
}

let standIn: Element | null = null;

/** Marks `el` as where the remote put the focus when the control that had it left the page (remote/spatial.ts). */
export function setFocusStandIn(el: Element | null): void {
  standIn = el;
}

/**
 * Whether `el` has the focus only because the remote put it there when the control that had it
 * left the page: a view that gives the focus back where it belongs (the programme a closed details
 * view came from) takes it from there as from the page body.
 */
export function isFocusStandIn(el: Element | null): boolean {
  return el !== null && el === standIn;
}
