// npm run bench:epg — <tv-epg-grid> against two baselines (every programme as a DOM node; a minimal
// framework-free virtualised grid) on generated guides of 50, 200 and 1000 channels x 11 days, in
// headless Debian Chromium. Prints one table. Needs a built library (dist/elements/tv-epg-grid.js).
// Options: --sizes=50,200,1000  --impls=grid,virtual,dom  --grid=/path/of/another/build.js
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = new URL('../../', import.meta.url).pathname;
const arg = (name, def) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? def;
const SIZES = arg('sizes', '50,200,1000').split(',').map(Number);
const IMPLS = arg('impls', 'grid,virtual,dom').split(',');
/** Another build of the grid to load instead of dist/ (a URL path under the repository). */
const GRID_URL = arg('grid', '');
const H_MS = 4000;
const V_SPEED = 12_000; // px/s for the vertical fling through all channels
const TIMEOUT = 240_000;
// The build under test: its size is reported, not that of dist/ when another build is loaded.
const GRID_JS = join(ROOT, GRID_URL ? decodeURIComponent(GRID_URL) : 'dist/elements/tv-epg-grid.js');

if (!existsSync(GRID_JS)) {
  console.error(`${GRID_JS} is missing: run \`npm run build:elements\` first.`);
  process.exit(1);
}

const MIME = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(ROOT, path);
  if (!file.startsWith(ROOT) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--enable-precise-memory-info',
    '--disable-renderer-backgrounding', '--disable-background-timer-throttling'],
});

const withTimeout = (p, ms) => Promise.race([p, new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), ms))]);

async function measure(impl, n) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const gc = async () => {
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  };
  try {
    await page.goto(`${base}/bench/epg/page.html?impl=${impl}&n=${n}${GRID_URL ? `&grid=${encodeURIComponent(GRID_URL)}` : ''}`);
    await page.waitForFunction(() => window.__harness === true);
    const info = await page.evaluate(() => window.bench.setup());
    await gc();
    const heap0 = await page.evaluate(() => window.bench.heap());
    const mount = await withTimeout(page.evaluate(() => window.bench.mount()), TIMEOUT);
    const h = await withTimeout(page.evaluate(([px, ms]) => window.bench.scroll('x', px, ms), [24 * 300, H_MS]), TIMEOUT);
    const vPx = Math.max(0, info.rowsPx - 600);
    const v = await withTimeout(page.evaluate(([px, ms]) => window.bench.scroll('y', px, ms), [vPx, Math.max(2000, (vPx / V_SPEED) * 1000)]), TIMEOUT);
    await gc();
    const heap1 = await page.evaluate(() => window.bench.heap());
    return { impl, n, programmes: info.programmes, mount, h, v, heap: (heap1 - heap0) / 1048576 };
  } catch (err) {
    return { impl, n, error: err.message };
  } finally {
    await context.close();
  }
}

const NAMES = { grid: '<tv-epg-grid>', virtual: 'naive virtual', dom: 'all DOM nodes' };
const rows = [];
for (const n of SIZES) for (const impl of IMPLS) {
  process.stderr.write(`${impl} x ${n}… `);
  const r = await measure(impl, n);
  process.stderr.write(r.error ? `${r.error}\n` : 'done\n');
  rows.push(r);
}
await browser.close();
server.closeAllConnections();
server.close();

const f = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const head = ['implementation', 'channels', 'programmes', 'first paint ms', 'long tasks (load)', 'H fps', 'H dropped', 'H long tasks', 'H blank %',
  'V fps', 'V dropped', 'V long tasks', 'V blank %', 'max DOM nodes', 'heap beyond data MB'];
const table = rows.map((r) => r.error
  ? [NAMES[r.impl], String(r.n), '-', r.error, ...Array(head.length - 4).fill('-')]
  : [NAMES[r.impl], String(r.n), String(r.programmes), f(r.mount.paint), String(r.mount.longtasks), f(r.h.fps, 1), String(r.h.dropped), String(r.h.longtasks),
    f(r.h.blank * 100, 1), f(r.v.fps, 1), String(r.v.dropped), String(r.v.longtasks), f(r.v.blank * 100, 1),
    String(Math.max(r.mount.nodes, r.h.nodes, r.v.nodes)), f(r.heap, 1)]);
const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));

// The grid's own code: its entry plus every chunk it imports except the shared core (React, stores).
const own = new Set();
const walk = (file) => {
  if (own.has(file)) return;
  own.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
    const dep = join(file, '..', m[1]);
    if (!/\/chunks\/(core|shaka)\.js$/.test(dep)) walk(dep);
  }
};
walk(GRID_JS);
const code = Buffer.concat([...own].map((f) => readFileSync(f)));
const br = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const files = [...own].map((f) => f.slice(ROOT.length)).join(' + ');
console.log(`\n<tv-epg-grid> own code: ${(code.length / 1024).toFixed(1)} KB minified, ${(br / 1024).toFixed(1)} KB brotli (${files}; on top of the shared core chunk)`);
console.log(`Scripts: horizontal = 24 h (7200 px) in ${H_MS / 1000} s; vertical = all channels at ${V_SPEED} px/s; viewport 1280x800, grid 720 px high.`);
console.log('Targets at 1000 x 11: first paint < 200 ms, 0 long tasks, >= 58 fps, <= 2 % blank, < 1000 DOM nodes, < 5 MB heap, < 15 KB brotli.');
// Nothing left to wait for (an idle keep-alive socket must not hold the process open).
process.exit(0);
