/**
 * The key-system check of docs/product.md#states ("Widevine check happens before profile selection"): asks the
 * browser for the configured key system (ClearKey in the reference setup, Widevine in production)
 * with the codecs the head-end packages. No support -> the 'browser not supported' modal.
 */
const CONFIGS: MediaKeySystemConfiguration[] = [
  {
    initDataTypes: ['cenc'],
    videoCapabilities: [{ contentType: 'video/mp4; codecs="avc1.42E01E"' }, { contentType: 'video/mp4; codecs="avc1.4d401f"' }],
    audioCapabilities: [{ contentType: 'audio/mp4; codecs="mp4a.40.2"' }],
  },
];

const cache = new Map<string, Promise<boolean>>();

export function keySystemSupported(keySystem: string): Promise<boolean> {
  let hit = cache.get(keySystem);
  if (!hit) {
    hit = (async () => {
      if (typeof navigator === 'undefined' || typeof navigator.requestMediaKeySystemAccess !== 'function') return false;
      try {
        await navigator.requestMediaKeySystemAccess(keySystem, CONFIGS);
        return true;
      } catch (err) {
        console.warn(`[eteris] key system ${keySystem} is not supported:`, (err as Error).message);
        return false;
      }
    })();
    cache.set(keySystem, hit);
  }
  return hit;
}
