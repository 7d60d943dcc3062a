// npm run bench:search — how fast search answers the viewer, on the reference backend in headless
// Chromium. Needs a build (npm run build). Starts the built backend on a free port, signs in as anna
// (profile Anna) and, on the search screen, for RUNS different queries:
//   - types the query at full speed and measures from the keystroke that ends typing (its keydown)
//     to the first frame painted with the suggestions for that text (the debounce is included:
//     SUGGEST_DELAY in src/core/stores/search.ts),
//   - presses Enter and measures from its keydown to the first frame painted with the results.
// Prints median / p95 / max in a table.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/lib.mjs';

const RUNS = Number(process.env.RUNS ?? 20);
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const loadBefore = load();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { median: q(0.5), p95: q(0.95), max: s[s.length - 1], n: s.length };
};

const dataDir = mkdtempSync(join(tmpdir(), 'eteris-bench-'));
const port = 4500 + Math.floor(Math.random() * 400);
const { child, url: base0 } = await startServer({ port, dataDir });
const base = base0.replace('localhost', '127.0.0.1');
const profile = mkdtempSync(join(tmpdir(), 'eteris-bench-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ARGS,
  viewport: { width: 1280, height: 800 },
});

const results = { suggestions: [], results: [] };
let queries = [];
try {
  // different queries every run (a repeated query would find its results already shown): words of
  // the catalogue's titles, without their letter marks
  const vod = await (await fetch(`${base}/api/public/v1/vod?lang=lt&page[limit]=200`)).json();
  const words = new Set();
  for (const v of vod.items) for (const w of v.title.split(/[\s.,:]+/)) if (w.length >= 4) words.add(w.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  queries = [...words].slice(0, RUNS);
  if (queries.length < RUNS) throw new Error(`only ${queries.length} distinct words for ${RUNS} runs`);

  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.error('[page]', e.message));
  await page.goto(`${base}/client/login?redirect=${encodeURIComponent(`${base}/search`)}`);
  await page.getByLabel(/El\. paštas|E-mail/i).fill('anna@example.lt');
  await page.getByLabel(/Slaptažodis|Password/i).fill('Labas123!');
  await page.getByRole('button', { name: /Prisijungti|Log in/ }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/search'));
  const gate = page.locator('tv-session-gate');
  await gate.getByRole('button', { name: /\bAnna\b/ }).click();
  await gate.getByRole('dialog').waitFor({ state: 'hidden' });

  const host = page.locator('tv-search-page');
  const box = host.getByRole('combobox');
  await box.waitFor();
  await page.evaluate(() => {
    window.__lastKey = 0;
    window.addEventListener('keydown', (e) => (window.__lastKey = e.timeStamp), true);
    // resolves with the time of the first frame painted after `check` holds
    window.__frameWhen = (check) =>
      new Promise((resolve) => {
        const tick = () => (check() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(tick));
        tick();
      });
  });

  for (const q of queries) {
    await box.fill('');
    await box.focus();
    const sugg = page.evaluate((query) => {
      const sr = document.querySelector('tv-search-page').shadowRoot;
      return window.__frameWhen(() => {
        const lb = sr.querySelector('[role="listbox"]');
        return lb?.dataset.query === query && !!sr.querySelector('[role="option"], .popup-state[role="status"]:not([aria-busy])');
      }).then((t) => t - window.__lastKey);
    }, q);
    await page.keyboard.type(q);
    results.suggestions.push(await sugg);

    await page.evaluate((query) => {
      const sr = document.querySelector('tv-search-page').shadowRoot;
      window.__results = window.__frameWhen(() => (sr.querySelector('.summary')?.textContent ?? '').includes(query) && !!sr.querySelector('a.hit, [part="empty"]')).then((t) => t - window.__lastKey);
    }, q);
    await box.press('Enter');
    results.results.push(await page.evaluate(() => window.__results));
  }
} finally {
  await context.close();
  child.kill('SIGTERM');
  rmSync(profile, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

const fmt = (n) => `${n.toFixed(0)} ms`.padStart(9);
console.log(`\nSearch on the reference backend, ${RUNS} queries, headless Chromium 1280x800, ${new Date().toISOString()}`);
console.log(`load average ${loadBefore} before, ${load()} after, on ${cpus().length} cores`);
console.log(`${'measure'.padEnd(46)}${'median'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`);
const rows = [
  ['last keystroke -> suggestions painted', results.suggestions],
  ['Enter -> first results painted', results.results],
];
for (const [name, xs] of rows) {
  const s = stats(xs);
  console.log(`${name.padEnd(46)}${fmt(s.median)}${fmt(s.p95)}${fmt(s.max)}`);
}
console.log('(suggestions include the pause after the last keystroke, SUGGEST_DELAY = 200 ms in src/core/stores/search.ts)');
