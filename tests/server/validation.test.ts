// Request validation against the OpenAPI document and the storage quotas ("Both ends
// validate"): each hole that was reproduced answers a clear 4xx now, and nothing of it is stored.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { encode } from '@msgpack/msgpack';
import { api, call, login, pub, startServer, type CallOptions, type Server } from './helpers';

let s: Server;
let anna: string;

before(async () => {
  s = await startServer();
  anna = (await login(s.url)).token;
});
after(() => s.stop());

const profiles = async () => (await call(s.url, api('/customer/profiles'), { token: anna, profile: 1 })).body.items as { id: number; name: string; age: number }[];
const cards = async (token: string) => (await call(s.url, api('/payment-cards'), { token })).body.items as { holder: string; exp_year: number }[];

/** Asserts a JSON error of the documented shape with the given status, naming `field` when given. */
function rejected(r: { status: number; body: { error?: { code: string; message: string; fields?: Record<string, string> } } }, status: number, field?: string) {
  assert.equal(r.status, status, JSON.stringify(r.body));
  assert.equal(typeof r.body.error?.code, 'string');
  assert.equal(typeof r.body.error?.message, 'string');
  if (field) assert.ok(r.body.error?.fields?.[field], `${field} named in ${JSON.stringify(r.body.error)}`);
}

describe('wrong types are refused, never coerced', () => {
  it('a JSON object as a profile name is 400, not "[object Object]"', async () => {
    const before = await profiles();
    const r = await call(s.url, api('/customer/profile'), { method: 'POST', token: anna, profile: 1, json: { name: { x: 1 }, age: 0 } });
    rejected(r, 400, 'name');
    assert.equal(r.body.error.code, 'validation_failed');
    const now = await profiles();
    assert.equal(now.length, before.length);
    assert.ok(!now.some((p) => p.name.includes('[object')));
  });

  it('an array or a string as a JSON age is 400, not 13', async () => {
    for (const age of [[13], '13', 13.5, true]) {
      const r = await call(s.url, api('/customer/profile/2'), { method: 'PUT', token: anna, profile: 1, json: { age } });
      rejected(r, 400, 'age');
    }
    assert.equal((await profiles()).find((p) => p.id === 2)!.age, 13);
    const wrongAge = await call(s.url, api('/customer/profile/3'), { method: 'PUT', token: anna, profile: 1, json: { age: 13 } });
    assert.equal(wrongAge.status, 200, 'a JSON number is accepted');
    assert.equal((await call(s.url, api('/customer/profile/3'), { method: 'PUT', token: anna, profile: 1, form: { age: 6 } })).status, 200);
  });

  it('form numbers must be all digits and form booleans spelled as one', async () => {
    for (const form of <Record<string, string>[]>[{ age: '13abc' }, { age: ' 13' }, { age: '1e1' }, { can_buy: 'yes please' }, { avatar_id: '0x10' }]) {
      const r = await call(s.url, api('/customer/profile/3'), { method: 'PUT', token: anna, profile: 1, form });
      rejected(r, 400, Object.keys(form)[0]);
    }
  });

  it('unknown fields are refused', async () => {
    const r = await call(s.url, api('/customer/profile/3'), { method: 'PUT', token: anna, profile: 1, form: { name: 'Vaikai', master: 'true' } });
    rejected(r, 400, 'master');
  });

  it('a wrong-typed query parameter is 400', async () => {
    rejected(await call(s.url, pub('/vod?page[limit]=ten')), 400, 'page[limit]');
    rejected(await call(s.url, pub('/vod?page[limit]=501')), 400, 'page[limit]');
    rejected(await call(s.url, pub(`/search-v2?filter[query]=${'x'.repeat(300)}`)), 400, 'filter[query]');
  });
});

