// Age limits and the adult PIN hold at every door, over real HTTP: the guide, a
// programme's details, search, VoD, reminders, the event stream and the licence server answer a
// child's session without what is above its age limit, whatever the page sends.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, checkedClient, login, selectProfile, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';
import { until } from '../helpers/until';

let s: Server;
let c: Checked;

interface Prog {
  id: number;
  channel_id: number;
  start: number;
  stop: number;
  title: string;
  description: string;
  age_rating: number;
  catchup: boolean;
  locked?: string;
}

const ANNA = 1;
const JONAS = 2; // children: 13
const VAIKAI = 3; // infants: 6
const ADULT = 42;

let anna: string;
let jonas: string;
let vaikai: string;
/** Every programme of the subscribed, non-adult channels 1..30 from 3 days back to 1 day ahead, as Anna sees them. */
let all: Prog[];

const grid = async (token: string | null, ids: number[], from: number, to: number): Promise<Prog[]> => {
  const path = token ? `/api/v1/epggrid/channels/${ids.join(',')}/from/${from}/to/${to}/lang/en` : `/api/public/v1/epggrid/channels/${ids.join(',')}/from/${from}/to/${to}/lang/en`;
  const r = await c(path, { token });
  assert.equal(r.status, 200, r.text);
  return Object.values(r.body.items as Record<string, Record<string, Prog[]>>).flatMap((days) => Object.values(days).flat());
};

const session = async (profile: number): Promise<string> => {
  const { token } = await login(s.url);
  assert.equal((await selectProfile(s.url, token, profile)).status, 200);
  return token;
};

const now = () => Math.floor(Date.now() / 1000);
const day = 86400;
const span = () => {
  const d = Math.floor(now() / day);
  return { from: (d - 3) * day, to: (d + 2) * day };
};

before(async () => {
  s = await startServer();
  c = checkedClient(s.url, await OpenApi.load(s.url));
  [anna, jonas, vaikai] = [await session(ANNA), await session(JONAS), await session(VAIKAI)];
  const { from, to } = span();
  all = await grid(anna, Array.from({ length: 30 }, (_, i) => i + 1), from, to);
});
after(() => s.stop());

/** A programme Anna sees with a title, rated above `limit`, matching `pick`. */
function overAge(limit: number, pick: (p: Prog) => boolean = () => true): Prog {
  const p = all.find((x) => x.age_rating > limit && x.title !== '' && pick(x));
  assert.ok(p, `the seed has a programme rated above ${limit}`);
  return p;
}

