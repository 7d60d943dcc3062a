// A partner's own web server for the embedding tests: another origin (its own port; its own host
// too with `host`), on the loopback like the operator so that Chromium's private-network
// rules do not stand in for the CORS rules the tests are about. Serves the given HTML pages by path
// (the query string is ignored: the operator's sign-in comes back with one).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

export interface PartnerServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * `host: 'localhost'` makes the partner another SITE too (the operator is 127.0.0.1): the browser
 * then treats the operator's cookies as third-party ones, as on a real partner's page.
 */
export async function partnerServer(pages: Record<string, () => string>, { host = '127.0.0.1' } = {}): Promise<PartnerServer> {
  const srv = http.createServer((req, res) => {
    const body = pages[(req.url ?? '').replace(/\?.*$/, '')];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ? body() : 'not found');
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return { origin: `http://${host}:${port}`, close: () => new Promise((resolve) => srv.close(() => resolve())) };
}

/** Waits until the page's `<tv-epg-grid>` shows programmes with their titles. */
export async function guideShowsTitles(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const g = document.querySelector('tv-epg-grid')?.shadowRoot;
      return !!g && [...g.querySelectorAll('[role="gridcell"]')].some((c) => (c.textContent ?? '').trim().length > 0);
    },
    undefined,
    { timeout: 30_000 },
  );
}
