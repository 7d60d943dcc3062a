// Can this browser play our protected streams? MSE plus the configured key system (Widevine in
// production, ClearKey with the reference backend). Asked once per page; shaka is not needed.
import { config, type KeySystem } from '../core/config';

export interface Support {
  mse: boolean;
  keySystem: KeySystem;
  drm: boolean;
  /** MSE and DRM: the player can run. */
  ok: boolean;
}

const VIDEO = 'video/mp4; codecs="avc1.4d401e"';
const AUDIO = 'audio/mp4; codecs="mp4a.40.2"';

function mseSupported(): boolean {
  const ms = (globalThis as { MediaSource?: typeof MediaSource; ManagedMediaSource?: typeof MediaSource }).MediaSource
    ?? (globalThis as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource;
  return Boolean(ms && ms.isTypeSupported(VIDEO) && ms.isTypeSupported(AUDIO));
}

async function drmSupported(keySystem: KeySystem): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.requestMediaKeySystemAccess) return false;
  try {
    await navigator.requestMediaKeySystemAccess(keySystem, [
      {
        initDataTypes: ['cenc', 'keyids'],
        videoCapabilities: [{ contentType: VIDEO }],
        audioCapabilities: [{ contentType: AUDIO }],
      },
    ]);
    return true;
  } catch {
    return false;
  }
}

const cache = new Map<KeySystem, Promise<Support>>();

/** The support check of spec §4/§5 ("Please upgrade to DRM compatible platform."). */
export function checkSupport(keySystem: KeySystem = config().drm.keySystem): Promise<Support> {
  let p = cache.get(keySystem);
  if (!p) {
    p = (async () => {
      const mse = mseSupported();
      const drm = mse && (await drmSupported(keySystem));
      return { mse, keySystem, drm, ok: mse && drm };
    })();
    cache.set(keySystem, p);
  }
  return p;
}
