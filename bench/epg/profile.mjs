// Where a scroll's frame time goes: traces one scripted scroll (as run.mjs does) and prints the top
// trace events and style/layout invalidations. Usage: node bench/epg/profile.mjs [grid|virtual|dom] [x|y] [/grid/build.js]
import { chromium } from 'playwright-core';
import { serveRepo } from './serve.mjs';
const impl = process.argv[2] ?? 'grid';
const axis = process.argv[3] ?? 'y';
const grid = process.argv[4] ?? '';
const { server, base } = await serveRepo();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/bench/epg/page.html?impl=${impl}&n=1000${grid ? `&grid=${grid}` : ''}`);
await page.waitForFunction(() => window.__harness === true);
await page.evaluate(() => window.bench.setup());
await page.evaluate(() => window.bench.mount());
await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'disabled-by-default-devtools.timeline.invalidationTracking'] });
const r = await page.evaluate((axis) => axis === 'y' ? window.bench.scroll('y', 55400, 4617) : window.bench.scroll('x', 7200, 4000), axis);
const buf = await browser.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents;
const sums = new Map();
for (const e of ev) if (e.ph === 'X' && e.dur) sums.set(e.name, (sums.get(e.name) ?? [0, 0]).map((v, i) => v + (i ? 1 : e.dur / 1000)));
const ult = ev.filter((e) => e.name === 'UpdateLayoutTree' && e.dur);
console.log('UpdateLayoutTree elementCount', ult.slice(5, 15).map((e) => `${(e.dur / 1000).toFixed(1)}ms/${e.args?.elementCount}`).join(' '));
const inv = new Map();
for (const e of ev) if (/Invalidation/.test(e.name)) { const k = `${e.name} ${e.args?.data?.reason ?? ''} ${e.args?.data?.nodeName ?? ''} ${e.args?.data?.invalidationSet ?? ''} ${e.args?.data?.changedAttribute ?? ''}`.slice(0, 140); inv.set(k, (inv.get(k) ?? 0) + 1); }
console.log([...inv].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, c]) => `${c} ${k}`).join('\n'));
console.log(JSON.stringify({ fps: r.fps, blank: r.blank, lt: r.longtasks }));
console.log([...sums].sort((a, b) => b[1][0] - a[1][0]).slice(0, 22).map(([n, [ms, c]]) => `${n.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms ${c}`).join('\n'));
await browser.close();
server.closeAllConnections();
server.close();
process.exit(0);
