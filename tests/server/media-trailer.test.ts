// A VoD item's trailer plays for anyone who may see the item, bought or not: its manifest and its
// licence. The profile's age limit still holds, and the trailer's key never opens the item itself.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, call, login, selectProfile, startServer, type Server } from './helpers';

interface Vod { id: number; provider_id: number; type: string; age: number; subscribed: boolean; trailer: string | null; locked?: string }

const ANNA = 1;
const VAIKAI = 3; // the infants' profile: age limit 6

let s: Server;
let parent: string;
let child: string;
let drm: { drm_token: string; customer_id: number };
let items: Vod[];

async function kidOf(manifest: string): Promise<string> {
  const r = await call(s.url, manifest);
  assert.equal(r.status, 200, `${manifest}: ${r.text}`);
  const uuid = /cenc:default_KID="([0-9a-f-]+)"/i.exec(r.text)![1]!;
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The licence as the player asks for a VoD item's content (the item's parameters, the key ids of `manifest`). */
async function licence(v: Vod, kids: string[], token: string) {
  const q = new URLSearchParams({ vod_id: String(v.id), vod_provider_id: String(v.provider_id), vod_type: v.type });
  const r = await fetch(`${s.url}/drm/clearkey?${q}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Eteris-User-Id': `eteris-${drm.customer_id}`,
      'X-Eteris-Drm-Token': drm.drm_token,
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ kids, type: 'temporary' }),
  });
  return { status: r.status, body: (await r.json()) as { keys?: { kid: string }[]; error?: { code: string } } };
}

before(async () => {
  s = await startServer();
  ({ token: parent } = await login(s.url));
  assert.equal((await selectProfile(s.url, parent, ANNA)).status, 200);
  ({ token: child } = await login(s.url));
  assert.equal((await selectProfile(s.url, child, VAIKAI)).status, 200);
  drm = (await call(s.url, api('/userinfo'), { token: parent })).body;
  items = [];
  for (let offset = 0; ; offset += 100) {
    const page = await call(s.url, api(`/vod?lang=en&page[offset]=${offset}&page[limit]=100`), { token: parent });
    assert.equal(page.status, 200, page.text);
    items.push(...(page.body.items as Vod[]));
    if (page.body.items.length < 100) break;
  }
});
after(async () => s.stop());

describe('trailers', () => {
  it('a viewer who has not bought the item gets its trailer: manifest and licence', async () => {
    const v = items.find((x) => x.trailer && !x.subscribed && x.type === 'tvod' && x.age <= 6);
    assert.ok(v, 'a rental not bought, with a trailer');
    const trailerKid = await kidOf(v.trailer!);
    for (const token of [parent, child]) {
      const key = await licence(v, [trailerKid], token);
      assert.equal(key.status, 200, JSON.stringify(key.body));
      assert.deepEqual(key.body.keys?.map((k) => k.kid), [trailerKid]);
    }
    // the trailer's segments are there to decrypt
    assert.equal((await call(s.url, v.trailer!.replace('manifest.mpd', 'v180/init.mp4'))).status, 200);
    assert.equal((await call(s.url, v.trailer!.replace('manifest.mpd', 'v180/0.m4s'))).status, 200);
  });

  it('the item itself is still refused to a viewer who has not bought it, and the trailer key does not come with it', async () => {
    const v = items.find((x) => x.trailer && !x.subscribed && x.type === 'tvod')!;
    const itemKid = await kidOf(`/media/vod/${v.id}/manifest.mpd`);
    const trailerKid = await kidOf(v.trailer!);
    assert.notEqual(itemKid, trailerKid, 'the trailer has its own key');
    const refused = await licence(v, [itemKid], parent);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error?.code, 'not_purchased');
    const mixed = await licence(v, [trailerKid, itemKid], parent);
    assert.equal(mixed.status, 403, JSON.stringify(mixed.body));
    assert.equal(mixed.body.keys, undefined);
  });

  it("refuses a child profile the trailer of an item above its age limit, and gives it to the parent", async () => {
    const v = items.find((x) => x.trailer && x.age > 6);
    assert.ok(v, 'an over-age item with a trailer');
    const trailerKid = await kidOf(v.trailer!);
    const refused = await licence(v, [trailerKid], child);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(refused.body.error?.code, 'age_locked');
    assert.equal((await licence(v, [trailerKid], parent)).status, 200);
  });

  it('an item without a trailer has no trailer manifest', async () => {
    const v = items.find((x) => !x.trailer)!;
    assert.equal((await call(s.url, `/media/trailer/${v.id}/manifest.mpd`)).status, 404);
  });
});
