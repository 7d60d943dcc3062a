// The guide's moving parts drawn without React: channel rows, programme cells and time marks are
// pooled DOM nodes, recycled row by row (a row that leaves the window becomes the row that enters it)
// and cell by cell within a row. A scroll costs no React render and no layout read: the scroll
// handler calls `paint()` with the cached viewport, which touches only nodes whose programme,
// channel or look changed (text written only when different), so style work is per changed cell.
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import type { t as translate } from '../../core/i18n';
import type { Lang } from '../../core/names';
import { dayStart, formatDay, formatTime } from '../../core/time/vilnius';
import { CH_W, HEAD_H, MIN, ROW_H, firstEndingAfter, indexAt, indexOfId, windowFor, type Viewport, type Win } from './layout';
import type { GuideModel } from './model';
import { catchupAvailable, lockOf } from './rights';

export interface Look {
  t: typeof translate;
  lang: Lang;
  now: number;
  pxPerMs: number;
  ageLimit: number | null;
  adultUnlocked: boolean;
  /** Texts used in every cell, translated once per render. */
  txt: { catchup: string; adult: string; nosub: string; scheduled?: string; recorded?: string; reminder?: string };
  /** Programmes with a recording (NPVR): scheduled, or recording / recorded. */
  rec?: ReadonlyMap<number, 'scheduled' | 'recording' | 'recorded'>;
  /** Programmes with a reminder (a bell). */
  rem?: ReadonlySet<number>;
}

/** A programme's place: its row and id. */
interface Mark {
  row: number;
  id: number;
}

interface CellNode {
  el: HTMLDivElement;
  title: Text;
  time: Text;
  p: GuideProgramme | null;
  gen: number;
  cls: string;
  /** Px its title and time are moved right: it began left of the view's edge (see `paintEdges`). */
  pad: number;
}

interface RowNode {
  el: HTMLDivElement;
  /** The row header for assistive technology (visually hidden: the eye reads the channel column). */
  label: Text;
  r: number;
  gen: number;
  /** The times drawn at the last paint. */
  t0: number;
  t1: number;
  cells: Map<number, CellNode>;
  /** Its cell whose title is moved to the view's left edge. */
  edge: CellNode | null;
  /** Cells that left the window while scrolling: still attached (re-attaching costs a restyle), out of view. */
  parked: Map<number, CellNode>;
  spare: CellNode[];
}

/** A channel's logo, number and name in the sticky channel column. */
interface HeadNode {
  el: HTMLDivElement;
  img: HTMLImageElement | null;
  num: Text;
  name: Text;
  r: number;
  gen: number;
}

interface Label {
  el: HTMLDivElement;
  t: number;
  gen: number;
  /** Hidden: its start is under the corner. */
  under: boolean;
}

const HALF_HOUR = 30 * MIN;
export const EMPTY_WIN: Win = { r0: 0, r1: 0, t0: 0, t1: 0 };

/** Takes `key`'s entry out of `map`, else any entry. */
function take<T>(map: Map<number, T>, key?: number): T | undefined {
  let v = key === undefined ? undefined : map.get(key);
  if (v !== undefined) map.delete(key!);
  else {
    const first = map.entries().next();
    if (first.done) return undefined;
    map.delete(first.value[0]);
    v = first.value[1];
  }
  return v;
}

/**
 * Hands `keys` their nodes from `map`: a key keeps its node, new keys get nodes of keys that left,
 * then `spare` ones, then `make()`. Returns the nodes in key order and those no key took.
 */
function assign<T>(map: Map<number, T>, keys: readonly number[], spare: T[], make: () => T): { nodes: T[]; freed: T[] } {
  const keep = new Set(keys);
  const freed: T[] = [];
  for (const [k, n] of map) if (!keep.has(k)) {
    map.delete(k);
    freed.push(n);
  }
  const nodes = keys.map((k) => {
    let n = map.get(k);
    if (n === undefined) {
      n = freed.pop() ?? spare.pop() ?? make();
      map.set(k, n);
    }
    return n;
  });
  return { nodes, freed };
}

function div(cls: string): HTMLDivElement {
  const el = document.createElement('div');
  el.className = cls;
  return el;
}

/** "HH:mm" per instant, cached: neighbouring channels share most programme boundaries. */
const times = new Map<number, string>();
function hhmm(ms: number): string {
  let s = times.get(ms);
  if (s === undefined) {
    if (times.size > 4096) times.clear();
    times.set(ms, (s = formatTime(ms)));
  }
  return s;
}

