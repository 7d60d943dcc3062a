// Framework hosts (the Custom Elements Everywhere checklist) on a page of ANOTHER origin
// with the one-file script: plain HTML, React 18 (the product's own), React 19 (tests/hosts/react19,
// bundled here with esbuild) and Vue 3 set attributes (and change and remove them), set properties
// with rich data (also before the element is defined), booleans, and listen to the elements' DOM
// events each its own way.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { build } from 'esbuild';
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

/** The <tv-vod-row>'s heading once it shows `title` as an `tag` (H2 is its default level). */
const rowHeading = (page: Page, title: string, tag: string) =>
  page.waitForFunction(
    ([t, n]) => {
      const h = document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('h2,h3,h4');
      return h?.textContent === t && h.tagName === n;
    },
    [title, tag] as const,
    { timeout: 20_000 },
  );

describe('framework hosts', () => {
  let e: E2E;
  let host: Awaited<ReturnType<typeof hostServer>>;
  let OP = '';
  let react19 = '';
  before(async () => {
    // React 19 has no UMD build: its host app is bundled from its own workspace (react 19 there)
    const bundle = await build({
      entryPoints: [resolve('tests/hosts/react19/app.js')],
      absWorkingDir: resolve('tests/hosts/react19'),
      nodePaths: [resolve('tests/hosts/react19/node_modules')],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    react19 = bundle.outputFiles[0]!.text;
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
      '/react19.html': () => html(`<div id="root"></div><output id="sel"></output><output id="prog"></output>${stopLinks}
<script>window.ETERIS_SCRIPT = '${OP}/eteris.iife.js';</script><script src="/react19.js"></script>`),
      '/react19.js': () => ['text/javascript', react19],
      '/vue.html': () => html(`<div id="app"></div><output id="sel"></output><output id="prog"></output>${stopLinks}
<script type="module">
  import { createApp, ref, computed, version } from '/vue.js';
  const hour = 3600000;
  const guide = (title, id) => {
    const now = Date.now();
    return { channels: [{ id: 901, number: 1, name: 'Host TV' }], programmes: [{ id, channelId: 901, start: now - hour, end: now + hour, title }], start: now - 3 * hour, end: now + 3 * hour, now };
  };
  const app = createApp({
    setup() {
      const step = ref(0);
      const data = computed(() => (step.value === 0 ? guide('Host show one', 9001) : guide('Host show two', 9002)));
      const show = (id, text) => { document.getElementById(id).textContent = text; };
      return { step, data, version, onVod: (e) => show('sel', e.detail.kind + ':' + e.detail.id), onProg: (e) => show('prog', e.detail.channelId + ':' + e.detail.epgId) };
    },
    template: \`<output id="version">{{ version }}</output>
      <button id="next" type="button" @click="step++">next</button>
      <tv-vod-row :row-id="step === 0 ? 2 : 3" :heading-level="step === 0 ? 3 : step === 1 ? 4 : null" @tvvodselect="onVod"></tv-vod-row>
      <tv-epg-grid :data="data" :no-details="step === 0" @tvprogrammeselect="onProg"></tv-epg-grid>\`,
  });
  app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('tv-');
  app.mount('#app');
  // the one-file script only after Vue's first render: Vue set everything on elements not yet defined
  setTimeout(() => { const s = document.createElement('script'); s.src = '${OP}/eteris.iife.js'; document.body.append(s); }, 0);
</script>`),
      '/vue.js': () => js('node_modules/vue/dist/vue.esm-browser.prod.js'),
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

  /**
   * The same page in React 19 and Vue 3 (the framework's own way, its first render before the
   * script defines the elements): `row-id` and `heading-level` attributes (changed, then the level
   * removed), the guide's `data` (an object with arrays) and the `no-details` boolean, and the
   * `tvvodselect` / `tvprogrammeselect` listeners; no `[eteris]` console warning on the way.
   */
  async function frameworkHost(path: string, version: RegExp): Promise<void> {
    const { page } = e;
    const warnings: string[] = [];
    const onConsole = (m: { text(): string }) => {
      if (m.text().includes('[eteris]')) warnings.push(m.text());
    };
    page.on('console', onConsole);
    try {
      await page.goto(`${host.origin}${path}`);
      assert.match((await page.locator('#version').textContent()) ?? '', version);
      const grid = page.locator('tv-epg-grid');
      type Grid = HTMLElement & { noDetails: boolean; data?: { programmes: { title: string }[] } };
      // attributes set before the definition
      await rowHeading(page, 'Naujienos', 'H3');
      // rich data set before the definition: the grid draws exactly it; no "[object Object]" attribute
      const one = grid.getByRole('gridcell', { name: /Host show one/ });
      await one.waitFor({ timeout: 20_000 });
      assert.equal(await grid.evaluate((el) => (el as Grid).data?.programmes[0]?.title), 'Host show one');
      assert.equal(await grid.evaluate((el) => el.hasAttribute('data')), false);
      // a boolean: no details under the grid when a programme is opened
      assert.equal(await grid.evaluate((el) => (el as Grid).noDetails), true);
      await one.click();
      await page.waitForFunction(() => document.getElementById('prog')?.textContent === '901:9001');
      assert.equal(await grid.locator('[part="details"]').count(), 0);

      // the framework re-renders: attributes changed, new data, the boolean off
      await page.locator('#next').click();
      await rowHeading(page, 'Populiaru', 'H4');
      const two = grid.getByRole('gridcell', { name: /Host show two/ });
      await two.waitFor();
      assert.equal(await grid.evaluate((el) => (el as Grid).noDetails), false);
      await two.click();
      await page.waitForFunction(() => document.getElementById('prog')?.textContent === '901:9002');
      await grid.locator('[part="details"]').waitFor();

      // an attribute removed: the row's heading is back at its default level
      await page.locator('#next').click();
      await rowHeading(page, 'Populiaru', 'H2');
      assert.equal(await page.locator('tv-vod-row').evaluate((el) => el.hasAttribute('heading-level')), false);

      // the poster's event, listened the framework's way
      await page.locator('tv-vod-row').getByRole('link').first().click();
      await page.waitForFunction(() => /^vod:\d+$/.test(document.getElementById('sel')?.textContent ?? ''));
      assert.deepEqual(warnings, []);
      assert.deepEqual(e.errors, []);
    } finally {
      page.off('console', onConsole);
    }
  }

  it('React 19: JSX props as attributes and properties (data, a boolean) also before the definition, on<event> listeners', async () => {
    await frameworkHost('/react19.html', /^19\./);
  });

  it('Vue 3 (production build): bound attributes, rich data bound without .prop before the definition, a boolean, @event listeners', async () => {
    await frameworkHost('/vue.html', /^3\.5\./);
  });
});
