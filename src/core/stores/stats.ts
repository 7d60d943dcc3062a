import { postStatsHello } from '../api/stats';
import { VERSIONS } from '../names';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';
import { profileAllowed } from './access';
import { $session } from './session';
import type { StatsHello } from '../api/schema.gen';

/** The HELLO message of docs/product.md#calls: its type comes from the OpenAPI document (StatsHello). */
type StatHello = StatsHello;

interface Sent {
  customer: number;
  profile: number;
  at: number;
}
const isSent = (v: unknown): v is Sent =>
  Boolean(v) && typeof v === 'object' && ['customer', 'profile', 'at'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number');

function platform(): { platformName: string; firmwareVersion: string } {
  const ua = navigator.userAgent;
  const m = /(Edg|OPR|Firefox|Chrome|Chromium|Version)\/(\d+[.\d]*)/.exec(ua);
  const browser = m ? (m[1] === 'Version' ? 'Safari' : m[1] === 'Edg' ? 'Edge' : m[1] === 'OPR' ? 'Opera' : m[1]!) : 'browser';
  const os = /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Android/.test(ua) ? 'Android' : /Linux/.test(ua) ? 'Linux' : 'other';
  return { platformName: `web ${os}`, firmwareVersion: `${browser} ${m?.[2] ?? ''}`.trim() };
}

export function helloMessage(customerId: number, profileId: number, stamp: number, nowS = Math.floor(Date.now() / 1000)): StatHello {
  return {
    type: 'HELLO',
    tstamp: stamp,
    now: nowS,
    customerId,
    profileId,
    deviceType: VERSIONS.statsDeviceType,
    appVersion: VERSIONS.statsApp,
    ...platform(),
  };
}

/** The last hello of this browser session (a page load of the same session does not resend). */
function lastSent(customer: number, profile: number): number {
  const v = readStored('session', STORAGE_KEYS.statHello, isSent);
  return v && v.customer === customer && v.profile === profile ? v.at : 0;
}

let inFlight: Promise<void> | null = null;

/**
 * Stat HELLO (docs/product.md#states/#calls): once per session after the profile is set, and again when the profile
 * timestamp is newer than the last hello. Msgpack body, bearer token; a failure is only logged.
 */
export function maybeSendHello(): Promise<void> {
  if (inFlight) return inFlight;
  const s = $session.get();
  const customer = s.user?.customer_id;
  if (!s.token || !s.profile || customer === undefined || !profileAllowed()) return Promise.resolve();
  const last = Math.max(s.stat_hello, lastSent(customer, s.profile.id));
  if (last > 0 && s.profile_stamp <= last) {
    if (s.stat_hello !== last) $session.setKey('stat_hello', last);
    return Promise.resolve();
  }
  const msg = helloMessage(customer, s.profile.id, s.profile_stamp);
  // Never earlier than the stamp it reports, so a stamp from a clock ahead of ours is not resent forever.
  const at = Math.max(msg.now, s.profile_stamp);
  $session.setKey('stat_hello', at);
  // storage unavailable: once per page then
  writeStored('session', STORAGE_KEYS.statHello, { customer, profile: s.profile.id, at } satisfies Sent);
  inFlight = postStatsHello(msg, s.token)
    .then(() => console.info('[eteris] stat hello sent'))
    .catch((err: Error) => console.error('[eteris] stat hello failed:', err.message))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

let watching = false;
/** Sends the hello whenever the profile or its stamp changes (idempotent). */
export function watchHello(): void {
  if (watching) return;
  watching = true;
  let key = '';
  $session.subscribe((s) => {
    const next = s.token && s.profile ? `${s.profile.id}:${s.profile_stamp}` : '';
    if (next && next !== key) {
      key = next;
      void maybeSendHello();
    }
  });
}