/**
 * Puts `nodes` in this order at the end of `parent`, moving as few as it can (a moved node is
 * restyled with all its children). Skipped while scrolling: DOM order is for assistive technology,
 * the eye sees positions; new nodes are appended and the order is restored once scrolling rests.
 */
function order(parent: Element, nodes: readonly Element[], arrange: boolean): void {
  if (!arrange) {
    for (const el of nodes) if (el.parentNode !== parent) parent.append(el);
    return;
  }
  // The longest run of nodes already in order stays; everything else is moved next to it.
  let anchor: Element | null = null;
  for (let i = nodes.length - 1; i >= 0; i--) {
    const el = nodes[i]!;
    if (el.parentNode !== parent || el.nextSibling !== anchor) {
      if (anchor === null || el.parentNode !== parent || !precedes(el, anchor)) parent.insertBefore(el, anchor);
    }
    anchor = el;
  }
}
const precedes = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

export class Painter {
  /** The window drawn by the last paint. */
  win: Win = EMPTY_WIN;
  /** Programme id -> its cell element, for focusing. */
  readonly byId = new Map<number, HTMLElement>();
  private rows = new Map<number, RowNode>();
  private spareRows: RowNode[] = [];
  /** Rows that left the window while scrolling, by row: still attached and out of view, reused first. */
  private parked = new Map<number, RowNode>();
  private heads = new Map<number, HeadNode>();
  private spareHeads: HeadNode[] = [];
  private labels = new Map<number, Label>();
  private spareLabels: Label[] = [];
  private tabEl: HTMLElement | null = null;
  private gen = 0;
  private m: GuideModel | null = null;
  private look: Look | null = null;
  private focus: Mark | null = null;
  private open: Mark | null = null;
  private width = 0;

  /**
   * `body` holds the rows, `marks` the time marks and `column` the channel column: one sticky box
   * for all channels (a sticky header per row would be a composited layer per row).
   */
  constructor(private body: HTMLElement, private marks: HTMLElement, private column: HTMLElement) {}

  /** New inputs; anything different redraws every visible node on the next paint. */
  set(m: GuideModel, look: Look, focus: Mark | null, open: Mark | null): void {
    const same = (a: Mark | null, b: Mark | null) => a === b || (!!a && !!b && a.row === b.row && a.id === b.id);
    if (m === this.m && look === this.look && same(focus, this.focus) && same(open, this.open)) return;
    this.m = m;
    this.look = look;
    this.focus = focus;
    this.open = open;
    this.width = CH_W + (m.end - m.start) * look.pxPerMs;
    this.gen++;
  }

  /** The cell in the tab order: the focused one, else what airs now on the first row in view. */
  tab(v: Viewport): Mark | null {
    const m = this.m!;
    if (this.focus) return this.focus;
    const w = this.win;
    if (w.r1 <= w.r0 || m.channels.length === 0) return null;
    const row = Math.min(m.channels.length - 1, Math.ceil(v.top / ROW_H));
    const s = m.row(row);
    const i = indexAt(s, Math.min(Math.max(this.look!.now, w.t0), w.t1 - 1));
    return i >= 0 ? { row, id: s.list[i]!.id } : null;
  }