describe('the guide and details', () => {
  it("a child's grid carries no title or description of an over-age programme, only the lock; the parent's does", async () => {
    const p = overAge(13);
    const { from, to } = span();
    const mine = (await grid(jonas, [p.channel_id], from, to)).find((x) => x.id === p.id)!;
    assert.deepEqual([mine.title, mine.description, mine.locked, mine.age_rating], ['', '', 'age', p.age_rating]);
    const overs = (await grid(jonas, [p.channel_id], from, to)).filter((x) => x.age_rating > 13);
    assert.ok(overs.every((x) => x.title === '' && x.description === '' && x.locked === 'age'), 'no over-age title anywhere in the answer');
    // allowed programmes keep their titles
    const ok = (await grid(jonas, [p.channel_id], from, to)).find((x) => x.age_rating <= 13)!;
    assert.notEqual(ok.title, '');
    assert.equal(ok.locked, undefined);
    // the parent sees everything
    const parent = (await grid(anna, [p.channel_id], from, to)).find((x) => x.id === p.id)!;
    assert.equal(parent.locked, undefined);
    assert.equal(parent.title, p.title);
  });

  it('a forged profile header or cookie changes nothing; the same token after choosing the parent gets the title (the answer is revalidated, never reused)', async () => {
    const p = overAge(13);
    const { from, to } = span();
    const path = `/api/v1/epggrid/channels/${p.channel_id}/from/${from}/to/${to}/lang/en`;
    const forged = await call(s.url, path, { token: jonas, headers: { 'X-Profile-Id': String(ANNA), Cookie: `_profile=${ANNA}` } });
    const titleIn = (body: { items: Record<string, Record<string, Prog[]>> }) =>
      Object.values(body.items).flatMap((d) => Object.values(d).flat()).find((x) => x.id === p.id)!.title;
    assert.equal(titleIn(forged.body), '');
    assert.match(forged.headers.get('cache-control') ?? '', /no-cache/);
    const etag = forged.headers.get('etag');
    assert.ok(etag);
    assert.equal((await call(s.url, path, { token: jonas, headers: { 'If-None-Match': etag } })).status, 304);
    const token = await session(JONAS);
    assert.equal((await selectProfile(s.url, token, ANNA)).status, 200);
    const again = await call(s.url, path, { token, headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 200, 'another viewer never gets the 304 of a child');
    assert.equal(titleIn(again.body), p.title);
  });

  it("a programme's details and what is on now hide the title the same way", async () => {
    const p = overAge(6);
    const one = await c(`/api/v1/epg/${p.id}?lang=en`, { token: vaikai });
    assert.equal(one.status, 200);
    assert.deepEqual([one.body.title, one.body.description, one.body.locked], ['', '', 'age']);
    assert.equal((await c(`/api/v1/epg/${p.id}?lang=en`, { token: anna })).body.title, p.title);
    const nowList = await c(`/api/v1/channels/${p.channel_id}/epg/now?lang=en`, { token: vaikai });
    for (const x of nowList.body.items as Prog[]) if (x.age_rating > 6) assert.deepEqual([x.title, x.locked], ['', 'age']);
  });

  it("the adult channel's programmes are locked for everyone without the adult grant, and shown with it", async () => {
    const { from, to } = span();
    for (const token of [anna, null]) {
      const list = await grid(token, [ADULT], from, to);
      assert.ok(list.length > 0);
      assert.ok(list.every((x) => x.title === '' && x.locked === 'adult'), 'no adult title without the grant');
    }
    const token = await session(ANNA);
    assert.equal((await c('/api/v1/customer/adult-unlock', { method: 'POST', token, form: { pin: '0000' } })).status, 200);
    const granted = await grid(token, [ADULT], from, to);
    assert.ok(granted.every((x) => x.title !== '' && x.locked === undefined));
  });
});

describe('search, VoD and reminders', () => {
  it('search finds no over-age programme or item for a child, by title, and finds it for the parent', async () => {
    const over = new Set(all.filter((x) => x.age_rating > 13).map((x) => x.id));
    // a title of which some airing Anna finds is over-age
    const titles = [...new Set(all.filter((x) => over.has(x.id) && x.catchup && x.stop <= now()).map((x) => x.title))];
    let checked = 0;
    for (const title of titles.slice(0, 6)) {
      const q = encodeURIComponent(title);
      const parent = (await c(`/api/v1/search-v2?filter[query]=${q}&lang=en&page[limit]=100`, { token: anna })).body.items as { id: number; type: string }[];
      const child = (await c(`/api/v1/search-v2?filter[query]=${q}&lang=en&page[limit]=100&suggestions=1`, { token: jonas })).body.items as { id: number; type: string; age?: number }[];
      if (parent.some((x) => over.has(x.id))) checked++;
      assert.deepEqual(child.filter((x) => x.type !== 'vod' && x.type !== 'group' && x.type !== 'channel' && over.has(x.id)), [], `no over-age airing of "${title}" for the child`);
      assert.ok(child.filter((x) => x.type === 'vod' || x.type === 'group').every((x) => (x.age ?? 0) <= 13));
    }
    assert.ok(checked > 0, 'the parent finds over-age airings that the child does not');
  });

  it('the VoD list leaves over-age items out for a child; an item asked for by id is refused; a bookmark of one comes without title or poster', async () => {
    const parentList = (await c('/api/v1/vod?lang=en&page[limit]=100', { token: anna })).body.items as { id: number; age: number; title: string; poster: string }[];
    const item = parentList.find((v) => v.age > 6);
    assert.ok(item);
    const childList = (await c('/api/v1/vod?lang=en&page[limit]=100', { token: vaikai })).body.items as { age: number }[];
    assert.ok(childList.length > 0 && childList.every((v) => v.age <= 6));
    const one = await c(`/api/v1/vod/${item.id}?lang=en`, { token: vaikai });
    assert.equal(one.status, 403);
    assert.equal(one.body.error.code, 'age_locked');
    // a bookmark on the infants' profile (set by the master) of an item above its limit
    const token = await session(ANNA);
    assert.equal((await call(s.url, `/api/v1/bookmarks`, { method: 'POST', token, form: { profile_id: VAIKAI, type: 'vod', event_id: item.id, position: 60 } })).status, 201);
    const marks = await c('/api/v1/bookmarks?filter[type]=vod', { token: vaikai });
    const mark = (marks.body.items as { event_id: number; title: string; vod: { title: string; poster: string; locked?: string } }[]).find((b) => b.event_id === item.id)!;
    assert.deepEqual([mark.title, mark.vod.title, mark.vod.locked], ['', '', 'age']);
    assert.ok(!mark.vod.poster.includes(`/vod/${item.id}/`), 'a poster that does not draw the title');
    assert.equal((await call(s.url, mark.vod.poster)).status, 200);
    assert.equal((await c('/api/v1/wishlist', { method: 'POST', token: vaikai, form: { vod_id: item.id } })).status, 403);
  });

  it('a child cannot set a reminder for an over-age programme', async () => {
    const p = overAge(13, (x) => x.start > now() + 600);
    const r = await call(s.url, '/api/v1/reminders', { method: 'POST', token: jonas, form: { epg_id: p.id } });
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, 'age_locked');
  });
});

