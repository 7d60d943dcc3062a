// Baseline 2: a minimal framework-free virtualised grid: on every scroll event, rebuild the rows and
// programmes intersecting the viewport (one row / half an hour of slack) with innerHTML.
import { BASE_CSS, CH_W, HEAD_H, PX_PER_MS, ROW_H, hhmm, ranges, style } from './shared.js';

const esc = (s) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function mount(host, data) {
  style(BASE_CSS);
  const { lo, hi } = ranges(data);
  const list = data.programmes;
  const width = CH_W + (data.end - data.start) * PX_PER_MS;
  const scroller = document.createElement('div');
  scroller.className = 'scroller';
  const canvas = document.createElement('div');
  canvas.className = 'canvas';
  canvas.style.width = `${width}px`;
  canvas.style.height = `${HEAD_H + data.channels.length * ROW_H}px`;
  const time = document.createElement('div');
  time.className = 'time';
  time.style.width = `${width}px`;
  const body = document.createElement('div');
  canvas.append(time, body);
  scroller.append(canvas);
  host.append(scroller);

  const first = (a, b, t) => {
    while (a < b) {
      const m = (a + b) >>> 1;
      if (list[m].end <= t) a = m + 1;
      else b = m;
    }
    return a;
  };
  const render = () => {
    const top = scroller.scrollTop;
    const left = scroller.scrollLeft;
    const r0 = Math.max(0, Math.floor(top / ROW_H) - 1);
    const r1 = Math.min(data.channels.length, Math.ceil((top + scroller.clientHeight) / ROW_H) + 1);
    const t0 = data.start + (left - 1) / PX_PER_MS - 1_800_000;
    const t1 = data.start + (left + scroller.clientWidth) / PX_PER_MS + 1_800_000;
    let html = '';
    for (let r = r0; r < r1; r++) {
      const c = data.channels[r];
      html += `<div class="row" style="top:${HEAD_H + r * ROW_H}px;width:${width}px"><div class="rh">${c.number} ${esc(c.name)}</div>`;
      for (let i = first(lo[r], hi[r], t0); i < hi[r] && list[i].start < t1; i++) {
        const p = list[i];
        html += `<div class="c" style="left:${CH_W + (p.start - data.start) * PX_PER_MS}px;width:${(p.end - p.start) * PX_PER_MS}px"><span>${esc(p.title)}\n${hhmm(p.start)}–${hhmm(p.end)}</span></div>`;
      }
      html += '</div>';
    }
    body.innerHTML = html;
    let labels = '';
    for (let t = Math.ceil(t0 / 1_800_000) * 1_800_000; t < t1; t += 1_800_000) labels += `<div class="tl" style="left:${CH_W + (t - data.start) * PX_PER_MS}px">${hhmm(t)}</div>`;
    time.innerHTML = labels;
  };
  scroller.addEventListener('scroll', render, { passive: true });
  render();
  return { scroller, root: document, ready: Promise.resolve() };
}