describe('lengths, ranges and control characters', () => {
  it('profile names: 1-40 characters, not blank, no control characters', async () => {
    const before = await profiles();
    for (const name of ['x'.repeat(41), 'A\u0000B', 'A\nB', 'A\u202eB', '   ']) {
      const r = await call(s.url, api('/customer/profile'), { method: 'POST', token: anna, profile: 1, form: { name, age: 0 } });
      rejected(r, 400, 'name');
    }
    assert.equal((await profiles()).length, before.length);
    const ok = await call(s.url, api('/customer/profile'), { method: 'POST', token: anna, profile: 1, form: { name: 'Ž'.repeat(40), age: 0 } });
    assert.equal(ok.status, 201);
    assert.equal((await call(s.url, api(`/customer/profile/${ok.body.id}`), { method: 'DELETE', token: anna, profile: 1 })).status, 204);
  });

  it('a 200 KB name or card holder is 413; a 65-character holder is 400; nothing stored', async () => {
    const big = 'x'.repeat(200 * 1024);
    rejected(await call(s.url, api('/customer/profile'), { method: 'POST', token: anna, profile: 1, form: { name: big, age: 0 } }), 413);
    const card = { number: '4111 1111 1111 1111', exp_month: 12, exp_year: 2040, cvc: '123' };
    const before = await cards(anna);
    rejected(await call(s.url, api('/payment-cards'), { method: 'POST', token: anna, profile: 1, form: { ...card, holder: big } }), 413);
    rejected(await call(s.url, api('/payment-cards'), { method: 'POST', token: anna, profile: 1, form: { ...card, holder: 'x'.repeat(65) } }), 400, 'holder');
    rejected(await call(s.url, api('/payment-cards'), { method: 'POST', token: anna, profile: 1, form: { ...card, holder: 'Anna\u0007' } }), 400, 'holder');
    assert.deepEqual(await cards(anna), before);
  });

  it('a card year of 10000000000 is 400 and no card is stored', async () => {
    const before = await cards(anna);
    const r = await call(s.url, api('/payment-cards'), { method: 'POST', token: anna, profile: 1, form: { number: '5555 5555 5555 4444', exp_month: 12, exp_year: 10000000000, cvc: '123', holder: 'Anna' } });
    rejected(r, 400, 'exp_year');
    const json = await call(s.url, api('/payment-cards'), { method: 'POST', token: anna, profile: 1, json: { number: '5555 5555 5555 4444', exp_month: 12, exp_year: 1e10, cvc: '123', holder: 'Anna' } });
    rejected(json, 400, 'exp_year');
    assert.deepEqual(await cards(anna), before);
  });

  it('a 10 KB purchase_option is 400 and nothing is subscribed', async () => {
    const q = (opt: string) => api(`/client/smartivus/customer-product/subscribe?id=202&customer_id=1001&purchase_option=${opt}`);
    rejected(await call(s.url, q('x'.repeat(10 * 1024)), { token: anna, profile: 1, headers: { 'X-Eteris-Pin': '0000' } }), 400, 'purchase_option');
    rejected(await call(s.url, q('contract24'), { token: anna, profile: 1, headers: { 'X-Eteris-Pin': '0000' } }), 400, 'purchase_option');
    const groups = await call(s.url, api('/client/smartivus/product-groups?lang=en'), { token: anna });
    const p = groups.body.items.flatMap((g: { products: { id: number; subscribed: boolean }[] }) => g.products).find((x: { id: number }) => x.id === 202);
    assert.equal(p.subscribed, false);
  });
});

