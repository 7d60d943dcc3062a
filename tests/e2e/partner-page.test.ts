// A partner's page on ANOTHER origin with the one-file script (`/eteris.iife.js`, as the README
// shows) and nothing configured: the element finds the operator by the script's own address, its
// calls and the files it fetches go to the operator (CORS by allow-list), compressed, and it shows
// the operator's posters. The same with the ESM entry of one element.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';
import { partnerServer, type PartnerServer } from './partner-server';

const page = (script: string) => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partneris</title></head>
<body><h1>Partnerio naujienos</h1><tv-vod-row row-id="2"></tv-vod-row>${script}</body></html>`;

describe("a partner's page on another origin", () => {
  let e: E2E;
  let partner: PartnerServer;
  let PARTNER = '';
  const requests: { url: string; status: number; encoding: string | undefined }[] = [];
  before(async () => {
    let op = '';
    partner = await partnerServer({
      '/iife.html': () => page(`<script src="${op}/eteris.iife.js"></script>`),
      '/esm.html': () => page(`<script type="module" src="${op}/elements/tv-vod-row.js"></script>`),
    });
    PARTNER = partner.origin;
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: PARTNER } });
    e = await launch({ server });
    op = e.server.url;
    e.page.on('response', (r) => requests.push({ url: r.url(), status: r.status(), encoding: r.headers()['content-encoding'] }));
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await partner.close();
  });

  const posters = async () => {
    await e.page.waitForFunction(() => {
      const img = document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('img');
      return !!img && img.complete && img.naturalWidth > 0;
    }, undefined, { timeout: 20_000 });
    assert.ok((await e.page.locator('tv-vod-row').getByRole('link').count()) > 0);
  };

  for (const kind of ['iife', 'esm'] as const) {
    it(`shows the operator's row with the ${kind === 'iife' ? 'one-file script' : 'ESM entry'}, every call to the operator`, async () => {
      requests.length = 0;
      await e.page.goto(`${PARTNER}/${kind}.html`);
      await posters();
      const op = new URL(e.server.url).origin;
      const fromPartner = requests.filter((r) => r.url.startsWith(PARTNER) && !r.url.endsWith(`/${kind}.html`));
      assert.deepEqual(fromPartner, [], 'nothing is fetched from the partner');
      // (the one user check answers 401 to a visitor: that is its answer, not a failure)
      const failed = requests.filter((r) => r.status >= 400 && !(r.status === 401 && new URL(r.url).pathname === '/client/user'));
      assert.deepEqual(failed, []);
      const scripts = requests.filter((r) => r.url.startsWith(op) && r.url.endsWith('.js'));
      assert.ok(scripts.length > 0);
      const big = scripts.filter((s) => /\/(eteris\.iife|chunks\/core)\.js$/.test(s.url));
      assert.equal(big.length, 1);
      assert.equal(big[0]!.encoding, 'br', `${big[0]!.url} compressed`);
      const api = requests.filter((r) => r.url.includes('/api/'));
      assert.ok(api.length > 0 && api.every((r) => r.url.startsWith(op)), 'the API is the operator\'s');
      assert.deepEqual(e.errors, []);
    });
  }
});
