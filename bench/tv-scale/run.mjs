// npm run bench:tv-scale — the /tv page at operator scale. Needs a build (npm run build). Starts the
// built reference backend seeded with CHANNELS channels (ETERIS_CHANNELS, default 1000; also 42, the
// reference line-up, for comparison), signs petras in through the login page in headless Chromium
// (1280x800) and measures, from navigation start (performance.timeOrigin) to:
//   - guide painted: the first animation frame in which every channel row of the guide in view
//     shows at least one programme with its title,
//   - first frame: the first decoded frame of live video (requestVideoFrameCallback) of
//     /tv/0/1?play (the address a reminder's "Watch now" opens: plays at once),
// with a cold cache (the browser's HTTP cache cleared before each run) and warm (the same page
// loaded again). median / p90 / max over RUNS runs each. Side by side with the floor
// (bench/tv-scale/floor.js): one framework-free HTML page making the same calls to the same backend
// (user check, line-up, userinfo, the guide of the channels in view, channel 1's live stream over
// plain MSE + EME ClearKey) and drawing the guide as plain rows, measured by the same probe.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/lib.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const floorJs = readFileSync(new URL('./floor.js', import.meta.url), 'utf8');
const floorHtml = `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>floor</title></head><body><script>${floorJs}</script></body></html>`;
const SIZES = (process.env.CHANNELS ?? '1000,42').split(',').map(Number);
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const loadBefore = load();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--autoplay-policy=no-user-gesture-required', '--disable-background-networking'];

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { median: q(0.5), p90: q(0.9), max: s[s.length - 1], n: s.length };
};

// runs in the page from its first script on: watches (through shadow roots) for the guide's first
// full screen and the first decoded video frame, and notes the times in window.__tvScale
function probe() {
  const out = { guide: null, frame: null };
  window.__tvScale = out;
  const deep = (root, sel, acc = []) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(sel)) acc.push(el);
      if (el.shadowRoot) deep(el.shadowRoot, sel, acc);
    }
    return acc;
  };
  const seen = new WeakSet();
  const look = () => {
    if (out.guide === null) {
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      const inView = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw;
      };
      // (channel rows: the guide's row header is visually hidden, so the row's own box is measured)
      const rows = deep(document, '[role="row"]').filter((r) => r.querySelector('[role="rowheader"]') && inView(r));
      if (rows.length > 0) {
        const cells = deep(document, '[role="gridcell"]').filter((c) => inView(c) && (c.textContent ?? '').trim().length > 0);
        const full = rows.every((h) => {
          const r = h.getBoundingClientRect();
          const mid = (r.top + r.bottom) / 2;
          return cells.some((c) => {
            const b = c.getBoundingClientRect();
            return b.top <= mid && b.bottom >= mid;
          });
        });
        if (full) out.guide = { ms: performance.now(), rows: rows.length };
        out.seen = { rows: rows.length, cells: cells.length };
      }
    }
    if (out.frame === null) {
      for (const v of deep(document, 'video')) {
        if (seen.has(v)) continue;
        seen.add(v);
        v.requestVideoFrameCallback(() => {
          if (out.frame === null) out.frame = { ms: performance.now() };
        });
      }
    }
    if (out.guide === null || out.frame === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

const table = [];
for (const channels of SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), 'eteris-bench-'));
  const port = 4500 + Math.floor(Math.random() * 400);
  const { child, url: base0 } = await startServer({ port, dataDir, env: { ETERIS_CHANNELS: String(channels) } });
  const base = base0.replace('localhost', '127.0.0.1');
  const profile = mkdtempSync(join(tmpdir(), 'eteris-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error('[page]', e.message));
    await page.goto(`${base}/client/login?redirect=${encodeURIComponent(`${base}/`)}`);
    await page.getByLabel(/El\. paštas|E-mail/i).fill('petras@example.lt');
    await page.getByLabel(/Slaptažodis|Password/i).fill('Labas123!');
    await page.getByRole('button', { name: /Prisijungti|Log in/ }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/client/'));
    const n = await page.evaluate(async () => {
      const { token } = await (await fetch('/client/user', { credentials: 'include' })).json();
      const r = await fetch('/api/v1/channels?filter[subscribed]=1', { headers: { Authorization: `Bearer ${token}` } });
      const j = await r.json();
      return j.items.length;
    });
    await page.addInitScript(probe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const res = {};
    const measure = async (name, url) => {
      for (const cache of ['cold', 'warm']) {
        for (let i = 0; i < RUNS; i++) {
          if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
          else await page.goto(url); // the run before warms the cache
          await page.goto(url);
          await page.waitForFunction(() => window.__tvScale?.guide && window.__tvScale?.frame, null, { timeout: 30_000, polling: 100 }).catch(() => undefined);
          const r = await page.evaluate(() => window.__tvScale);
          if (r.guide) (res[`${name} ${cache} guide`] ??= []).push(r.guide.ms);
          if (r.frame) (res[`${name} ${cache} frame`] ??= []).push(r.frame.ms);
          if (!r.guide || !r.frame) console.error(`${channels} channels, ${name}, ${cache}: no ${r.guide ? '' : 'guide '}${r.frame ? '' : 'frame'} within 30 s (${JSON.stringify(r.seen)}, ${page.url()})`);
          if (r.guide) res[`${name} rows`] = r.guide.rows;
        }
      }
    };
    await measure('eteris', `${base}/tv/0/1?play`);
    // (routed last: a routed request turns the HTTP cache off for the context)
    await context.route(`${base}/__bench/tv-floor.html`, (r) => r.fulfill({ contentType: 'text/html', body: floorHtml }));
    await measure('floor', `${base}/__bench/tv-floor.html`);
    table.push({ channels, subscribed: n, res });
  } finally {
    await context.close();
    child.kill('SIGTERM');
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (xs, w = 19) => {
  if (!xs?.length) return 'none'.padStart(w);
  const s = stats(xs);
  return `${s.median.toFixed(0)} / ${s.p90.toFixed(0)} / ${s.max.toFixed(0)}${xs.length < RUNS ? ` (${xs.length})` : ''}`.padStart(w);
};
const ratio = (a, b) => (a?.length && b?.length ? `${(stats(a).median / stats(b).median).toFixed(1)}x`.padStart(7) : '   -   ');
console.log(`\n/tv/0/1?play at 1280x800 beside the floor (bench/tv-scale/floor.js: the same calls, plain DOM and plain MSE),`);
console.log(`ms from navigation start (median / p90 / max of ${RUNS} runs), headless Chromium, ${new Date().toISOString()}`);
console.log(`load average ${loadBefore} before, ${load()} after, on ${cpus().length} cores`);
console.log(`${'channels'.padEnd(11)}${'cache'.padEnd(6)}${'guide: Eteris'.padStart(19)}${'floor'.padStart(19)}${'ratio'.padStart(7)}${'frame: Eteris'.padStart(20)}${'floor'.padStart(19)}${'ratio'.padStart(7)}  rows (Eteris/floor)`);
for (const { channels, subscribed, res } of table) {
  for (const cache of ['cold', 'warm']) {
    const g = [res[`eteris ${cache} guide`], res[`floor ${cache} guide`]];
    const f = [res[`eteris ${cache} frame`], res[`floor ${cache} frame`]];
    console.log(`${`${channels} (${subscribed})`.padEnd(11)}${cache.padEnd(6)}${fmt(g[0])}${fmt(g[1])}${ratio(g[0], g[1])}${fmt(f[0], 20)}${fmt(f[1])}${ratio(f[0], f[1])}  ${res['eteris rows']}/${res['floor rows']}`);
  }
}
