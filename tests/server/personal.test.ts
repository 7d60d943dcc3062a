// Per-profile data: bookmarks (paging, filters, maps), wishlist and reminders, with permissions.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkedClient, login, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';

let s: Server;
let c: Checked;
let anna: string;
let petras: string;
let futureEpg: number[] = [];

before(async () => {
  s = await startServer();
  c = checkedClient(s.url, await OpenApi.load(s.url));
  anna = (await login(s.url)).token;
  petras = (await login(s.url, 'petras@example.lt')).token;
  const t = Math.floor(Date.now() / 1000);
  // six hours of three channels: enough programmes that start later, at any time of day (one hour
  // held only three at some hours); a programme listed under two UTC days counts once
  const grid = await c(`/api/v1/epggrid/channels/1,2,3/from/${t + 600}/to/${t + 6 * 3600}/lang/en`, { token: anna });
  futureEpg = Object.values<Record<string, { id: number; start: number }[]>>(grid.body.items)
    .flatMap((d) => Object.values(d).flat())
    .filter((p) => p.start > t + 600)
    .map((p) => p.id)
    .filter((id, i, all) => all.indexOf(id) === i);
  assert.ok(futureEpg.length >= 6, `future programmes to work with: ${futureEpg.length}`);
});
after(() => s.stop());

describe('bookmarks', () => {
  it('lists the seeded bookmarks with maps by type and event id; default limit 100', async () => {
    const r = await c('/api/v1/bookmarks?lang=en', { token: anna, profile: 1 });
    assert.equal(r.status, 200);
    assert.equal(r.body.limit, 100);
    assert.equal(r.body.offset, 0);
    assert.ok(r.body.by_type.recording.length >= 1);
    assert.ok(r.body.by_type.vod.length >= 1);
    for (const b of r.body.items) assert.equal(r.body.by_event_id[String(b.event_id)], b.id);
  });

  it('pages and filters', async () => {
    const all = await c('/api/v1/bookmarks', { token: anna, profile: 1 });
    const p1 = await c('/api/v1/bookmarks?page[offset]=0&page[limit]=2', { token: anna, profile: 1 });
    const p2 = await c('/api/v1/bookmarks?page[offset]=2&page[limit]=2', { token: anna, profile: 1 });
    assert.equal(p1.body.items.length, 2);
    assert.deepEqual([...p1.body.items, ...p2.body.items].map((b: { id: number }) => b.id), all.body.items.slice(0, 4).map((b: { id: number }) => b.id));
    const rec = await c('/api/v1/bookmarks?filter[type]=recording&filter[profile_id]=1', { token: anna });
    assert.ok(rec.body.items.every((b: { type: string }) => b.type === 'recording'));
    assert.equal((await c('/api/v1/bookmarks?filter[type]=nope', { token: anna })).status, 400);
  });

  it('creates, moves and deletes; validates; refuses unsubscribed channels', async () => {
    const made = await c('/api/v1/bookmarks', { method: 'POST', token: anna, profile: 1, form: { type: 'vod', event_id: 50, position: 10 } });
    assert.equal(made.status, 201);
    const moved = await c('/api/v1/bookmarks', { method: 'POST', token: anna, profile: 1, form: { type: 'vod', event_id: 50, position: 99 } });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.id, made.body.id);
    assert.equal(moved.body.position, 99);
    assert.equal((await c(`/api/v1/bookmarks/${made.body.id}`, { method: 'DELETE', token: anna, profile: 1 })).status, 204);
    assert.equal((await c(`/api/v1/bookmarks/${made.body.id}`, { method: 'DELETE', token: anna, profile: 1 })).status, 404);
    const bad = await c('/api/v1/bookmarks', { method: 'POST', token: anna, profile: 1, form: { type: 'x', event_id: 'y', position: -1 } });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.body.error.fields).sort(), ['event_id', 'position', 'type']);
    const t = Math.floor(Date.now() / 1000);
    const grid = await c(`/api/v1/epggrid/channels/40/from/${t - 7200}/to/${t - 3600}/lang/en`, { token: anna });
    const p = Object.values<{ id: number }[]>(grid.body.items['40'])[0]![0]!;
    assert.equal((await c('/api/v1/bookmarks', { method: 'POST', token: anna, profile: 1, form: { type: 'recording', event_id: p.id } })).status, 403);
  });

  it('a non-master profile cannot read another profile\'s bookmarks', async () => {
    assert.equal((await c('/api/v1/bookmarks?filter[profile_id]=1', { token: anna, profile: 2 })).status, 403);
    assert.equal((await c('/api/v1/bookmarks?filter[profile_id]=2', { token: anna, profile: 2 })).status, 200);
    assert.equal((await c('/api/v1/bookmarks?filter[profile_id]=1', { token: petras })).status, 404);
  });
});

