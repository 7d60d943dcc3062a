// The key ids of live channels kept for the next pages (src/player/prefetch.ts rememberedKid()): a
// cold start or a zap to a channel this browser read in the last day asks for its licence at once,
// beside its manifest, instead of once the manifest answers. Its own file: what is kept is read
// once per page.
import { expect } from '@open-wc/testing';
import { config, configure } from '../../src/core/config';
import { STORAGE_KEYS } from '../../src/core/storage';
import { defaultKid, KID_MAX_AGE_MS, liveManifest, rememberedKid, rememberManifest } from '../../src/player/prefetch';
import { parseLiveTemplate } from '../../src/player/live-edge';
import { warmLive } from '../../src/player/warm';
import { backendConfig } from '../helpers/env';

let media = '';
const manifestUrl = (ch: number) => `${media}live/${ch}/manifest.mpd`;
const addrsKey = () => `${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`;
const kept = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.liveKids) ?? '{}') as Record<string, { kid: string; at: number }>;
/** The key id of the programme a live load of the channel starts in now, and when its Period ends. */
const periodOf = async (ch: number) => {
  const tpl = parseLiveTemplate(await (await fetch(manifestUrl(ch))).text(), manifestUrl(ch))!;
  return { kid: tpl.kid!, until: tpl.periodEnd! };
};
const kidOf = async (ch: number) => (await periodOf(ch)).kid;

/**
 * Stands in for the page's fetch(): records each call with its body; the manifest at `url` answers
 * only when `answer` is called, everything else at once. `restore()` puts fetch back.
 */
function holdManifest(url: string): { posts: () => string[]; answer: (r: Response) => void; restore: () => void } {
  const calls: { url: string; method: string; body: string }[] = [];
  let answer: (r: Response) => void = () => undefined;
  const real = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const u = String(input instanceof Request ? input.url : input);
    calls.push({ url: u, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : '' });
    if (u === url) return new Promise<Response>((r) => (answer = r));
    if (u.endsWith('/media/time')) return Promise.resolve(new Response(new Date().toISOString(), { status: 200 }));
    return Promise.resolve(new Response(new ArrayBuffer(8), { status: 200 }));
  };
  return {
    posts: () => calls.filter((c) => c.method === 'POST').map((c) => c.body),
    answer: (r) => answer(r),
    restore: () => {
      window.fetch = real;
    },
  };
}

const licenceOf = (ch: number) => ({ url: `https://drm.example/clearkey?ch_id=${ch}`, headers: { 'X-Eteris-Drm-Token': `tok-kids-${ch}`, 'X-Eteris-User-Id': 'eteris-1' } });
const asked = (kid: string) => JSON.stringify({ kids: [kid], type: 'temporary' });