describe('body size and nesting', () => {
  it('a 5,000-deep (and a 30,000-deep) JSON body is 400, not 500', async () => {
    for (const depth of [5000, 30_000]) {
      const body = '['.repeat(depth) + ']'.repeat(depth);
      const r = await call(s.url, api('/customer/profile'), { method: 'POST', token: anna, profile: 1, body, headers: { 'Content-Type': 'application/json' } });
      rejected(r, 400);
      assert.equal(r.body.error.code, 'too_deep');
      const obj = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      rejected(await call(s.url, pub('/signup/contact'), { method: 'POST', body: obj, headers: { 'Content-Type': 'application/json' } }), depth * 6 > 64 * 1024 ? 413 : 400);
    }
  });

  it('a 200 KB body is 413', async () => {
    const r = await call(s.url, pub('/register'), { method: 'POST', body: 'a=' + 'x'.repeat(200 * 1024), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    rejected(r, 413);
    assert.equal(r.body.error.code, 'payload_too_large');
  });

  it('an unsupported content type is 415', async () => {
    const r = await call(s.url, pub('/register'), { method: 'POST', body: '<x/>', headers: { 'Content-Type': 'application/xml' } });
    rejected(r, 415);
  });

  it('a 6,000-deep msgpack stats HELLO is 400 and the next writes succeed', async () => {
    const hello = { type: 'HELLO', tstamp: Date.now(), now: Date.now(), customerId: 1001, profileId: 1, deviceType: 30, platformName: 'web', firmwareVersion: 'x', appVersion: '1' };
    const plain = encode(hello);
    assert.equal(plain[0], 0x89);
    const deep = new Uint8Array([0x8a, ...plain.subarray(1), 0xa1, 0x78, ...new Array<number>(6000).fill(0x91), 0x01]);
    const r = await call(s.url, '/stats', { method: 'POST', token: anna, body: deep, headers: { 'Content-Type': 'application/msgpack' } });
    rejected(r, 400);
    const extra = await call(s.url, '/stats', { method: 'POST', token: anna, body: encode({ ...hello, extra: [[1]] }), headers: { 'Content-Type': 'application/msgpack' } });
    rejected(extra, 400, 'extra');
    const ok = await call(s.url, '/stats', { method: 'POST', token: anna, body: plain, headers: { 'Content-Type': 'application/msgpack' } });
    assert.equal(ok.status, 204);
    const made = await call(s.url, api('/customer/profile'), { method: 'POST', token: anna, profile: 1, form: { name: 'Po statistikos', age: 6 } });
    assert.equal(made.status, 201);
    assert.equal((await call(s.url, api(`/customer/profile/${made.body.id}`), { method: 'DELETE', token: anna, profile: 1 })).status, 204);
    const stored = (await call(s.url, '/__test/stats')).body.items as { message: Record<string, unknown> }[];
    assert.ok(stored.every((x) => !('x' in x.message) && !('extra' in x.message)));
  });
});

describe('every operation of the document refuses a wrong-typed request with a 4xx', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let doc: any;
  before(async () => {
    doc = (await call(s.url, '/api/openapi.json')).body;
  });

  const concrete = (path: string) => path.replace(/\{(\w+)\}/g, '1');

  it('bodies: every field given as an object, the body as an array, as a string', async () => {
    let checked = 0;
    for (const [path, item] of Object.entries<Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.requestBody) continue;
        const types = Object.keys(op.requestBody.content);
        const ref = op.requestBody.content[types[0]!]!.schema.$ref.split('/').pop()!;
        const props = Object.keys(doc.components.schemas[ref].properties);
        const wrong = Object.fromEntries(props.map((k) => [k, { x: [1] }]));
        const opts = (o: CallOptions) => ({ method: method.toUpperCase(), token: anna, ...o });
        const attempts = types.includes('application/msgpack')
          ? [opts({ body: encode(wrong) }), opts({ body: encode([1, 2]) }), opts({ body: encode('x') })]
          : [opts({ json: wrong }), opts({ json: [1, 2] }), opts({ json: 'x' }), opts({ form: Object.fromEntries(props.map((k) => [k, 'x'.repeat(3000)])) })];
        for (const o of attempts) {
          const r = await call(s.url, concrete(path), o);
          assert.ok(r.status >= 400 && r.status < 500, `${method} ${path} ${JSON.stringify(o).slice(0, 120)} -> ${r.status}`);
          assert.ok(r.status !== 404 && r.status !== 405, `${method} ${path} has no route`);
          if (r.body) rejected(r, r.status);
          checked++;
        }
      }
    }
    assert.ok(checked > 60, `${checked} requests`);
  });

  it('query parameters: every documented one too long or of the wrong type is 400', async () => {
    let checked = 0;
    for (const [path, item] of Object.entries<Record<string, { parameters?: { name: string; in: string }[] }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const p of op.parameters ?? []) {
          if (p.in !== 'query') continue;
          const r = await call(s.url, `${concrete(path)}?${encodeURIComponent(p.name)}=${'x'.repeat(3000)}`, { method: method.toUpperCase(), token: anna });
          assert.equal(r.status, 400, `${method} ${path} ?${p.name} -> ${r.status}`);
          rejected(r, 400, p.name);
          checked++;
        }
      }
    }
    assert.ok(checked > 80, `${checked} requests`);
  });

  it('every string a request may carry has a maximum length', () => {
    const strings: string[] = [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const walk = (schema: any, at: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) return walk(doc.components.schemas[schema.$ref.split('/').pop()], at);
      if (schema.type === 'string' && !schema.enum && !('const' in schema) && typeof schema.maxLength !== 'number') strings.push(at);
      for (const [k, v] of Object.entries(schema.properties ?? {})) walk(v, `${at}.${k}`);
    };
    for (const [path, item] of Object.entries<Record<string, { parameters?: { name: string; schema: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const p of op.parameters ?? []) walk(p.schema, `${method} ${path} ${p.name}`);
        for (const [t, c] of Object.entries(op.requestBody?.content ?? {})) walk(c.schema, `${method} ${path} ${t}`);
      }
    }
    assert.deepEqual(strings, []);
  });
});

