// npm run bench:cms — what a content editor's page and the home route cost, in one run.
// Needs a build (npm run build). Starts the built reference backend on a free port and, in headless
// Chromium with the cache off:
//   1. a CMS article with one <tv-vod-row> (bench/cms/page.mjs): the JavaScript it loads (raw, gzip,
//      brotli, file by file), whether shaka came, and the first poster shown after navigation,
//      beside the floor: React + ReactDOM + i18next + r2wc + nanostores bundled and minified alone
//      (the runtime the design card requires, before a line of Eteris), and the issue's 90 KB budget;
//   2. the home route signed in (petras: one profile, chosen by itself): the first row's first
//      poster shown after navigation, and the posters' bytes (count, total, per poster).
// Median / p90 over RUNS runs.
import { mkdtempSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as esbuild from 'esbuild';
import { startServer } from '../../scripts/lib.mjs';
import { BUDGET_GZIP_KB, CMS_PATH, firstPosterShown, recordScripts, serveCmsPage } from './page.mjs';

const RUNS = Number(process.env.RUNS ?? 9);
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const loadBefore = load();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const kb = (n) => (n / 1024).toFixed(1);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { median: q(0.5), p90: q(0.9) };
};

/** The floor: the required runtime alone, minified, as one file. */
async function floor() {
  const r = await esbuild.build({
    stdin: {
      contents: "import {createRoot} from 'react-dom/client'; import * as R from 'react'; import i18next from 'i18next'; import r2wc from '@r2wc/react-to-web-component'; import {atom} from 'nanostores'; import {useStore} from '@nanostores/react'; console.log(createRoot, R, i18next.createInstance(), r2wc, atom, useStore);",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const b = r.outputFiles[0].contents;
  return { raw: b.length, gzip: gzipSync(b, { level: 6 }).length, brotli: brotliCompressSync(b).length };
}

const dataDir = mkdtempSync(join(tmpdir(), 'eteris-bench-'));
const port = 4500 + Math.floor(Math.random() * 400);
const { child, url: base0 } = await startServer({ port, dataDir });
const base = base0.replace('localhost', '127.0.0.1');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ARGS });

/** Milliseconds from the navigation's start to now (called right after the poster showed). */
const firstPosterAt = (page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0];
    return performance.now() - (entry ? entry.startTime : 0);
  });

try {
  // 1. the CMS page
  const cms = { times: [], js: null };
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await serveCmsPage(context, base, 2);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('[page]', e.message));
    const recorder = recordScripts(page);
    await page.goto(`${base}${CMS_PATH}`);
    await firstPosterShown(page);
    cms.times.push(await firstPosterAt(page));
    await page.waitForLoadState('networkidle');
    const js = await recorder.done();
    cms.js ??= js;
    await context.close();
  }

  // 2. the home route, signed in
  const home = { times: [], posters: null };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/client/login?redirect=${encodeURIComponent(`${base}/`)}`);
  await page.getByLabel(/El\. paštas|E-mail/i).fill('petras@example.lt');
  await page.getByLabel(/Slaptažodis|Password/i).fill('Labas123!');
  await page.getByRole('button', { name: /Prisijungti|Log in/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/client/'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  for (let i = 0; i < RUNS; i++) {
    const images = [];
    const onResponse = (res) => {
      if (res.request().resourceType() === 'image') images.push(res.body().then((b) => b.length).catch(() => 0));
    };
    page.on('response', onResponse);
    await page.goto(`${base}/`);
    await page.waitForFunction(() => {
      const homeEl = document.querySelector('tv-home-page');
      const row = homeEl?.shadowRoot?.querySelector('tv-vod-row') ?? document.querySelector('tv-vod-row');
      const img = row?.shadowRoot?.querySelector('img');
      return !!img && img.complete && img.naturalWidth > 0;
    }, undefined, { timeout: 20_000 });
    home.times.push(await firstPosterAt(page));
    // the posters in view are all in once no image has arrived for a second (a signed-in page keeps
    // its event stream open, so it never reaches network idle)
    for (let seen = -1, quietSince = Date.now(), until = Date.now() + 20_000; Date.now() < until; ) {
      await page.waitForTimeout(200);
      if (images.length !== seen) [seen, quietSince] = [images.length, Date.now()];
      else if (Date.now() - quietSince > 1000) break;
    }
    page.off('response', onResponse);
    const sizes = await Promise.all(images);
    home.posters ??= { count: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
  }
  await context.close();

  const f = await floor();
  const c = stats(cms.times);
  const h = stats(home.times);
  console.log(`\nCMS page and home route, ${RUNS} runs each, headless Chromium, cache off, ${new Date().toISOString()}`);
  console.log(`load average ${loadBefore} before, ${load()} after, on ${cpus().length} cores\n`);
  console.log(`${'JavaScript of a CMS page with one <tv-vod-row>'.padEnd(52)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}${'brotli KB'.padStart(11)}`);
  for (const s of cms.js.scripts) console.log(`  ${s.path.padEnd(50)}${kb(s.raw).padStart(9)}${kb(s.gzip).padStart(9)}${kb(s.brotli).padStart(11)}`);
  console.log(`${'  total'.padEnd(52)}${kb(cms.js.raw).padStart(9)}${kb(cms.js.gzip).padStart(9)}${kb(cms.js.brotli).padStart(11)}`);
  console.log(`${'floor: React, ReactDOM, i18next, r2wc, nanostores'.padEnd(52)}${kb(f.raw).padStart(9)}${kb(f.gzip).padStart(9)}${kb(f.brotli).padStart(11)}`);
  console.log(`${'budget'.padEnd(52)}${''.padStart(9)}${String(BUDGET_GZIP_KB).padStart(9)}`);
  console.log(`shaka downloaded: ${cms.js.scripts.some((s) => /shaka/.test(s.path)) ? 'YES' : 'no'}; Eteris' own code over the floor: ${kb(cms.js.gzip - f.gzip)} KB gzip\n`);
  console.log(`${'first poster shown after navigation'.padEnd(52)}${'median'.padStart(9)}${'p90'.padStart(9)}`);
  console.log(`${'  CMS page, one <tv-vod-row> (visitor)'.padEnd(52)}${c.median.toFixed(0).padStart(7)}ms${c.p90.toFixed(0).padStart(7)}ms`);
  console.log(`${'  home route / (signed in, first row)'.padEnd(52)}${h.median.toFixed(0).padStart(7)}ms${h.p90.toFixed(0).padStart(7)}ms`);
  console.log(`\nhome route posters: ${home.posters.count} images, ${kb(home.posters.bytes)} KB, ${kb(home.posters.bytes / Math.max(1, home.posters.count))} KB per poster`);
} finally {
  await browser.close();
  child.kill();
}
