// A cold start's quick picture (src/player/quick.ts) with the <video> and the MediaKeys made ahead
// while the page was idle (prepareKeys()), on the reference head-end's real live stream and
// licence server. Its own file: what prepareKeys() made is taken once per page.
import { expect } from '@open-wc/testing';
import { configure } from '../../src/core/config';
import { parseLiveTemplate, segmentUrl } from '../../src/player/live-edge';
import { licenceHeaders, licenceUrl } from '../../src/player/licence';
import { licenceKey, liveManifest, rememberedKid, rememberManifest, shareWarm, shareWarmAnswers } from '../../src/player/prefetch';
import { Listeners } from '../../src/player/listeners';
import { prepareKeys, QuickStart, type QuickDeps } from '../../src/player/quick';
import { startReps, warmLive } from '../../src/player/warm';
import { backendConfig, testEnv, watchAs } from '../helpers/env';

const deps: QuickDeps = { shareWarm, shareWarmAnswers, licenceKey, rememberManifest, liveManifest, segmentUrl, startReps, rememberedKid };

describe("a cold start's quick picture", () => {
  it('plays on the <video> made ahead with its MediaKeys when the play comes while they are still being set up', async () => {
    const cfg = await backendConfig();
    configure(cfg);
    await watchAs('petras@example.lt');
    const { backend } = await testEnv();
    const { token } = (await (await fetch(`${backend}/client/user`, { credentials: 'include' })).json()) as { token: string };
    const info = (await (await fetch(`${backend}/api/v1/userinfo`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { customer_id: number; drm_token: string };
    const ch = 3;
    const url = `${cfg.mediaBase}live/${ch}/manifest.mpd`;
    const shape = parseLiveTemplate(await (await fetch(url)).text(), url)!;
    const licence = { url: licenceUrl(cfg.drm.licenseUrl, { ch_id: ch }), headers: licenceHeaders({ customerId: info.customer_id, drmToken: info.drm_token, token }) };
    const screen = document.createElement('div');
    document.body.append(screen);
    // the page readies a cold start, and the play comes at once: the MediaKeys are still being
    // made, and then set on the <video> made for them
    prepareKeys(cfg.drm.keySystem, shape, ['lt'], deps);
    const start = new QuickStart(screen, deps, new Listeners());
    try {
      void warmLive(url, licence, [], ['lt'], false);
      const shown = await start.run({ url, keySystem: cfg.drm.keySystem, licence, audioLangs: ['lt'] });
      expect(shown, 'the quick picture showed').to.equal(true);
      expect(start.video.isConnected && !start.video.paused && start.video.currentTime > 0).to.equal(true);
      expect(start.video.mediaKeys).to.not.equal(null);
    } finally {
      start.stop();
      screen.remove();
    }
  });
});