  /** Draws the window of `v`; `arrange`: also put the nodes in reading order (not while scrolling). */
  paint(v: Viewport, arrange = true): Win {
    const m = this.m;
    const look = this.look;
    if (!m || !look) return this.win;
    const w = windowFor(v, m.channels.length, m.start, m.end, look.pxPerMs);
    this.win = w;
    const root = this.body.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;

    const need: number[] = [];
    const f = this.focus;
    if (f && f.row < w.r0 && f.row < m.channels.length) need.push(f.row);
    for (let r = w.r0; r < w.r1; r++) need.push(r);
    if (f && f.row >= w.r1 && f.row < m.channels.length) need.push(f.row);

    // Rows that left the window are handed to rows that entered it.
    const wanted = new Set(need);
    for (const [r, node] of this.rows) if (!wanted.has(r)) {
      this.rows.delete(r);
      this.parked.set(r, node);
      for (const c of node.cells.values()) this.forget(c);
    }
    const els: HTMLElement[] = [];
    for (const r of need) {
      let node = this.rows.get(r);
      if (!node) {
        node = take(this.parked, r) ?? this.spareRows.pop() ?? this.newRow();
        this.rows.set(r, node);
      }
      this.paintRow(node, r, w, arrange);
      els.push(node.el);
    }
    if (arrange) {
      for (const node of this.parked.values()) this.dropRow(node);
      this.parked.clear();
    }
    order(this.body, els, arrange);

    const tab = this.tab(v);
    const want = tab ? this.byId.get(tab.id) ?? null : null;
    if (this.tabEl && this.tabEl !== want && this.tabEl.tabIndex === 0) this.tabEl.tabIndex = -1;
    if (want && want.tabIndex !== 0) want.tabIndex = 0;
    this.tabEl = want;
    // with no programme cell to stop on (none painted yet, or none in view), the grid itself is the
    // tab stop, so a keyboard can still reach and scroll it
    const grid = this.body.closest<HTMLElement>('[role="grid"]');
    if (grid) grid.tabIndex = want ? -1 : 0;

    this.paintEdges(v);
    this.paintLabels(w, v, arrange);
    this.paintHeads(need, arrange);
    // Re-ordering siblings never costs the focused cell its focus.
    if (active && active.isConnected && root.activeElement !== active) (active as HTMLElement).focus({ preventScroll: true });
    return w;
  }

  private newRow(): RowNode {
    const el = div('row');
    el.setAttribute('role', 'row');
    const head = div('visually-hidden');
    head.setAttribute('role', 'rowheader');
    const label = document.createTextNode('');
    head.append(label);
    el.append(head);
    return { el, label, r: -1, gen: -1, t0: 0, t1: 0, cells: new Map(), edge: null, parked: new Map(), spare: [] };
  }

  private dropRow(node: RowNode): void {
    node.el.remove();
    for (const c of node.cells.values()) this.forget(c);
    this.spareRows.push(node);
  }

  private forget(c: CellNode): void {
    if (c.p && this.byId.get(c.p.id) === c.el) this.byId.delete(c.p.id);
  }

  private paintRow(node: RowNode, r: number, w: Win, arrange: boolean): void {
    const m = this.m!;
    const ch = m.channels[r]!;
    const moved = node.r !== r;
    // A row already drawn for these times and this look (the usual row of a vertical scroll): nothing to do.
    if (!arrange && !moved && node.gen === this.gen && node.t0 === w.t0 && node.t1 === w.t1) return;
    if (moved || node.gen !== this.gen) {
      node.r = r;
      node.gen = this.gen;
      const el = node.el;
      el.style.transform = `translateY(${HEAD_H + r * ROW_H}px)`;
      if (el.style.width !== `${this.width}px`) el.style.width = `${this.width}px`;
      el.setAttribute('aria-rowindex', String(r + 1));
      const label = `${ch.number} ${ch.name}`;
      if (node.label.data !== label) node.label.data = label;
    }

    const s = m.row(r);
    const list: GuideProgramme[] = [];
    for (let i = firstEndingAfter(s, w.t0); i < s.hi && s.list[i]!.start < w.t1; i++) list.push(s.list[i]!);
    const f = this.focus;
    if (f && f.row === r && !list.some((p) => p.id === f.id)) {
      const i = indexOfId(s, f.id);
      if (i >= 0) {
        const p = s.list[i]!;
        list.splice(p.start < w.t0 ? 0 : list.length, 0, p);
      }
    }

    const keep = new Set<number>();
    for (const p of list) keep.add(p.id);
    for (const [id, c] of node.cells) if (!keep.has(id)) {
      node.cells.delete(id);
      node.parked.set(id, c);
      this.forget(c);
    }
    const els: HTMLElement[] = [];
    for (const p of list) {
      let c = node.cells.get(p.id);
      if (!c) {
        c = take(node.parked, p.id) ?? node.spare.pop() ?? this.newCell();
        node.cells.set(p.id, c);
      }
      this.paintCell(c, p, ch);
      els.push(c.el);
    }
    node.t0 = w.t0;
    node.t1 = w.t1;
    // Parked cells are out of view in their own row; in a row that now shows another channel they go.
    if (arrange || moved) {
      for (const c of node.parked.values()) {
        c.el.remove();
        c.p = null;
        node.spare.push(c);
      }
      node.parked.clear();
    }
    order(node.el, els, arrange);
  }

