// What the players of a page share (src/player/page-cache.ts) is one object: reset() forgets what
// the page read and drops what it was about to write for the next pages, its timer and its
// 'pagehide' listener with it.
import { expect } from '@open-wc/testing';
import { config, configure } from '../../src/core/config';
import { STORAGE_KEYS } from '../../src/core/storage';
import { knownLiveTemplate, liveManifest, rememberManifest } from '../../src/player/prefetch';
import { pageCache } from '../../src/player/page-cache';
import { backendConfig } from '../helpers/env';

let media = '';
const manifestUrl = (ch: number) => `${media}live/${ch}/manifest.mpd`;
const kept = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.liveManifests) ?? '{}') as Record<string, { text: string; at: number }>;

describe('the page cache', () => {
  before(async () => {
    const cfg = await backendConfig();
    configure(cfg);
    media = cfg.mediaBase;
  });
  afterEach(() => {
    pageCache.reset();
    localStorage.removeItem(STORAGE_KEYS.liveManifests);
    localStorage.removeItem(`${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`);
  });

  it('forgets on reset() the manifests read, and writes nothing of them as the page goes', async () => {
    localStorage.setItem(`${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`, JSON.stringify({ 10: '/media/live/10/manifest.mpd' }));
    rememberManifest(manifestUrl(10), await (await fetch(manifestUrl(10))).arrayBuffer());
    expect(liveManifest(manifestUrl(10)), 'read').to.not.equal(null);
    expect(knownLiveTemplate(manifestUrl(10)), 'known').to.not.equal(null);
    pageCache.reset();
    expect(liveManifest(manifestUrl(10)), 'forgotten').to.equal(null);
    expect(knownLiveTemplate(manifestUrl(10)), 'nothing kept by an earlier page either').to.equal(null);
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()[manifestUrl(10)], 'the write it was about to make dropped').to.equal(undefined);
  });

  it('keeps what is read after reset() for the next pages as before', async () => {
    pageCache.reset();
    localStorage.setItem(`${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`, JSON.stringify({ 10: '/media/live/10/manifest.mpd' }));
    rememberManifest(manifestUrl(10), await (await fetch(manifestUrl(10))).arrayBuffer());
    expect(liveManifest(manifestUrl(10))).to.not.equal(null);
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()[manifestUrl(10)]?.text).to.contain('<MPD');
  });
});
