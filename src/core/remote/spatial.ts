// The TV remote in the 10-foot layout: arrows move the focus to the nearest control in their
// direction (through open shadow roots, inside an open modal only), OK is Enter, Back steps back
// (closes a modal, else goes back a page; on the home screen it asks before leaving). A control that
// handles an arrow itself (the guide, a seek bar, a menu) prevents the event's default and keeps it.
import { t, whenTexts } from '../i18n';
import { setFocusStandIn } from '../layout';

type Dir = 'up' | 'down' | 'left' | 'right';

const ARROWS: Record<string, Dir> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
/** Back on a remote: the browser's own key, Tizen's (10009) and webOS's (461). */
const BACK_KEYS = new Set(['BrowserBack', 'GoBack', 'Backspace']);
const BACK_CODES = new Set([10009, 461]);

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([readonly]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Every element under `root`, through open shadow roots. */
function* deep(root: ParentNode): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

/** The focused element, looked up through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Where a control is, for the arrows: the one tab stop of a grid (the guide's roving programme
 * cell) stands for its whole grid, so the arrows enter the guide from wherever it lies.
 */
function place(el: HTMLElement): DOMRect {
  return (el.matches('[role="gridcell"]') ? el.closest('[role="grid"]') : null)?.getBoundingClientRect() ?? el.getBoundingClientRect();
}

function visible(el: HTMLElement): boolean {
  if (el.closest('[inert]')) return false;
  const r = place(el);
  if (r.width < 1 || r.height < 1) return false;
  // moved off the top of the page (a skip link until it has the focus): not there for the eye
  if (r.bottom + scrollY <= 0) return false;
  return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
}

/** The open modal the focus must stay in: the innermost open modal <dialog> of the page. */
function openModal(): Element | null {
  let found: Element | null = null;
  for (const el of deep(document)) if (el instanceof HTMLDialogElement && el.open && el.matches(':modal')) found = el;
  return found;
}

function candidates(scope: ParentNode): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const el of deep(scope)) if (el instanceof HTMLElement && el.matches(FOCUSABLE) && visible(el)) out.push(el);
  return out;
}

/** Controls whose near edges lie within this of each other are on one line (a row of buttons). */
const LINE_PX = 32;

/**
 * The nearest control in a direction: its centre lies beyond the current one's in that direction.
 * The nearest line of controls that way first (a row's action far to the side, not the footer
 * beyond it), and on that line one that overlaps the current one across the direction (the poster
 * right below), the nearer edge first; else the best aligned.
 */
function nearest(from: DOMRect, dir: Dir, list: HTMLElement[]): HTMLElement | null {
  const horizontal = dir === 'left' || dir === 'right';
  const sign = dir === 'right' || dir === 'down' ? 1 : -1;
  const centre = (a: DOMRect) => (horizontal ? a.left + a.width / 2 : a.top + a.height / 2);
  const cross = (a: DOMRect) => (horizontal ? a.top + a.height / 2 : a.left + a.width / 2);
  const span = (a: DOMRect) => (horizontal ? [a.left, a.right] : [a.top, a.bottom]);
  const spans = (a: DOMRect, b: DOMRect) => span(a)[0]! <= centre(b) && centre(b) <= span(a)[1]!;
  const found: { el: HTMLElement; along: number; across: number; overlap: number }[] = [];
  for (const el of list) {
    const r = place(el);
    if (sign * (centre(r) - centre(from)) <= 0) continue; // not in that direction
    // on the same line as the current one (each spans the other's centre): a pixel's offset in a
    // row of links must not make Up or Down step along the row
    if (spans(r, from) && spans(from, r)) continue;
    const along = Math.max(0, dir === 'right' ? r.left - from.right : dir === 'left' ? from.left - r.right : dir === 'down' ? r.top - from.bottom : from.top - r.bottom);
    const overlap = horizontal ? Math.min(r.bottom, from.bottom) - Math.max(r.top, from.top) : Math.min(r.right, from.right) - Math.max(r.left, from.left);
    found.push({ el, along, across: Math.abs(cross(r) - cross(from)), overlap });
  }
  if (!found.length) return null;
  const line = Math.min(...found.map((c) => c.along)) + LINE_PX;
  const score = (c: (typeof found)[number]) => (c.overlap > 0 ? c.along + c.across / 4 : 1e5 + c.across + c.along);
  return found.filter((c) => c.along <= line).sort((a, b) => score(a) - score(b))[0]!.el;
}

function editable(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range', 'color', 'file'].includes(el.type));
}

/** In a text field, Left and Right move the caret until it reaches the field's end. */
function caretMoves(el: Element | null, dir: Dir): boolean {
  if (!editable(el) || (dir !== 'left' && dir !== 'right')) return false;
  try {
    const { selectionStart: s, selectionEnd: e, value } = el;
    if (s === null || e === null) return false;
    return dir === 'left' ? s > 0 || e > 0 : s < value.length || e < value.length;
  } catch {
    return false; // a field type without a caret (email, number)
  }
}

