// A content editor's page: an article from the operator's CMS with one <tv-vod-row> pasted in and
// nothing else from Eteris. Shared by the CMS-page test (tests/e2e/cms-page.test.ts: the gzip
// budget, no shaka) and the bench (bench/cms/run.mjs: the figures beside the floor).
import { gzipSync, brotliCompressSync } from 'node:zlib';

export const BUDGET_GZIP_KB = 95;
export const CMS_PATH = '/__cms/article.html';

export const cmsHtml = (rowId = 2) => `<!doctype html>
<html lang="lt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Savaitgalio filmai | Naujienos</title></head>
<body><article><h1>Ką žiūrėti savaitgalį</h1>
<p>Redakcijos atrinkti naujausi filmai ir serialai.</p>
<tv-vod-row row-id="${rowId}"></tv-vod-row>
<p>Gero savaitgalio!</p></article>
<script type="module" src="/elements/tv-vod-row.js"></script>
</body></html>`;

/** Serves the article at CMS_PATH on `base` in this browser context (the CMS's own HTML). */
export async function serveCmsPage(context, base, rowId) {
  await context.route(`${base}${CMS_PATH}`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: cmsHtml(rowId) }));
}

/**
 * Records every script the page fetches: its path and its size raw, gzip (level 6, what servers
 * send by default) and brotli. `done()` waits for the bodies and returns the list and the totals.
 */
export function recordScripts(page) {
  const pending = [];
  const onResponse = (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then((body) => ({ path: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, brotli: brotliCompressSync(body).length })),
    );
  };
  page.on('response', onResponse);
  return {
    async done() {
      page.off('response', onResponse);
      const scripts = await Promise.all(pending);
      const sum = (k) => scripts.reduce((n, s) => n + s[k], 0);
      return { scripts, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
    },
  };
}

/** Resolves when the row shows its first poster image, decoded. */
export async function firstPosterShown(page) {
  await page.waitForFunction(() => {
    const img = document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('img');
    return !!img && img.complete && img.naturalWidth > 0;
  }, undefined, { timeout: 20_000 });
}