describe('wishlist', () => {
  it('adds VoD items and groups per profile, lists and removes them', async () => {
    assert.equal((await c('/api/v1/wishlist?profile_id=2&vod_id=10', { method: 'POST', token: anna, profile: 2 })).status, 201);
    assert.equal((await c('/api/v1/wishlist?profile_id=2&vod_id=10', { method: 'POST', token: anna, profile: 2 })).status, 200);
    assert.equal((await c('/api/v1/wishlist?profile_id=2&group_id=3', { method: 'POST', token: anna, profile: 2 })).status, 201);
    const list = await c('/api/v1/wishlist?filter[profile_id]=2&lang=en', { token: anna, profile: 2 });
    assert.equal(list.body.items.length, 2);
    assert.ok(list.body.items.some((w: { vod: { id: number } | null }) => w.vod?.id === 10));
    assert.ok(list.body.items.some((w: { group: { id: number } | null }) => w.group?.id === 3));
    const other = await c('/api/v1/wishlist?filter[profile_id]=1', { token: anna, profile: 1 });
    assert.ok(!other.body.items.some((w: { vod_id: number }) => w.vod_id === 10), 'per profile');
    assert.equal((await c('/api/v1/wishlist/10?filter[profile_id]=2', { method: 'DELETE', token: anna, profile: 2 })).status, 204);
    assert.equal((await c('/api/v1/wishlist/3?filter[profile_id]=2&type=group', { method: 'DELETE', token: anna, profile: 2 })).status, 204);
    assert.equal((await c('/api/v1/wishlist/10?filter[profile_id]=2', { method: 'DELETE', token: anna, profile: 2 })).status, 404);
    assert.equal((await c('/api/v1/wishlist?profile_id=2', { method: 'POST', token: anna, profile: 2 })).status, 400);
    assert.equal((await c('/api/v1/wishlist?profile_id=2&vod_id=99999', { method: 'POST', token: anna, profile: 2 })).status, 404);
    assert.equal((await c('/api/v1/wishlist?profile_id=1&vod_id=10', { method: 'POST', token: anna, profile: 2 })).status, 403);
  });
});

describe('reminders', () => {
  it('creates, filters, pages and deletes reminders', async () => {
    const ids: number[] = [];
    for (const epg of futureEpg.slice(0, 4)) {
      const r = await c('/api/v1/reminders', { method: 'POST', token: anna, profile: 1, form: { epg_id: epg, profile_id: 1 } });
      assert.equal(r.status, 201);
      assert.equal(r.body.epg.id, epg);
      ids.push(r.body.id);
    }
    assert.equal((await c('/api/v1/reminders', { method: 'POST', token: anna, profile: 1, form: { epg_id: futureEpg[0]!, profile_id: 1 } })).status, 200);
    const all = await c('/api/v1/reminders?page_offset=0&page_limit=100&lang=en&filter_profile=1', { token: anna, profile: 1 });
    assert.equal(all.body.total, 4);
    const page = await c('/api/v1/reminders?page[offset]=1&page[limit]=2', { token: anna, profile: 1 });
    assert.equal(page.body.items.length, 2);
    const ch = all.body.items[0].channel_id;
    const byCh = await c(`/api/v1/reminders?filter[channel_id]=${ch}`, { token: anna, profile: 1 });
    assert.ok(byCh.body.items.every((r: { channel_id: number }) => r.channel_id === ch));
    const byEpg = await c(`/api/v1/reminders?filter[epg_id]=${futureEpg[1]}`, { token: anna, profile: 1 });
    assert.equal(byEpg.body.items.length, 1);
    assert.equal((await c(`/api/v1/reminders/${ids[0]}`, { method: 'DELETE', token: anna, profile: 1 })).status, 204);
    assert.equal((await c('/api/v1/reminders', { token: anna, profile: 1 })).body.total, 3);
  });

  it('refuses past programmes, unknown programmes and other profiles', async () => {
    const t = Math.floor(Date.now() / 1000);
    const past = await c(`/api/v1/epggrid/channels/1/from/${t - 7200}/to/${t - 3600}/lang/en`, { token: anna });
    const p = Object.values<{ id: number }[]>(past.body.items['1'])[0]![0]!;
    assert.equal((await c('/api/v1/reminders', { method: 'POST', token: anna, profile: 1, form: { epg_id: p.id } })).status, 400);
    assert.equal((await c('/api/v1/reminders', { method: 'POST', token: anna, profile: 1, form: { epg_id: 123 } })).status, 404);
    assert.equal((await c('/api/v1/reminders', { method: 'POST', token: anna, profile: 3, form: { epg_id: futureEpg[0]!, profile_id: 1 } })).status, 403);
    assert.equal((await c('/api/v1/reminders?filter[profile_id]=1', { token: anna, profile: 3 })).status, 403);
  });
});
