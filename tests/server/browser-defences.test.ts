// The browser defences the backend sends (no CSP, Referrer-Policy, frame-ancestors or
// HSTS on the site; the login cookie never Secure), over real HTTP: every page of the built site
// and the backend's own pages carry a strict Content-Security-Policy with Trusted Types and
// frame-ancestors 'none'; every answer says nosniff and the referrer policy; over https (a trusted
// proxy's X-Forwarded-Proto, or an https ETERIS_PUBLIC_URL) every answer has HSTS and every cookie
// the server sets is Secure; over plain http neither, so the local setup keeps working.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, pub, startServer, type Server } from './helpers';
import { createStatic } from '../../server/static';
import { inlineHashes } from '../../server/http/browser-policy';
import type { Req } from '../../server/http/request';
import type { Res } from '../../server/http/response';

/** The URL of every page of the built site (site/dist/**\/index.html, and the 404 page). */
function sitePages(): string[] {
  const root = path.resolve('site/dist');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'index.html') out.push('/' + path.relative(root, dir).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.map((p) => (p === '/' ? p : p.replace(/\/$/, '') + '/'));
}

/** The directives of a policy, by name. */
function directives(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(';').map((s) => s.trim()).filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    assert.ok(!out.has(name!), `directive ${name} given twice`);
    out.set(name!, sources);
  }
  return out;
}

/** What a strict policy for a page must say, whatever else it allows. */
function assertStrictPage(csp: string | null, where: string): Map<string, string[]> {
  assert.ok(csp, `${where}: a Content-Security-Policy`);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*|data:|http:|https:/, where);
  const d = directives(csp);
  assert.deepEqual(d.get('default-src'), ["'none'"], `${where}: default-src`);
  assert.deepEqual(d.get('object-src'), ["'none'"], `${where}: object-src`);
  assert.deepEqual(d.get('base-uri'), ["'none'"], `${where}: base-uri`);
  assert.deepEqual(d.get('frame-ancestors'), ["'none'"], `${where}: frame-ancestors`);
  assert.deepEqual(d.get('require-trusted-types-for'), ["'script'"], `${where}: Trusted Types enforced`);
  assert.ok(d.has('trusted-types'), `${where}: the Trusted Types policies are named`);
  assert.deepEqual(d.get('form-action'), ["'self'"], `${where}: form-action`);
  return d;
}

function assertCommon(h: Headers, where: string): void {
  assert.equal(h.get('x-content-type-options'), 'nosniff', where);
  assert.equal(h.get('referrer-policy'), 'strict-origin-when-cross-origin', where);
}

async function signUpCookies(base: string, headers: Record<string, string>, email: string): Promise<string[]> {
  const r = await fetch(`${base}${pub('/signup/contact')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email, name: 'M', phone: '+370 600 11 222' }).toString(),
  });
  assert.equal(r.status, 202, await r.text());
  return r.headers.getSetCookie();
}

/** The Set-Cookie headers of a password login, and of the logout after it. */
async function loginCookies(base: string, headers: Record<string, string>): Promise<{ login: string[]; logout: string[] }> {
  const r = await fetch(`${base}/client/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email: 'anna@example.lt', password: 'Labas123!', redirect: '/' }).toString(),
    redirect: 'manual',
  });
  assert.equal(r.status, 303);
  const login = r.headers.getSetCookie();
  const sso = /eteris_sso=[^;]*/.exec(login.join('\n'))![0];
  const out = await fetch(`${base}/client/logout`, { method: 'POST', headers: { Cookie: sso, ...headers }, redirect: 'manual' });
  return { login, logout: out.headers.getSetCookie() };
}

const names = (cookies: string[]) => cookies.map((c) => c.split('=')[0]).sort();
const isSecure = (c: string) => /;\s*Secure\s*(;|$)/i.test(c);

