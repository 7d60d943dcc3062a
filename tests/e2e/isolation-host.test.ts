// Isolation on a hostile host: a page of ANOTHER origin with an AMD loader (a global
// `define` with `define.amd`, as require.js leaves it), `<base href="https://elsewhere.invalid/">`
// and a wrapped `window.fetch` (the host adds a header and logs every call) shows the guide, the
// navigation and a VoD row, with the one-file script and with the ESM entries: every request goes to
// the operator (none to the base address), the host's wrapper sees the calls, nothing is handed to
// the host's AMD loader, and each element looks the same as on a plain page of that origin (its
// screenshot's mean pixel difference stays under a small threshold).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';

/** Mean difference per channel (0-255) between two screenshots of the same size. */
function meanDiff(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  assert.equal(`${x.width}x${x.height}`, `${y.width}x${y.height}`, 'the same size');
  let sum = 0;
  for (let i = 0; i < x.data.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs(x.data[i + c]! - y.data[i + c]!);
  return sum / ((x.data.length / 4) * 3);
}

/** What the host puts in its head before anything else: the AMD loader and the fetch wrapper. */
const HOSTILE_HEAD = `<base href="https://elsewhere.invalid/">
<script>
  // a minimal AMD loader, as require.js leaves the page: whatever calls define() is the loader's
  window.amdModules = [];
  window.define = function define(name, deps, factory) { window.amdModules.push(typeof name === 'string' ? name : '(anonymous)'); };
  window.define.amd = { jQuery: true };
  window.require = window.requirejs = function require() {};
  // the host's fetch wrapper: a header of its own on every call, and a log
  window.fetchLog = [];
  const hostFetch = window.fetch;
  window.fetch = function (input, init) {
    const request = new Request(input, init);
    window.fetchLog.push(request.url);
    const headers = new Headers(request.headers);
    headers.set('X-Host-Trace', 'host-1');
    return hostFetch.call(window, new Request(request, { headers }));
  };
</script>`;

const ELEMENTS = '<tv-nav current="/"></tv-nav><tv-vod-row row-id="2"></tv-vod-row><tv-epg-grid genre-id="2" no-details></tv-epg-grid>';

function page(op: string, kind: 'iife' | 'esm', hostile: boolean): string {
  const scripts = kind === 'iife'
    ? `<script src="${op}/eteris.iife.js"></script>`
    : ['tv-nav', 'tv-vod-row', 'tv-epg-grid'].map((t) => `<script type="module" src="${op}/elements/${t}.js"></script>`).join('');
  return `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Host</title>${hostile ? HOSTILE_HEAD : ''}</head>
<body>${ELEMENTS}${scripts}</body></html>`;
}

async function hostServer(op: () => string): Promise<{ origin: string; close(): Promise<void> }> {
  const srv = http.createServer((req, res) => {
    const m = /^\/(iife|esm)-(plain|hostile)\.html$/.exec(req.url ?? '');
    if (!m) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page(op(), m[1] as 'iife' | 'esm', m[2] === 'hostile'));
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => srv.close(() => resolve())) };
}

/** Waits until the three elements have drawn: guide rows, posters and the nav's links, every image on screen loaded. */
async function drawn(p: Page): Promise<void> {
  await p.waitForFunction(() => {
    const nav = document.querySelector('tv-nav')?.shadowRoot;
    const row = document.querySelector('tv-vod-row')?.shadowRoot;
    const grid = document.querySelector('tv-epg-grid')?.shadowRoot;
    if (!nav?.querySelector('a') || !row?.querySelector('img') || !grid?.querySelector('[role="rowheader"]')) return false;
    for (const root of [nav, row, grid]) {
      for (const img of root.querySelectorAll('img')) {
        // (posters and logos out of view are lazy and not loaded: only what is on screen counts)
        const r = img.getBoundingClientRect();
        const onScreen = r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
        if (onScreen && (!img.complete || img.naturalWidth === 0)) return false;
      }
      if (root.querySelector('[aria-busy="true"]')) return false;
    }
    return true;
  }, undefined, { timeout: 30_000 });
  await p.evaluate(() => (document.querySelector('tv-epg-grid') as unknown as { updateComplete: Promise<boolean> }).updateComplete);
}

describe('elements on a host with an AMD loader, <base href> and a wrapped fetch', () => {
  let e: E2E;
  let host: Awaited<ReturnType<typeof hostServer>>;
  let op = '';
  before(async () => {
    host = await hostServer(() => op);
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: host.origin } });
    e = await launch({ server });
    op = new URL(e.server.url).origin;
    // the guide's now line and first scroll follow the clock: hold it still for both pages
    await e.context.clock.setFixedTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000);
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await host.close();
  });

  for (const kind of ['iife', 'esm'] as const) {
    it(`${kind === 'iife' ? 'the one-file script' : 'the ESM entries'}: requests go to the operator and the elements look the same`, async () => {
      const { page: p } = e;
      const shots = async (hostile: boolean) => {
        await p.goto(`${host.origin}/${kind}-${hostile ? 'hostile' : 'plain'}.html`);
        await drawn(p);
        const out: Record<string, Buffer> = {};
        for (const tag of ['tv-nav', 'tv-vod-row', 'tv-epg-grid']) out[tag] = await p.locator(tag).screenshot({ animations: 'disabled', caret: 'hide' });
        return out;
      };
      const plain = await shots(false);

      const requests: { url: string; trace: string | undefined }[] = [];
      const onRequest = (r: import('playwright-core').Request) => requests.push({ url: r.url(), trace: r.headers()['x-host-trace'] });
      p.on('request', onRequest);
      const hostile = await shots(true);
      p.off('request', onRequest);

      const elsewhere = requests.filter((r) => r.url.includes('elsewhere.invalid'));
      assert.deepEqual(elsewhere, [], 'nothing is asked of the base address');
      const api = requests.filter((r) => r.url.includes('/api/'));
      assert.ok(api.length > 0, 'the elements called the API');
      assert.deepEqual(api.filter((r) => !r.url.startsWith(op)), [], 'the API is the operator\'s');
      const logged = await p.evaluate(() => (window as unknown as { fetchLog: string[] }).fetchLog);
      assert.ok(logged.some((u) => u.startsWith(`${op}/api/`)), 'the host\'s fetch wrapper saw the calls');
      assert.ok(requests.some((r) => r.url.startsWith(`${op}/api/`) && r.trace === 'host-1'), 'with the host\'s header');
      assert.deepEqual(await p.evaluate(() => (window as unknown as { amdModules: string[] }).amdModules), [], 'nothing went to the host\'s AMD loader');

      for (const tag of Object.keys(plain)) {
        const diff = meanDiff(plain[tag]!, hostile[tag]!);
        assert.ok(diff < 2, `<${tag}> differs by ${diff.toFixed(2)} on average`);
      }
      assert.deepEqual(e.errors, []);
    });
  }
});
