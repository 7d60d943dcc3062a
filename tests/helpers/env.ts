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

/** Polls until `check` stops throwing (assertions on what a user eventually sees). */
export async function until(check: () => void, timeoutMs = 8000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** Like `until`, for checks that must await something (an async read) before they can tell. */
export async function untilAsync(check: () => Promise<void>, timeoutMs = 8000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
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