describe('the licence server', () => {
  let drm: { drm_token: string; customer_id: number };
  // a channel's key changes with each programme: the key id of programme `progId` (its catch-up
  // manifest's) when it has begun, else of the one on air (the live manifest's Period before the
  // next programme's)
  const kidOf = async (channel: number, progId: number | null) => {
    const p = progId === null ? undefined : all.find((x) => x.id === progId && x.channel_id === channel && x.start < now());
    const mpd = await (await fetch(p ? `${s.url}/media/catchup/${channel}/manifest.mpd?from=${p.start}&to=${Math.min(p.stop, now() - 1)}` : `${s.url}/media/live/${channel}/manifest.mpd`)).text();
    const kids = [...mpd.matchAll(/<Period[\s\S]*?cenc:default_KID="([0-9a-f-]+)"/gi)].map((m) => m[1]!);
    const uuid = p ? kids[0]! : kids[kids.length - 2]!;
    return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
  };
  const licence = async (channel: number, progId: number | null, token: string | null) => {
    const r = await fetch(`${s.url}/drm/clearkey?ch_id=${channel}${progId ? `&prog_id=${progId}` : ''}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Eteris-User-Id': `eteris-${drm.customer_id}`,
        'X-Eteris-Drm-Token': drm.drm_token,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ kids: [await kidOf(channel, progId)], type: 'temporary' }),
    });
    return { status: r.status, body: (await r.json()) as { keys?: unknown[]; error?: { code: string } } };
  };
  before(async () => {
    drm = (await c('/api/v1/userinfo', { token: anna })).body;
  });

  it("refuses a child the key of an over-age catch-up programme and gives it for an allowed one; the parent gets both", async () => {
    const p = overAge(13, (x) => x.catchup && x.stop <= now());
    const fine = all.find((x) => x.channel_id === p.channel_id && x.catchup && x.stop <= now() && x.age_rating === 0)!;
    const refused = await licence(p.channel_id, p.id, jonas);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error?.code, 'age_locked');
    assert.equal((await licence(p.channel_id, fine.id, jonas)).status, 200);
    assert.equal((await licence(p.channel_id, p.id, anna)).status, 200);
  });

  it('without a session the drm token alone gets no key, not even of a programme for every age', async () => {
    const p = all.find((x) => x.catchup && x.stop <= now() && x.age_rating === 0)!;
    const refused = await licence(p.channel_id, p.id, null);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error?.code, 'session_required');
  });

  it('refuses a programme that is not on the channel or has not begun', async () => {
    const p = overAge(0, (x) => x.start > now() + 600);
    assert.equal((await licence(p.channel_id, p.id, anna)).body.error?.code, 'not_aired');
    const other = all.find((x) => x.channel_id !== p.channel_id && x.stop <= now())!;
    assert.equal((await licence(p.channel_id, other.id, anna)).status, 404);
  });

  it("the adult channel's key needs the grant even for the parent, and a child's grant does not lift its age limit", async () => {
    assert.equal((await licence(ADULT, null, anna)).body.error?.code, 'adult_pin_required');
    const token = await session(JONAS);
    assert.equal((await c('/api/v1/customer/adult-unlock', { method: 'POST', token, form: { pin: '1234' } })).status, 200);
    assert.equal((await licence(ADULT, null, token)).body.error?.code, 'age_locked');
  });
});

describe('the event stream', () => {
  it("delivers a reminder only to the sessions of the profile that set it", async () => {
    const p = all.find((x) => x.start > now() + 600 && x.age_rating === 0)!;
    const token = await session(ANNA);
    const child = await session(JONAS);
    const info = (await c('/api/v1/userinfo', { token })).body as { customer_id: number };
    assert.equal((await call(s.url, '/api/v1/reminders', { method: 'POST', token, form: { epg_id: p.id } })).status, 201);
    const open = async (t: string) => {
      const ac = new AbortController();
      const r = await fetch(`${s.url}/events/customer/${info.customer_id}`, { headers: { Authorization: `Bearer ${t}` }, signal: ac.signal });
      const reader = r.body!.getReader();
      let text = '';
      const reading = (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          text += new TextDecoder().decode(value);
        }
      })();
      return { close: () => (ac.abort(), reading), text: () => text };
    };
    const [mine, theirs] = [await open(token), await open(child)];
    const tick = await call(s.url, `/__test/events/tick?now=${p.start - 30}`, { method: 'POST' });
    assert.ok(tick.body.delivered >= 1, 'a session acts as Anna');
    // a message to every stream after it: a stream that has it has had everything sent before it
    await call(s.url, `/__test/events/fire?customer_id=${info.customer_id}`, { method: 'POST' });
    const count = (st: { text: () => string }) => st.text().split('"msg_type"').length - 1;
    await until(() => assert.ok(count(mine) >= 2 && count(theirs) >= 1, 'both streams have the last message'), 20_000);
    await mine.close();
    await theirs.close();
    assert.match(mine.text(), /reminder_id/);
    assert.ok(mine.text().includes(`\\"id\\":${p.id},`), 'the reminder of this programme');
    assert.doesNotMatch(theirs.text(), /reminder_id/);
  });
});
