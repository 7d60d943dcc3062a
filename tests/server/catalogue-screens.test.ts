// What the catalogue screens ask of the backend beyond the spec's calls: the details' fields
// (backdrop, audio and subtitle languages, trailer), the catalogue's sort, kind, group and genre
// list, the channel row's programme on now and the wishlist row, and the profile's age limit on
// every catalogue door (lists leave out, items and series refuse with 403 age_locked).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkedClient, login, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';

let s: Server;
let c: Checked;
let anna: string;

before(async () => {
  s = await startServer();
  c = checkedClient(s.url, await OpenApi.load(s.url));
  anna = (await login(s.url)).token;
});
after(() => s.stop());

// anna's profiles: 1 Anna (master, no limit), 3 Vaikai (infants, age 6)
const ANNA = 1;
const VAIKAI = 3;

describe('catalogue screens', () => {
  it('an item carries its backdrop, audio and subtitle languages and its trailer (or null)', async () => {
    const v = await c('/api/public/v1/vod/3?lang=en');
    assert.equal(v.status, 200);
    assert.match(v.body.backdrop, /\/static\/vod\/3\/backdrop\.svg$/);
    assert.deepEqual(v.body.audio_languages, ['lt', 'en']);
    assert.deepEqual(v.body.subtitle_languages, ['lt', 'en', 'ru']);
    assert.match(v.body.trailer, /^\/media\/trailer\/3\/manifest\.mpd$/);
    assert.equal((await c('/api/public/v1/vod/1')).body.trailer, null);
    const img = await c(v.body.backdrop);
    assert.equal(img.status, 200);
    assert.match(img.headers.get('content-type') ?? '', /image\/svg\+xml/);
  });

  it('the catalogue sorts, keeps to one kind or one series, and names its genres', async () => {
    const byTitle = await c('/api/public/v1/vod?filter[kind]=movie&sort=title&page[limit]=500&lang=en');
    const titles = byTitle.body.items.map((v: { title: string }) => v.title);
    assert.deepEqual(titles, [...titles].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    assert.ok(byTitle.body.items.every((v: { kind: string }) => v.kind === 'movie'));
    assert.deepEqual(byTitle.body.genres, [3, 4, 5, 6]);
    const years = (await c('/api/public/v1/vod?sort=year&page[limit]=50')).body.items.map((v: { year: number }) => v.year);
    assert.deepEqual(years, [...years].sort((a: number, b: number) => b - a));
    const episodes = await c('/api/public/v1/vod?filter[group]=1&page[limit]=500');
    const group = await c('/api/public/v1/groups/1');
    assert.deepEqual(episodes.body.items.map((v: { id: number }) => v.id), group.body.seasons.flatMap((x: { episodes: number[] }) => x.episodes));
    assert.equal((await c('/api/public/v1/vod?sort=random')).status, 400);
    assert.equal((await c('/api/public/v1/vod?filter[kind]=trailer')).status, 400);
  });

  it('the channel row says what is on now; the wishlist row is the profile\'s', async () => {
    const channels = await c('/api/public/v1/smartrows/6?lang=en');
    const now = Math.floor(Date.now() / 1000);
    const first = channels.body.items[0];
    assert.ok(first.now, 'a programme is on');
    assert.ok(first.now.start <= now && first.now.stop > now);
    const list = await c('/api/v1/smartrows/9?lang=en', { token: anna, profile: ANNA });
    assert.ok(list.body.items.some((v: { id: number }) => v.id === 5), "anna's wishlist holds item 5");
    assert.equal((await c('/api/public/v1/smartrows/9')).body.total, 0, 'a visitor has no wishlist');
  });

  it('a child profile meets its age limit at every catalogue door', async () => {
    const all = await c('/api/v1/vod?page[limit]=500', { token: anna, profile: VAIKAI });
    assert.ok(all.body.items.length > 0);
    assert.ok(all.body.items.every((v: { age: number }) => v.age <= 6));
    for (const row of [2, 3, 5, 6, 7, 8]) {
      const r = await c(`/api/v1/smartrows/${row}?page[limit]=100`, { token: anna, profile: VAIKAI });
      assert.ok(r.body.items.every((i: { age: number }) => i.age <= 6), `row ${row}`);
      if (row === 6) assert.ok(r.body.items.every((i: { now: { age_rating: number } | null }) => !i.now || i.now.age_rating <= 6));
    }
    const over = (await c('/api/public/v1/vod?page[limit]=500')).body.items.find((v: { age: number }) => v.age > 6);
    const refused = await c(`/api/v1/vod/${over.id}`, { token: anna, profile: VAIKAI });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.code, 'age_locked');
    assert.equal((await c('/api/v1/groups/1', { token: anna, profile: VAIKAI })).status, 403);
    assert.equal((await c(`/api/v1/vod/${over.id}`, { token: anna, profile: ANNA })).status, 200);
  });
});