  private newCell(): CellNode {
    const el = div('c');
    el.setAttribute('role', 'gridcell');
    el.tabIndex = -1;
    const title = document.createTextNode('');
    const time = document.createTextNode('');
    // title and time stick to the guide's left edge while the programme began left of it
    const tt = document.createElement('span');
    tt.className = 'tt';
    tt.append(title);
    const small = document.createElement('small');
    small.append(time);
    el.append(tt, small);
    return { el, title, time, p: null, gen: -1, cls: 'c', pad: 0 };
  }

  private paintCell(c: CellNode, p: GuideProgramme, ch: GuideChannel): void {
    if (c.p === p && c.gen === this.gen) {
      this.byId.set(p.id, c.el);
      return;
    }
    const m = this.m!;
    const look = this.look!;
    const el = c.el;
    if (c.p !== p) {
      if (c.p) this.forget(c);
      this.indent(c, 0);
      const s = Math.max(p.start, m.start);
      const e = Math.min(p.end, m.end);
      // (left, not a transform: paintEdges measures a title's offset from the cell's layout box)
      el.style.left = `${CH_W + (s - m.start) * look.pxPerMs}px`;
      el.style.width = `${Math.max(2, (e - s) * look.pxPerMs)}px`;
      el.id = `p${p.id}`;
      el.dataset.id = String(p.id);
      if (el.tabIndex !== -1) el.tabIndex = -1;
    } else {
      // Same programme, new look (the minute, locks, marks, scale): its position may have changed.
      const s = Math.max(p.start, m.start);
      const e = Math.min(p.end, m.end);
      el.style.left = `${CH_W + (s - m.start) * look.pxPerMs}px`;
      el.style.width = `${Math.max(2, (e - s) * look.pxPerMs)}px`;
    }
    c.p = p;
    c.gen = this.gen;
    this.byId.set(p.id, el);

    const lock = lockOf(p, ch, look.ageLimit, look.adultUnlocked);
    const cu = !lock && catchupAvailable(p, ch, look.now);
    let cls = 'c';
    if (p.start <= look.now && p.end > look.now) cls += ' live';
    else if (p.end <= look.now) cls += ' past';
    if (cu) cls += ' cu';
    if (lock) cls += ' lock';
    // a channel not in the viewer's plan: marked (dimmed, a lock in its head, said in the label)
    const nosub = ch?.subscribed === false;
    if (nosub) cls += ' nosub';
    const rec = look.rec?.get(p.id);
    if (rec) cls += rec === 'scheduled' ? ' rec' : ' recd';
    const rem = !rec && !!look.rem?.has(p.id);
    if (rem) cls += ' rem';
    const sel = p.id === this.open?.id;
    if (sel) cls += ' sel';
    if (c.cls !== cls) el.className = c.cls = cls;
    const title = lock ? (lock === 'adult' ? look.txt.adult : look.t('epg.locked_age', { age: p.age ?? 0 })) : p.title;
    const time = `${hhmm(p.start)}–${hhmm(p.end)}${!lock && p.age ? `  ${p.age}+` : ''}`;
    if (c.title.data !== title) c.title.data = title;
    const t = ` ${time}`;
    if (c.time.data !== t) c.time.data = t;
    const recText = rec ? (rec === 'scheduled' ? look.txt.scheduled : look.txt.recorded) : '';
    const state = nosub ? look.txt.nosub : cu ? look.txt.catchup : '';
    const remText = rem ? look.txt.reminder ?? '' : '';
    if (state || recText || remText) el.setAttribute('aria-label', [title, time, state, recText, remText].filter(Boolean).join(', '));
    else el.removeAttribute('aria-label');
    el.setAttribute('aria-selected', String(sel));
  }

  /**
   * Titles at the view's left edge: in each drawn row, the programme that began left of the edge
   * gets a left padding that puts the beginning of its title and time just right of the channel
   * column. A padding rather than `position: sticky`: a sticky box with text
   * is a composited layer, and one per row made each frame's layerisation cost more than drawing
   * the rows that entered; a padding is a small layout inside the cell (`contain: strict`).
   */
  private paintEdges(v: Viewport): void {
    const m = this.m!;
    const px = this.look!.pxPerMs;
    const t = m.start + v.left / px;
    for (const [r, node] of this.rows) {
      const s = m.row(r);
      const i = firstEndingAfter(s, t);
      const p = i < s.hi ? s.list[i]! : null;
      const c = p && p.start < t ? node.cells.get(p.id) : undefined;
      if (node.edge && node.edge !== c) this.indent(node.edge, 0);
      if (c && p) {
        // The title begins at the edge however little of the programme is left in view: what does
        // not fit ends in an ellipsis (a title moved back to keep a few letters showed the middle
        // of a word, its beginning hidden under the channel column).
        this.indent(c, Math.max(0, (t - Math.max(p.start, m.start)) * px));
      }
      node.edge = c ?? null;
    }
  }