/** Whether a control is part of the page's main content (through the shadow hosts it lives in). */
function inMain(el: Element): boolean {
  let node: Element | null = el;
  while (node) {
    if (node.closest('main')) return true;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

function moveFocus(dir: Dir): boolean {
  const active = deepActiveElement();
  const scope = openModal() ?? document;
  const list = candidates(scope);
  if (!list.length) return false;
  const here = active instanceof HTMLElement && active !== document.body && list.includes(active) ? active : null;
  const next = here ? nearest(here.getBoundingClientRect(), dir, list.filter((el) => el !== here && !el.contains(here))) : (list.find(inMain) ?? list[0]!);
  if (!next) return false;
  setFocusStandIn(null);
  next.focus({ preventScroll: true });
  next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return true;
}

function isHome(): boolean {
  return document.documentElement.dataset['route'] === 'home';
}

let leaving: HTMLElement | null = null;

/** Asks before Back leaves the client from its home screen. */
async function confirmLeave(): Promise<void> {
  if (leaving) return;
  const before = deepActiveElement();
  const host = document.createElement('div');
  leaving = host;
  await whenTexts();
  host.dataset['eterisLeave'] = '';
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`dialog { background: #1a1d24; color: #f2f4f8; border: 0; border-radius: 12px; padding: 2rem; font: 1.25rem system-ui, sans-serif; text-align: center; }
dialog::backdrop { background: rgb(0 0 0 / .7); }
h2 { margin: 0 0 1.5rem; font-size: 1.5rem; }
button { font: inherit; padding: .6em 1.4em; margin: 0 .5rem; border-radius: 8px; border: 0; background: #252a33; color: inherit; }
button.leave { background: #d0312d; color: #fff; }
button:focus-visible { outline: max(4px, .3vw) solid #7cc4ff; outline-offset: 3px; }`);
  root.adoptedStyleSheets = [sheet];
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'leave-title');
  const title = document.createElement('h2');
  title.id = 'leave-title';
  title.textContent = t('remote.leave_title');
  const stay = document.createElement('button');
  stay.type = 'button';
  stay.textContent = t('remote.stay');
  const leave = document.createElement('button');
  leave.type = 'button';
  leave.className = 'leave';
  leave.textContent = t('remote.leave');
  const close = () => {
    dialog.close();
    host.remove();
    leaving = null;
    if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
  };
  stay.addEventListener('click', close);
  leave.addEventListener('click', () => {
    close();
    history.back();
    window.close();
  });
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    close();
  });
  dialog.append(title, stay, leave);
  root.append(dialog);
  document.body.append(host);
  dialog.showModal();
  stay.focus();
}

/** Back: the open modal closes (as Escape closes it), else the previous screen, else ask before leaving. */
function back(): void {
  const modal = openModal();
  if (modal instanceof HTMLDialogElement) {
    const esc = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    if (modal.dispatchEvent(esc) && modal.open) {
      // nothing in the modal handled Escape: close it as the browser's Escape would
      if (modal.dispatchEvent(new Event('cancel', { cancelable: true }))) modal.close();
    }
    return;
  }
  if (isHome() || history.length <= 1) void confirmLeave();
  else history.back();
}

function onKey(e: KeyboardEvent, target = (e.composedPath()[0] as Element | undefined) ?? null): void {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const dir = ARROWS[e.key];
  if (dir) {
    if (caretMoves(target, dir) || target instanceof HTMLSelectElement) return;
    if (moveFocus(dir)) e.preventDefault();
    return;
  }
  if (BACK_KEYS.has(e.key) || BACK_CODES.has((e as { keyCode?: number }).keyCode ?? 0)) {
    if (e.key === 'Backspace' && editable(target)) return;
    e.preventDefault();
    back();
  }
}

/**
 * The control nearest `rect` (centre to centre) among those the arrows may reach now: where the
 * focus goes when the control that had it is gone.
 */
function nearestTo(rect: DOMRect): HTMLElement | null {
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  let best: HTMLElement | null = null;
  let bestD = Infinity;
  for (const el of candidates(openModal() ?? document)) {
    const r = place(el);
    const d = Math.hypot(r.left + r.width / 2 - cx, r.top + r.height / 2 - cy);
    if (d < bestD) [best, bestD] = [el, d];
  }
  return best;
}

/**
 * A control that loses the focus by leaving the page (a re-render replaced it, an item taken off a
 * list went with it) would leave the focus on the page body, where no arrow starts from. The focus
 * moves to the control now nearest where the lost one was, as a stand-in: a view that then gives
 * the focus back where it belongs takes it from there (layout.ts isFocusStandIn()). A control that
 * loses it otherwise (a click elsewhere, the window left) keeps the browser's own behaviour.
 */
function onFocusOut(e: FocusEvent): void {
  if (e.relatedTarget) return;
  const lost = e.composedPath()[0];
  if (!(lost instanceof HTMLElement)) return;
  const rect = lost.getBoundingClientRect();
  // after the re-render that took it has put in what replaces it (the same task)
  queueMicrotask(() => {
    if (lost.isConnected) return;
    const active = deepActiveElement();
    if (active && active !== document.body && active !== document.documentElement) return;
    const next = nearestTo(rect);
    if (!next) return;
    setFocusStandIn(next);
    next.focus({ preventScroll: true });
    next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
}

let on = false;

/**
 * Starts the remote. `early` are the keys pressed while its code was on its way (layout.ts keeps
 * them, with the control each was pressed on): each is handled now, unless the page handled it.
 */
export function startRemote(early: { event: KeyboardEvent; target: Element | null }[] = []): void {
  if (on) return;
  on = true;
  for (const { event, target } of early) onKey(event, target);
  window.addEventListener('keydown', (e) => onKey(e));
  window.addEventListener('focusout', onFocusOut, true);
}
