// What the backend does with input it refuses and with clients that misbehave, over raw sockets and
// real HTTP: every 4xx is the JSON error shape (also the ones Node answers before a handler runs),
// prototype keys are refused, an upload the client gives up on is not logged as a server error.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { call, login, selectProfile, startServer, type Server } from './helpers';
import { untilAsync } from '../helpers/until';

let s: Server;
before(async () => {
  s = await startServer();
});
after(() => s.stop());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes `head` and then `body` in full before reading anything, as most clients do. */
function rawExchange(port: number, head: string, body: Buffer = Buffer.alloc(0)): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1', () => {
      sock.write(head);
      sock.end(body);
    });
    const chunks: Buffer[] = [];
    sock.on('data', (d: Buffer) => chunks.push(d));
    sock.on('error', reject);
    sock.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', rest = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body: rest });
    });
  });
}

const signup = { name: 'Ona', phone: '+37061234567', email: 'ona@example.lt' };

describe('input the backend refuses', () => {
  it('headers over 16 KB are 431 with the JSON error body', async () => {
    const r = await rawExchange(s.port, `GET /api/v1/userinfo HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`);
    assert.equal(r.status, 431);
    assert.match(r.headers, /content-type: application\/json/i);
    assert.equal(JSON.parse(r.body).error.code, 'headers_too_large');
  });

  it('a request line Node cannot parse is 400 with the JSON error body', async () => {
    const r = await rawExchange(s.port, 'BREW /coffee HTCPCP/1.0\r\n\r\n');
    assert.equal(r.status, 400);
    assert.equal(JSON.parse(r.body).error.code, 'bad_request');
  });

  it('a 1 MB JSON body is answered 413 in the JSON shape, also to a client that reads only after writing', async () => {
    const body = Buffer.from(JSON.stringify({ ...signup, name: 'x'.repeat(1024 * 1024) }));
    const r = await rawExchange(s.port, `POST /api/public/v1/signup/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`, body);
    assert.equal(r.status, 413);
    assert.equal(JSON.parse(r.body).error.code, 'payload_too_large');
  });

  it('reads a body over the limit to its end before the 413, so a client still writing it is not cut off', async () => {
    const body = Buffer.alloc(1024 * 1024, 'x');
    const sock = net.connect(s.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    sock.on('data', (d: Buffer) => chunks.push(d));
    const closed = new Promise<void>((resolve, reject) => {
      sock.on('error', reject);
      sock.on('close', () => resolve());
    });
    await new Promise<void>((resolve) => sock.on('connect', resolve));
    await new Promise<void>((resolve) =>
      sock.write(`POST /api/public/v1/signup/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`, () => resolve()),
    );
    // the server has read that head by the time it answers a request made after it
    assert.equal((await call(s.url, '/api/public/v1/userinfo')).status, 200);
    // the body follows, a piece at a time, then the client reads
    for (let at = 0; at < body.length; at += 16 * 1024) {
      await new Promise<void>((resolve, reject) => sock.write(body.subarray(at, at + 16 * 1024), (err) => (err ? reject(err) : resolve())));
      await new Promise((resolve) => setImmediate(resolve));
    }
    sock.end();
    await closed;
    const [head = '', rest = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n', 2);
    assert.match(head, /^HTTP\/1\.1 413 /);
    assert.equal(JSON.parse(rest).error.code, 'payload_too_large');
  });

  it('prototype keys are refused in a JSON body, a form body and the query', async () => {
    const headers = { 'Content-Type': 'application/json' };
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const json = await call(s.url, '/api/public/v1/signup/contact', { method: 'POST', headers, body: `{"${key}":{"admin":true},"name":"Ona","phone":"+37061234567","email":"ona@example.lt"}` });
      assert.equal(json.status, 400, `${key} in JSON: ${json.text}`);
      assert.equal(json.body.error.code, 'bad_request');
      assert.match(json.body.error.message, new RegExp(key));
    }
    const nested = await call(s.url, '/api/public/v1/signup/contact', { method: 'POST', headers, body: '{"name":{"__proto__":{"x":1}},"phone":"+37061234567","email":"ona@example.lt"}' });
    assert.equal(nested.status, 400);
    const formBody = `${new URLSearchParams(signup).toString()}&__proto__=x`;
    const form = await call(s.url, '/api/public/v1/signup/contact', { method: 'POST', body: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    assert.equal(form.status, 400, form.text);
    assert.equal(form.body.error.code, 'bad_request');
    const query = await call(s.url, '/api/public/v1/signup/contact?__proto__=1', { method: 'POST', form: signup });
    assert.equal(query.status, 400, query.text);
    assert.equal(query.body.error.code, 'bad_request');
  });
});

describe('uploads the client gives up on', () => {
  it('are not logged as server errors', async () => {
    const q = await startServer();
    await new Promise<void>((resolve, reject) => {
      const sock = net.connect(q.port, '127.0.0.1', () => {
        sock.write('POST /api/public/v1/signup/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":', () => sock.destroy());
      });
      sock.on('close', () => resolve());
      sock.on('error', reject);
    });
    // a later request is read after the cut connection's close (same poll, or later)
    assert.equal((await call(q.url, '/api/public/v1/userinfo')).status, 200);
    const stderrDone = new Promise((resolve) => q.proc.stderr!.on('end', resolve));
    await q.stop();
    await stderrDone;
    assert.doesNotMatch(q.output(), /unhandled error|aborted/i);
  });
});

describe('slow clients', () => {
  /** Opens `n` sockets that each send `text` and then nothing; resolves with what each got before the server closed it. */
  function stalled(port: number, text: string, n: number): Promise<string[]> {
    return Promise.all(
      Array.from(
        { length: n },
        () =>
          new Promise<string>((resolve, reject) => {
            const sock = net.connect(port, '127.0.0.1', () => sock.write(text));
            let got = '';
            sock.on('data', (d: Buffer) => (got += d.toString()));
            sock.on('error', reject);
            sock.on('close', () => resolve(got));
          }),
      ),
    );
  }

  it('half-sent headers and stalled bodies are answered 408 and closed by the server', { timeout: 30_000 }, async () => {
    const q = await startServer({ env: { ETERIS_HEADERS_TIMEOUT_MS: '300', ETERIS_REQUEST_TIMEOUT_MS: '600' } });
    try {
      const [heads, bodies] = await Promise.all([
        stalled(q.port, 'GET /api/public/v1/userinfo HTTP/1.1\r\nHost: x\r\nX-Slow: ', 20),
        stalled(q.port, 'POST /api/public/v1/signup/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":', 20),
      ]);
      for (const got of [...heads, ...bodies]) {
        assert.match(got, /^HTTP\/1\.1 408 /);
        assert.equal(JSON.parse(got.split('\r\n\r\n')[1]!).error.code, 'request_timeout');
      }
      assert.equal((await call(q.url, '/api/public/v1/userinfo')).status, 200, 'the server still answers');
    } finally {
      const stderrDone = new Promise((resolve) => q.proc.stderr!.on('end', resolve));
      await q.stop();
      await stderrDone;
    }
    assert.doesNotMatch(q.output(), /unhandled error/i, 'the cut bodies are not logged as errors');
  });
});

describe('connections per address', () => {
  it('beyond the cap a new connection is answered 429 in the JSON shape and closed; closed ones free their places', { timeout: 60_000 }, async () => {
    const q = await startServer({ env: { ETERIS_CONNECTIONS_PER_ADDRESS: '20', ETERIS_HEADERS_TIMEOUT_MS: '60000', ETERIS_REQUEST_TIMEOUT_MS: '60000' } });
    const held: net.Socket[] = [];
    try {
      // 30 half-sent headers and 30 stalled bodies from one address, each written before the next connects
      const answers: Promise<string>[] = [];
      const texts = [
        'GET /api/public/v1/userinfo HTTP/1.1\r\nHost: x\r\nX-Slow: ',
        'POST /api/public/v1/signup/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
      ];
      for (let i = 0; i < 60; i++) {
        const sock = net.connect(q.port, '127.0.0.1');
        held.push(sock);
        await new Promise<void>((resolve, reject) => {
          sock.once('error', reject);
          sock.once('connect', () => sock.write(texts[i % 2]!, () => resolve()));
        });
        answers.push(
          new Promise((resolve) => {
            let got = '';
            sock.on('data', (d: Buffer) => (got += d.toString()));
            sock.on('error', () => undefined);
            sock.on('close', () => resolve(got));
          }),
        );
      }
      const refused = await Promise.all(answers.slice(20));
      for (const got of refused) {
        assert.match(got, /^HTTP\/1\.1 429 /);
        assert.match(got, /\r\nretry-after: 5\r\n/i);
        assert.equal(JSON.parse(got.split('\r\n\r\n')[1]!).error.code, 'too_many_connections');
      }
      assert.ok(held.slice(0, 20).every((sock) => !sock.destroyed), 'the first 20 are still open');
      assert.equal((await call(q.url, '/api/public/v1/userinfo')).status, 429, 'a well-behaved request over the cap is refused too');

      for (const sock of held) sock.destroy();
      // the server counts a socket free once its close reaches it
      await untilAsync(async () => assert.equal((await call(q.url, '/api/public/v1/userinfo')).status, 200), 20_000);
    } finally {
      for (const sock of held) sock.destroy();
      const stderrDone = new Promise((resolve) => q.proc.stderr!.on('end', resolve));
      await q.stop();
      await stderrDone;
    }
    assert.doesNotMatch(q.output(), /unhandled error/i);
  });
});

describe('event streams', () => {
  it('one session opens at most 5 streams and a customer at most 20; a closed one frees its place', async () => {
    const open: AbortController[] = [];
    const stream = async (token: string) => {
      const ctrl = new AbortController();
      const r = await fetch(`${s.url}/events/customer/1001`, { headers: { Authorization: `Bearer ${token}` }, signal: ctrl.signal });
      if (r.ok) open.push(ctrl);
      else await r.text();
      return r.status;
    };
    const count = async () => (await call(s.url, '/__test/events/streams?customer_id=1001')).body.streams as number;
    try {
      const tokens: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { token } = await login(s.url);
        assert.equal((await selectProfile(s.url, token, 1)).status, 200);
        tokens.push(token);
      }
      for (let i = 0; i < 5; i++) assert.equal(await stream(tokens[0]!), 200);
      const sixth = await fetch(`${s.url}/events/customer/1001`, { headers: { Authorization: `Bearer ${tokens[0]}` } });
      assert.equal(sixth.status, 429);
      assert.equal(((await sixth.json()) as { error: { code: string } }).error.code, 'too_many_streams');
      assert.ok(sixth.headers.get('retry-after'));

      open.shift()!.abort();
      await untilAsync(async () => assert.ok((await count()) <= 4, 'the server sees the close'), 20_000);
      assert.equal(await stream(tokens[0]!), 200, 'a closed stream frees its place');

      for (const token of tokens.slice(1, 4)) for (let i = 0; i < 5; i++) assert.equal(await stream(token), 200);
      assert.equal(await count(), 20);
      const over = await fetch(`${s.url}/events/customer/1001`, { headers: { Authorization: `Bearer ${tokens[4]}` } });
      assert.equal(over.status, 429, 'a fresh session of a customer with 20 streams');
      await over.text();
    } finally {
      for (const c of open) c.abort();
    }
  });
});
