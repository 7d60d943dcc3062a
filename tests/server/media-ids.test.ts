// Ids are opaque positive integers up to 2^53 - 1 at the media head-end and the licence server:
// programme ids on channels 10 and up have ten digits (channel * 1e8 + start / 300), and a
// line-up of thousands of channels makes twelve. Catch-up and recordings play there as on channel 1;
// an id past 2^53 - 1 or spelled with a leading zero is a clear 4xx.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, call, login, startServer, type Server } from './helpers';

interface Prog { id: number; channel_id: number; start: number; stop: number; catchup: boolean; age_rating: number }

const now = () => Math.floor(Date.now() / 1000);

/** A programme of `channel` that has ended within the last day and that every profile may watch. */
async function pastProgramme(s: Server, token: string, channel: number): Promise<Prog> {
  const t = now();
  const r = await call(s.url, api(`/epggrid/channels/${channel}/from/${t - 86400}/to/${t}/lang/en`), { token, profile: 1 });
  assert.equal(r.status, 200, r.text);
  const all = Object.values(r.body.items as Record<string, Record<string, Prog[]>>).flatMap((days) => Object.values(days).flat());
  const p = all.find((x) => x.catchup && x.stop < t - 60 && x.start > t - 80000 && x.age_rating === 0);
  assert.ok(p, `a past programme on channel ${channel}`);
  return p;
}

/**
 * The key id of a programme (a channel's key changes with each): of the one `progId` names when it
 * is one (its catch-up manifest's first Period), else of the one on air (the live manifest's
 * Period before the next programme's).
 */
async function kidOf(s: Server, channel: number, progId: string | null): Promise<string> {
  const id = Number(progId);
  const start = (id % 1e8) * 300;
  const known = Number.isSafeInteger(id) && Math.floor(id / 1e8) === channel && start < now() - 300;
  const mpd = await (await fetch(known ? `${s.url}/media/catchup/${channel}/manifest.mpd?from=${start}&to=${start + 300}` : `${s.url}/media/live/${channel}/manifest.mpd`)).text();
  const kids = [...mpd.matchAll(/<Period[\s\S]*?cenc:default_KID="([0-9a-f-]+)"/gi)].map((m) => m[1]!);
  const uuid = known ? kids[0]! : kids[kids.length - 2]!;
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The ClearKey licence for `channel` (parameters as given; the key id of `kidChannel`), as the player asks for it. */
async function licence(s: Server, token: string, channel: string, progId: string | null, kidChannel = Number(channel)) {
  const drm = (await call(s.url, api('/userinfo'), { token })).body as { drm_token: string; customer_id: number };
  const q = new URLSearchParams({ ch_id: channel, ...(progId !== null ? { prog_id: progId } : {}) });
  const r = await fetch(`${s.url}/drm/clearkey?${q}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Eteris-User-Id': `eteris-${drm.customer_id}`,
      'X-Eteris-Drm-Token': drm.drm_token,
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ kids: [await kidOf(s, kidChannel, progId)], type: 'temporary' }),
  });
  return { status: r.status, body: (await r.json()) as { keys?: unknown[]; error?: { code: string; message: string } } };
}

describe('ids on high channels (the reference line-up)', () => {
  let s: Server;
  let token: string;
  before(async () => {
    s = await startServer();
    ({ token } = await login(s.url));
  });
  after(async () => s.stop());

  it('plays catch-up of a programme on channel 15: manifest and licence', async () => {
    const p = await pastProgramme(s, token, 15);
    assert.ok(String(p.id).length >= 10, `channel 15's programme ids have ten digits (${p.id})`);
    const mpd = await call(s.url, `/media/catchup/15/manifest.mpd?from=${p.start}&to=${p.stop}`);
    assert.equal(mpd.status, 200, mpd.text);
    const key = await licence(s, token, '15', String(p.id));
    assert.equal(key.status, 200, JSON.stringify(key.body));
    assert.equal(key.body.keys?.length, 1);
  });

  it('plays a recording of a programme on channel 15: manifest and licence', async () => {
    const p = await pastProgramme(s, token, 15);
    // the NPVR clock is moved back to while the programme was on air, so it may be recorded
    assert.equal((await call(s.url, '/__test/npvr/clock', { method: 'POST', form: { seconds: p.start + 60 - now() } })).status, 200);
    const rec = await call(s.url, api('/npvr/recordings?lang=en'), { method: 'POST', token, profile: 1, form: { epg_id: p.id } });
    assert.equal((await call(s.url, '/__test/npvr/clock', { method: 'POST', form: { seconds: 0 } })).status, 200);
    assert.equal(rec.status, 201, rec.text);
    const got = await call(s.url, api(`/npvr/recordings/${rec.body.id}?lang=en`), { token });
    assert.equal(got.status, 200, got.text);
    assert.equal(got.body.state, 'recorded');
    const mpd = await call(s.url, got.body.url);
    assert.equal(mpd.status, 200, mpd.text);
    const key = await licence(s, token, '15', String(p.id));
    assert.equal(key.status, 200, JSON.stringify(key.body));
  });

  it('answers a clear 4xx for an id past 2^53 - 1 or with a leading zero', async () => {
    const p = await pastProgramme(s, token, 15);
    for (const bad of ['9007199254740992', '99999999999999999999', `0${p.id}`]) {
      const key = await licence(s, token, '15', bad);
      assert.equal(key.status, 400, `prog_id=${bad}: ${JSON.stringify(key.body)}`);
      assert.equal(key.body.error?.code, 'bad_request');
      assert.match(key.body.error!.message, /prog_id/);
    }
    for (const bad of ['9007199254740992', '015']) {
      const key = await licence(s, token, bad, String(p.id), 15);
      assert.equal(key.status, 400, `ch_id=${bad}: ${JSON.stringify(key.body)}`);
      assert.match(key.body.error!.message, /ch_id/);
      const mpd = await call(s.url, `/media/catchup/${bad}/manifest.mpd?from=${p.start}&to=${p.stop}`);
      assert.equal(mpd.status, 404, `catch-up of channel ${bad}: ${mpd.text}`);
      assert.equal(mpd.body.error.code, 'not_found');
    }
    const unknown = await licence(s, token, '15', String(Number.MAX_SAFE_INTEGER));
    assert.equal(unknown.status, 404, 'the largest id is read, and no programme has it');
  });
});

describe('ids on the largest line-up the catalogue makes', () => {
  let s: Server;
  let token: string;
  before(async () => {
    s = await startServer({ env: { ETERIS_CHANNELS: '5000' } });
    ({ token } = await login(s.url));
  });
  after(async () => s.stop());

  it('plays catch-up of a programme on the highest channel', async () => {
    const p = await pastProgramme(s, token, 5000);
    assert.equal(p.channel_id, 5000);
    const mpd = await call(s.url, `/media/catchup/5000/manifest.mpd?from=${p.start}&to=${p.stop}`);
    assert.equal(mpd.status, 200, mpd.text);
    const key = await licence(s, token, '5000', String(p.id));
    assert.equal(key.status, 200, JSON.stringify(key.body));
  });
});
