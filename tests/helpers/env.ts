import { untilAsync } from './until';

export { until, untilAsync } from './until';

/** Test environment written by scripts/test.mjs: where the reference backend listens. */
export interface TestEnv {
  backend: string;
}
let env: Promise<TestEnv> | null = null;
export function testEnv(): Promise<TestEnv> {
  env ??= fetch('/build/test-env.json').then((r) => r.json() as Promise<TestEnv>);
  return env;
}

/** Client configuration pointing every base at the test backend. */
export async function backendConfig() {
  const { backend } = await testEnv();
  return {
    apiBase: `${backend}/api/v1/`,
    publicApiBase: `${backend}/api/public/v1/`,
    clientBase: `${backend}/client/`,
    loginUrl: `${backend}/client/login`,
    logoutUrl: `${backend}/client/logout`,
    paymentUrl: `${backend}/client/payment`,
    statsUrl: `${backend}/stats`,
    eventsBase: `${backend}/events/`,
    mediaBase: `${backend}/media/`,
    siteBase: `${backend}/`,
    drm: { keySystem: 'org.w3.clearkey' as const, licenseUrl: `${backend}/drm/clearkey` },
  };
}

export function shadowText(el: Element): string {
  return (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Signs in through the reference login form, as the browser would post it: the session cookie
 * lands on the backend's origin (same site as the test page), so credentialed calls carry it.
 */
export async function loginAs(email: string, password = 'Labas123!'): Promise<void> {
  const { backend } = await testEnv();
  await fetch(`${backend}/client/login`, {
    method: 'POST',
    mode: 'no-cors',
    credentials: 'include',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, redirect: '/' }).toString(),
  });
  const res = await fetch(`${backend}/client/user`, { credentials: 'include' });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status}`);
}

/**
 * Signs in and chooses the account's master profile on the server, as "Who is watching?" would:
 * what the server shows and the licence server gives follows the chosen profile (a session with no
 * profile chosen gets the household's strictest age limit).
 */
export async function watchAs(email: string): Promise<void> {
  await loginAs(email);
  const { backend } = await testEnv();
  const { token } = (await (await fetch(`${backend}/client/user`, { credentials: 'include' })).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${backend}/api/v1/customer/profiles`, { headers })).json()) as { items: { id: number; master_flag: boolean }[] };
  const master = list.items.find((p) => p.master_flag);
  if (!master) throw new Error(`${email} has no master profile`);
  const r = await fetch(`${backend}/api/v1/customer/profile/${master.id}/select`, { method: 'POST', headers });
  if (!r.ok) throw new Error(`choosing ${email}'s master profile failed: ${r.status}`);
}

/** Bookmark writes of the page (a player's) still on their way, counted at window.fetch. */
let bookmarkWrites = -1;
function countBookmarkWrites(): void {
  if (bookmarkWrites >= 0) return;
  bookmarkWrites = 0;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : null;
    const write = /\/bookmarks/.test(String(req ? req.url : input)) && (init?.method ?? req?.method ?? 'GET') !== 'GET';
    if (write) bookmarkWrites++;
    try {
      return await realFetch(input, init);
    } finally {
      if (write) bookmarkWrites--;
    }
  };
}
const writesLanded = () => untilAsync(async () => {
  if (bookmarkWrites > 0) throw new Error(`${bookmarkWrites} bookmark writes still on their way`);
});

/**
 * A snapshot of the bookmarks of the session's profile; the function it returns puts them back:
 * bookmarks the test's players wrote go, positions they moved return. Tests that play write
 * bookmarks as a viewer would, and later files read the same account's continue-watching row.
 * (A player removed at the end of a test may still write its last bookmark: that write lands first.)
 */
export async function keepBookmarks(): Promise<() => Promise<void>> {
  countBookmarkWrites();
  const { backend } = await testEnv();
  type Mark = { id: number; type: string; event_id: number; position: number };
  const headers = async () => {
    const { token } = (await (await fetch(`${backend}/client/user`, { credentials: 'include' })).json()) as { token: string };
    return { Authorization: `Bearer ${token}` };
  };
  const list = async (): Promise<Mark[]> =>
    ((await (await fetch(`${backend}/api/v1/bookmarks?page[limit]=500`, { headers: await headers() })).json()) as { items: Mark[] }).items;
  const before = await list();
  const differ = (now: Mark[]) => now.filter((b) => before.find((x) => x.id === b.id)?.position !== b.position);
  return async () => {
    await untilAsync(async () => {
      await writesLanded();
      const h = await headers();
      for (const b of differ(await list())) {
        const was = before.find((x) => x.id === b.id);
        if (!was) await fetch(`${backend}/api/v1/bookmarks/${b.id}`, { method: 'DELETE', headers: h });
        else {
          const body = new URLSearchParams({ type: b.type, event_id: String(b.event_id), position: String(was.position) });
          await fetch(`${backend}/api/v1/bookmarks`, { method: 'POST', headers: { ...h, 'Content-Type': 'application/x-www-form-urlencoded' }, body });
        }
      }
      // a player going away writes its last bookmark as it goes: that write lands first
      await writesLanded();
      if (differ(await list()).length) throw new Error('bookmarks still differ from before the test');
    });
  };
}

/** A video with a media source attached (shaka attaches through a <source> child, not `src`). */
export const streaming = (v: HTMLVideoElement) => v.networkState !== HTMLMediaElement.NETWORK_EMPTY || v.readyState > 0 || !!v.querySelector('source');
