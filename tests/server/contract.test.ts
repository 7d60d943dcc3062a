// Every call of the contract: status and shape checked against /api/openapi.json.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkedClient, login, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';

let s: Server;
let c: Checked;
let anna: string;
let petras: string;
const now = () => Math.floor(Date.now() / 1000);

before(async () => {
  s = await startServer();
  c = checkedClient(s.url, await OpenApi.load(s.url));
  anna = (await login(s.url)).token;
  petras = (await login(s.url, 'petras@example.lt')).token;
});
after(() => s.stop());

describe('account and catalogue', () => {
  it('userinfo private and public', async () => {
    const r = await c('/api/v1/userinfo', { token: anna });
    assert.equal(r.status, 200);
    assert.equal(r.body.customer_id, 1001);
    assert.equal(r.body.is_demo, false);
    assert.deepEqual(r.body.groups, [{ id: 15 }]);
    assert.ok(r.body.drm_token.length > 10);
    const p = await c('/api/public/v1/userinfo');
    assert.deepEqual(p.body, { customer_id: 0, is_demo: true, groups: [], drm_token: '', email_verified: true });
  });

  it('bearer token required on /api/v1', async () => {
    for (const path of ['/api/v1/userinfo', '/api/v1/customer/profiles', '/api/v1/channels', '/api/v1/bookmarks']) {
      const r = await c(path);
      assert.equal(r.status, 401, path);
      assert.equal(r.body.error.code, 'unauthorized');
      assert.equal((await c(path, { token: 'not-a-token' })).status, 401);
    }
  });

  it('avatars (>= 20, default 16 present) and their images', async () => {
    const r = await c('/api/v1/customer/avatars', { token: anna });
    assert.ok(r.body.items.length >= 20);
    const a16 = r.body.items.find((a: { id: number }) => a.id === 16);
    assert.ok(a16);
    const img = await c(a16.url);
    assert.equal(img.status, 200);
    assert.match(img.headers.get('content-type') ?? '', /image\/svg\+xml/);
    assert.equal((await c('/api/public/v1/customer/avatars')).status, 200);
  });

  it('genres in three languages; bad language is 400', async () => {
    const names = await Promise.all(['lt', 'en', 'ru'].map(async (l) => (await c(`/api/public/v1/genres/lang/${l}`)).body.items.map((g: { name: string }) => g.name)));
    assert.deepEqual(names[1], ['News', 'Sport', 'Kids', 'Movies', 'Documentary', 'Music', 'Adult']);
    assert.equal(names[0][0], 'Žinios');
    assert.equal(names[2][0], 'Новости');
    assert.equal((await c('/api/public/v1/genres/lang/de')).status, 400);
  });

  it('channels: >= 40, >= 3 not subscribed by anna, 1 adult, >= 2 without catch-up, media addresses', async () => {
    const r = await c('/api/v1/channels?filter[subscribed]=0&lang=en', { token: anna });
    const items = r.body.items as { channel_id: number; subscribed: boolean; adult: boolean; catchup: boolean; addr: string; catchup_addr: string; name: string }[];
    assert.ok(items.length >= 40);
    assert.ok(items.filter((x) => !x.subscribed).length >= 3);
    assert.equal(items.filter((x) => x.adult).length, 1);
    assert.ok(items.filter((x) => !x.catchup).length >= 2);
    assert.equal(items[0]!.addr, `/media/live/${items[0]!.channel_id}/manifest.mpd`);
    assert.equal(items[0]!.catchup_addr, `/media/catchup/${items[0]!.channel_id}/manifest.mpd`);
    const ru = await c('/api/v1/channels?filter[subscribed]=0&lang=ru', { token: anna });
    assert.notEqual(ru.body.items[0].name, items[0]!.name);
    const sub = await c('/api/v1/channels?filter[subscribed]=1', { token: anna });
    assert.equal(sub.body.items.length, items.filter((x) => x.subscribed).length);
    const pub = await c('/api/public/v1/channels?filter[subscribed]=0');
    assert.ok(pub.body.items.every((x: { subscribed: boolean }) => !x.subscribed));
    assert.equal((await c('/api/v1/channels?lang=xx', { token: anna })).status, 400);
    assert.equal((await c('/api/v1/channels/999', { token: anna })).status, 404);
    assert.equal((await c('/api/v1/channels/abc', { token: anna })).status, 400);
    const logo = await c(items[0]! && `/api/public/v1/static/channels/1/logo.svg`);
    assert.equal(logo.status, 200);
  });

  it('page list with version; missing en title; reserved slugs present', async () => {
    for (const base of ['/api/v1', '/api/public/v1']) {
      const r = await c(`${base}/pages`, { token: anna });
      assert.equal(typeof r.body.version, 'number');
      const slugs = r.body.items.map((p: { slug: string }) => p.slug);
      for (const slug of ['home', 'tv', 'subscription', 'search', 'settings', 'login']) assert.ok(slugs.includes(slug), slug);
      assert.ok(r.body.items.some((p: { titles: Record<string, string> }) => p.titles.en === undefined && p.titles.lt));
      const positions = r.body.items.map((p: { position: number }) => p.position);
      assert.deepEqual(positions, [...positions].sort((a, b) => a - b));
    }
    const page = await c('/api/public/v1/pages/7?lang=en');
    assert.equal(page.body.title, null);
    assert.match(page.body.body, /About us/);
  });

  it('legal documents as markdown per language, and menu icons', async () => {
    for (const kind of ['terms', 'privacy', 'cookies', 'contacts']) {
      for (const lang of ['lt', 'en', 'ru']) {
        const r = await c(`/api/public/v1/legal/${kind}/lang/${lang}`);
        assert.equal(r.status, 200);
        assert.match(r.headers.get('content-type') ?? '', /^text\/markdown/);
        assert.match(r.text, /^# /);
      }
    }
    assert.equal((await c('/api/v1/legal/terms/lang/en', { token: anna })).status, 200);
    assert.equal((await c('/api/public/v1/legal/secrets/lang/en')).status, 404);
    assert.equal((await c('/api/public/v1/static/menu-icons/8.svg')).status, 200);
    assert.equal((await c('/api/v1/static/menu-icons/8.svg', { token: anna })).status, 200);
    assert.equal((await c('/api/public/v1/static/menu-icons/0.svg')).status, 404);
  });
});

describe('profiles', () => {
  it('lists anna\'s three profiles with the documented shape', async () => {
    const r = await c('/api/v1/customer/profiles', { token: anna });
    const [a, j, v] = r.body.items;
    assert.equal(r.body.items.length, 3);
    assert.deepEqual([a.name, a.master_flag, a.has_pin, a.avatar.id], ['Anna', true, false, 16]);
    assert.deepEqual([j.name, j.age, j.has_pin, j.needs_pin_to_login, j.master_flag], ['Jonas', 13, true, true, false]);
    assert.deepEqual([v.name, v.age, v.has_pin, v.needs_pin_to_login], ['Vaikai', 6, false, false]);
    assert.ok(!('pin' in a) && !('pin_with_default' in a), 'no PIN leaves the server');
    const p = await c('/api/v1/customer/profiles', { token: petras });
    assert.equal(p.body.items.length, 1);
    assert.equal(p.body.items[0].needs_pin_to_login, false);
  });

  it('master creates, edits and deletes a profile (form-encoded)', async () => {
    const created = await c('/api/v1/customer/profile', { method: 'POST', token: anna, profile: 1, form: { name: 'Senelis', age: 17, pin: '', avatar_id: 3, needs_pin_to_login: false, can_buy: true } });
    assert.equal(created.status, 201);
    assert.equal(created.body.name, 'Senelis');
    assert.equal(created.body.customer_id, 1001);
    const id = created.body.id;
    const edited = await c(`/api/v1/customer/profile/${id}`, { method: 'PUT', token: anna, profile: 1, form: { name: 'Senelis Jonas', age: 0, pin: '4321', avatar_id: 4, needs_pin_to_login: true, can_buy: false } });
    assert.equal(edited.status, 200);
    assert.deepEqual([edited.body.name, edited.body.age, edited.body.has_pin, edited.body.needs_pin_to_login, edited.body.can_buy], ['Senelis Jonas', 0, true, true, false]);
    assert.ok(edited.body.stamp > created.body.stamp - 1);
    const read = await c(`/api/v1/customer/profile/${id}`, { token: anna, profile: 1 });
    assert.equal(read.body.name, 'Senelis Jonas');
    assert.equal((await c(`/api/v1/customer/profile/${id}`, { method: 'DELETE', token: anna, profile: 1 })).status, 204);
    assert.equal((await c(`/api/v1/customer/profile/${id}`, { token: anna, profile: 1 })).status, 404);
  });

  it('validates the form with field errors', async () => {
    const bad = await c('/api/v1/customer/profile', { method: 'POST', token: anna, profile: 1, form: { name: ' ', age: 7, pin: '12a4', avatar_id: 999 } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'validation_failed');
    assert.deepEqual(Object.keys(bad.body.error.fields).sort(), ['age', 'avatar_id', 'name', 'pin']);
    const noAge = await c('/api/v1/customer/profile', { method: 'POST', token: anna, profile: 1, form: { name: 'X' } });
    assert.equal(noAge.status, 400);
    assert.ok(noAge.body.error.fields.age);
    const pinNeeded = await c('/api/v1/customer/profile', { method: 'POST', token: anna, profile: 1, form: { name: 'X', age: 0, needs_pin_to_login: true } });
    assert.equal(pinNeeded.status, 400);
    const badBool = await c('/api/v1/customer/profile/2', { method: 'PUT', token: anna, profile: 1, form: { can_buy: 'maybe' } });
    assert.equal(badBool.status, 400);
  });

  it('non-master: sees and edits only itself, cannot change age, create or delete', async () => {
    const list = await c('/api/v1/customer/profiles', { token: anna, profile: 2 });
    assert.deepEqual(list.body.items.map((p: { id: number }) => p.id), [2]);
    assert.equal((await c('/api/v1/customer/profile/1', { token: anna, profile: 2 })).status, 403);
    assert.equal((await c('/api/v1/customer/profile/3', { method: 'PUT', token: anna, profile: 2, form: { name: 'Hack' } })).status, 403);
    const self = await c('/api/v1/customer/profile/2', { method: 'PUT', token: anna, profile: 2, form: { name: 'Jonukas', avatar_id: 7 } });
    assert.equal(self.status, 200);
    assert.equal(self.body.name, 'Jonukas');
    const age = await c('/api/v1/customer/profile/2', { method: 'PUT', token: anna, profile: 2, form: { age: 0 } });
    assert.equal(age.status, 403);
    const sameAge = await c('/api/v1/customer/profile/2', { method: 'PUT', token: anna, profile: 2, form: { age: 13, name: 'Jonas' } });
    assert.equal(sameAge.status, 200);
    assert.equal((await c('/api/v1/customer/profile', { method: 'POST', token: anna, profile: 2, form: { name: 'X', age: 0 } })).status, 403);
    assert.equal((await c('/api/v1/customer/profile/3', { method: 'DELETE', token: anna, profile: 2 })).status, 403);
  });

  it('the master profile cannot be deleted; other customers\' profiles are invisible', async () => {
    const r = await c('/api/v1/customer/profile/1', { method: 'DELETE', token: anna, profile: 1 });
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, 'master_profile');
    assert.equal((await c('/api/v1/customer/profile/1', { token: petras })).status, 404);
    assert.equal((await c('/api/v1/customer/profile/4', { method: 'PUT', token: anna, form: { name: 'x' } })).status, 404);
  });
});

describe('EPG, sprites, VoD, rows, search', () => {
  it('EPG grid grouped by channel and day, gap-free, 5-180 minute programmes, 3 languages', async () => {
    const day = 86400;
    const from = Math.floor(now() / day) * day - 5 * day;
    const to = Math.floor(now() / day) * day + 6 * day;
    const r = await c(`/api/v1/epggrid/channels/1,8,42/from/${from}/to/${to}/lang/en`, { token: anna });
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.body.items).sort(), ['1', '42', '8']);
    for (const days of Object.values<Record<string, { start: number; stop: number; title: string }[]>>(r.body.items)) {
      // the days from the day the programme on air at `from` began (that day, or the one before) to
      // the last day before `to`, each once
      const keys = Object.keys(days).map(Number).sort((a, b) => a - b);
      assert.ok(keys[0] === from / day || keys[0] === from / day - 1, `first day ${keys[0]}`);
      assert.deepEqual(keys, Array.from({ length: to / day - keys[0]! }, (_, i) => keys[0]! + i));
      const all = Object.entries(days).flatMap(([d, list]) => {
        for (const p of list) assert.equal(Math.floor(p.start / day), Number(d));
        return list;
      });
      assert.ok(all[0]!.start <= from && all.at(-1)!.stop >= to);
      for (let i = 1; i < all.length; i++) assert.equal(all[i]!.start, all[i - 1]!.stop, 'no gaps');
      for (const p of all) {
        const len = p.stop - p.start;
        assert.ok(len >= 300 && len <= 10800 && len % 300 === 0, `duration ${len}`);
      }
    }
    const lt = await c(`/api/public/v1/epggrid/channels/1/from/${from}/to/${from + 3600}/lang/lt`);
    const en = await c(`/api/public/v1/epggrid/channels/1/from/${from}/to/${from + 3600}/lang/en`);
    const first = (b: { items: Record<string, Record<string, { id: number; title: string }[]>> }) => Object.values(b.items['1']!)[0]![0]!;
    assert.equal(first(lt.body).id, first(en.body).id, 'deterministic ids');
    const one = await c(`/api/v1/epg/${first(en.body).id}?lang=ru`, { token: anna });
    assert.equal(one.status, 200);
  });

  it('EPG: the channels do not all change programme at once, at any hour of the day', async () => {
    const all = Array.from({ length: 42 }, (_, i) => i + 1).join(',');
    const today = Math.floor(now() / 86400) * 86400;
    for (let h = 0; h < 24; h++) {
      const t = today + h * 3600;
      const r = await c(`/api/public/v1/epggrid/channels/${all}/from/${t}/to/${t + 1}/lang/en`);
      assert.equal(r.status, 200);
      const onAir = Object.values<Record<string, { start: number }[]>>(r.body.items).map((days) => Object.values(days).flat()[0]!);
      const begunBefore = onAir.filter((p) => p.start <= t - 600).length;
      assert.ok(begunBefore >= 21, `${h}:00 UTC: ${begunBefore} of 42 channels show a programme begun 10 minutes before`);
    }
  });

  it('EPG: nothing beyond the last day of the guide is announced, by the grid, by id, to a reminder or a recording', async () => {
    const day = 86400;
    const last = (Math.floor(now() / day) + 6) * day; // the end of the fifth day after today
    const grid = async (from: number, to: number) => {
      const r = await c(`/api/v1/epggrid/channels/1/from/${from}/to/${to}/lang/en`, { token: anna });
      assert.equal(r.status, 200);
      return Object.values<{ id: number; start: number }[]>(r.body.items['1']).flat();
    };
    const lastDay = await grid(last - day, last);
    assert.ok(lastDay.length > 0, 'the fifth day after today is in the guide');
    assert.equal((await c(`/api/v1/epg/${lastDay.at(-1)!.id}?lang=en`, { token: anna })).status, 200);
    // a programme far ahead: its id has the same form (channel 1, its start / 300)
    const farStart = last + 800 * 365 * day;
    assert.deepEqual(await grid(farStart, farStart + day), [], 'the grid of a day 800 years ahead');
    const beyond = await grid(last + 2 * day, last + 3 * day);
    assert.deepEqual(beyond, [], 'the grid of the third day after the guide ends');
    const ids = [1e8 + farStart / 300, 1e8 + (last + 2 * day) / 300];
    for (const id of ids) {
      assert.equal((await c(`/api/v1/epg/${id}?lang=en`, { token: anna })).status, 404, `programme ${id}`);
      assert.equal((await c('/api/v1/reminders', { method: 'POST', token: anna, form: { epg_id: String(id) } })).status, 404, `reminder of ${id}`);
      assert.equal((await c('/api/v1/npvr/recordings', { method: 'POST', token: anna, form: { epg_id: String(id) } })).status, 404, `recording of ${id}`);
    }
  });

  it('EPG grid rejects bad ranges, too many channels and unknown channels', async () => {
    const t = now();
    assert.equal((await c(`/api/v1/epggrid/channels/1/from/${t}/to/${t - 1}/lang/en`, { token: anna })).status, 400);
    assert.equal((await c(`/api/v1/epggrid/channels/1/from/${t}/to/${t + 40 * 86400}/lang/en`, { token: anna })).status, 400);
    const many = Array.from({ length: 61 }, (_, i) => (i % 42) + 1).join(',');
    assert.equal((await c(`/api/v1/epggrid/channels/${many}/from/${t}/to/${t + 60}/lang/en`, { token: anna })).status, 400);
    assert.equal((await c(`/api/v1/epggrid/channels/1,999/from/${t}/to/${t + 60}/lang/en`, { token: anna })).status, 404);
    assert.equal((await c(`/api/v1/epggrid/channels/1,x/from/${t}/to/${t + 60}/lang/en`, { token: anna })).status, 400);
    assert.equal((await c(`/api/v1/epggrid/channels/1/from/${t}/to/${t + 60}/lang/de`, { token: anna })).status, 400);
  });

  it('live and VoD sprite sheets', async () => {
    const t = now();
    const live = await c(`/api/v1/channels/3/sprites/from/${t - 3600}/to/${t}`, { token: anna });
    assert.equal(live.status, 200);
    assert.ok(live.body.sprites.length > 0);
    assert.equal((await c(live.body.sprites[0].sprite)).status, 200);
    const vod = await c('/api/v1/vodcontent/id/1/sprites', { token: anna });
    assert.ok(vod.body.sprites.length > 0);
    assert.equal(vod.body.sprites[0].start, 0);
    assert.equal((await c('/api/v1/vodcontent/id/99999/sprites', { token: anna })).status, 404);
  });

  it('VoD: >= 150 items, >= 5 series, svod/tvod/free mix, anna\'s purchases, next episode', async () => {
    const all = await c('/api/v1/vod?page[limit]=500', { token: anna });
    assert.ok(all.body.total >= 150);
    const types = new Set(all.body.items.map((v: { type: string }) => v.type));
    assert.deepEqual([...types].sort(), ['free', 'svod', 'tvod']);
    const purchased = all.body.items.filter((v: { purchased: boolean }) => v.purchased);
    assert.ok(purchased.length >= 1);
    const groups = new Set(all.body.items.map((v: { group_id: number | null }) => v.group_id).filter((g: number | null) => g !== null));
    assert.ok(groups.size >= 5);
    const ep = all.body.items.find((v: { group_id: number | null; season: number; episode: number }) => v.group_id === 1 && v.season === 1 && v.episode === 1);
    const next = await c(`/api/v1/vod/${ep.id}/next?lang=en`, { token: anna });
    assert.equal(next.status, 200);
    assert.equal(next.body.group_id, 1);
    assert.equal(next.body.episode, 2);
    assert.equal((await c('/api/v1/vod/1/next', { token: anna })).status, 404, 'a movie has no next episode');
    const group = await c('/api/public/v1/groups/1?lang=lt');
    assert.ok(group.body.seasons.length >= 2);
    assert.equal((await c('/api/public/v1/vod/4')).body.purchased, false);
    assert.equal((await c('/api/v1/vod/4', { token: anna })).body.purchased, true);
  });

  it('smart rows: pages, a page with >= 6 rows, a row with paging', async () => {
    const pages = await c('/api/v1/smartrows/pages?lang=en', { token: anna });
    assert.ok(pages.body.items.length >= 1);
    const home = await c('/api/v1/smartrows/page.1?lang=en', { token: anna, profile: 1 });
    assert.ok(home.body.rows.length >= 6);
    const cont = home.body.rows.find((r: { id: number }) => r.id === 1);
    assert.ok(cont.items.length >= 1, 'continue watching from the seed');
    assert.ok(home.body.rows.some((r: { type: string }) => r.type === 'channel'));
    assert.ok(home.body.rows.some((r: { type: string }) => r.type === 'group'));
    const p1 = await c('/api/v1/smartrows/2?page[offset]=0&page[limit]=5&lang=en', { token: anna });
    const p2 = await c('/api/v1/smartrows/2?page[offset]=5&page[limit]=5&lang=en', { token: anna });
    assert.equal(p1.body.items.length, 5);
    assert.notEqual(p1.body.items[0].id, p2.body.items[0].id);
    assert.equal(p1.body.total, p2.body.total);
    assert.equal((await c('/api/v1/smartrows/2?page[limit]=0', { token: anna })).status, 400);
    assert.equal((await c('/api/v1/smartrows/99', { token: anna })).status, 404);
    const kids = await c('/api/v1/smartrows/3?page[limit]=100', { token: anna, profile: 3 });
    assert.ok(kids.body.items.every((v: { age: number }) => v.age <= 6), 'the infants profile sees no older content');
  });

  it('search-v2 across live, catch-up, recordings and VoD with suggestions and paging', async () => {
    // a channel by its name
    const r = await c('/api/v1/search-v2/?filter[query]=news&lang=en&page[offset]=0&page[limit]=200&suggestions=1', { token: anna, profile: 1 });
    assert.equal(r.status, 200);
    assert.ok(r.body.items.some((i: { type: string }) => i.type === 'channel'));
    assert.ok(r.body.suggestions.length > 0);
    // what is on air now and what aired before, taken from the guide (the guide moves with the clock)
    type P = { id: number; start: number; stop: number; title: string };
    const t = now();
    const grid = await c(`/api/v1/epggrid/channels/1/from/${t - 4 * 3600}/to/${t + 60}/lang/en`, { token: anna });
    const progs = Object.values<P[]>(grid.body.items['1']).flat();
    const onAir = progs.find((p) => p.start <= t && p.stop > t)!;
    const past = progs.find((p) => p.stop <= t - 60 && p.title !== onAir.title)!;
    const hits = async (q: string) =>
      (await c(`/api/v1/search-v2/?filter[query]=${encodeURIComponent(q)}&lang=en&page[limit]=500`, { token: anna, profile: 1 })).body.items as { type: string; id: number; title: string; channel_id: number }[];
    assert.ok((await hits(onAir.title)).some((i) => i.type === 'live' && i.id === onAir.id), `live: ${onAir.title}`);
    assert.ok((await hits(past.title)).some((i) => i.type === 'catchup' && i.title === past.title && i.channel_id === 1), `catch-up: ${past.title}`);
    const rec = await c('/api/v1/bookmarks?filter[type]=recording&lang=en', { token: anna, profile: 1 });
    const title = rec.body.items[0].title as string;
    const r2 = await c(`/api/v1/search-v2/?filter[query]=${encodeURIComponent(title)}&lang=en&page[limit]=500`, { token: anna, profile: 1 });
    assert.ok(r2.body.items.some((i: { type: string }) => i.type === 'recording'));
    const vod = await c('/api/public/v1/search-v2/?filter[query]=forest&lang=en');
    assert.ok(vod.body.items.some((i: { type: string }) => i.type === 'vod'));
    const none = await c('/api/public/v1/search-v2/?filter[query]=zzzqqq&lang=en&suggestions=1');
    assert.deepEqual([none.body.items, none.body.suggestions], [[], []]);
    const page = await c('/api/public/v1/search-v2/?filter[query]=e&lang=en&page[offset]=3&page[limit]=2');
    assert.equal(page.body.items.length, 2);
    assert.equal(page.body.offset, 3);
  });
});
