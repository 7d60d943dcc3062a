// The backend's own HTML pages (login, hosted payment, mailbox) as a browser gets them: every
// favicon, stylesheet and image they reference resolves, the favicon is the site's, nothing is
// inline (they send a strict Content-Security-Policy), and the language chosen on the login page
// goes back to the site on the redirect.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { call, login, startServer, type Server } from './helpers';

let s: Server;
let cookie: string;
before(async () => {
  s = await startServer();
  cookie = (await login(s.url, 'petras@example.lt')).cookie;
});
after(() => s.stop());

const PAGES = ['/client/login?lang=en&redirect=/', '/client/login?lang=ru', '/client/payment?lang=lt&redirect=/', '/client/mailbox'];

/** Every address in the page's href and src attributes, except links to other pages. */
function referenced(html: string): { rel: string; href: string }[] {
  const out: { rel: string; href: string }[] = [];
  for (const m of html.matchAll(/<link\b[^>]*\brel="([^"]+)"[^>]*\bhref="([^"]+)"/g)) out.push({ rel: m[1]!, href: m[2]!.replace(/&amp;/g, '&') });
  for (const m of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) out.push({ rel: 'img', href: m[1]!.replace(/&amp;/g, '&') });
  return out;
}

describe('login and payment pages: favicon, stylesheet, CSP', () => {
  it('reference the site\'s favicon and a stylesheet, and both resolve', async () => {
    const site = readFileSync('site/public/favicon.svg', 'utf8');
    for (const path of PAGES) {
      const r = await call(s.url, path, { headers: { Cookie: `eteris_sso=${cookie}` } });
      assert.equal(r.status, 200, path);
      const refs = referenced(r.text);
      const icon = refs.find((x) => x.rel === 'icon');
      assert.ok(icon, `${path} names its favicon (else the browser asks for /favicon.ico)`);
      assert.ok(refs.some((x) => x.rel === 'stylesheet'), `${path} links a stylesheet`);
      for (const ref of refs) {
        const res = await fetch(new URL(ref.href, s.url));
        assert.equal(res.status, 200, `${path}: ${ref.href}`);
        const type = res.headers.get('content-type') ?? '';
        if (ref.rel === 'stylesheet') assert.match(type, /^text\/css/);
        else {
          assert.equal(type, 'image/svg+xml', ref.href);
          assert.equal(await res.text(), site, 'the favicon is the site\'s');
        }
      }
    }
  });

  it('send a strict Content-Security-Policy and have no inline style or script', async () => {
    for (const path of PAGES) {
      const r = await call(s.url, path, { headers: { Cookie: `eteris_sso=${cookie}` } });
      const csp = r.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/, path);
      assert.match(csp, /style-src 'self'/, path);
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, path);
      assert.doesNotMatch(r.text, /<style|<script|\sstyle=|\son[a-z]+=/i, path);
    }
  });

  it('give the primary button AA contrast in the site\'s accent colour', async () => {
    const login = await call(s.url, '/client/login?lang=en');
    const href = referenced(login.text).find((x) => x.rel === 'stylesheet')!.href;
    const css = await (await fetch(new URL(href, s.url))).text();
    const rule = /(?:^|\n)button\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const bg = /background:(#[0-9a-f]{6})/i.exec(rule)?.[1];
    const fg = /(?:^|;)color:(#[0-9a-f]{3,6})/i.exec(rule)?.[1];
    assert.ok(bg && fg, `button colours in: ${rule}`);
    assert.equal(bg.toLowerCase(), '#d0312d', 'the accent of src/elements/shared/base-styles.ts');
    assert.ok(contrast(bg, fg) >= 4.5, `button text contrast ${contrast(bg, fg).toFixed(2)}:1`);
  });
});

describe('login page language', () => {
  const post = (form: Record<string, string>) => call(s.url, '/client/login', { method: 'POST', form: { email: 'petras@example.lt', password: 'Labas123!', ...form } });

  it('goes back to the site with the language chosen on the page', async () => {
    for (const [redirect, expected] of [
      ['/tv/3?x=1#now', '/tv/3?x=1&lang=ru#now'],
      [`${s.url}/`, `${s.url}/?lang=ru`],
      ['/?lang=en', '/?lang=ru'],
    ] as const) {
      const r = await post({ redirect, lang: 'ru' });
      assert.equal(r.status, 303);
      assert.equal(r.headers.get('location'), expected, redirect);
    }
    const en = await post({ redirect: '/', lang: 'en' });
    assert.equal(en.headers.get('location'), '/?lang=en');
  });

  it('adds no language it was not given, and none that is not lt, en or ru', async () => {
    assert.equal((await post({ redirect: '/tv' })).headers.get('location'), '/tv');
    assert.equal((await post({ redirect: '/tv', lang: 'de' })).headers.get('location'), '/tv');
  });

  it('keeps the language on the way back without logging in and across its own language links', async () => {
    const r = await call(s.url, `/client/login?lang=en&redirect=${encodeURIComponent('/tv/3')}`);
    assert.match(r.text, /<html lang="en"/);
    assert.match(r.text, /<a href="\/tv\/3\?lang=en">Back to the site<\/a>/);
    assert.match(r.text, /<a href="\/client\/login\?lang=ru&amp;redirect=%2Ftv%2F3" lang="ru" hreflang="ru">Русский<\/a>/);
    assert.match(r.text, /lang="en" hreflang="en" aria-current="true">English</);
    const plain = await call(s.url, '/client/login?redirect=/tv/3');
    assert.match(plain.text, /<a href="\/tv\/3">/);
  });
});

/** WCAG contrast ratio of two #rgb / #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const h = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}
