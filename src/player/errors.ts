// shaka errors -> the one AppError type, with the message the user sees and a numeric code
// (shaka's categories and codes: lib/util/error.js).
import { AppError, ErrorCode } from '../core/errors';

/** The part of shaka.util.Error we read (kept structural so tests can build one). */
interface ShakaErrorLike {
  category: number;
  code: number;
  severity?: number;
  data?: unknown[];
}

const SHAKA = {
  CATEGORY_DRM: 6,
  BAD_HTTP_STATUS: 1001,
  HTTP_ERROR: 1002,
  TIMEOUT: 1003,
  REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE: 6001,
  LICENSE_REQUEST_FAILED: 6007,
  LOAD_INTERRUPTED: 7000,
  OPERATION_ABORTED: 7001,
  OBJECT_DESTROYED: 7003,
  REQUEST_TYPE_MANIFEST: 0,
} as const;

function isShakaError(e: unknown): e is ShakaErrorLike {
  return typeof e === 'object' && e !== null && typeof (e as ShakaErrorLike).code === 'number' && typeof (e as ShakaErrorLike).category === 'number';
}

/** A load that another load or destroy() superseded: not an error to show. */
export function isInterruption(e: unknown): boolean {
  return isShakaError(e) && (e.code === SHAKA.LOAD_INTERRUPTED || e.code === SHAKA.OPERATION_ABORTED || e.code === SHAKA.OBJECT_DESTROYED);
}

function httpStatus(e: ShakaErrorLike): number | undefined {
  if (e.code === SHAKA.BAD_HTTP_STATUS && typeof e.data?.[1] === 'number') return e.data[1];
  const inner = e.data?.[0];
  return isShakaError(inner) ? httpStatus(inner) : undefined;
}

function requestType(e: ShakaErrorLike): number | undefined {
  if (e.code === SHAKA.BAD_HTTP_STATUS && typeof e.data?.[4] === 'number') return e.data[4];
  return undefined;
}

function body(e: ShakaErrorLike): string {
  if (e.code === SHAKA.BAD_HTTP_STATUS && typeof e.data?.[2] === 'string') return e.data[2];
  const inner = e.data?.[0];
  return isShakaError(inner) ? body(inner) : '';
}

const playerError = (code: ErrorCode, shakaCode: number | string, status?: number) =>
  new AppError({
    code,
    message: `shaka ${shakaCode}`,
    severity: 'critical',
    source: 'player',
    ...(status !== undefined ? { status } : {}),
  });

/**
 * Which docs/product.md#errors message a failure shows:
 * - the manifest or the licence refused (403/404, not subscribed) -> "Channel unavailable.";
 * - key system missing -> "Please upgrade to DRM compatible platform.";
 * - a VoD item not bought / its provider not subscribed -> the not-purchased message (a link to its details);
 * - the licence refused for the profile's age limit or without the adult PIN -> the lock's message;
 * - any other DRM failure -> "DRM failure!";
 * - everything else -> "Playback failure!".
 */
export function toPlayerError(e: unknown, vod = false): AppError {
  if (e instanceof AppError) return e;
  if (!isShakaError(e)) return playerError(ErrorCode.PLAYBACK_FAILED, String(e));
  const status = httpStatus(e);
  if (e.category === SHAKA.CATEGORY_DRM) {
    if (e.code === SHAKA.REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE) return playerError(ErrorCode.DRM_UNSUPPORTED, e.code);
    // the licence server's refusals for the viewer's locks (server/api/viewer.ts)
    if (e.code === SHAKA.LICENSE_REQUEST_FAILED && status === 403 && /"age_locked"/.test(body(e))) return playerError(ErrorCode.AGE_LOCKED, e.code, status);
    if (e.code === SHAKA.LICENSE_REQUEST_FAILED && status === 403 && /"adult_pin_required"/.test(body(e))) return playerError(ErrorCode.ADULT_LOCKED, e.code, status);
    // a VoD item the viewer has not bought (tvod) or whose provider is not subscribed (svod)
    if (vod && e.code === SHAKA.LICENSE_REQUEST_FAILED && status === 403 && /"not_purchased"/.test(body(e))) return playerError(ErrorCode.VOD_NOT_PURCHASED, e.code, status);
    if (vod && e.code === SHAKA.LICENSE_REQUEST_FAILED && status === 403 && /"not_subscribed"/.test(body(e))) return playerError(ErrorCode.VOD_NOT_SUBSCRIBED, e.code, status);
    if (e.code === SHAKA.LICENSE_REQUEST_FAILED && (status === 403 || status === 404) && /not_subscribed|not_found|not_purchased/.test(body(e))) {
      return playerError(ErrorCode.CHANNEL_UNAVAILABLE, e.code, status);
    }
    return playerError(ErrorCode.DRM_FAILED, e.code, status);
  }
  if (e.code === SHAKA.BAD_HTTP_STATUS && requestType(e) === SHAKA.REQUEST_TYPE_MANIFEST && status !== undefined && status >= 400 && status < 500) {
    return playerError(ErrorCode.CHANNEL_UNAVAILABLE, e.code, status);
  }
  return playerError(ErrorCode.PLAYBACK_FAILED, e.code, status);
}

/** Network-level failures (the connection dropped): the player restarts when the network is back. */
export function isNetworkLoss(e: unknown): boolean {
  return isShakaError(e) && (e.code === SHAKA.HTTP_ERROR || e.code === SHAKA.TIMEOUT);
}

/** The notice shown after the player restarted itself on a network change. */
export function networkChangedNotice(): AppError {
  return new AppError({ code: ErrorCode.NETWORK_CHANGED, source: 'player' });
}

/** A spinner that stood too long: shown as a playback failure with Retry (never an endless spinner). */
export function stallError(): AppError {
  return playerError(ErrorCode.PLAYBACK_FAILED, 'stall');
}
