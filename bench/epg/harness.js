/* global PerformanceObserver, NodeFilter */
// In-page side of the benchmark: generates the data, mounts one implementation, scripts the
// scrolls and probes frames, long tasks, blank area and DOM size. Driven by run.mjs.
import { generate } from './gen.js';
import { CH_W, HEAD_H, ROW_H } from './shared.js';

const params = new URLSearchParams(location.search);
const impl = params.get('impl') ?? 'grid';
const n = Number(params.get('n') ?? 50);
const longtasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longtasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

const raf = () => new Promise((r) => requestAnimationFrame(r));
let handle = null;
let data = null;
/**
 * The probe's one Range. A Range stays live (the document updates it on every text change and
 * node removal in it) until the garbage collector takes it: a new one per probe point (48 points
 * every other frame) left thousands alive, and every text the guide wrote and every node it
 * removed paid for each of them (about a fifth of a fling frame's main-thread time, charged to the
 * guide, and no cost a viewer's page has).
 */
const range = document.createRange();

function countElements(root) {
  let count = 0;
  const walk = (node) => {
    for (const el of node.querySelectorAll('*')) {
      count++;
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return count;
}

/**
 * Whether programme cell `cell` shows its title where the viewer can read it: a non-empty text of
 * the cell lies (at least in part) inside the programme area in view, between `left` and `right`.
 * A sketched cell (place only, no text), or one whose title sits scrolled out of view to the left,
 * shows none.
 */
function showsTitle(cell, left, right) {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    if (!t.textContent.trim()) continue;
    range.selectNodeContents(t);
    for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0 && r.right > left && r.left < right) return true;
  }
  return false;
}

/**
 * Share of probe points (8 columns x 6 row centres of the programme area) that are blank: a point is
 * blank unless it lands on a programme cell that shows its title.
 */
function blank() {
  const s = handle.scroller;
  const rect = s.getBoundingClientRect();
  const bodyW = s.clientWidth - CH_W;
  const firstRow = Math.ceil(s.scrollTop / ROW_H);
  const left = rect.left + CH_W;
  const right = rect.left + s.clientWidth;
  let miss = 0;
  let total = 0;
  for (let k = 0; k < 6; k++) {
    const y = rect.top + HEAD_H + (firstRow + k) * ROW_H + ROW_H / 2 - s.scrollTop;
    if (y > rect.top + s.clientHeight) break;
    for (let i = 0; i < 8; i++) {
      const x = rect.left + CH_W + ((i + 0.5) * bodyW) / 8;
      const cell = handle.root.elementFromPoint(x, y)?.closest?.('.c');
      total++;
      if (!cell || !showsTitle(cell, left, right)) miss++;
    }
  }
  return total ? miss / total : 0;
}

async function mount() {
  const host = document.getElementById('host');
  const t0 = performance.now();
  if (impl === 'grid') {
    const el = document.createElement('tv-epg-grid');
    host.append(el);
    el.data = data;
    await el.updateComplete;
    handle = { scroller: el.shadowRoot.querySelector('.scroller'), root: el.shadowRoot };
  } else {
    const mod = await import(impl === 'dom' ? './baseline-dom.js' : './baseline-virtual.js');
    handle = mod.mount(host, data);
    await handle.ready;
  }
  await raf();
  await raf();
  const paint = performance.now() - t0;
  return { paint, longtasks: longtasks.filter((t) => t.start >= t0).length, nodes: countElements(document), blank: blank() };
}

/** Scrolls `distance` px along `axis` at constant speed over `ms`, one step per frame. */
async function scroll(axis, distance, ms) {
  const s = handle.scroller;
  const from = axis === 'x' ? s.scrollLeft : s.scrollTop;
  const stamps = [];
  let blankSum = 0;
  let probes = 0;
  let nodes = 0;
  const t0 = performance.now();
  await new Promise((resolve) => {
    const step = (ts) => {
      const k = Math.min(1, (performance.now() - t0) / ms);
      if (axis === 'x') s.scrollLeft = from + distance * k;
      else s.scrollTop = from + distance * k;
      stamps.push(ts);
      if (stamps.length % 2 === 0) {
        blankSum += blank();
        probes++;
      }
      if (stamps.length % 30 === 0) nodes = Math.max(nodes, countElements(document));
      if (k < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  await raf();
  const t1 = performance.now();
  let dropped = 0;
  for (let i = 1; i < stamps.length; i++) dropped += Math.max(0, Math.round((stamps[i] - stamps[i - 1]) / (1000 / 60)) - 1);
  const span = stamps[stamps.length - 1] - stamps[0];
  return {
    fps: span > 0 ? ((stamps.length - 1) * 1000) / span : 0,
    dropped,
    frames: stamps.length,
    longtasks: longtasks.filter((t) => t.start >= t0 && t.start < t1).length,
    longest: Math.max(0, ...longtasks.filter((t) => t.start >= t0 && t.start < t1).map((t) => t.duration)),
    blank: probes ? blankSum / probes : 0,
    nodes: Math.max(nodes, countElements(document)),
  };
}

async function setup() {
  if (impl === 'grid') {
    await import(params.get('grid') ?? '/dist/elements/tv-epg-grid.js');
    await customElements.whenDefined('tv-epg-grid');
  } else {
    await import(impl === 'dom' ? './baseline-dom.js' : './baseline-virtual.js');
  }
  data = generate(n);
  window.__data = data;
  return { programmes: data.programmes.length, rowsPx: data.channels.length * ROW_H };
}

window.bench = { setup, mount, scroll, heap: () => performance.memory?.usedJSHeapSize ?? 0 };
window.__harness = true;
