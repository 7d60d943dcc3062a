// The stats collector (msgpack HELLO) and the customer's event stream with reminder messages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { encode } from '@msgpack/msgpack';
import { call, login, selectProfile, startServer, type Server } from './helpers';

let s: Server;
let token: string;
before(async () => {
  s = await startServer();
  token = (await login(s.url)).token;
  assert.equal((await selectProfile(s.url, token, 1)).status, 200);
});
after(() => s.stop());

const hello = (over: Record<string, unknown> = {}) => ({
  type: 'HELLO',
  tstamp: Date.now(),
  now: Date.now(),
  customerId: 1001,
  profileId: 1,
  deviceType: 30,
  platformName: 'web',
  firmwareVersion: 'Chrome 120',
  appVersion: '0.1.0',
  ...over,
});

describe('stats', () => {
  it('accepts a msgpack HELLO with a bearer token, and tests can read it back decoded', async () => {
    const r = await call(s.url, '/stats', { method: 'POST', token, body: encode(hello({ platformName: 'web-test' })), headers: { 'Content-Type': 'application/msgpack' } });
    assert.equal(r.status, 204);
    const got = await call(s.url, '/__test/stats');
    const msg = got.body.items.at(-1).message;
    assert.equal(msg.type, 'HELLO');
    assert.equal(msg.platformName, 'web-test');
    assert.equal(msg.deviceType, 30);
    assert.equal(msg.customerId, 1001);
  });

  it('rejects missing token, wrong customer, missing fields and other types', async () => {
    assert.equal((await call(s.url, '/stats', { method: 'POST', body: encode(hello()) })).status, 401);
    assert.equal((await call(s.url, '/stats', { method: 'POST', token, body: encode(hello({ customerId: 1002 })) })).status, 403);
    // the profile is the session's, not what the page says
    const other = await call(s.url, '/stats', { method: 'POST', token, body: encode(hello({ profileId: 2 })) });
    assert.equal(other.status, 403);
    const unbound = await call(s.url, '/stats', { method: 'POST', token: (await login(s.url)).token, body: encode(hello()) });
    assert.equal(unbound.status, 403);
    assert.equal(unbound.body.error.code, 'profile_required');
    const missing = await call(s.url, '/stats', { method: 'POST', token, body: encode({ type: 'HELLO' }) });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.error.fields.appVersion);
    assert.equal((await call(s.url, '/stats', { method: 'POST', token, body: encode(hello({ type: 'BYE' })) })).status, 400);
    assert.equal((await call(s.url, '/stats', { method: 'POST', token, body: new Uint8Array() })).status, 400);
  });
});

