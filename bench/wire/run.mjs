// npm run bench:wire — JavaScript on the wire, as served, for each way of embedding Eteris (the pages
// of bench/wire/pages.mjs, measured in headless Chromium against the built reference backend: the
// bytes the browser received, brotli as the backend sends them), beside the players a partner
// might take instead, measured from their own npm packages, the files their documentation's
// one-tag install serves:
//   - Mux Player (@mux/mux-player): dist/mux-player.js, the package's jsdelivr/unpkg file, which its
//     README's `<script src="https://cdn.jsdelivr.net/npm/@mux/mux-player">` loads (hls.js inside);
//   - vidstack: cdn/with-layouts/vidstack.js and what it imports statically (the default layout,
//     `https://cdn.vidstack.io/player`); on play of a DASH stream its DASH provider chunk and the
//     dash.js it loads (dashjs@4.7.4 dist/dash.all.min.js, the URL in that chunk);
//   - media-chrome: its ESM entry bundled and minified (what its README's jsdelivr `+esm` URL
//     serves); controls only, it plays what the browser plays natively (no DASH, no DRM).
// Their files are compressed here the way the backend compresses ours (brotli quality 11, gzip 9).
// Needs a build (npm run build) and, for the other players, the npm registry (packages are cached
// in node_modules/.cache/eteris-bench-wire).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as esbuild from 'esbuild';
import { startServer } from '../../scripts/lib.mjs';
import { WIRE_BUDGETS_KB, WIRE_PAGES, measurePage, servePages, totals } from './pages.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--autoplay-policy=no-user-gesture-required'];
const kb = (n) => (n / 1024).toFixed(1);
const br = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gz = (b) => gzipSync(b, { level: 9 }).length;

// ---- the other players, from their packages ----
const CACHE = resolve('node_modules/.cache/eteris-bench-wire');
const PACKAGES = { mux: '@mux/mux-player@3.14.0', vidstack: 'vidstack@1.15.6', chrome: 'media-chrome@4.19.4', dashjs: 'dashjs@4.7.4' };

/** Unpacks `spec` (npm pack) into the cache once; returns the package's folder. */
function pkg(spec) {
  const dir = join(CACHE, spec.replace(/[@/]/g, '_'));
  if (!existsSync(join(dir, 'package', 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    const tgz = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop();
    execFileSync('tar', ['xzf', join(dir, tgz), '-C', dir]);
  }
  return join(dir, 'package');
}

/** A file and every file it imports statically (relative specifiers), each once. */
function withStaticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.\.?\/[^"']+)["']/g;
  for (const m of code.matchAll(re)) withStaticImports(resolve(dirname(file), m[1]), seen);
  return seen;
}

const sizeOf = (buffers) => ({
  files: buffers.length,
  raw: buffers.reduce((n, b) => n + b.length, 0),
  gzip: buffers.reduce((n, b) => n + gz(b), 0),
  brotli: buffers.reduce((n, b) => n + br(b), 0),
});

async function others() {
  const out = [];
  const mux = pkg(PACKAGES.mux);
  out.push({ name: `Mux Player ${PACKAGES.mux.split('@').pop()} (one script tag)`, before: sizeOf([readFileSync(join(mux, 'dist/mux-player.js'))]), after: null, note: 'HLS only (hls.js inside)' });

  const vs = pkg(PACKAGES.vidstack);
  const entry = join(vs, 'cdn/with-layouts/vidstack.js');
  const base = [...withStaticImports(entry)].map((f) => readFileSync(f));
  const dashChunk = readdirSync(join(vs, 'cdn/with-layouts/providers')).find((f) => /^vidstack-dash-.*\.js$/.test(f));
  const dash = pkg(PACKAGES.dashjs);
  const all = new Set([...withStaticImports(entry), ...withStaticImports(join(vs, 'cdn/with-layouts/providers', dashChunk))]);
  out.push({
    name: `vidstack ${PACKAGES.vidstack.split('@').pop()} (CDN, default layout)`,
    before: sizeOf(base),
    after: sizeOf([...[...all].map((f) => readFileSync(f)), readFileSync(join(dash, 'dist/dash.all.min.js'))]),
    note: `DASH: + its DASH provider (${all.size - base.length} more file(s)) and dash.js ${PACKAGES.dashjs.split('@').pop()}`,
  });

  const mc = pkg(PACKAGES.chrome);
  const bundled = await esbuild.build({ entryPoints: [join(mc, 'dist/index.js')], bundle: true, minify: true, format: 'esm', write: false, logLevel: 'silent' });
  out.push({ name: `media-chrome ${PACKAGES.chrome.split('@').pop()} (jsdelivr +esm, bundled)`, before: sizeOf([Buffer.from(bundled.outputFiles[0].contents)]), after: null, note: 'controls only: native playback, no DASH or DRM' });
  return out;
}

// ---- Eteris, in the browser ----
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
console.log(`bench:wire ${new Date().toISOString()} load average ${load()}`);
const dataDir = mkdtempSync(join(tmpdir(), 'eteris-bench-'));
const port = 4500 + Math.floor(Math.random() * 400);
const { child, url: base } = await startServer({ port, dataDir });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ARGS });
const rows = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await servePages(context, base);
  for (const p of WIRE_PAGES) rows.push(...(await measurePage(context, base, p)));
  await context.close();
} finally {
  await browser.close();
  child.kill('SIGTERM');
}

console.log('\nEteris: JavaScript the browser received (as served: brotli; files under 1 KB are sent as they are)\n');
console.log('| page | files | on the wire KB | decoded KB | shaka | budget KB |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  const t = totals(r.scripts);
  console.log(`| ${r.label} | ${t.files} | ${kb(t.wire)} | ${kb(t.raw)} | ${t.shaka ? 'yes' : 'no'} | ${WIRE_BUDGETS_KB[r.id]} |`);
}
const core = rows[0].scripts.find((s) => s.path.endsWith('/chunks/core.js'));
const shaka = rows.find((r) => r.id === 'player-after')?.scripts.find((s) => /shaka/.test(s.path));
if (core) console.log(`\nshared core chunk: ${kb(core.wire)} KB on the wire; shaka chunk: ${shaka ? kb(shaka.wire) : '-'} KB`);

console.log('\nOther players, from their own packages (compressed here: brotli 11 / gzip 9)\n');
console.log('| player | files | raw KB | gzip KB | brotli KB | with DASH playback, brotli KB | notes |');
console.log('|---|---|---|---|---|---|---|');
for (const o of await others()) {
  console.log(`| ${o.name} | ${o.before.files} | ${kb(o.before.raw)} | ${kb(o.before.gzip)} | ${kb(o.before.brotli)} | ${o.after ? kb(o.after.brotli) : '-'} | ${o.note} |`);
}
console.log(`\nload average after: ${load()}`);
