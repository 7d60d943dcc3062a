// Geometry shared by the grid and both baselines, so the blank-area probe compares like with like.
export const ROW_H = 56;
export const HEAD_H = 36;
export const CH_W = 168;
export const PX_PER_MS = 300 / 3_600_000;

export const BASE_CSS = `
.scroller { position: relative; overflow: auto; height: 720px; background: #0f1115; color: #f2f4f8; font: 13px system-ui, sans-serif; }
.canvas { position: relative; }
.time { position: sticky; top: 0; z-index: 3; height: ${HEAD_H}px; background: #1a1d24; }
.tl { position: absolute; top: 0; padding: 8px 6px; color: #a9b0bd; border-left: 1px solid #252a33; white-space: nowrap; }
.row { position: absolute; left: 0; height: ${ROW_H}px; }
.rh { position: sticky; left: 0; z-index: 2; width: ${CH_W}px; height: 100%; padding: 0 8px; display: flex; align-items: center; background: #1a1d24; white-space: nowrap; overflow: hidden; }
.c { position: absolute; top: 2px; bottom: 2px; background: #1a1d24; border-left: 1px solid #0f1115; border-radius: 4px; overflow: hidden; }
.c span { display: block; padding: 5px 8px; white-space: pre; overflow: hidden; text-overflow: ellipsis; }
`;

const pad = (n) => String(n).padStart(2, '0');
/** Vilnius HH:mm without Intl (baselines only; fixed +3 h is enough for a benchmark). */
export function hhmm(ms) {
  const m = Math.floor((ms + 3 * 3_600_000) / 60_000) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

export function style(css) {
  const s = document.createElement('style');
  s.textContent = css;
  document.head.append(s);
}

/** [lo, hi) of each channel's programmes in the sorted array. */
export function ranges(data) {
  const index = new Map(data.channels.map((c, i) => [c.id, i]));
  const lo = new Int32Array(data.channels.length);
  const hi = new Int32Array(data.channels.length);
  let cur = -1;
  let curId = NaN;
  data.programmes.forEach((p, i) => {
    if (p.channelId !== curId) {
      if (cur >= 0) hi[cur] = i;
      curId = p.channelId;
      cur = index.get(curId) ?? -1;
      if (cur >= 0) lo[cur] = i;
    }
  });
  if (cur >= 0) hi[cur] = data.programmes.length;
  return { lo, hi };
}
