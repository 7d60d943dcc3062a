// Manifests and segments over HTTP (media dev server with a fixed clock): live number/time maths,
// catch-up/start-over ranges and refusals, VoD, content types, caching and CORS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFragments } from '../../server/media/cenc/fragment';
import { find, parseBoxes } from '../../server/media/cenc/boxes';
import { catchupPlan, isPlanError, livePlan } from '../../server/media/timeline';
import { startMediaDevServer } from '../../server/media/dev';
import { mediaDevServer, NOW_S } from './media-dev';

const get = mediaDevServer();
const attr = (xml: string, tag: string, name: string) => new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1];

test('timeline plans: catch-up is static when over, dynamic (start-over) while on air, refused otherwise', () => {
  const past = catchupPlan(String(NOW_S - 7200 + 1), String(NOW_S - 3600), NOW_S);
  assert.ok(!isPlanError(past));
  assert.equal(past.type, 'static');
  assert.equal(past.startNumber, Math.floor((NOW_S - 7199) / 2));
  assert.equal(past.duration, NOW_S - 3600 - past.startNumber * 2);
  const onAir = catchupPlan(String(NOW_S - 600), String(NOW_S + 600), NOW_S);
  assert.ok(!isPlanError(onAir));
  assert.equal(onAir.type, 'dynamic');
  assert.equal(onAir.availabilityStartTime, onAir.startNumber * 2);
  assert.ok(onAir.timeShiftBufferDepth! >= 1200);
  for (const [from, to] of [
    ['x', '1'],
    [String(NOW_S - 100), String(NOW_S - 200)],
    [String(NOW_S - 100), String(NOW_S - 100)],
    [String(NOW_S - 5 * 86400 - 10), String(NOW_S - 5 * 86400 + 3600)],
    [String(NOW_S - 7 * 3600), String(NOW_S)],
    [String(NOW_S + 60), String(NOW_S + 3600)],
    [undefined, String(NOW_S)],
  ]) {
    const p = catchupPlan(from, to, NOW_S);
    assert.ok(isPlanError(p) && p.status === 400, `${from}..${to} refused`);
  }
  assert.equal(livePlan().availabilityStartTime, 0);
});

