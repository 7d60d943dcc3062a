// Framework hosts (issue 16, the Custom Elements Everywhere checklist) on a page of ANOTHER origin
// with the one-file script: plain HTML and React 18 (what node_modules has; Vue is not installed)
// set attributes, set properties (also before the element is defined), and listen to the
// elements' DOM events.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';

async function hostServer(files: Record<string, () => [string, string]>): Promise<{ origin: string; close(): Promise<void> }> {
  const srv = http.createServer((req, res) => {
    const f = files[req.url ?? ''];
    res.writeHead(f ? 200 : 404, { 'Content-Type': f ? f()[0] : 'text/plain' });
    res.end(f ? f()[1] : 'not found');
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => srv.close(() => resolve())) };
}

const html = (body: string) => ['text/html; charset=utf-8', `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Host</title></head><body>${body}</body></html>`] as [string, string];
const js = (file: string) => ['text/javascript', readFileSync(file, 'utf8')] as [string, string];

/** The heading a <tv-vod-row> shows (its row's title), once it has one. */
const heading = (page: Page, selector: string, title: string) =>
  page.waitForFunction(([s, t]) => document.querySelector(s!)?.shadowRoot?.querySelector('h2,h3')?.textContent === t, [selector, title] as const, { timeout: 20_000 });

describe('framework hosts', () => {
  let e: E2E;
  let host: Awaited<ReturnType<typeof hostServer>>;
  let OP = '';
  before(async () => {
    // (a click's navigation is stopped by the page, so the poster's event can be seen in place)
    const stopLinks = `<script>document.addEventListener('click', (e) => e.preventDefault(), true);</script>`;
    host = await hostServer({
      // plain HTML: an attribute in markup; a property set on an element not yet defined; the
      // script last; a listener for the poster's event
      '/plain.html': () =>
        html(`<tv-vod-row id="a" row-id="2"></tv-vod-row><tv-vod-row id="b"></tv-vod-row><output id="sel"></output>${stopLinks}
<script>
  document.getElementById('b').rowId = 8;
  document.addEventListener('tvvodselect', (e) => { document.getElementById('sel').textContent = e.detail.kind + ':' + e.detail.id + ':' + e.target.id; });
  const s = document.createElement('script'); s.src = '${OP}/eteris.iife.js'; document.body.append(s);
</script>`),
      '/react.html': () =>
        html(`<div id="root"></div><output id="sel"></output>${stopLinks}
<script src="/react.js"></script><script src="/react-dom.js"></script>
<script>
  const h = React.createElement;
  function App() {
    const ref = React.useRef(null);
    const [row, setRow] = React.useState(2);
    React.useEffect(() => {
      const el = ref.current;
      // a property, set before the element is defined (the script comes after React's render)
      el.headingLevel = 3;
      const on = (e) => { document.getElementById('sel').textContent = e.detail.kind + ':' + e.detail.id; };
      el.addEventListener('tvvodselect', on);
      return () => el.removeEventListener('tvvodselect', on);
    }, []);
    return h('div', null, h('button', { id: 'next', onClick: () => setRow(3) }, 'next'), h('tv-vod-row', { ref, 'row-id': String(row) }));
  }
  ReactDOM.createRoot(document.getElementById('root')).render(h(App));
  setTimeout(() => { const s = document.createElement('script'); s.src = '${OP}/eteris.iife.js'; document.body.append(s); }, 0);
</script>`),
      '/react.js': () => js('node_modules/react/umd/react.production.min.js'),
      '/react-dom.js': () => js('node_modules/react-dom/umd/react-dom.production.min.js'),
    });
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: host.origin } });
    e = await launch({ server });
    OP = e.server.url;
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await host.close();
  });

  it('plain HTML: attributes, properties (also set before the definition) and events', async () => {
    const { page } = e;
    await page.goto(`${host.origin}/plain.html`);
    await heading(page, '#a', 'Naujienos');
    // the property set before the script loaded was kept (row 8, "Nemokamai")
    await heading(page, '#b', 'Nemokamai');
    // (a number property is reflected to its attribute)
    assert.equal(await page.locator('#b').getAttribute('row-id'), '8');
    // an attribute changed later, and a property set after the definition
    await page.locator('#a').evaluate((el) => el.setAttribute('row-id', '3'));
    await heading(page, '#a', 'Populiaru');
    await page.locator('#b').evaluate((el) => ((el as HTMLElement & { rowId: number }).rowId = 4));
    await heading(page, '#b', 'Vaikams');
    // the DOM event of a poster, with its detail, at the document (bubbles, composed)
    const first = page.locator('#a').getByRole('link').first();
    await first.click();
    await page.waitForFunction(() => /^vod:\d+:a$/.test(document.getElementById('sel')?.textContent ?? ''));
    assert.deepEqual(e.errors, []);
  });

  it('React 18: an attribute from JSX props, a property set through a ref before the definition, a listener through a ref', async () => {
    const { page } = e;
    await page.goto(`${host.origin}/react.html`);
    await page.waitForFunction(() => document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('h3')?.textContent === 'Naujienos', undefined, { timeout: 20_000 });
    // React re-renders with another row: the attribute changes, the element follows
    await page.locator('#next').click();
    await page.waitForFunction(() => document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('h3')?.textContent === 'Populiaru');
    await page.locator('tv-vod-row').getByRole('link').first().click();
    await page.waitForFunction(() => /^vod:\d+$/.test(document.getElementById('sel')?.textContent ?? ''));
    assert.deepEqual(e.errors, []);
  });
});