describe('over plain http (the local setup)', () => {
  let s: Server;
  before(async () => {
    s = await startServer();
  });
  after(() => s.stop());

  it('sends every page of the site under a strict CSP with Trusted Types, never framed', async () => {
    const pages = [...sitePages(), '/tv/0/2/200000001', '/search/abc', '/no-such-page'];
    assert.ok(pages.length >= 15, `the built site has its pages (${pages.length})`);
    for (const p of pages) {
      const r = await fetch(s.url + p);
      assert.equal(r.status, p === '/no-such-page' ? 404 : 200, p);
      assert.match(r.headers.get('content-type') ?? '', /^text\/html/, p);
      const d = assertStrictPage(r.headers.get('content-security-policy'), p);
      assert.deepEqual(d.get('script-src'), ["'self'"], `${p}: scripts only from the site (its pages have no inline script)`);
      assert.deepEqual(d.get('style-src'), ["'self'"], `${p}: styles only from the site`);
      assert.deepEqual(d.get('trusted-types'), ['eteris'], `${p}: only the client's own policy`);
      assert.deepEqual(d.get('connect-src'), ["'self'"], p);
      assert.deepEqual(d.get('media-src'), ["'self'", 'blob:'], p);
      assert.deepEqual(d.get('worker-src'), ["'self'"], p);
      assert.equal(r.headers.get('x-frame-options'), 'DENY', p);
      assert.equal(r.headers.get('cross-origin-opener-policy'), 'same-origin', p);
      assertCommon(r.headers, p);
      assert.equal(r.headers.get('strict-transport-security'), null, `${p}: no HSTS over http`);
      await r.arrayBuffer();
    }
  });

  it('sends the login, payment and mailbox pages under their own strict CSP', async () => {
    for (const p of ['/client/login?lang=en', '/client/mailbox', '/client/payment?lang=en']) {
      const r = await fetch(s.url + p, { redirect: 'manual' });
      if (r.status === 303) continue; // the payment page without a session
      const d = assertStrictPage(r.headers.get('content-security-policy'), p);
      assert.equal(d.get('script-src'), undefined, `${p}: no script at all`);
      assert.deepEqual(d.get('trusted-types'), ["'none'"], p);
      assert.equal(r.headers.get('x-frame-options'), 'DENY', p);
      assertCommon(r.headers, p);
      await r.arrayBuffer();
    }
  });

  it('says nosniff and the referrer policy on files and API answers, and files allow nothing as documents', async () => {
    for (const p of ['/site.css', '/favicon.svg', '/sw.js', '/elements/tv-nav.js', '/elements/chunks/core.js', '/client/style.css']) {
      const r = await fetch(s.url + p);
      assert.equal(r.status, 200, p);
      assertCommon(r.headers, p);
      assert.equal(r.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'", p);
      await r.arrayBuffer();
    }
    for (const p of [pub('/channels?lang=en'), '/client/user', '/api/v1/nothing-here']) {
      const r = await call(s.url, p);
      assertCommon(r.headers, p);
      assert.equal(r.headers.get('strict-transport-security'), null, p);
    }
  });

  it('sets no Secure cookie and no HSTS, and a client cannot claim https without a trusted proxy', async () => {
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }] as Record<string, string>[]) {
      const { login, logout } = await loginCookies(s.url, headers);
      assert.deepEqual(names(login), ['eteris_signed_in', 'eteris_sso']);
      assert.deepEqual(names(logout), ['eteris_signed_in', 'eteris_sso']);
      for (const c of [...login, ...logout]) assert.ok(!isSecure(c), c);
      const mail = await signUpCookies(s.url, headers, `plain${Object.keys(headers).length}@example.lt`);
      assert.deepEqual(names(mail), ['eteris_mailbox']);
      assert.ok(!isSecure(mail[0]!), mail[0]);
      const page = await fetch(`${s.url}/`, { headers });
      assert.equal(page.headers.get('strict-transport-security'), null);
      await page.arrayBuffer();
    }
  });
});

