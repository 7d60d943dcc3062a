// What each way of embedding Eteris costs in JavaScript on the wire, AS SERVED (the bytes the
// browser received: brotli from the reference backend, whatever the file's size on disk). Shared
// by the budget test (tests/e2e/wire-budgets.test.ts, run by `npm test`) and the bench
// (bench/wire/run.mjs: the same pages beside Mux Player, vidstack and media-chrome).
//
// Every page is an operator-side page of its own (served on the backend's origin by the browser
// context's router, like the CMS article of bench/cms): the bytes do not depend on the page's origin.

/** Budgets, KB of JavaScript as served (brotli), checked in `npm test`. */
export const WIRE_BUDGETS_KB = {
  'cms-vod-row': 90, // a CMS page with one <tv-vod-row>
  'cms-epg-grid': 119,
  'partner-script': 232, // as dist/eteris.iife.js's brotli budget in package.json (sizeBudgets)
  // a subscriber's page with a player makes it once idle: shaka (DASH-only build, scripts/shaka-build.mjs) comes before play
  'player-before': 280,
  'player-after': 280,
};

const article = (body, script) => `<!doctype html>
<html lang="lt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Straipsnis | Naujienos</title></head>
<body><article><h1>Ką žiūrėti šiandien</h1><p>Redakcijos atrinkta programa.</p>
${body}
<p>Gero vakaro!</p></article>
${script}
</body></html>`;

const esm = (name) => `<script type="module" src="/elements/${name}.js"></script>`;

/** Resolves when the first poster of the row is decoded. */
const posterShown = (page) =>
  page.waitForFunction(() => {
    const img = document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('img');
    return !!img && img.complete && img.naturalWidth > 0;
  }, undefined, { timeout: 30_000 });

/** Resolves when the guide shows a programme with its title. */
const guideShown = (page) =>
  page.waitForFunction(() => {
    const grid = document.querySelector('tv-epg-grid')?.shadowRoot;
    return !!grid && [...grid.querySelectorAll('[role="gridcell"]')].some((c) => (c.textContent ?? '').trim().length > 0);
  }, undefined, { timeout: 30_000 });

/** Resolves when the player offers Start watching (nothing played yet). */
const startShown = (page) =>
  page.waitForFunction(() => {
    const root = document.querySelector('tv-player')?.shadowRoot;
    return !!root && [...root.querySelectorAll('button')].some((b) => /Pradėti žiūrėti|Start watching|Начать просмотр/i.test(b.textContent ?? ''));
  }, undefined, { timeout: 30_000 });

/** Resolves when the player offers Start watching and has been made while the page was idle (shaka's chunk in). */
const startReady = async (page) => {
  await startShown(page);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/shaka\.js$/.test(e.name) && e.responseEnd > 0), undefined, { timeout: 30_000 });
};

/** Presses Start watching and resolves when the video really plays. */
async function playAndWait(page) {
  await page.locator('tv-player').getByRole('button', { name: /Pradėti žiūrėti|Start watching|Начать просмотр/i }).click();
  await page.waitForFunction(() => {
    const video = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
    return !!video && video.currentTime > 0 && !video.paused;
  }, undefined, { timeout: 30_000 });
}

/**
 * The pages measured. `signedIn`: a subscriber's session (petras) first; `then`: an action after
 * the first measure (its id and label name the second measure).
 */
