// The warm start of a live load (src/player/warm.ts): which representations it asks for and in which
// order, on the reference head-end's real live manifests.
import { expect } from '@open-wc/testing';
import { config, configure } from '../../src/core/config';
import { parseLiveTemplate, segmentUrl } from '../../src/player/live-edge';
import { startReps, warmLive } from '../../src/player/warm';
import { guessLiveTemplate, KNOWN_LIVE_MAX_AGE_MS, knownLiveTemplate, liveManifest, readLiveAhead, rememberManifest } from '../../src/player/prefetch';
import { STORAGE_KEYS } from '../../src/core/storage';
import { ensureEpg } from '../../src/core/stores/epg';
import { guideProgrammeAt } from '../../src/player/catalogue';
import { pageCache } from '../../src/player/page-cache';
import { backendConfig } from '../helpers/env';
import { until } from '../helpers/until';

const { knownLive } = pageCache;

let media = '';
/** Channel 15 has lt, en and ru audio; channel 13 lt and ru; channel 2 en only (server/media/tracks.ts). */
const manifestUrl = (ch: number) => `${media}live/${ch}/manifest.mpd`;
const template = async (ch: number) => parseLiveTemplate(await (await fetch(manifestUrl(ch))).text(), manifestUrl(ch))!;
/** The guide of these channels loaded (yesterday and today, UTC), as a page shows it. */
const loadGuide = (...chs: number[]) => {
  const day = Math.floor(Date.now() / 86_400_000);
  return ensureEpg(chs, day - 1, day, 'lt');
};

/**
 * Stands in for the page's fetch(): records each call; the manifest at `url` answers only when
 * `answer` is called, the head-end's clock and everything else at once. `restore()` puts fetch back.
 */
function holdManifest(url: string): { calls: { url: string; method: string }[]; answer: (r: Response) => void; restore: () => void } {
  const calls: { url: string; method: string }[] = [];
  const held = { calls, answer: (_r: Response) => undefined as void, restore: () => undefined as void };
  const real = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const u = String(input instanceof Request ? input.url : input);
    calls.push({ url: u, method: init?.method ?? 'GET' });
    if (u === url) return new Promise<Response>((r) => (held.answer = r));
    if (u.endsWith('/media/time')) return Promise.resolve(new Response(new Date().toISOString(), { status: 200 }));
    return Promise.resolve(new Response(new ArrayBuffer(8), { status: 200 }));
  };
  held.restore = () => {
    window.fetch = real;
  };
  return held;
}