/** Opens the SSE stream and collects `data:` messages. */
function openStream(path: string, headers: Record<string, string> = {}) {
  const messages: any[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The `id:` of every block, the connection's first (data-less) one included. */
  const ids: string[] = [];
  let raw = '';
  let onMessage: () => void = () => {};
  const ready = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${s.url}${path}`, { headers }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        let i: number;
        while ((i = raw.indexOf('\n\n')) >= 0) {
          const block = raw.slice(0, i);
          raw = raw.slice(i + 2);
          const id = block.split('\n').find((l) => l.startsWith('id: '));
          if (id) ids.push(id.slice(4));
          const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          if (data) {
            messages.push(JSON.parse(data));
            onMessage();
          }
        }
      });
      resolve(res);
    });
    req.on('error', reject);
  });
  const next = () => new Promise<void>((resolve) => (onMessage = resolve));
  return { ready, messages, ids, next };
}

describe('event stream', () => {
  it('delivers a reminder message fired by the test control', async () => {
    const stream = openStream('/events/customer/1001', { Authorization: `Bearer ${token}` });
    const res = await stream.ready;
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/event-stream/);
    const got = stream.next();
    const fired = await call(s.url, '/__test/events/fire', { method: 'POST', form: { customer_id: 1001 } });
    assert.equal(fired.status, 200);
    assert.equal(fired.body.delivered, 1);
    await got;
    const msg = stream.messages[0];
    assert.equal(msg.msg_type, 'reminder');
    assert.equal(typeof msg.messageId, 'string');
    const payload = JSON.parse(msg.payload);
    assert.equal(typeof payload.epg.id, 'number');
    assert.equal(typeof payload.epg.start, 'number');
    assert.deepEqual(payload.epg.title.map((t: { lang: string }) => t.lang), ['lt', 'en', 'ru']);
    res.destroy();
  });

  it('sends a reminder message shortly before a reminded programme starts, once', async () => {
    const t = Math.floor(Date.now() / 1000);
    const soon = await call(s.url, `/api/v1/channels/6/epg/now?lang=en`, { token });
    const p = soon.body.items.find((x: { start: number }) => x.start > t + 120);
    const made = await call(s.url, '/api/v1/reminders', { method: 'POST', token, profile: 2, form: { epg_id: p.id, profile_id: 2 } });
    assert.equal(made.status, 201);
    const stream = openStream('/events/customer/1001', { Authorization: `Bearer ${token}` });
    const res = await stream.ready;
    assert.equal((await call(s.url, `/__test/events/tick?now=${p.start - 600}`, { method: 'POST' })).body.delivered, 0, 'not yet');
    const got = stream.next();
    assert.equal((await call(s.url, `/__test/events/tick?now=${p.start - 30}`, { method: 'POST' })).body.delivered, 1);
    await got;
    const payload = JSON.parse(stream.messages[0].payload);
    assert.equal(payload.epg.id, p.id);
    assert.equal(payload.epg.start, p.start);
    assert.equal(payload.reminder_id, made.body.id);
    assert.equal(payload.profile_id, 2);
    assert.equal((await call(s.url, `/__test/events/tick?now=${p.start - 20}`, { method: 'POST' })).body.delivered, 0, 'only once');
    res.destroy();
  });

  it('replays to a reconnect with Last-Event-ID the reminders sent since then, once', async () => {
    const own = (await login(s.url)).token;
    assert.equal((await selectProfile(s.url, own, 1)).status, 200);
    const auth = { Authorization: `Bearer ${own}` };
    const t = Math.floor(Date.now() / 1000);
    const soon = await call(s.url, `/api/v1/channels/7/epg/now?lang=en`, { token: own });
    const p = soon.body.items.find((x: { start: number }) => x.start > t + 120);
    const made = await call(s.url, '/api/v1/reminders', { method: 'POST', token: own, form: { epg_id: p.id, profile_id: 1 } });
    assert.equal(made.status, 201);

    // a connection the page no longer hears: the server writes the reminder to it all the same
    const lost = openStream('/events/customer/1001', auth);
    const lostRes = await lost.ready;
    const got = lost.next();
    assert.equal((await call(s.url, `/__test/events/tick?now=${p.start - 30}`, { method: 'POST' })).body.delivered, 1);
    await got;
    const [connected, sentId] = lost.ids;
    assert.ok(connected && sentId, `ids: ${lost.ids.join(', ')}`);
    assert.equal(lost.messages[0].messageId, `reminder-${made.body.id}`);
    lostRes.destroy();

    // the reconnect hands back the last id the page saw (the connection's opening block): the reminder comes again, same id
    const again = openStream('/events/customer/1001', { ...auth, 'Last-Event-ID': connected });
    const againRes = await again.ready;
    if (again.messages.length === 0) await again.next();
    assert.equal(again.messages[0].messageId, `reminder-${made.body.id}`);
    assert.equal(JSON.parse(again.messages[0].payload).epg.id, p.id);
    assert.equal(again.ids[0], sentId, 'the replayed event keeps its cursor');
    const ms = (id: string) => Number(id.split('.')[0]);
    assert.ok(ms(again.ids[1]!) >= ms(sentId), 'the opening block comes after the replay');
    againRes.destroy();

    // a page that saw the reminder, or one that sends no cursor, is not sent it again
    for (const h of [{ ...auth, 'Last-Event-ID': sentId }, auth]) {
      const later = openStream('/events/customer/1001', h);
      const res = await later.ready;
      const fired = later.next();
      assert.equal((await call(s.url, '/__test/events/fire', { method: 'POST', form: { customer_id: 1001 } })).status, 200);
      await fired;
      assert.notEqual(later.messages[0].messageId, `reminder-${made.body.id}`, 'the first message is the new one');
      res.destroy();
    }
  });

  it('accepts the token as a query parameter (EventSource cannot set headers)', async () => {
    const stream = openStream(`/events/customer/1001?token=${encodeURIComponent(token)}`);
    const res = await stream.ready;
    assert.equal(res.statusCode, 200);
    res.destroy();
  });

  it('refuses a missing token and another customer\'s stream', async () => {
    assert.equal((await call(s.url, '/events/customer/1001')).status, 401);
    assert.equal((await call(s.url, '/events/customer/1002', { token })).status, 403);
  });
});
