// A partner's page that already runs the ESM build and then adds the one-file script (a second
// team's widget, a tag manager): the page's `window.Eteris` stays the ESM copy's handle, and the
// elements of both still show. With the one-file script alone, its handle carries the core's
// stores and every element class.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';
import { partnerServer, type PartnerServer } from './partner-server';

interface Handle {
  configure?: unknown;
  stores?: unknown;
  TvVodRow?: unknown;
}
type W = { Eteris?: Handle; esmEteris?: Handle; esmConfigure?: unknown; iifeLoaded?: boolean };

const body = `<h1>Partnerio naujienos</h1><tv-vod-row row-id="2"></tv-vod-row><tv-footer></tv-footer>`;

describe('a partner page with the ESM build and then the one-file script', () => {
  let e: E2E;
  let partner: PartnerServer;
  before(async () => {
    let op = '';
    const html = (script: string) => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partneris</title></head><body>${body}${script}</body></html>`;
    partner = await partnerServer({
      '/both.html': () =>
        html(`<script type="module">
import '${op}/elements/tv-vod-row.js';
window.esmEteris = window.Eteris;
window.esmConfigure = window.Eteris.configure;
const s = document.createElement('script');
s.src = '${op}/eteris.iife.js';
s.onload = () => { window.iifeLoaded = true; };
document.head.append(s);
</script>`),
      '/iife.html': () => html(`<script src="${op}/eteris.iife.js"></script>`),
    });
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: partner.origin } });
    e = await launch({ server });
    op = e.server.url;
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await partner.close();
  });

  /** The row's posters and the footer's links: the elements of the page work. */
  const elementsShow = async () => {
    await e.page.waitForFunction(() => {
      const img = document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('img');
      return !!img && img.complete && img.naturalWidth > 0;
    }, undefined, { timeout: 30_000 });
    assert.ok((await e.page.locator('tv-footer').getByRole('link').count()) > 0, 'the footer shows its links');
  };

  it("keeps the ESM copy's window.Eteris, and both copies' elements show", async () => {
    await e.page.goto(`${partner.origin}/both.html`);
    await e.page.waitForFunction(() => (window as unknown as W).iifeLoaded === true, undefined, { timeout: 30_000 });
    const kept = await e.page.evaluate(() => {
      const w = window as unknown as W;
      return { same: w.Eteris === w.esmEteris, configure: w.Eteris?.configure === w.esmConfigure, stores: !!w.Eteris?.stores };
    });
    assert.deepEqual(kept, { same: true, configure: true, stores: true });
    await elementsShow();
    assert.deepEqual(e.errors, []);
  });

  it("gives the one-file script's page a handle with the stores and every element class", async () => {
    await e.page.goto(`${partner.origin}/iife.html`);
    await elementsShow();
    const handle = await e.page.evaluate(() => {
      const h = (window as unknown as W).Eteris;
      return { configure: typeof h?.configure, stores: !!h?.stores, row: typeof h?.TvVodRow };
    });
    assert.deepEqual(handle, { configure: 'function', stores: true, row: 'function' });
  });
});
