// The HTTP core: JSON errors, 404/405/413, malformed bodies, CORS, static files and their fallbacks.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { encode } from '@msgpack/msgpack';
import { call, login, selectProfile, startServer, type Server } from './helpers';

let s: Server;
let token: string;
let root: string;

function write(rel: string, text: string) {
  const p = path.join(root, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}

/** Sends raw bytes and returns the status line (fetch normalises paths, this does not). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1', () => sock.write(text));
    let out = '';
    sock.on('data', (d) => (out += d.toString()));
    sock.on('end', () => resolve(out.split('\r\n')[0] ?? ''));
    sock.on('error', reject);
  });
}

before(async () => {
  // a fake repo root: the real server/ (media fixtures) plus small dist/ and site/dist/ trees
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'eteris-root-'));
  fs.symlinkSync(path.resolve('server'), path.join(root, 'server'));
  write('site/dist/index.html', '<!doctype html><title>home</title>');
  write('site/dist/tv/index.html', '<!doctype html><title>tv</title>');
  write('site/dist/search/index.html', '<!doctype html><title>search</title>');
  write('site/dist/page/index.html', '<!doctype html><title>page</title>');
  write('site/dist/activate/index.html', '<!doctype html><title>activate</title>');
  write('site/dist/subscription/index.html', '<!doctype html><title>subscription</title>');
  write('site/dist/vod/index.html', '<!doctype html><title>vod</title>');
  write('site/dist/404.html', '<!doctype html><title>not found</title>');
  write('site/dist/_astro/app.css', 'body{}');
  write('dist/elements/tv-epg-grid.js', 'export {};');
  write('dist/eteris.iife.js', '(()=>{})();');
  write('secret.txt', 'secret');
  s = await startServer({ cwd: root, env: { ETERIS_ALLOWED_ORIGINS: 'https://partner.example' } });
  token = (await login(s.url)).token;
  await selectProfile(s.url, token, 1); // the body and parameter checks below act as Anna
});
after(async () => {
  await s.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('errors', () => {
  it('unknown API paths are 404 JSON, wrong methods 405 with Allow', async () => {
    const r = await call(s.url, '/api/v1/nothing-here', { token });
    assert.equal(r.status, 404);
    assert.equal(r.body.error.code, 'not_found');
    const m = await call(s.url, '/api/v1/userinfo', { method: 'DELETE', token });
    assert.equal(m.status, 405);
    assert.match(m.headers.get('allow') ?? '', /GET/);
    assert.equal((await call(s.url, '/client/nothing')).status, 404);
  });

  it('malformed JSON, form and msgpack bodies are 400, unsupported types 415, big bodies 413', async () => {
    const badJson = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, body: '{"name":', headers: { 'Content-Type': 'application/json' } });
    assert.equal(badJson.status, 400);
    const arrJson = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, body: '[1,2]', headers: { 'Content-Type': 'application/json' } });
    assert.equal(arrJson.status, 400);
    const badForm = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, body: 'name=%ZZ&age=0', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    assert.equal(badForm.status, 400);
    const xml = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, body: '<x/>', headers: { 'Content-Type': 'application/xml' } });
    assert.equal(xml.status, 415);
    const badPack = await call(s.url, '/stats', { method: 'POST', token, body: new Uint8Array([0xc1, 0xff, 0x00]) });
    assert.equal(badPack.status, 400);
    const notMap = await call(s.url, '/stats', { method: 'POST', token, body: encode([1, 2, 3]) });
    assert.equal(notMap.status, 400);
    const big = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, body: 'name=' + 'x'.repeat(300 * 1024), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    assert.equal(big.status, 413);
    assert.equal(big.body.error.code, 'payload_too_large');
    // still alive
    assert.equal((await call(s.url, '/api/v1/userinfo', { token })).status, 200);
  });

  it('bad path parameters and query values are 400, never 500', async () => {
    for (const p of ['/api/v1/vod/abc', '/api/v1/vod/1e3', '/api/v1/vod/99999999999999999999', '/api/v1/customer/profile/-1', '/api/v1/bookmarks?page[offset]=-5', '/api/v1/bookmarks?page[limit]=x', '/api/v1/channels?filter[genre]=x']) {
      const r = await call(s.url, p, { token });
      assert.equal(r.status, 400, p);
      assert.equal(typeof r.body.error.message, 'string');
    }
    assert.equal((await rawRequest(s.port, 'GET /api/v1/vod/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).split(' ')[1], '400');
    assert.equal((await rawRequest(s.port, 'NONSENSE\r\n\r\n')).split(' ')[1], '400');
  });
});

describe('CORS', () => {
  it('answers a listed Origin with credentials and answers its preflights', async () => {
    const r = await call(s.url, '/api/v1/userinfo', { token, headers: { Origin: 'https://partner.example' } });
    assert.equal(r.headers.get('access-control-allow-origin'), 'https://partner.example');
    assert.equal(r.headers.get('access-control-allow-credentials'), 'true');
    const pre = await call(s.url, '/api/v1/customer/profiles', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization, x-profile-id' },
    });
    assert.equal(pre.status, 204);
    assert.match(pre.headers.get('access-control-allow-methods') ?? '', /PUT/);
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /authorization/i);
    const listed = await call(s.url, '/api/v1/client/smartivus/customer-product/subscribe', { method: 'OPTIONS', headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' } });
    assert.match(listed.headers.get('access-control-allow-headers') ?? '', /X-Eteris-Pin/, 'the purchase PIN header may be sent');
    const user = await call(s.url, '/client/user', { headers: { Origin: 'https://partner.example' } });
    assert.equal(user.headers.get('access-control-allow-origin'), 'https://partner.example');
    const page = await call(s.url, '/', { headers: { Origin: 'https://partner.example' } });
    assert.equal(page.headers.get('access-control-allow-origin'), null, 'the site itself is not CORS-enabled');
  });
});

describe('static files', () => {
  it('serves the site with index.html resolution, content types and ETags', async () => {
    const home = await call(s.url, '/');
    assert.equal(home.status, 200);
    assert.match(home.text, /<title>home/);
    assert.match(home.headers.get('content-type') ?? '', /text\/html/);
    const etag = home.headers.get('etag')!;
    assert.ok(etag);
    assert.equal((await call(s.url, '/', { headers: { 'If-None-Match': etag } })).status, 304);
    assert.match((await call(s.url, '/vod')).text, /<title>vod/);
    const css = await call(s.url, '/_astro/app.css');
    assert.match(css.headers.get('content-type') ?? '', /text\/css/);
  });

  it('parameter routes fall back to their section index', async () => {
    for (const [p, title] of [
      ['/tv/4/12/1234', 'tv'],
      ['/search/abc', 'search'],
      ['/subscription/extras/202', 'subscription'],
      ['/page/7', 'page'],
      ['/activate/xyz', 'activate'],
    ]) {
      const r = await call(s.url, p!);
      assert.equal(r.status, 200, p);
      assert.match(r.text, new RegExp(`<title>${title}`));
    }
  });

  it('a CMS page the page list does not have is the 404 page, like any unknown path', async () => {
    for (const p of ['/page/999', '/page/0', '/page/07', '/page/abc', '/page/7/more', `/page/${Number.MAX_SAFE_INTEGER + 1}`]) {
      const r = await call(s.url, p);
      assert.equal(r.status, 404, p);
      assert.match(r.text, /<title>not found/, p);
    }
    assert.equal((await call(s.url, '/page/7/')).status, 200, 'a known page with a trailing slash');
  });

  it('element bundles from dist/', async () => {
    const a = await call(s.url, '/elements/tv-epg-grid.js');
    assert.equal(a.status, 200);
    assert.match(a.headers.get('content-type') ?? '', /javascript/);
    assert.equal((await call(s.url, '/elements/eteris.iife.js')).status, 200);
  });

  it('unknown paths get the 404 page; no path traversal', async () => {
    const r = await call(s.url, '/no/such/page');
    assert.equal(r.status, 404);
    assert.match(r.text, /not found/);
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/elements/../../secret.txt', '/elements/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const line = await rawRequest(s.port, `GET ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      assert.match(line, / (404|400) /, p);
    }
    assert.equal((await call(s.url, '/', { method: 'POST' })).status, 405);
  });
});