test('live manifest: dynamic, wall-clock driven, with time-shift, UTCTiming and ClearKey signalling', async () => {
  const r = await get('/media/live/3/manifest.mpd', { Origin: 'https://partner.example' });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('content-type'), 'application/dash+xml');
  assert.equal(r.headers.get('access-control-allow-origin'), 'https://partner.example');
  assert.equal(r.headers.get('cache-control'), 'no-cache');
  const xml = await r.text();
  assert.equal(attr(xml, 'MPD', 'type'), 'dynamic');
  assert.equal(attr(xml, 'MPD', 'availabilityStartTime'), '1970-01-01T00:00:00Z');
  assert.equal(attr(xml, 'MPD', 'timeShiftBufferDepth'), 'PT7200S');
  assert.ok(attr(xml, 'MPD', 'minimumUpdatePeriod'));
  assert.ok(attr(xml, 'MPD', 'suggestedPresentationDelay'));
  assert.equal(attr(xml, 'UTCTiming', 'value'), '/media/time');
  assert.match(xml, /schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/);
  // ClearKey by the W3C common system id: shaka asks for a programme's key when it plays it
  assert.match(xml, /urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b" value="ClearKey1.0"/);
  assert.doesNotMatch(xml, /e2719d58/);
  // a Period per programme (the dev server's: half-hour slots), each its own key id and init segments
  const slot = Math.floor(NOW_S / 1800) * 1800;
  const prog = 3 * 1e8 + slot / 300;
  assert.match(xml, new RegExp(`<Period id="p${prog}" start="PT${slot}S" duration="PT1800S">`));
  assert.match(xml, new RegExp(`<SegmentTemplate timescale="90000" duration="180000" startNumber="${slot / 2}" presentationTimeOffset="${slot * 90000}" initialization="\\$RepresentationID\\$/init/${prog}.mp4"`));
  assert.match(xml, new RegExp(`<Period id="p${prog + 6}" start="PT${slot + 1800}S">`), 'the next programme, left open');
  const kids = [...xml.matchAll(/<Period[\s\S]*?cenc:default_KID="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(new Set(kids).size, kids.length, 'each programme its own key id');
  assert.match(xml, /<Representation id="v360"[^>]*codecs="avc1\.[0-9a-f]{6}"[^>]*width="640" height="360"/);
  assert.match(xml, /<Representation id="v180"[^>]*width="320" height="180"/);
  assert.match(xml, /<Representation id="a-lt"[^>]*codecs="mp4a\.40\.2"[^>]*audioSamplingRate="48000"/);
  // each channel has its own key id
  const other = await (await get('/media/live/4/manifest.mpd')).text();
  assert.notEqual(attr(other, 'ContentProtection', 'cenc:default_KID'), attr(xml, 'ContentProtection', 'cenc:default_KID'));
  const time = await get('/media/time');
  assert.equal(await time.text(), new Date(NOW_S * 1000).toISOString());
});

test('live segment n carries tfdt = 2n s, loops the 16-s fixture, and future segments are 404', async () => {
  const n = Math.floor(NOW_S / 2) - 3;
  const v = await get(`/media/live/3/v360/${n}.m4s`);
  assert.equal(v.status, 200);
  assert.equal(v.headers.get('content-type'), 'video/mp4');
  assert.match(v.headers.get('cache-control') ?? '', /max-age/);
  const [frag] = parseFragments(Buffer.from(await v.arrayBuffer()));
  assert.equal(frag!.tracks[0]!.baseDecodeTime, BigInt(n) * 180000n);
  assert.ok(frag!.tracks[0]!.aux, 'encrypted: senc present');
  const a = await get(`/media/live/3/a/${n}.m4s`);
  assert.equal(a.headers.get('content-type'), 'audio/mp4');
  const [af] = parseFragments(Buffer.from(await a.arrayBuffer()));
  const k = n % 8;
  const aacStart = Math.ceil((k * 750) / 8) * 1024;
  assert.equal(af!.tracks[0]!.baseDecodeTime, BigInt(Math.floor(n / 8)) * 768000n + BigInt(aacStart));
  // the same segment is byte-identical on every request (deterministic IVs)
  const again = Buffer.from(await (await get(`/media/live/3/v360/${n}.m4s`)).arrayBuffer());
  const first = Buffer.from(await (await get(`/media/live/3/v360/${n}.m4s`)).arrayBuffer());
  assert.ok(again.equals(first));
  assert.equal((await get(`/media/live/3/v360/${Math.floor(NOW_S / 2) + 5}.m4s`)).status, 404);
  assert.equal((await get('/media/live/3/v999/1.m4s')).status, 404);
  assert.equal((await get('/media/live/3/v360/-1.m4s')).status, 404);
  assert.equal((await get('/media/live/0/manifest.mpd')).status, 404);
  assert.equal((await get('/media/live/abc/manifest.mpd')).status, 404);
});

test("init segments are protected (encv/enca) with the programme's KID", async () => {
  const xml = await (await get('/media/live/5/manifest.mpd')).text();
  const kid = attr(xml, 'ContentProtection', 'cenc:default_KID')!.replace(/-/g, '');
  const prog = attr(xml, 'Period', 'id')!.slice(1);
  for (const [rep, type] of [
    ['v360', 'encv'],
    ['v180', 'encv'],
    ['a', 'enca'],
  ]) {
    const r = await get(`/media/live/5/${rep}/init/${prog}.mp4`);
    assert.equal(r.status, 200);
    const boxes = parseBoxes(Buffer.from(await r.arrayBuffer()));
    const entry = find(boxes, 'moov/trak/mdia/minf/stbl/stsd')!.children![0]!;
    assert.equal(entry.type, type);
    assert.equal(find(entry.children, 'sinf/schi/tenc')!.payload.subarray(8, 24).toString('hex'), kid);
  }
});

test('catch-up manifests: static for a past programme, dynamic for start-over, 400 and 403 refusals', async () => {
  const from = NOW_S - 3 * 3600 + 1; // odd: rounded down to the segment boundary
  const to = from + 3600;
  const r = await get(`/media/catchup/2/manifest.mpd?from=${from}&to=${to}`);
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('content-type'), 'application/dash+xml');
  const xml = await r.text();
  const start = Math.floor(from / 2);
  assert.equal(attr(xml, 'MPD', 'type'), 'static');
  assert.equal(attr(xml, 'MPD', 'mediaPresentationDuration'), `PT${to - start * 2}S`);
  assert.match(xml, /<BaseURL>\.\.\/\.\.\/live\/2\/<\/BaseURL>/);
  assert.match(xml, new RegExp(`timescale="90000" duration="180000" startNumber="${start}" presentationTimeOffset="${start * 180000}"`));
  assert.match(xml, new RegExp(`timescale="48000" duration="96000" startNumber="${start}" presentationTimeOffset="${start * 96000}"`));
  // its first Period is the programme on air at `from`, under that programme's key id (which ends in the programme id)
  const prog = 2 * 1e8 + (Math.floor(from / 1800) * 1800) / 300;
  assert.equal(attr(xml, 'Period', 'id'), `p${prog}`);
  assert.ok(attr(xml, 'ContentProtection', 'cenc:default_KID')!.replace(/-/g, '').endsWith(prog.toString(16).padStart(16, '0')));

  const so = await (await get(`/media/catchup/2/manifest.mpd?from=${NOW_S - 300}&to=${NOW_S + 900}`)).text();
  assert.equal(attr(so, 'MPD', 'type'), 'dynamic');
  assert.equal(attr(so, 'MPD', 'availabilityStartTime'), new Date(Math.floor((NOW_S - 300) / 2) * 2000).toISOString().replace('.000Z', 'Z'));
  assert.ok(attr(so, 'MPD', 'minimumUpdatePeriod'));

  const bad = await get(`/media/catchup/2/manifest.mpd?from=${NOW_S - 6 * 86400}&to=${NOW_S - 6 * 86400 + 60}`);
  assert.equal(bad.status, 400);
  assert.equal(((await bad.json()) as { error: { code: string } }).error.code, 'bad_range');
  assert.equal((await get(`/media/catchup/2/manifest.mpd?from=${NOW_S - 60}&to=${NOW_S - 120}`)).status, 400);
  assert.equal((await get(`/media/catchup/2/manifest.mpd?from=${NOW_S - 8 * 3600}&to=${NOW_S - 60}`)).status, 400);
  assert.equal((await get('/media/catchup/2/manifest.mpd')).status, 400);
  const denied = await get(`/media/catchup/39/manifest.mpd?from=${from}&to=${to}`);
  assert.equal(denied.status, 403);
  assert.equal(((await denied.json()) as { error: { code: string } }).error.code, 'no_catchup');
  assert.equal((await get(`/media/catchup/999/manifest.mpd?from=${from}&to=${to}`)).status, 404);
});

test('VoD manifest: static, 192 s, its own key; segments beyond the end are 404', async () => {
  const r = await get('/media/vod/3/manifest.mpd');
  assert.equal(r.status, 200);
  const xml = await r.text();
  assert.equal(attr(xml, 'MPD', 'type'), 'static');
  assert.equal(attr(xml, 'MPD', 'mediaPresentationDuration'), 'PT192S');
  assert.match(r.headers.get('cache-control') ?? '', /max-age/);
  const live3 = await (await get('/media/live/3/manifest.mpd')).text();
  assert.notEqual(attr(xml, 'ContentProtection', 'cenc:default_KID'), attr(live3, 'ContentProtection', 'cenc:default_KID'));
  assert.equal((await get('/media/vod/3/v180/95.m4s')).status, 200);
  assert.equal((await get('/media/vod/3/v180/96.m4s')).status, 404);
  assert.equal((await get('/media/vod/3/a/init.mp4')).status, 200);
  assert.equal((await get('/media/vod/9999/manifest.mpd')).status, 404);
});

test('with Widevine configured, manifests and init segments also signal Widevine', async () => {
  const wv = await startMediaDevServer({ widevine: true });
  try {
    const xml = await (await fetch(`${wv.url}/media/live/1/manifest.mpd`)).text();
    assert.match(xml, /urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed" value="Widevine"><cenc:pssh>[A-Za-z0-9+/=]+<\/cenc:pssh>/);
    const init = parseBoxes(Buffer.from(await (await fetch(`${wv.url}/media/live/1/v360/init/${1e8 + (Math.floor(Date.now() / 1800_000) * 1800) / 300}.mp4`)).arrayBuffer()));
    const systems = find(init, 'moov')!.children!.filter((b) => b.type === 'pssh').map((b) => b.payload.subarray(4, 20).toString('hex'));
    assert.ok(systems.includes('edef8ba979d64acea3c827dcd51d21ed'));
  } finally {
    await wv.close();
  }
  const plain = await (await get('/media/live/1/manifest.mpd')).text();
  assert.doesNotMatch(plain, /edef8ba9/);
});
