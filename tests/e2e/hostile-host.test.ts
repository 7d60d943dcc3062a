// A host page that styles everything its own way: `html { font-size: 62.5% }` and
// `* { color: red !important; font-family: serif !important; line-height: 3 !important }`. The
// elements keep their size and colours: rem inside an element is its own 16px (define.ts ownRem),
// and what a page could hand down into the shadow tree is reset on :host as important.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, type E2E } from './browser';

const HOSTILE = 'html { font-size: 62.5% !important; } * { color: rgb(255, 0, 0) !important; font-family: serif !important; line-height: 3 !important; letter-spacing: 3px !important; text-transform: uppercase !important; }';
const PAGE = '/__cms/hostile.html';

const html = (hostile: boolean) => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Host</title>
${hostile ? `<link rel="stylesheet" href="/__cms/hostile.css">` : ''}</head>
<body><tv-nav current="/"></tv-nav><tv-vod-row row-id="2"></tv-vod-row><tv-footer></tv-footer>
<script type="module" src="/elements/tv-nav.js"></script><script type="module" src="/elements/tv-vod-row.js"></script>
<script type="module" src="/elements/tv-footer.js"></script></body></html>`;

interface Look {
  navHeight: number;
  heading: { size: string; color: string; family: string };
  footerLink: { color: string; transform: string; spacing: string };
  loginButtonHeight: number;
}

describe('elements on a hostile host page', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await e.context.route(`${e.server.url}${PAGE}?*`, (r) => r.fulfill({ contentType: 'text/html', body: html(new URL(r.request().url()).searchParams.get('hostile') === '1') }));
    await e.context.route(`${e.server.url}/__cms/hostile.css`, (r) => r.fulfill({ contentType: 'text/css', body: HOSTILE }));
  });
  after(() => e.close());

  const look = async (hostile: boolean): Promise<Look> => {
    const { page, server } = e;
    await page.goto(`${server.url}${PAGE}?hostile=${hostile ? 1 : 0}`);
    await page.waitForFunction(() => {
      const row = document.querySelector('tv-vod-row')?.shadowRoot;
      const footer = document.querySelector('tv-footer')?.shadowRoot;
      const nav = document.querySelector('tv-nav')?.shadowRoot;
      return !!row?.querySelector('h2') && !!footer?.querySelector('a') && !!nav?.querySelector('a');
    }, undefined, { timeout: 20_000 });
    return page.evaluate(() => {
      const nav = document.querySelector('tv-nav')!;
      const h2 = document.querySelector('tv-vod-row')!.shadowRoot!.querySelector('h2')!;
      const a = document.querySelector('tv-footer')!.shadowRoot!.querySelector('a')!;
      const login = [...nav.shadowRoot!.querySelectorAll('a')].at(-1)!;
      const hs = getComputedStyle(h2);
      const as = getComputedStyle(a);
      return {
        navHeight: Math.round(nav.getBoundingClientRect().height),
        heading: { size: hs.fontSize, color: hs.color, family: hs.fontFamily },
        footerLink: { color: as.color, transform: as.textTransform, spacing: as.letterSpacing },
        loginButtonHeight: Math.round(login.getBoundingClientRect().height),
      };
    });
  };

  it('keeps the elements\' sizes, colours and type under `html{font-size:62.5%}` and `*{…!important}`', async () => {
    const plain = await look(false);
    const hostile = await look(true);
    assert.ok(plain.navHeight > 40, `nav ${plain.navHeight}px`);
    assert.deepEqual(hostile, plain);
    assert.notEqual(hostile.heading.color, 'rgb(255, 0, 0)');
    assert.deepEqual(e.errors, []);
  });
});
