// Audio languages and subtitles of the head-end (server/media/tracks.ts): which languages each
// channel and VoD item has in its manifests, the per-language audio and WebVTT segment URLs, and
// the cue times of text segments (media time [2n, 2n + 2) of segment n, like the video tfdt).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFragments } from '../../server/media/cenc/fragment';
import { mediaDevServer, NOW_S } from './media-dev';
import { audioLanguages, textLanguages, vttTime } from '../../server/media/tracks';

const get = mediaDevServer();
const bytes = async (p: string) => {
  const r = await get(p);
  assert.equal(r.status, 200, p);
  return Buffer.from(await r.arrayBuffer());
};

interface Set {
  contentType: string;
  mimeType: string;
  lang?: string;
  roles: string[];
  reps: string[];
  protectedSet: boolean;
  template: Record<string, string>;
}

/** The AdaptationSets of an MPD (the head-end's own, regular output). */
function adaptationSets(xml: string): Set[] {
  // a channel has a Period per programme, all alike: the first one's
  const second = xml.indexOf('<Period', xml.indexOf('<Period') + 1);
  return [...(second < 0 ? xml : xml.slice(0, second)).matchAll(/<AdaptationSet\b([^>]*)>([\s\S]*?)<\/AdaptationSet>/g)].map(([, a, body]) => {
    const at = (s: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(s)?.[1];
    const tpl = /<SegmentTemplate\b([^>]*)\/>/.exec(body!)?.[1] ?? '';
    return {
      contentType: at(a!, 'contentType')!,
      mimeType: at(a!, 'mimeType')!,
      lang: at(a!, 'lang'),
      roles: [...body!.matchAll(/<Role schemeIdUri="urn:mpeg:dash:role:2011" value="([^"]+)"\/>/g)].map((m) => m[1]!),
      reps: [...body!.matchAll(/<Representation id="([^"]+)"/g)].map((m) => m[1]!),
      protectedSet: /<ContentProtection/.test(body!),
      template: Object.fromEntries([...tpl.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])),
    };
  });
}

const langsOf = (sets: Set[], type: string) => sets.filter((s) => s.contentType === type).map((s) => s.lang);

test('audio and subtitle languages per content: channel id mod 3, VoD lt+en audio and lt+en+ru subtitles', () => {
  assert.deepEqual(audioLanguages({ kind: 'ch', id: 3 }), ['lt', 'en', 'ru']);
  assert.deepEqual(audioLanguages({ kind: 'ch', id: 4 }), ['lt', 'ru']);
  assert.deepEqual(audioLanguages({ kind: 'ch', id: 5 }), ['en']);
  assert.deepEqual(audioLanguages({ kind: 'ch', id: 30 }), ['lt', 'en', 'ru']);
  assert.deepEqual(audioLanguages({ kind: 'vod', id: 3 }), ['lt', 'en']);
  assert.deepEqual(textLanguages({ kind: 'ch', id: 5 }), ['lt', 'en']);
  assert.deepEqual(textLanguages({ kind: 'vod', id: 1 }), ['lt', 'en', 'ru']);
  assert.equal(vttTime(0), '00:00:00.000');
  assert.equal(vttTime(2 * 887654321 * 1000), '493141:17:22.000');
  assert.equal(vttTime(3_723_456), '01:02:03.456');
});

test('live manifests: one audio AdaptationSet per language (a-{lang}, main first) and clear WebVTT subtitles lt, en', async () => {
  for (const [id, audio] of [
    [3, ['lt', 'en', 'ru']],
    [4, ['lt', 'ru']],
    [5, ['en']],
  ] as const) {
    const sets = adaptationSets(await (await get(`/media/live/${id}/manifest.mpd`)).text());
    assert.deepEqual(langsOf(sets, 'audio'), audio, `channel ${id} audio`);
    assert.deepEqual(langsOf(sets, 'text'), ['lt', 'en'], `channel ${id} subtitles`);
    const audioSets = sets.filter((s) => s.contentType === 'audio');
    assert.deepEqual(audioSets.map((s) => s.reps), audio.map((l) => [`a-${l}`]));
    assert.deepEqual(audioSets.map((s) => s.roles[0]), audio.map((_, i) => (i === 0 ? 'main' : 'dub')));
    assert.ok(audioSets.every((s) => s.protectedSet && s.mimeType === 'audio/mp4' && s.template.timescale === '48000'));
    for (const t of sets.filter((s) => s.contentType === 'text')) {
      assert.equal(t.mimeType, 'text/vtt');
      assert.deepEqual(t.roles, ['subtitle']);
      assert.deepEqual(t.reps, [`t-${t.lang}`]);
      assert.equal(t.protectedSet, false, 'subtitles are not encrypted');
      // the Period's first segment n starts at media time 2n s (live presentation time is epoch time)
      assert.equal(t.template.presentationTimeOffset, String(Number(t.template.startNumber) * 2000));
    }
    // AdaptationSet ids are unique within a Period
    const ids = [...(await (await get(`/media/live/${id}/manifest.mpd`)).text()).split('</Period>')[0]!.matchAll(/<AdaptationSet id="(\d+)"/g)].map((m) => m[1]);
    assert.equal(new Set(ids).size, ids.length);
  }
});

