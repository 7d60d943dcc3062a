// Baseline 1: every programme of the guide as a DOM node (no virtualisation at all).
import { BASE_CSS, CH_W, HEAD_H, PX_PER_MS, ROW_H, hhmm, style } from './shared.js';

export function mount(host, data) {
  style(BASE_CSS);
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
  for (let t = data.start; t < data.end; t += 1_800_000) {
    const l = document.createElement('div');
    l.className = 'tl';
    l.style.left = `${CH_W + (t - data.start) * PX_PER_MS}px`;
    l.textContent = hhmm(t);
    time.append(l);
  }
  canvas.append(time);
  const rows = new Map();
  data.channels.forEach((c, i) => {
    const row = document.createElement('div');
    row.className = 'row';
    row.style.top = `${HEAD_H + i * ROW_H}px`;
    row.style.width = `${width}px`;
    const rh = document.createElement('div');
    rh.className = 'rh';
    rh.textContent = `${c.number} ${c.name}`;
    row.append(rh);
    rows.set(c.id, row);
    canvas.append(row);
  });
  for (const p of data.programmes) {
    const row = rows.get(p.channelId);
    if (!row) continue;
    const cell = document.createElement('div');
    cell.className = 'c';
    cell.style.left = `${CH_W + (p.start - data.start) * PX_PER_MS}px`;
    cell.style.width = `${(p.end - p.start) * PX_PER_MS}px`;
    const span = document.createElement('span');
    span.textContent = `${p.title}\n${hhmm(p.start)}–${hhmm(p.end)}`;
    cell.append(span);
    row.append(cell);
  }
  scroller.append(canvas);
  host.append(scroller);
  return { scroller, root: document, ready: Promise.resolve() };
}
