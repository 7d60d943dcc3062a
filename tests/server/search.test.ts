// search-v2 on the server: Lithuanian letters with and without their marks, Russian е/ё,
// any case; a child's session never gets an over-age result or suggestion; the wishlist per profile.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkedClient, login, selectProfile, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';

let s: Server;
let c: Checked;
let anna: string;
let vaikai: string;

interface Hit {
  type: string;
  id: number;
  title: string;
  age?: number;
  age_rating?: number;
}
interface Answer {
  items: Hit[];
  total: number;
  suggestions?: string[];
}

const session = async (profile: number): Promise<string> => {
  const { token } = await login(s.url);
  assert.equal((await selectProfile(s.url, token, profile)).status, 200);
  return token;
};

const find = async (q: string, lang: string, token: string | null = anna, extra = ''): Promise<Answer> => {
  const base = token ? '/api/v1' : '/api/public/v1';
  const r = await c(`${base}/search-v2?filter[query]=${encodeURIComponent(q)}&lang=${lang}&page[limit]=100${extra}`, { token });
  assert.equal(r.status, 200, r.text);
  return r.body as Answer;
};
// What a query finds, in a form that does not change while the test runs: channels and VoD by id;
// programmes (on air, catch-up, recordings) by title only, since the airing that is on now or the
// latest in catch-up changes whenever a programme ends.
const AIRINGS = new Set(['live', 'catchup', 'recording']);
const titles = (a: Answer) =>
  [...new Set(a.items.map((h) => (AIRINGS.has(h.type) ? `airing:${h.title}` : `${h.type}:${h.id}:${h.title}`)))].sort();

before(async () => {
  s = await startServer();
  c = checkedClient(s.url, await OpenApi.load(s.url));
  anna = await session(1);
  vaikai = await session(3);
});
after(() => s.stop());

describe('search-v2 matching', () => {
  it('finds Lithuanian titles without their letter marks and in any case', async () => {
    const exact = await find('Žinios', 'lt');
    assert.ok(exact.items.some((h) => h.title.startsWith('Žinios')), 'Žinios finds its own title');
    assert.equal(exact.items.length, exact.total, 'the whole answer is on one page');
    for (const q of ['zinios', 'ZINIOS', 'žINIOS', 'ŽiNiOs']) assert.deepEqual(titles(await find(q, 'lt')), titles(exact), q);
  });

  it('finds Russian ё titles with е and ё, in any case', async () => {
    const withYo = await find('Лёгкая', 'ru');
    assert.ok(withYo.items.some((h) => h.title.includes('Лёгкая')), 'the catalogue has Лёгкая атлетика');
    assert.equal(withYo.items.length, withYo.total, 'the whole answer is on one page');
    for (const q of ['легкая', 'ЛЕГКАЯ', 'лЁгкая']) assert.deepEqual(titles(await find(q, 'ru')), titles(withYo), q);
  });

  it('answers suggestions only when asked, and nothing for an empty query', async () => {
    assert.equal((await find('zinios', 'lt')).suggestions, undefined);
    const s1 = await find('zinios', 'lt', anna, '&suggestions=1');
    assert.ok(s1.suggestions && s1.suggestions.length > 0 && s1.suggestions.every((t) => /žinios/i.test(t)), JSON.stringify(s1.suggestions));
    assert.deepEqual((await find('   ', 'lt')).items, []);
  });

  it('refuses a query over 100 characters with a 400, never a 500', async () => {
    const r = await c(`/api/v1/search-v2?filter[query]=${'a'.repeat(101)}&lang=lt`, { token: anna });
    assert.equal(r.status, 400);
  });
});

describe('search-v2 for a child profile', () => {
  it('never answers an over-age result, channel or suggestion to a 6-year-old, and does to the parent', async () => {
    let parentOnly = 0;
    for (const q of ['a', 'e', 'o', 'i', 'TV', 'Kino', 'Adult']) {
      const parent = await find(q, 'en', anna, '&suggestions=1');
      const child = await find(q, 'en', vaikai, '&suggestions=1');
      for (const h of child.items) {
        assert.ok((h.age ?? 0) <= 6 && (h.age_rating ?? 0) <= 6, `${q}: ${h.type} ${h.id} (${h.title}) is over 6`);
      }
      const childTitles = new Set(child.items.map((h) => h.title));
      const hidden = parent.items.filter((h) => (h.age ?? 0) > 6 || (h.age_rating ?? 0) > 6);
      parentOnly += hidden.length;
      for (const h of hidden) assert.ok(!child.suggestions!.includes(h.title) || childTitles.has(h.title), `${q}: suggestion ${h.title} leaks`);
    }
    assert.ok(parentOnly > 0, 'the parent sees results the child does not');
  });
});