export const WIRE_PAGES = [
  {
    id: 'cms-vod-row',
    label: 'CMS page, one <tv-vod-row> (ESM)',
    path: '/__wire/vod-row.html',
    html: article('<tv-vod-row row-id="2"></tv-vod-row>', esm('tv-vod-row')),
    ready: posterShown,
  },
  {
    id: 'cms-epg-grid',
    label: 'CMS page, one <tv-epg-grid> (ESM)',
    path: '/__wire/epg-grid.html',
    html: article('<tv-epg-grid style="display:block;height:480px"></tv-epg-grid>', esm('tv-epg-grid')),
    ready: guideShown,
  },
  {
    id: 'partner-script',
    label: "partner's page, the one-file script (guide + VoD row)",
    path: '/__wire/partner.html',
    html: article('<tv-vod-row row-id="2"></tv-vod-row><tv-epg-grid style="display:block;height:480px"></tv-epg-grid>', '<script src="/eteris.iife.js"></script>'),
    ready: async (page) => {
      await posterShown(page);
      await guideShown(page);
    },
  },
  {
    id: 'player-before',
    label: 'page with a <tv-player>, idle before play (the player made)',
    path: '/__wire/player.html',
    html: article('<tv-player channel-id="1" style="display:block;width:640px;height:360px"></tv-player>', esm('tv-player')),
    signedIn: true,
    ready: startReady,
    then: { id: 'player-after', label: 'the same page after Start watching (video playing)', act: playAndWait },
  },
];

/** Serves every measured page on `base` in this browser context. */
export async function servePages(context, base) {
  for (const p of WIRE_PAGES) {
    await context.route(`${base}${p.path}`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: p.html }));
  }
}

/** Signs in through the reference login page (the site's Log in link). */
export async function logIn(page, base, email = 'petras@example.lt', password = 'Labas123!') {
  await page.goto(`${base}/`);
  await page.locator('tv-nav').getByRole('link', { name: /Prisijungti|Log in|Войти/ }).click();
  await page.getByLabel(/El\. paštas|E-mail|Email|Эл\. почта/i).fill(email);
  await page.getByLabel(/Slaptažodis|Password|Пароль/i).fill(password);
  await page.getByRole('button', { name: /Prisijungti|Log in|Войти/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/client/'));
}

/**
 * Records every script the page receives: its path, its encoding as served and its bytes over the
 * wire (the body as received, before the browser decodes it) and decoded. `take()` returns what
 * came so far (waiting for those bodies) and starts a new list.
 */
export function recordWire(page) {
  let pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        await res.finished();
        const sizes = await res.request().sizes();
        const body = await res.body().catch(() => Buffer.alloc(0));
        return {
          path: new URL(res.url()).pathname,
          status: res.status(),
          encoding: res.headers()['content-encoding'] ?? 'identity',
          wire: sizes.responseBodySize,
          raw: body.length,
        };
      })(),
    );
  });
  return {
    async take() {
      const got = await Promise.all(pending);
      pending = [];
      return got;
    },
  };
}

/** Totals of a list from recordWire. */
export const totals = (scripts) => ({
  files: scripts.length,
  wire: scripts.reduce((n, s) => n + s.wire, 0),
  raw: scripts.reduce((n, s) => n + s.raw, 0),
  shaka: scripts.some((s) => /shaka/.test(s.path)),
});

/**
 * Loads one measured page in a fresh page of `context` (cache off; make the context with
 * `serviceWorkers: 'block'`, else the site's service worker may answer from its cache) and returns its measures:
 * [{id, label, scripts}] (two for a page with `then`, the second counting everything since load).
 */
export async function measurePage(context, base, p) {
  const page = await context.newPage();
  try {
    await page.route('**/*', (r) => r.fallback()); // a routed page skips the HTTP cache: every byte counts
    if (p.signedIn) {
      await logIn(page, base);
      // the page signing in ends first: a late answer of its scripts (seen: its language chunk)
      // was counted as the measured page's
      await page.goto('about:blank');
    }
    const rec = recordWire(page);
    await page.goto(`${base}${p.path}`);
    await p.ready(page);
    await page.waitForLoadState('networkidle');
    const first = await rec.take();
    const out = [{ id: p.id, label: p.label, scripts: first }];
    if (p.then) {
      await p.then.act(page);
      const more = await rec.take();
      out.push({ id: p.then.id, label: p.then.label, scripts: [...first, ...more] });
    }
    return out;
  } finally {
    await page.close();
  }
}