test('catch-up and VoD manifests: the same tracks on their own timelines', async () => {
  const from = NOW_S - 3 * 3600 + 1;
  const start = Math.floor(from / 2);
  const cu = adaptationSets(await (await get(`/media/catchup/4/manifest.mpd?from=${from}&to=${from + 3600}`)).text());
  assert.deepEqual(langsOf(cu, 'audio'), ['lt', 'ru']);
  assert.deepEqual(langsOf(cu, 'text'), ['lt', 'en']);
  for (const t of cu.filter((s) => s.contentType === 'text')) {
    // segment n's cue is at media time 2n s: the offset moves it to 2n - 2 * start (programme time)
    assert.equal(t.template.startNumber, String(start));
    assert.equal(t.template.presentationTimeOffset, String(start * 2000));
  }
  const so = adaptationSets(await (await get(`/media/catchup/6/manifest.mpd?from=${NOW_S - 301}&to=${NOW_S + 900}`)).text());
  assert.deepEqual(langsOf(so, 'audio'), ['lt', 'en', 'ru']);
  const soText = so.find((s) => s.contentType === 'text')!;
  assert.equal(soText.template.presentationTimeOffset, String(Math.floor((NOW_S - 301) / 2) * 2000));
  const vod = adaptationSets(await (await get('/media/vod/3/manifest.mpd')).text());
  assert.deepEqual(langsOf(vod, 'audio'), ['lt', 'en']);
  assert.deepEqual(langsOf(vod, 'text'), ['lt', 'en', 'ru']);
  assert.equal(vod.find((s) => s.contentType === 'text')!.template.presentationTimeOffset, '0');
});

test('per-language audio URLs serve the fixture audio; other languages of the content are 404; `a` still works', async () => {
  const n = Math.floor(NOW_S / 2) - 3;
  const ru = await bytes(`/media/live/4/a-ru/${n}.m4s`);
  const lt = await bytes(`/media/live/4/a-lt/${n}.m4s`);
  const plain = await bytes(`/media/live/4/a/${n}.m4s`);
  assert.ok(ru.equals(lt) && ru.equals(plain), 'the same sound under every language tag');
  const [frag] = parseFragments(ru);
  assert.ok(frag!.tracks[0]!.aux, 'encrypted');
  const prog = (ch: number) => ch * 1e8 + (Math.floor(NOW_S / 1800) * 1800) / 300; // the dev server's half-hour programmes
  assert.ok((await bytes(`/media/live/4/a-ru/init/${prog(4)}.mp4`)).equals(await bytes(`/media/live/4/a/init/${prog(4)}.mp4`)));
  const r = await get(`/media/live/4/a-ru/${n}.m4s`);
  assert.equal(r.headers.get('content-type'), 'audio/mp4');
  assert.equal((await get(`/media/live/4/a-en/${n}.m4s`)).status, 404, 'channel 4 has no English audio');
  assert.equal((await get(`/media/live/5/a-lt/init/${prog(5)}.mp4`)).status, 404, 'channel 5 is English only');
  assert.equal((await get(`/media/live/5/a-en/${n}.m4s`)).status, 200);
  assert.equal((await get(`/media/live/3/t-en/${n}.m4s`)).status, 404, 'no MP4 text');
  assert.equal((await get('/media/vod/2/a-en/95.m4s')).status, 200);
  assert.equal((await get('/media/vod/2/a-en/96.m4s')).status, 404);
  assert.equal((await get('/media/vod/2/a-ru/init.mp4')).status, 404);
});

test('subtitle segments: clear WebVTT, one cue over [2n, 2n + 2) naming language and number; availability like the media', async () => {
  const n = Math.floor(NOW_S / 2) - 3;
  const r = await get(`/media/live/7/t-en/${n}.vtt`, { Origin: 'https://partner.example' });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('content-type'), 'text/vtt; charset=utf-8');
  assert.equal(r.headers.get('access-control-allow-origin'), 'https://partner.example');
  assert.match(r.headers.get('cache-control') ?? '', /max-age/);
  const text = await r.text();
  const pad = String(n).padStart(10, '0');
  assert.equal(text, `WEBVTT\n\n${n}\n${vttTime(2 * n * 1000)} --> ${vttTime(2 * n * 1000 + 2000)}\nEN ${pad}\n`);
  // the cue's times, read back, are the segment's media time
  const [, h, m, s] = /^(\d+):(\d\d):(\d\d)\.000 -->/m.exec(text)!.map(Number);
  assert.equal(h! * 3600 + m! * 60 + s!, 2 * n);
  assert.match(await (await get(`/media/live/7/t-lt/${n}.vtt`)).text(), new RegExp(`\\nLT ${pad}\\n$`));
  assert.equal((await get(`/media/live/7/t-ru/${n}.vtt`)).status, 404, 'live has lt and en subtitles only');
  assert.equal((await get(`/media/live/7/t-en/${Math.floor(NOW_S / 2) + 5}.vtt`)).status, 404, 'not yet available');
  assert.equal((await get('/media/live/7/t-en/x.vtt')).status, 404);
  assert.equal((await get('/media/live/7/a-en/1.vtt')).status, 404);
  const vod = await (await get('/media/vod/3/t-ru/95.vtt')).text();
  assert.match(vod, /^00:03:10\.000 --> 00:03:12\.000\nRU 0000000095$/m);
  assert.equal((await get('/media/vod/3/t-ru/96.vtt')).status, 404);
});