describe('quotas', () => {
  it('sign-up contacts per address and hour: then 429 with Retry-After, and no more mails', async () => {
    let last = 0;
    for (let i = 0; i < 10; i++) {
      const r = await call(s.url, pub('/signup/contact'), { method: 'POST', form: { email: `q${i}@example.lt`, name: 'Q', phone: '+370 600 00 000' } });
      assert.equal(r.status, 202, `sign-up ${i}`);
      last = i;
    }
    const over = await call(s.url, pub('/signup/contact'), { method: 'POST', form: { email: 'q-over@example.lt', name: 'Q', phone: '+370 600 00 000' } });
    rejected(over, 429);
    assert.equal(over.body.error.code, 'quota_exceeded');
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.equal((await call(s.url, '/__test/mails?to=q-over@example.lt')).body.items.length, 0);
    assert.equal((await call(s.url, `/__test/mails?to=q${last}@example.lt`)).body.items.length, 1);
  });

  it('payment cards per customer: the sixth is 409', async () => {
    const form = { exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' };
    // anna's seeded card is the first
    const numbers = ['5555 5555 5555 4444', '4012 8888 8888 1881', '4242 4242 4242 4242', '5105 1051 0510 5100', '4000 0566 5566 5556'];
    const post = (number: string) => call(s.url, api('/payment-cards'), { method: 'POST', token: anna, profile: 1, form: { ...form, number } });
    const added = [];
    for (const number of numbers.slice(0, 4)) {
      const r = await post(number);
      assert.equal(r.status, 201, r.text);
      added.push(r.body.id as number);
    }
    const over = await post(numbers[4]!);
    rejected(over, 409);
    assert.equal(over.body.error.code, 'quota_exceeded');
    assert.equal((await cards(anna)).length, 5);
    for (const id of added) assert.equal((await call(s.url, api(`/payment-cards/${id}`), { method: 'DELETE', token: anna, profile: 1 })).status, 204);
  });

  it('reminders per profile: beyond 200 a new one is 409, an existing one is still 200', async () => {
    const t = Math.floor(Date.now() / 1000);
    const grid = await call(s.url, api(`/epggrid/channels/1,2,3,4,5,6,7,8,9,10/from/${t + 3600}/to/${t + 4 * 86400}/lang/en`), { token: anna });
    const ids = Object.values<Record<string, { id: number; start: number }[]>>(grid.body.items)
      .flatMap((d) => Object.values(d).flat())
      .filter((p) => p.start > t + 600)
      .map((p) => p.id);
    assert.ok(ids.length > 201, `${ids.length} future programmes`);
    const have = (await call(s.url, api('/reminders?filter[profile_id]=3&page[limit]=500'), { token: anna, profile: 1 })).body.total as number;
    for (const id of ids.slice(0, 200 - have)) {
      const r = await call(s.url, api('/reminders'), { method: 'POST', token: anna, profile: 1, form: { profile_id: 3, epg_id: id } });
      assert.ok(r.status === 201 || r.status === 200, `${r.status}`);
    }
    const list = await call(s.url, api('/reminders?filter[profile_id]=3&page[limit]=500'), { token: anna, profile: 1 });
    assert.equal(list.body.total, 200);
    const fresh = ids.find((id) => !list.body.items.some((x: { epg_id: number }) => x.epg_id === id))!;
    const over = await call(s.url, api('/reminders'), { method: 'POST', token: anna, profile: 1, form: { profile_id: 3, epg_id: fresh } });
    rejected(over, 409);
    assert.equal(over.body.error.code, 'quota_exceeded');
    const again = await call(s.url, api('/reminders'), { method: 'POST', token: anna, profile: 1, form: { profile_id: 3, epg_id: list.body.items[0].epg_id } });
    assert.equal(again.status, 200);
    assert.equal((await call(s.url, api('/reminders?filter[profile_id]=3&page[limit]=500'), { token: anna, profile: 1 })).body.total, 200);
  });

  it('stats: at most 60 per customer and minute, and only the last 50 per customer are kept', async () => {
    const { token } = await login(s.url, 'petras@example.lt');
    // petras has one profile without a PIN: his session acts as it at once
    const profileId = (await call(s.url, api('/customer/selected-profile'), { token })).body.profile.id as number;
    const hello = (n: number) => encode({ type: 'HELLO', tstamp: n, now: n, customerId: 1002, profileId, deviceType: 30, platformName: 'web', firmwareVersion: `n${n}`, appVersion: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(s.url, '/stats', { method: 'POST', token, body: hello(i) })).status);
    assert.deepEqual(statuses.slice(0, 60), new Array(60).fill(204));
    assert.equal(statuses[60], 429);
    const kept = ((await call(s.url, '/__test/stats')).body.items as { customerId: number; message: { firmwareVersion: string } }[]).filter((x) => x.customerId === 1002);
    assert.equal(kept.length, 50);
    assert.equal(kept.at(-1)!.message.firmwareVersion, 'n59');
    assert.equal(kept[0]!.message.firmwareVersion, 'n10');
  });
});

describe('the document says which query parameters a call needs', () => {
  it('a product without its id is refused by the document, naming id', async () => {
    const r = await call(s.url, api('/client/smartivus/product-items?lang=en'), { token: anna });
    rejected(r, 400, 'id');
    assert.equal(r.body.error.code, 'validation_failed');
    assert.equal(r.body.error.fields.id, 'required');
    const doc = (await call(s.url, '/api/openapi.json')).body as { paths: Record<string, { get: { parameters: { name: string; required: boolean }[] } }> };
    assert.equal(doc.paths['/api/v1/client/smartivus/product-items']!.get.parameters.find((p) => p.name === 'id')!.required, true);
  });
});