describe('over https', () => {
  const expectHttps = async (base: string, headers: Record<string, string>) => {
    for (const p of ['/', '/tv', '/site.css', pub('/channels?lang=en'), '/client/login']) {
      const r = await fetch(base + p, { headers });
      assert.equal(r.headers.get('strict-transport-security'), 'max-age=31536000', `${p}: HSTS`);
      await r.arrayBuffer();
    }
    const { login, logout } = await loginCookies(base, headers);
    assert.deepEqual(names(login), ['eteris_signed_in', 'eteris_sso']);
    assert.deepEqual(names(logout), ['eteris_signed_in', 'eteris_sso']);
    for (const c of [...login, ...logout]) assert.ok(isSecure(c), `Secure: ${c}`);
    assert.ok(login.every((c) => /HttpOnly/.test(c) === c.startsWith('eteris_sso=')), 'the session cookie stays HttpOnly, the marker readable');
    const mail = await signUpCookies(base, headers, `https${Math.random().toString(36).slice(2, 8)}@example.lt`);
    assert.deepEqual(names(mail), ['eteris_mailbox']);
    assert.ok(isSecure(mail[0]!) && /HttpOnly/.test(mail[0]!), mail[0]);
  };

  it('behind a trusted proxy that says https: HSTS on every answer and every cookie Secure', async () => {
    const s = await startServer({ env: { ETERIS_TRUST_PROXY: '1' } });
    try {
      await expectHttps(s.url, { 'X-Forwarded-Proto': 'https' });
      // the proxy's own entry is the last one: a client's "https" before an "http" hop counts for nothing
      const r = await fetch(`${s.url}/`, { headers: { 'X-Forwarded-Proto': 'https, http' } });
      assert.equal(r.headers.get('strict-transport-security'), null);
      await r.arrayBuffer();
    } finally {
      await s.stop();
    }
  });

  it('with an https public URL in the configuration: HSTS on every answer and every cookie Secure', async () => {
    const s = await startServer({ env: { ETERIS_PUBLIC_URL: 'https://tv.example.lt' } });
    try {
      await expectHttps(s.url, {});
    } finally {
      await s.stop();
    }
  });

  it('lists the configured service origins (an operator API elsewhere) in the pages\' CSP', async () => {
    const s = await startServer({ env: { ETERIS_SERVICE_ORIGINS: 'https://api.operator.example, https://media.operator.example/, not a url' } });
    try {
      const r = await fetch(`${s.url}/tv`);
      const d = directives(r.headers.get('content-security-policy') ?? '');
      const both = ['https://api.operator.example', 'https://media.operator.example'];
      assert.deepEqual(d.get('connect-src'), ["'self'", ...both]);
      assert.deepEqual(d.get('media-src'), ["'self'", 'blob:', ...both]);
      assert.deepEqual(d.get('img-src'), ["'self'", ...both]);
      assert.deepEqual(d.get('script-src'), ["'self'"]);
      await r.arrayBuffer();
    } finally {
      await s.stop();
    }
  });
});

describe('inline scripts and styles of a page', () => {
  it('are allowed by their sha256 hashes only (data blocks need none)', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eteris-csp-'));
    try {
      fs.mkdirSync(path.join(root, 'site/dist'), { recursive: true });
      const html =
        '<!doctype html><html><head><style>b{color:red}</style><script type="module">console.log(1)</script>' +
        '<script type="application/json" id="eteris-config">{"apiBase":"/x/"}</script><script src="/elements/a.js"></script></head><body></body></html>';
      fs.writeFileSync(path.join(root, 'site/dist/index.html'), html);
      const headers: Record<string, string> = {};
      const res = { setHeader: (n: string, v: string) => (headers[n.toLowerCase()] = v), send: () => undefined, raw: {} } as unknown as Res;
      const req = { path: '/', headers: {} } as unknown as Req;
      await createStatic(root, { trustProxy: false })(req, res);
      const d = directives(headers['content-security-policy'] ?? '');
      const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
      assert.deepEqual(d.get('script-src'), ["'self'", sha('console.log(1)')]);
      assert.deepEqual(d.get('style-src'), ["'self'", sha('b{color:red}')]);
      assert.deepEqual(inlineHashes('<script src="/a.js"></script><script type="text/plain">x</script>'), { scripts: [], styles: [] });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
