// End-to-end helpers: the BUILT site and backend (build/server.mjs serving site/dist and dist/)
// driven in Debian's Chromium through playwright-core, as a user would.
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type Server } from '../server/helpers';
import type { RouteName } from '../../src/core/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { untilAsync } from '../helpers/until';

export { CHROMIUM_ARGS };

export interface E2E {
  server: Server;
  context: BrowserContext;
  page: Page;
  /** Browser console errors and page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * The stage's one Chromium when scripts/test.mjs started it (ETERIS_E2E_BROWSER names its
 * WebSocket), else one launched for this file. Starting Chromium costs more than most tests, and
 * a fresh context is as clean as a fresh profile. Held while a context is open, so a file's
 * process can end.
 */
let shared: Promise<Browser> | null = null;
let openContexts = 0;
function browser(): Promise<Browser> {
  const ws = process.env.ETERIS_E2E_BROWSER;
  shared ??= ws
    ? chromium.connect(ws)
    : chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return shared;
}

export interface LaunchOptions {
  userAgent?: string;
  locale?: string;
  /** A backend started by the caller (kept running on close()); a fresh one of its own if none. */
  server?: Server;
  serviceWorkers?: 'block';
}

/**
 * A fresh backend (own data dir) and a fresh browser context (own cookies, storage and cache);
 * `serviceWorkers: 'block'` for a test that counts what the network delivers.
 */
export async function launch(opts: LaunchOptions = {}): Promise<E2E> {
  const server = opts.server ?? (await startServer());
  openContexts++;
  const b = await browser();
  const context = await b.newContext({
    viewport: { width: 1280, height: 800 },
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
    ...(opts.locale ? { locale: opts.locale } : {}),
    ...(opts.serviceWorkers ? { serviceWorkers: opts.serviceWorkers } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    server,
    context,
    page,
    errors,
    async close() {
      await context.close();
      if (--openContexts === 0) {
        shared = null;
        await b.close();
      }
      if (!opts.server) await server.stop();
    },
  };
}

/**
 * One backend for the tests of a file (called at its top level) or of a describe (called in it):
 * started in a `before` and stopped in an `after` that this registers there. `launch()` opens a
 * fresh browser context on it; its tests share the backend's data, so each leaves it as the
 * others need it.
 */
export function sharedBackend(): { readonly server: Server; launch(opts?: Omit<LaunchOptions, 'server'>): Promise<E2E> } {
  let server: Server | null = null;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.stop());
  const started = (): Server => {
    if (!server) throw new Error('the shared backend starts in a before hook: use it in a test or a later hook');
    return server;
  };
  return {
    get server() {
      return started();
    },
    launch: (opts = {}) => launch({ ...opts, server: started() }),
  };
}

/**
 * Signs in with the login form's own POST (its cookies land in the page's context, as the form's
 * would) and opens `open` (the home page unless told; null opens nothing, for a test that goes
 * elsewhere next): three page loads fewer than the form. The form itself is under test in
 * login-page.test.ts.
 */
export async function logIn(page: Page, baseUrl: string, email: string, opts: { password?: string; open?: string | null } = {}): Promise<void> {
  const { password = 'Labas123!', open = '/' } = opts;
  const r = await page.context().request.post(`${baseUrl}/client/login`, { form: { email, password, redirect: '/' }, maxRedirects: 0 });
  if (r.status() !== 303) throw new Error(`signing in as ${email}: ${r.status()} ${await r.text()}`);
  if (open !== null) await page.goto(`${baseUrl}${open}`);
}

/** Records every `tvplayrequest` detail of the page in `window.plays` (read with page.evaluate). */
export async function recordPlayRequests(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { plays: unknown[] };
    w.plays = [];
    document.addEventListener('tvplayrequest', (ev) => w.plays.push((ev as CustomEvent).detail));
  });
}

export interface GuideEntry {
  id: number;
  start: number;
  stop: number;
  title: string;
}

/** One channel's programmes between two day boundaries (epoch s), from the public guide API, in order. */
export async function programmesOf(baseUrl: string, channel: number, from: number, to: number): Promise<GuideEntry[]> {
  const r = await fetch(`${baseUrl}/api/public/v1/epggrid/channels/${channel}/from/${from}/to/${to}/lang/lt`);
  const grid = (await r.json()) as { items: Record<string, Record<string, GuideEntry[]>> };
  return Object.values(grid.items[String(channel)] ?? {}).flat();
}

/**
 * Opens `url` and waits until the page's own event stream is open on the server and the stream of
 * the page before it is gone, so a message sent next reaches this page and no other.
 */
export async function gotoWithStream(page: Page, baseUrl: string, url: string, customerId: number): Promise<void> {
  const opened = page.waitForResponse((r) => r.url().includes(`/events/customer/${customerId}`) && r.status() === 200);
  await page.goto(url);
  await opened;
  await untilAsync(async () => {
    const r = await fetch(`${baseUrl}/__test/events/streams?customer_id=${customerId}`);
    const { streams } = (await r.json()) as { streams: number };
    if (streams !== 1) throw new Error(`customer ${customerId} has ${streams} event streams open, not just the page's`);
  }, 20_000);
}

/**
 * Waits until the page has drawn itself: every element defined, every eager image loaded, nothing
 * busy. A route's rule may send the browser on to another page meanwhile; then that page is waited for.
 */
export async function settled(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('load');
      await page.waitForFunction(
        () => {
          const ready = (root: Document | ShadowRoot): boolean => {
            for (const el of root.querySelectorAll('*')) {
              if (el.localName.includes('-') && !customElements.get(el.localName)) return false;
              if (el instanceof HTMLImageElement && el.loading !== 'lazy' && !el.complete) return false;
              if (el.getAttribute('aria-busy') === 'true') return false;
              if (el.shadowRoot && !ready(el.shadowRoot)) return false;
            }
            return true;
          };
          return document.readyState === 'complete' && ready(document);
        },
        undefined,
        { timeout: 20_000 },
      );
      return;
    } catch (err) {
      if (attempt < 3 && /context was destroyed|navigat/i.test(String(err))) continue;
      throw err;
    }
  }
}

/** An address of every route but /logout (it signs out and leaves the site); a route added to
 * src/core/routes.ts fails the type check until it is here. */
export const ROUTE_URLS: Record<Exclude<RouteName, 'logout'>, string> = {
  home: '/',
  tv: '/tv',
  subscription: '/subscription',
  play: '/play?channel=3',
  'vod-play': '/vod-play?id=4',
  demo: '/demo-page',
  elements: '/elements',
  vod: '/vod',
  search: '/search',
  wishlist: '/wishlist',
  recordings: '/recordings',
  'vod-about': '/vod-about?id=4',
  group: '/group?id=1',
  page: '/page/8',
  register: '/register',
  'sign-up': '/sign-up',
  conditions: '/sign-up/conditions',
  status: '/status',
  'password-recovery': '/password-recovery',
  activate: '/activate',
  'not-found': '/no-such-page',
};
