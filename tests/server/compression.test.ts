// Compressed transfer: the element library, the site's files and the API's JSON go out as brotli or
// gzip, whichever the browser accepts, and decode to exactly what the server holds; small answers
// and browsers that accept neither get the plain bytes. Raw node:http, so nothing decodes for us.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, type Server } from './helpers';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, path: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;

describe('compressed transfer', () => {
  let s: Server;
  before(async () => {
    s = await startServer();
  });
  after(() => s.stop());

  it('sends the element library as brotli or gzip as accepted, decoding to the file itself', async () => {
    const file = fs.readFileSync('dist/elements/chunks/core.js');
    const br = await get(s.url, '/elements/chunks/core.js', 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['vary']), /Accept-Encoding/);
    assert.ok(br.body.length < file.length / 2, `${br.body.length} of ${file.length}`);
    assert.equal(Number(br.headers['content-length']), br.body.length);
    assert.deepEqual(decode(br), file);
    const gz = await get(s.url, '/elements/chunks/core.js', 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(decode(gz), file);
    const refused = await get(s.url, '/elements/chunks/core.js', 'br;q=0, gzip');
    assert.equal(refused.headers['content-encoding'], 'gzip');
    const plain = await get(s.url, '/elements/chunks/core.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, file);
    // a revalidation still answers 304 with no body
    const again = await new Promise<number>((resolve, reject) =>
      http.get(s.url + '/elements/chunks/core.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers['etag']) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject),
    );
    assert.equal(again, 304);
  });

  it('compresses the site pages and the API JSON; small answers and HEAD stay honest', async () => {
    const page = await get(s.url, '/', 'br');
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(decode(page).toString(), /<!doctype html>/i);
    const channels = await get(s.url, '/api/public/v1/channels?lang=en', 'gzip, br');
    assert.equal(channels.headers['content-encoding'], 'br');
    assert.ok(Array.isArray(JSON.parse(decode(channels).toString()).items));
    const small = await get(s.url, '/client/user', 'br');
    assert.equal(small.headers['content-encoding'], undefined, 'a small answer is not worth compressing');
    assert.equal(small.status, 401);
    const head = await get(s.url, '/elements/chunks/core.js', 'br', 'HEAD');
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.body.length, 0);
  });

  it('serves a file the build writes again as it is now, and its compressed sibling only while as new', async () => {
    // static files are kept in memory (server/static.ts) while their size and time stay the same
    const file = 'dist/elements/kept-test.js';
    const at = (s: number) => new Date(Date.now() - s * 1000);
    try {
      fs.writeFileSync(file, `export const v = '${'a'.repeat(2000)}';\n`);
      fs.utimesSync(file, at(60), at(60));
      assert.equal(decode(await get(s.url, '/elements/kept-test.js', 'br')).toString(), fs.readFileSync(file, 'utf8'));
      // the build writes it again (same size, a new time), with a brotli sibling
      fs.writeFileSync(file, `export const v = '${'b'.repeat(2000)}';\n`);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(fs.readFileSync(file)));
      const second = await get(s.url, '/elements/kept-test.js', 'br');
      assert.equal(second.headers['content-encoding'], 'br');
      assert.equal(decode(second).toString(), fs.readFileSync(file, 'utf8'));
      // the file changes again, its sibling stays behind: not sent
      fs.writeFileSync(file, `export const v = '${'c'.repeat(2000)}';\n`);
      fs.utimesSync(file, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
      const third = await get(s.url, '/elements/kept-test.js', 'br');
      assert.equal(decode(third).toString(), fs.readFileSync(file, 'utf8'));
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.br`, { force: true });
    }
  });
});