describe('key ids of live channels kept for the next pages', () => {
  const kids: Record<number, string> = {};
  /**
   * A channel whose time-shift window holds a programme that has ended, and that programme's key
   * (its manifest's first Period). Which channel that is depends on the time of day: a long
   * programme can fill a channel's whole window.
   */
  let endedCh = 0;
  let ended = '';
  /** The channels read an hour ago (A), more than a day ago (B) and before the head-end changed its key (C). */
  let [A, B, C] = [0, 0, 0];
  before(async () => {
    const cfg = await backendConfig();
    configure(cfg);
    media = cfg.mediaBase;
    // three channels whose programme on air lasts another 15 minutes: a key id is its programme's,
    // and a programme that ended while the file runs would change the key the tests look for
    const until: Record<number, number> = {};
    const lasting: number[] = [];
    for (const ch of [21, 22, 23, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) {
      if (lasting.length === 3) break;
      const p = await periodOf(ch);
      if (p.until - Date.now() / 1000 < 900) continue;
      kids[ch] = p.kid;
      until[ch] = p.until;
      lasting.push(ch);
    }
    expect(lasting, 'channels whose programme lasts').to.have.length(3);
    [A, B, C] = lasting as [number, number, number];
    for (let ch = 26; ch <= 40 && !endedCh; ch++) {
      const first = defaultKid(await (await fetch(manifestUrl(ch))).text());
      if (first && first !== (await kidOf(ch))) [endedCh, ended] = [ch, first];
    }
    expect(endedCh, 'a channel with a programme that has ended in its time-shift window').to.be.above(0);
    // an earlier page of this browser read channel A during its programme on air, an hour ago;
    // channel B more than a day ago; channel C before the head-end changed its key; `endedCh`
    // during a programme that has ended since (a key per programme)
    const now = Date.now();
    localStorage.setItem(STORAGE_KEYS.liveKids, JSON.stringify({
      [manifestUrl(A)]: { kid: kids[A], at: now - 3600_000, until: until[A] },
      [manifestUrl(B)]: { kid: kids[B], at: now - KID_MAX_AGE_MS - 60_000, until: until[B] },
      [manifestUrl(C)]: { kid: 'AAAAAAAAAAAAAAAAAAAAAA', at: now - 60_000, until: until[C] },
      [manifestUrl(endedCh)]: { kid: ended, at: now - 3 * 3600_000, until: Math.floor(now / 1000) - 60 },
    }));
  });
  after(() => {
    localStorage.removeItem(STORAGE_KEYS.liveKids);
    localStorage.removeItem(addrsKey());
  });

  it('a channel an earlier page read in the last day has its licence asked for before its manifest answers, with the key id it read; a visitor (no licence) asks for none', async () => {
    expect(rememberedKid(manifestUrl(A))).to.equal(kids[A]);
    const bytes = await (await fetch(manifestUrl(A))).arrayBuffer();
    const held = holdManifest(manifestUrl(A));
    try {
      void warmLive(manifestUrl(A), null, [], ['lt'], false);
      expect(held.posts(), 'no drm token, no licence').to.deep.equal([]);
      const started = warmLive(manifestUrl(A), licenceOf(A), [], ['lt'], false);
      expect(held.posts(), 'the manifest not answered yet').to.deep.equal([asked(kids[A]!)]);
      held.answer(new Response(bytes, { status: 200 }));
      await started;
      expect(held.posts(), 'the same key: asked for once').to.deep.equal([asked(kids[A]!)]);
    } finally {
      held.restore();
    }
  });

  it('one read more than a day ago waits for its manifest', async () => {
    expect(rememberedKid(manifestUrl(B))).to.equal(null);
    const bytes = await (await fetch(manifestUrl(B))).arrayBuffer();
    const held = holdManifest(manifestUrl(B));
    try {
      const started = warmLive(manifestUrl(B), licenceOf(B), [], ['lt'], false);
      expect(held.posts(), 'before the manifest answers').to.deep.equal([]);
      held.answer(new Response(bytes, { status: 200 }));
      await started;
      expect(held.posts()).to.deep.equal([asked(kids[B]!)]);
    } finally {
      held.restore();
    }
  });

  it("a key id of a programme that has ended is not asked for (its licence would open nothing the load plays): the manifest's own is, once", async () => {
    expect(rememberedKid(manifestUrl(endedCh))).to.equal(null);
    const bytes = await (await fetch(manifestUrl(endedCh))).arrayBuffer();
    const onAir = parseLiveTemplate(new TextDecoder().decode(bytes), manifestUrl(endedCh))!.kid!;
    const held = holdManifest(manifestUrl(endedCh));
    try {
      const started = warmLive(manifestUrl(endedCh), licenceOf(endedCh), [], ['lt'], false);
      expect(held.posts(), 'before the manifest answers').to.deep.equal([]);
      held.answer(new Response(bytes, { status: 200 }));
      await started;
      expect(held.posts()).to.deep.equal([asked(onAir)]);
    } finally {
      held.restore();
    }
  });

  it("a key id the head-end has changed since costs one request: the manifest's own is asked for when it answers", async () => {
    const bytes = await (await fetch(manifestUrl(C))).arrayBuffer();
    const held = holdManifest(manifestUrl(C));
    try {
      const started = warmLive(manifestUrl(C), licenceOf(C), [], ['lt'], false);
      expect(held.posts()).to.deep.equal([asked('AAAAAAAAAAAAAAAAAAAAAA')]);
      held.answer(new Response(bytes, { status: 200 }));
      await started;
      expect(held.posts()).to.deep.equal([asked('AAAAAAAAAAAAAAAAAAAAAA'), asked(kids[C]!)]);
      expect(rememberedKid(manifestUrl(C)), 'the new one, from now on').to.equal(kids[C]);
    } finally {
      held.restore();
    }
  });

  it('the key ids a page reads are kept as it goes, for the channels of the list only', async () => {
    // the last channel list gave channel 24 (25 is not in it: an adult channel's is never kept)
    localStorage.setItem(addrsKey(), JSON.stringify({ 24: '/media/live/24/manifest.mpd' }));
    // (both read, then both remembered and looked at in one go: nothing awaited between the read of
    // the first and the look, so the second the writer waits cannot have passed, however slow the machine)
    const answers = await Promise.all([24, 25].map(async (ch) => (await fetch(manifestUrl(ch))).arrayBuffer()));
    for (const [i, ch] of [24, 25].entries()) {
      rememberManifest(manifestUrl(ch), answers[i]!);
      expect(liveManifest(manifestUrl(ch))).to.not.equal(null);
    }
    expect(kept()[manifestUrl(24)], 'not yet').to.equal(undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()[manifestUrl(24)]?.kid).to.equal(await kidOf(24));
    expect(kept()[manifestUrl(25)]).to.equal(undefined);
    // what earlier pages kept stays
    expect(kept()[manifestUrl(A)]?.kid).to.equal(kids[A]);
  });
});
