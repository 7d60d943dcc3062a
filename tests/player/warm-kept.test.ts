// A page's first live load, before it has read any manifest (src/player/prefetch.ts): the shape of
// the channels' segments comes from a manifest an earlier page kept, and what a page read is kept
// when it goes, however soon. Its own file: what is kept is read once per page.
import { expect } from '@open-wc/testing';
import { config, configure } from '../../src/core/config';
import { STORAGE_KEYS } from '../../src/core/storage';
import { guessLiveTemplate, liveManifest, rememberManifest } from '../../src/player/prefetch';
import { ensureEpg } from '../../src/core/stores/epg';
import { guideProgrammeAt } from '../../src/player/catalogue';
import { parseLiveTemplate } from '../../src/player/live-edge';
import { pageCache } from '../../src/player/page-cache';
import { backendConfig } from '../helpers/env';

let media = '';
const manifestUrl = (ch: number) => `${media}live/${ch}/manifest.mpd`;
const kept = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.liveManifests) ?? '{}') as Record<string, { text: string; at: number }>;

describe('live manifests kept for the next pages', () => {
  before(async () => {
    const cfg = await backendConfig();
    configure(cfg);
    media = cfg.mediaBase;
  });
  after(() => {
    localStorage.removeItem(STORAGE_KEYS.liveManifests);
    localStorage.removeItem(`${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`);
  });

  it("a page that has read no manifest yet lays out another channel's video as the manifest an earlier page kept", async () => {
    const text = await (await fetch(manifestUrl(11))).text();
    localStorage.setItem(STORAGE_KEYS.liveManifests, JSON.stringify({ [manifestUrl(11)]: { text, at: Date.now() - 3600_000 } }));
    // the guide shows channel 16: its programme on air names its init segments (another
    // channel's programme there would be refused, 404)
    const day = Math.floor(Date.now() / 86_400_000);
    await ensureEpg([16], day - 1, day, 'lt');
    const guess = guessLiveTemplate(manifestUrl(16), [], guideProgrammeAt(16));
    expect(guess, 'kept an hour ago').to.not.equal(null);
    const own = parseLiveTemplate(await (await fetch(manifestUrl(16))).text(), manifestUrl(16))!;
    expect(guess!.reps.get('v360')!.init).to.equal(own.reps.get('v360')!.init);
    expect((await fetch(guess!.reps.get('v360')!.init)).status).to.equal(200);
    expect([...guess!.reps.values()].every((r) => r.kind === 'video')).to.equal(true);
  });

  it("a channel whose own manifest, kept longer ago than a known one may be, is the newest kept: its video laid out as that one says", async () => {
    const text = await (await fetch(manifestUrl(16))).text();
    const other = await (await fetch(manifestUrl(11))).text();
    localStorage.setItem(STORAGE_KEYS.liveManifests, JSON.stringify({
      [manifestUrl(11)]: { text: other, at: Date.now() - 40 * 60_000 },
      [manifestUrl(16)]: { text, at: Date.now() - 20 * 60_000 },
    }));
    pageCache.reset();
    const day = Math.floor(Date.now() / 86_400_000);
    await ensureEpg([16], day - 1, day, 'lt');
    const guess = guessLiveTemplate(manifestUrl(16), [], guideProgrammeAt(16));
    expect(guess, 'kept 20 minutes ago').to.not.equal(null);
    const own = parseLiveTemplate(text, manifestUrl(16))!;
    expect(guess!.reps.get('v360')!.init).to.equal(own.reps.get('v360')!.init);
    expect(guess!.reps.get('v360')!.media).to.equal(own.reps.get('v360')!.media);
  });

  it('a manifest read is kept as the page goes, before the second it waits otherwise', async () => {
    localStorage.removeItem(STORAGE_KEYS.liveManifests);
    localStorage.setItem(`${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`, JSON.stringify({ 10: '/media/live/10/manifest.mpd' }));
    rememberManifest(manifestUrl(10), await (await fetch(manifestUrl(10))).arrayBuffer());
    expect(liveManifest(manifestUrl(10))).to.not.equal(null);
    expect(kept()[manifestUrl(10)], 'not yet').to.equal(undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()[manifestUrl(10)]?.text).to.contain('<MPD');
  });
});
