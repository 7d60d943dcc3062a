// Where a vertical fling's frame time goes, per thread: traces one scripted fling (as run.mjs does)
// with the devtools timeline, blink, cc and viz categories and prints, per thread, the top events
// by summed thread CPU time (wall time on a busy machine counts the waits for a core too), and the
// main thread's tasks of more than 30 ms wall time with their CPU time and what they held.
// Usage: node bench/epg/trace.mjs [grid|virtual] [/grid/build.js] [out.json]
// CSS='<rules>' puts extra rules in the guide's shadow root after the mount (to try a style).
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveRepo } from './serve.mjs';
const impl = process.argv[2] ?? 'grid';
const grid = process.argv[3] ?? '';
const out = process.argv[4] ?? '';
const { server, base } = await serveRepo();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--enable-precise-memory-info',
    '--disable-renderer-backgrounding', '--disable-background-timer-throttling'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/bench/epg/page.html?impl=${impl}&n=1000${grid ? `&grid=${grid}` : ''}`);
await page.waitForFunction(() => window.__harness === true);
const info = await page.evaluate(() => window.bench.setup());
await page.evaluate(() => window.bench.mount());
if (process.env.CSS) await page.evaluate((css) => { const s = document.createElement('style'); s.textContent = css; document.querySelector('tv-epg-grid').shadowRoot.append(s); }, process.env.CSS);
await page.evaluate(() => window.bench.scroll('x', 7200, 4000));
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'viz', 'v8', 'benchmark', 'disabled-by-default-devtools.timeline.frame'] });
const vPx = info.rowsPx - 600;
const r = await page.evaluate(([px, ms]) => window.bench.scroll('y', px, ms), [vPx, (vPx / 12000) * 1000]);
const buf = await browser.stopTracing();
if (out) writeFileSync(out, buf);
const ev = JSON.parse(buf.toString()).traceEvents;
const threads = new Map();
for (const e of ev) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
console.log(JSON.stringify({ fps: r.fps, blank: r.blank, lt: r.longtasks, longest: r.longest, frames: r.frames }));
// Self-free summed durations (inclusive) per thread and name, top 14 per thread.
const per = new Map();
for (const e of ev) {
  if (e.ph !== 'X' || !e.dur) continue;
  const th = threads.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
  if (!per.has(th)) per.set(th, new Map());
  const m = per.get(th);
  const k = e.name;
  const [a, b] = m.get(k) ?? [0, 0];
  m.set(k, [a + (e.tdur ?? e.dur) / 1000, b + 1]);
}
for (const [th, m] of per) {
  const top = [...m].sort((a, b) => b[1][0] - a[1][0]).slice(0, 14);
  if (top[0][1][0] < 20) continue;
  console.log(`\n== ${th}`);
  for (const [n, [ms, c]] of top) console.log(`${n.padEnd(48)} ${ms.toFixed(0).padStart(6)} ms ${String(c).padStart(6)}  ${(ms / c).toFixed(2)} ms/each`);
}
// Long main-thread tasks (> 30 ms) and what they held.
const main = ev.filter((e) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X');
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > 30000);
for (const t of tasks) {
  const inner = new Map();
  for (const e of main) if (e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t) inner.set(e.name, (inner.get(e.name) ?? 0) + (e.tdur ?? e.dur) / 1000);
  console.log(`\nlong task ${(t.dur / 1000).toFixed(1)} ms wall, ${((t.tdur ?? t.dur) / 1000).toFixed(1)} ms CPU: ${[...inner].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ')}`);
}
await browser.close();
server.closeAllConnections();
server.close();
process.exit(0);
