// An embeddable library leaves the page's browser globals alone: after the player has played,
// zapped and filled its hidden players, every built-in a host's own code (an EME player, a fetch
// wrapper, analytics) relies on is still the browser's own function.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { playing, watchingAs } from './player-helpers';

/** Runs in the page before any script: keeps the built-ins and names those no longer the same. */
function keepBuiltIns() {
  const read: Record<string, () => unknown> = {
    'MediaKeySystemAccess.prototype.createMediaKeys': () => MediaKeySystemAccess.prototype.createMediaKeys,
    'MediaKeys.prototype.createSession': () => MediaKeys.prototype.createSession,
    'navigator.requestMediaKeySystemAccess': () => navigator.requestMediaKeySystemAccess,
    'navigator.mediaCapabilities.decodingInfo': () => navigator.mediaCapabilities.decodingInfo,
    'HTMLMediaElement.prototype.setMediaKeys': () => HTMLMediaElement.prototype.setMediaKeys,
    'HTMLMediaElement.prototype.play': () => HTMLMediaElement.prototype.play,
    'MediaSource.prototype.addSourceBuffer': () => MediaSource.prototype.addSourceBuffer,
    'MediaSource.isTypeSupported': () => MediaSource.isTypeSupported,
    'SourceBuffer.prototype.appendBuffer': () => SourceBuffer.prototype.appendBuffer,
    'window.fetch': () => window.fetch,
    'XMLHttpRequest.prototype.open': () => XMLHttpRequest.prototype.open,
    'EventTarget.prototype.addEventListener': () => EventTarget.prototype.addEventListener,
    'window.setTimeout': () => window.setTimeout,
    'window.requestAnimationFrame': () => window.requestAnimationFrame,
    'history.pushState': () => history.pushState,
    'document.cookie': () => Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.get,
  };
  const kept = Object.fromEntries(Object.entries(read).map(([k, f]) => [k, f()]));
  Object.defineProperty(window, 'changedBuiltIns', { value: () => Object.keys(read).filter((k) => read[k]!() !== kept[k]) });
}

describe("the host page's globals", () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('are the browser\'s own after the player played, zapped and filled its hidden players', async () => {
    const { page, server } = e();
    await page.addInitScript(keepBuiltIns);
    await page.goto(`${server.url}/play?channel=1`);
    await playing(page);
    // the hidden players ready (each made its own MediaKeys and asked its own queries)
    await page.waitForFunction(() => !!document.querySelector('tv-player')?.shadowRoot?.querySelector('video[data-spare]'), undefined, { timeout: 30_000 });
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: 2, mode: 'live' }, bubbles: true, composed: true })));
    await page.waitForFunction(() => new URL(location.href).searchParams.get('channel') === '2');
    await playing(page);
    const changed = await page.evaluate(() => (window as unknown as { changedBuiltIns: () => string[] }).changedBuiltIns());
    assert.deepEqual(changed, []);
  });
});