describe('warm start of a live load', () => {
  before(async () => {
    const cfg = await backendConfig();
    configure(cfg);
    media = cfg.mediaBase;
  });

  it("asks for the audio of the profile's first language, not the one the channel before played", async () => {
    const tpl = await template(15);
    // the channel before (2) had English only, so the player shown played a-en
    expect(startReps(tpl, ['v360', 'a-en'], ['lt', 'en'])).to.deep.equal(['v360', 'a-lt']);
    expect(startReps(tpl, ['v360', 'a-en'], ['ru', 'lt'])).to.deep.equal(['v360', 'a-ru']);
  });

  it('keeps the video shown, and the audio shown when no language of the profile is there', async () => {
    const two = await template(2);
    expect(startReps(two, ['v180', 'a-lt'], ['lt'])).to.deep.equal(['v180', 'a-en']);
    const fifteen = await template(15);
    expect(startReps(fifteen, ['v180', 'a-ru'], ['de'])).to.deep.equal(['v180', 'a-ru']);
  });

  it('asks for the licence, the init segments and the first segments, in that order, and not the segments after those (shaka asks for them once it has the first)', async () => {
    const url = manifestUrl(15);
    const text = await (await fetch(url)).text();
    const tpl = parseLiveTemplate(text, url)!;
    const calls: { url: string; method: string; priority: string; body: string }[] = [];
    const real = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const u = String(input instanceof Request ? input.url : input);
      if (u.endsWith('/media/time')) return Promise.resolve(new Response(new Date().toISOString(), { status: 200 })); // the clock: measured once per page
      calls.push({ url: u, method: init?.method ?? 'GET', priority: init?.priority ?? 'auto', body: typeof init?.body === 'string' ? init.body : '' });
      return Promise.resolve(new Response(u === url ? text : new ArrayBuffer(8), { status: 200 }));
    };
    try {
      const licence = { url: 'https://drm.example/clearkey?ch_id=15', headers: { 'X-Eteris-Drm-Token': 'tok-warm-order', 'X-Eteris-User-Id': 'eteris-1' } };
      await warmLive(url, licence, ['v360', 'a-lt'], ['lt']);
    } finally {
      window.fetch = real;
    }
    const seg = (rep: string) => calls.filter((c) => c.url.includes(`/${rep}/`) && c.url.endsWith('.m4s'));
    const at = (pred: (c: (typeof calls)[number]) => boolean) => calls.findIndex(pred);
    expect(calls[0]!.url).to.equal(url);
    expect(calls[1]!.method, 'the licence right after the manifest').to.equal('POST');
    // once, for the key of the programme the live start is in (a Period and a key per programme),
    // not the first Period's (the oldest programme of the time-shift window)
    expect(calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body).kids)).to.deep.equal([[tpl.kid]]);
    expect(tpl.programme, 'its programme').to.match(/^\d+$/);
    expect(tpl.reps.get('v360')!.init).to.match(new RegExp(`/v360/init/${tpl.programme}\\.mp4$`));
    // a channel's init segments are its programme's: {rep}/init/{programme}.mp4
    const inits = ['v360', 'a-lt'].map((r) => at((c) => /\/init(\/\d+)?\.mp4$/.test(c.url) && c.url.includes(`/${r}/`)));
    for (const i of inits) expect(i, 'the init segments after the licence').to.be.above(1);
    // one segment per representation: the one holding the live start, after the init segments
    const num = (c: { url: string }) => Number(/(\d+)\.m4s$/.exec(c.url)![1]);
    const start = Math.floor((Date.now() / 1000 - tpl.behind - tpl.periodStart) / tpl.reps.get('v360')!.duration) + tpl.reps.get('v360')!.startNumber;
    for (const rep of ['v360', 'a-lt']) {
      expect(seg(rep).map((c) => c.url), rep).to.have.length(1);
      expect(calls.indexOf(seg(rep)[0]!), `${rep}: its segment after the init segments`).to.be.above(Math.max(...inits));
      expect(Math.abs(num(seg(rep)[0]!) - start), `${rep}: the segment of the live start`).to.be.at.most(1);
      expect(seg(rep)[0]!.priority).to.equal('auto');
    }
    expect(calls.length, calls.map((c) => c.url).join(', ')).to.equal(6);
    expect(tpl.reps.has('a-lt')).to.equal(true);
  });

  it('a manifest that is not a live template of numbered segments still has its licence asked for as it answers', async () => {
    const url = manifestUrl(18);
    const text = (await (await fetch(url)).text()).replace('type="dynamic"', 'type="static"');
    expect(parseLiveTemplate(text, url), 'not a live template').to.equal(null);
    const held = holdManifest(url);
    try {
      const licence = { url: 'https://drm.example/clearkey?ch_id=18', headers: { 'X-Eteris-Drm-Token': 'tok-warm-static', 'X-Eteris-User-Id': 'eteris-1' } };
      const started = warmLive(url, licence, [], ['lt']);
      expect(held.calls.filter((c) => c.method === 'POST'), 'not before the manifest answers').to.have.length(0);
      held.answer(new Response(text, { status: 200 }));
      await started;
      expect(held.calls.filter((c) => c.method === 'POST').map((c) => c.url)).to.deep.equal([licence.url]);
    } finally {
      held.restore();
    }
  });

  it("a channel whose manifest the page read before has its licence and segments asked for before its manifest answers, each once", async () => {
    const url = manifestUrl(13);
    const bytes = await (await fetch(url)).arrayBuffer();
    // the page read it before (the player shown or a neighbour waiting: the wrapper's response filter)
    rememberManifest(url, bytes);
    expect(liveManifest(url)).to.not.equal(null);
    // the manifest answers only when the test says so
    const held = holdManifest(url);
    const { calls } = held;
    try {
      const licence = { url: 'https://drm.example/clearkey?ch_id=13', headers: { 'X-Eteris-Drm-Token': 'tok-warm-known', 'X-Eteris-User-Id': 'eteris-1' } };
      await warmLive(url, licence, ['v360', 'a-lt'], ['lt']);
      // resolved with the manifest still unanswered: everything the first frame needs is asked for
      expect(calls[0]!.url).to.equal(url);
      expect(calls.some((c) => c.method === 'POST'), 'the licence').to.equal(true);
      expect(calls.filter((c) => /\/init(\/\d+)?\.mp4$/.test(c.url)).length, 'init segments').to.equal(2);
      expect(calls.filter((c) => c.url.endsWith('.m4s')).length, 'segments (one per representation)').to.equal(2);
      expect(calls.filter((c) => c.url.includes('/a-lt/')).length, "the profile's language").to.equal(2);
      // the manifest answers the same: nothing is asked for twice (once its answer is read: the
      // channel's template known anew, and all it asks for asked)
      const before = knownLive.get(url);
      held.answer(new Response(bytes, { status: 200 }));
      await until(() => expect(knownLive.get(url), 'the answer read').to.not.equal(before));
      // (the head-end's clock is measured once per page, by whichever load comes first)
      const urls = calls.filter((c) => !c.url.endsWith('/media/time')).map((c) => `${c.method} ${c.url}`);
      expect(urls.length, urls.join('\n')).to.equal(new Set(urls).size);
      expect(urls.length).to.equal(1 + 1 + 2 + 2);
    } finally {
      held.restore();
    }
  });

  it("a channel this page has not read has its video's init and start segments asked for before its manifest answers, as other channels' manifests lay them out; its audio in the profile's language and the licence once it answers, nothing twice", async () => {
    // the page read channel 13 (lt, ru) and then 11 (en only; the channel shown): channel 16 (lt,
    // ru) is a zap to a channel never read, its video laid out as 11's; its audio waits for its
    // own manifest (the languages differ by channel)
    for (const ch of [13, 11]) rememberManifest(manifestUrl(ch), await (await fetch(manifestUrl(ch))).arrayBuffer());
    expect(liveManifest(manifestUrl(11))).to.not.equal(null);
    // the guide shows channel 16: its programme on air names its init segments
    await loadGuide(16);
    const url = manifestUrl(16);
    const bytes = await (await fetch(url)).arrayBuffer();
    const tpl = parseLiveTemplate(new TextDecoder().decode(bytes), url)!;
    const held = holdManifest(url);
    const { calls } = held;
    try {
      const licence = { url: 'https://drm.example/clearkey?ch_id=16', headers: { 'X-Eteris-Drm-Token': 'tok-warm-guess', 'X-Eteris-User-Id': 'eteris-1' } };
      const started = warmLive(url, licence, ['v360', 'a-en'], ['lt'], true, guideProgrammeAt(16));
      const asked = () => calls.filter((c) => !c.url.endsWith('/media/time')).map((c) => `${c.method} ${c.url}`);
      // the manifest not answered yet: the init segments and the segments of the live start, at this channel's addresses
      const video = tpl.reps.get('v360')!;
      const audio = tpl.reps.get('a-lt')!;
      const start = Math.floor((Date.now() / 1000 - tpl.behind - tpl.periodStart) / video.duration);
      const firstSegs = (rep: typeof video) => [start, start + 1].map((k) => `GET ${segmentUrl(rep, k)}`);
      // this channel's init segment of its programme on air (another channel's programme there: a 404)
      expect(asked().slice(0, 2), asked().join('\n')).to.deep.equal([`GET ${url}`, `GET ${video.init}`]);
      expect(asked().length, asked().join('\n')).to.equal(3);
      expect(firstSegs(video), asked().join('\n')).to.include(asked()[2]);
      expect(calls.some((c) => c.method === 'POST'), 'no licence before the key id is known').to.equal(false);
      held.answer(new Response(bytes, { status: 200 }));
      // resolved once the answer is read, and all it asks for asked
      await started;
      expect(asked().filter((u) => u.startsWith('POST ')), 'the licence, once the manifest answered').to.have.length(1);
      expect(asked().filter((u) => u.includes('/a-lt/')), "the profile's audio: its init and first segment").to.have.length(2);
      expect(asked(), asked().join('\n')).to.include(`GET ${audio.init}`);
      expect(asked().length, asked().join('\n')).to.equal(new Set(asked()).size);
      expect(asked().length, asked().join('\n')).to.equal(1 + 2 + 2 + 1);
    } finally {
      held.restore();
    }
  });

  it("a channel whose programme on air the guide does not know has its video's start segment asked for before its manifest answers, not an init segment: another programme's is not there (404)", async () => {
    rememberManifest(manifestUrl(11), await (await fetch(manifestUrl(11))).arrayBuffer());
    expect(liveManifest(manifestUrl(11))).to.not.equal(null);
    expect(guessLiveTemplate(manifestUrl(17))!.reps.get('v360')!.init, 'no guide').to.equal('');
    // the programme channel 11 shows: its init segment under channel 17 is refused
    const donor = liveManifest(manifestUrl(11))!.tpl.reps.get('v360')!.init;
    expect((await fetch(donor.replace('/live/11/', '/live/17/'))).status).to.equal(404);
    const url = manifestUrl(17);
    const held = holdManifest(url);
    try {
      const licence = { url: 'https://drm.example/clearkey?ch_id=17', headers: { 'X-Eteris-Drm-Token': 'tok-warm-noguide', 'X-Eteris-User-Id': 'eteris-1' } };
      void warmLive(url, licence, ['v360', 'a-en'], ['lt'], true, () => null);
      const asked = held.calls.map((c) => `${c.method} ${c.url}`).filter((u) => !u.endsWith('/media/time'));
      expect(asked.length, asked.join('\n')).to.equal(2);
      expect(asked[0]).to.equal(`GET ${url}`);
      expect(asked[1]).to.match(/^GET .*\/live\/17\/v360\/\d+\.m4s$/);
    } finally {
      held.answer(new Response('', { status: 404 }));
      held.restore();
    }
  });

  it("guesses no audio for a zap, and a channel without the profile's language has its own audio asked for once its manifest answers", async () => {
    for (const ch of [13, 11]) rememberManifest(manifestUrl(ch), await (await fetch(manifestUrl(ch))).arrayBuffer());
    await loadGuide(16, 19);
    const on16 = guideProgrammeAt(16);
    expect(guessLiveTemplate(manifestUrl(16), ['de'], on16), 'no German audio read').to.satisfy((t: ReturnType<typeof guessLiveTemplate>) => [...t!.reps.values()].every((r) => r.kind === 'video'));
    expect(guessLiveTemplate(manifestUrl(16), ['ru', 'lt'], on16)!.reps.get('a-ru')!.init).to.equal((await template(16)).reps.get('a-ru')!.init);
    // a cold start (no player yet: its first picture is the video alone) guesses no audio, not
    // even for channel 19, which has the profile's Lithuanian
    const cold = holdManifest(manifestUrl(19));
    try {
      void warmLive(manifestUrl(19), null, [], ['lt'], false, guideProgrammeAt(19));
      expect(cold.calls.map((c) => c.url).filter((u) => u.includes('/a-')), 'no audio before the manifest answers').to.deep.equal([]);
      expect(cold.calls.map((c) => c.url).filter((u) => u.includes('/v360/')), 'the video').to.have.length(2);
    } finally {
      cold.answer(new Response('', { status: 404 }));
      cold.restore();
    }
    // channel 14 has English audio only: no Lithuanian is asked for (a 404), its own once its manifest answers
    const url = manifestUrl(14);
    const bytes = await (await fetch(url)).arrayBuffer();
    const held = holdManifest(url);
    const asked = () => held.calls.filter((c) => !c.url.endsWith('/media/time')).map((c) => `${c.method} ${c.url}`);
    try {
      const licence = { url: 'https://drm.example/clearkey?ch_id=14', headers: { 'X-Eteris-Drm-Token': 'tok-warm-guess-en', 'X-Eteris-User-Id': 'eteris-1' } };
      const started = warmLive(url, licence, ['v360', 'a-lt'], ['lt', 'en']);
      expect(asked().filter((u) => u.includes('/a-')), 'no audio before the manifest').to.have.length(0);
      held.answer(new Response(bytes, { status: 200 }));
      // resolved once the answer is read, and all it asks for asked
      await started;
      expect(asked().filter((u) => u.includes('/a-en/')), "its own audio: init and first segment").to.have.length(2);
      expect(asked().filter((u) => u.includes('/a-lt/')), 'no Lithuanian it lacks').to.have.length(0);
      expect(asked().length, asked().join('\n')).to.equal(new Set(asked()).size);
    } finally {
      held.restore();
    }
  });

  it('a manifest read ahead (number keys) is held: a load of its channel then asks for no manifest, and for its licence and audio at once; also for a channel whose manifest the page read before', async () => {
    const url = manifestUrl(20);
    const text = await (await fetch(url)).text();
    // read before (a standby, an earlier zap): its template is known, its answer long gone to shaka
    rememberManifest(url, new TextEncoder().encode(text));
    expect(liveManifest(url), 'known').to.not.equal(null);
    const held = holdManifest(url);
    try {
      readLiveAhead(url);
      expect(held.calls.map((c) => c.url), 'the manifest read ahead').to.include(url);
      held.answer(new Response(text, { status: 200 }));
      await new Promise((r) => setTimeout(r, 0));
      held.calls.length = 0;
      const licence = { url: 'https://drm.example/clearkey?ch_id=20', headers: { 'X-Eteris-Drm-Token': 'tok-read-ahead', 'X-Eteris-User-Id': 'eteris-1' } };
      await warmLive(url, licence, [], ['en']);
      expect(held.calls.map((c) => c.url), 'the manifest asked for again').to.not.include(url);
      expect(held.calls.some((c) => c.method === 'POST' && c.url === licence.url), 'the licence').to.equal(true);
      expect(held.calls.some((c) => /\/live\/20\/a-en\/init(\/\d+)?\.mp4$/.test(c.url)), 'the audio').to.equal(true);
    } finally {
      held.restore();
    }
  });

  it('guesses nothing for a manifest on another origin, nor from a manifest whose media lie outside its directory', async () => {
    rememberManifest(manifestUrl(11), await (await fetch(manifestUrl(11))).arrayBuffer());
    expect(liveManifest(manifestUrl(11))).to.not.equal(null);
    expect(guessLiveTemplate('https://elsewhere.example/media/live/16/manifest.mpd', [], guideProgrammeAt(16))).to.equal(null);
    await loadGuide(16, 17);
    const guess = guessLiveTemplate(manifestUrl(16), [], guideProgrammeAt(16));
    expect([...guess!.reps.values()].map((r) => r.kind)).to.not.include('audio');
    expect(guess!.reps.get('v360')!.init).to.equal((await template(16)).reps.get('v360')!.init);
    // a manifest whose segments sit elsewhere (a BaseURL up the tree): not a shape for other channels
    const text = new TextDecoder().decode(await (await fetch(manifestUrl(11))).arrayBuffer()).replace('<Period', '<BaseURL>../shared/</BaseURL><Period');
    const odd = `${media}live/odd/manifest.mpd`;
    rememberManifest(odd, new TextEncoder().encode(text));
    expect(liveManifest(odd)!.tpl.reps.get('v360')!.init).to.contain('/live/shared/');
    expect(guessLiveTemplate(manifestUrl(17), [], guideProgrammeAt(17))!.reps.get('v360')!.init, 'from the newest manifest that fits').to.equal((await template(17)).reps.get('v360')!.init);
  });

  describe('kept for the next pages', () => {
    const kept = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.liveManifests) ?? '{}') as Record<string, { text: string; at: number }>;
    afterEach(() => {
      localStorage.removeItem(STORAGE_KEYS.liveManifests);
      localStorage.removeItem(`${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`);
    });

    it("a page uses the manifest an earlier page kept, if it is less than ten minutes old", async () => {
      // the earlier pages' manifests, under addresses this page has not read
      const text = await (await fetch(manifestUrl(11))).text();
      const fresh = `${manifestUrl(11)}?page=1`;
      const old = `${manifestUrl(11)}?page=2`;
      localStorage.setItem(STORAGE_KEYS.liveManifests, JSON.stringify({
        [fresh]: { text, at: Date.now() - 60_000 },
        [old]: { text, at: Date.now() - KNOWN_LIVE_MAX_AGE_MS - 1000 },
      }));
      const known = knownLiveTemplate(fresh);
      expect(known, 'kept a minute ago').to.not.equal(null);
      expect([...known!.tpl.reps.keys()]).to.include('v360');
      expect(known!.kid).to.match(/^[A-Za-z0-9_-]{22}$/);
      expect(knownLiveTemplate(old), 'kept eleven minutes ago').to.equal(null);
    });

    it('keeps the manifest of a channel this page read, a second later; not of a channel behind the adult PIN', async () => {
      // the last channel list: channel 10, and not channel 12 (as the list leaves out an adult channel)
      localStorage.setItem(`${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`, JSON.stringify({ 10: '/media/live/10/manifest.mpd' }));
      for (const ch of [10, 12]) {
        rememberManifest(manifestUrl(ch), await (await fetch(manifestUrl(ch))).arrayBuffer());
        expect(liveManifest(manifestUrl(ch))).to.not.equal(null);
      }
      // written at once, a second later: channel 12 would be there by now
      await until(() => expect(kept()[manifestUrl(10)]?.text).to.contain('<MPD'), 10_000);
      expect(Date.now() - kept()[manifestUrl(10)]!.at).to.be.below(5000);
      expect(Object.keys(kept())).to.deep.equal([manifestUrl(10)]);
    });

    it('removes a kept value that is not a list of manifests', () => {
      localStorage.setItem(STORAGE_KEYS.liveManifests, JSON.stringify({ 'javascript:alert(1)': { text: '<MPD/>', at: Date.now() } }));
      expect(knownLiveTemplate('javascript:alert(1)')).to.equal(null);
      expect(localStorage.getItem(STORAGE_KEYS.liveManifests)).to.equal(null);
    });
  });
});
