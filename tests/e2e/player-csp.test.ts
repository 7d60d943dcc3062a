// The TV player on /play under a page policy that enforces Trusted Types and allows no policy at
// all (`trusted-types 'none'`, as a partner's page may have): playing and zapping must not touch a
// DOM sink, so nothing is reported.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, logIn, type E2E } from './browser';

const CSP = ["require-trusted-types-for 'script'", "trusted-types 'none'"].join('; ');

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

describe('the player under Trusted Types', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await logIn(e.page, e.server.url, 'petras@example.lt');
    await e.page.route('**/play?*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
    });
    await e.page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (ev) => window.__cspViolations.push(`${ev.violatedDirective}: ${ev.sample || ev.blockedURI}`), true);
    });
  });
  after(() => e.close());

  /** Frames keep coming on channel `n`. */
  const plays = async (n: number) => {
    const player = e.page.locator('tv-player');
    await player.locator('.info .number').getByText(String(n), { exact: true }).waitFor({ timeout: 20_000 });
    await e.page.waitForFunction(() => {
      const v = document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!;
      return !v.paused && v.getVideoPlaybackQuality().totalVideoFrames > 20;
    }, null, { timeout: 20_000 });
  };

  it('plays and zaps (manifests of the neighbours read ahead) with no violation', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=3`);
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch {
        return true;
      }
    });
    assert.equal(refused, true, 'the policy is in force');
    await page.evaluate(() => (window.__cspViolations = []));
    await plays(3);
    // the hidden neighbours are loaded (their manifests read for the segments to fetch ahead)
    await page.waitForFunction(() => document.querySelector('tv-player')!.shadowRoot!.querySelectorAll('video.standby:not([data-spare])').length === 2, null, { timeout: 30_000 });
    await page.keyboard.press('PageUp');
    await plays(4);
    await page.keyboard.press('5');
    await plays(5);
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  });
});