  private indent(c: CellNode, off: number): void {
    const px = Math.round(off);
    if (c.pad === px) return;
    c.pad = px;
    c.el.style.paddingLeft = px ? `${px + 8}px` : '';
  }

  /** The channel column: a head per drawn row, recycled like the rows. */
  private paintHeads(rows: readonly number[], arrange: boolean): void {
    const m = this.m!;
    const { nodes, freed } = assign(this.heads, rows, this.spareHeads, () => this.newHead());
    rows.forEach((r, i) => {
      const h = nodes[i]!;
      if (h.r === r && h.gen === this.gen) return;
      h.r = r;
      h.gen = this.gen;
      const ch = m.channels[r]!;
      h.el.style.transform = `translateY(${r * ROW_H}px)`;
      h.el.dataset.row = String(r);
      const nosub = ch.subscribed === false;
      h.el.title = nosub ? `${ch.name} · ${this.look!.txt.nosub}` : ch.name;
      const cls = nosub ? 'ch nosub' : 'ch';
      if (h.el.className !== cls) h.el.className = cls;
      const num = String(ch.number);
      if (h.num.data !== num) h.num.data = num;
      if (h.name.data !== ch.name) h.name.data = ch.name;
      if (ch.logo) {
        if (!h.img) {
          h.img = document.createElement('img');
          h.img.alt = '';
          h.img.loading = 'lazy';
          h.el.prepend(h.img);
        }
        if (h.img.getAttribute('src') !== ch.logo) h.img.src = ch.logo;
      } else if (h.img) {
        h.img.remove();
        h.img = null;
      }
    });
    // Heads that left are kept out of view while scrolling (hidden, not detached), dropped at rest.
    for (const h of freed) {
      h.r = -1;
      if (arrange) h.el.remove();
      else h.el.style.transform = 'translateY(-9999px)';
      this.spareHeads.push(h);
    }
    if (arrange) for (const h of this.spareHeads) if (h.el.parentNode) h.el.remove();
    order(this.column, nodes.map((h) => h.el), arrange);
  }

  private newHead(): HeadNode {
    const el = div('ch');
    const b = document.createElement('b');
    const num = document.createTextNode('');
    const name = document.createTextNode('');
    b.append(num);
    // the name in a box of its own: a long one ends in an ellipsis instead of being cut mid-letter
    const label = document.createElement('span');
    label.append(name);
    el.append(b, label);
    return { el, img: null, num, name, r: -1, gen: -1 };
  }

  /**
   * Half-hour marks of the window, Vilnius wall-clock time; local midnights show the day. A mark
   * whose start is under the channel column's corner is hidden (it showed ":00" or "12 00:00", its
   * beginning cut off; the corner names the day at the edge).
   */
  private paintLabels(w: Win, v: Viewport, arrange: boolean): void {
    const m = this.m!;
    const look = this.look!;
    const want: number[] = [];
    for (let t = Math.ceil(w.t0 / HALF_HOUR) * HALF_HOUR; t < w.t1; t += HALF_HOUR) want.push(t);
    const { nodes, freed } = assign(this.labels, want, this.spareLabels, () => ({ el: div('tl'), t: NaN, gen: -1, under: false }));
    want.forEach((t, i) => {
      const l = nodes[i]!;
      const under = (t - m.start) * look.pxPerMs < v.left;
      if (l.under !== under) {
        l.under = under;
        l.el.style.visibility = under ? 'hidden' : '';
      }
      if (l.t === t && l.gen === this.gen) return;
      l.t = t;
      l.gen = this.gen;
      const day = dayStart(t) === t;
      l.el.className = day ? 'tl day' : 'tl';
      l.el.style.transform = `translateX(${CH_W + (t - m.start) * look.pxPerMs}px)`;
      l.el.textContent = day ? `${formatDay(t, look.lang)} ${hhmm(t)}` : hhmm(t);
    });
    for (const l of freed) {
      l.el.remove();
      this.spareLabels.push(l);
    }
    order(this.marks, nodes.map((l) => l.el), arrange);
  }
}
