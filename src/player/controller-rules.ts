// The rules a play request follows, shared by the layers of the controller (controller.ts): what
// is locked or not entitled, the errors shown, and the waits for a frame.

import type { MapStore } from 'nanostores';
import type { PlaybackState, PlayerEpg } from '../core/stores/player';
import type { PlayRequest } from '../core/element-events';
import { $session } from '../core/stores/session';
import { AppError, ErrorCode } from '../core/errors';
import { type PlayerChannel, type VodJson } from './catalogue';
import { currentAccess, profileAllowed, whenProfile } from '../core/stores/access';
import { startGate } from '../core/stores/gate';
import { Listeners } from './listeners';
import { reportPlayback } from './playback';
import { $adultUnlock } from '../core/stores/ui';

export const now = () => Math.floor(Date.now() / 1000);

/** Resolves at the next frame `video` presents (or after `timeoutMs`); the timer is `owner`'s. */
export function firstFrame(video: HTMLVideoElement, owner: Listeners, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cancel = owner.after(timeoutMs, resolve);
    // resolved in a task of its own after the frame's callbacks: what waits for it then follows the
    // picture instead of running inside it
    owner.videoFrame(video, () => {
      cancel();
      owner.after(0, resolve);
    });
  });
}

export interface Programmes {
  channelId: number;
  /** viewerKey(): the server hides locked titles per profile and adult grant. */
  viewer: string;
  list: PlayerEpg[];
}

export function unavailable(message: string): AppError {
  return new AppError({ code: ErrorCode.CHANNEL_UNAVAILABLE, message, source: 'player', severity: 'critical' });
}

/** A visitor (no session) has no drm token: no licence to ask for, an invitation to log in or subscribe instead. */
export function visitorCheck(): void {
  if (!$session.get().token) throw new AppError({ code: ErrorCode.WATCH_NEEDS_ACCOUNT, message: 'no session', source: 'player', severity: 'critical' });
}

type Lock = 'age' | 'adult';

/**
 * Whether the viewer may watch `epg` on `channel`: what the server marked locked (the profile's age
 * limit, the adult channel without the grant), or the adult channel while the page holds no grant.
 * The licence server refuses the key for the same (the player's check spares the attempt and keeps
 * nothing of it on screen).
 */
export function lockOf(channel: PlayerChannel, epg: PlayerEpg | null): Lock | null {
  if (epg?.locked) return epg.locked;
  if (channel.adult && $adultUnlock.get().pin === null) return 'adult';
  return null;
}

export function lockedError(lock: Lock): AppError {
  return new AppError({ code: lock === 'age' ? ErrorCode.AGE_LOCKED : ErrorCode.ADULT_LOCKED, source: 'player', severity: 'critical' });
}

/** A VoD item the viewer has no right to yet: not bought (tvod) or its provider not subscribed (svod). */
export function notEntitledError(item: VodJson): AppError {
  return new AppError({
    code: item.type === 'tvod' ? ErrorCode.VOD_NOT_PURCHASED : ErrorCode.VOD_NOT_SUBSCRIBED,
    message: `vod ${item.id} (${item.type}) is not ${item.type === 'tvod' ? 'purchased' : 'subscribed'}`,
    source: 'player',
    severity: 'critical',
  });
}

/**
 * VoD items, their locks and bookmarks, and recordings are a profile's: the profile this session is
 * bound to is learned first (the page's one run of the session gate: the server's binding, or the
 * automatic choice). While none is chosen the player says so, with a way forward, and goes on once
 * one is (the page's "Who is watching?"). Before, it waited for a choice that a page without the
 * session gate (a CMS page, an element test) never made, showing "loading" for ever.
 */
export async function profileFirst(playback: MapStore<PlaybackState>): Promise<void> {
  if (currentAccess() !== 'account') return;
  const phase = await startGate().catch(() => 'choose' as const);
  if (profileAllowed() || currentAccess() !== 'account') return;
  if (phase !== 'pending') reportPlayback(playback, { status: 'error', error: new AppError({ code: ErrorCode.WATCH_NEEDS_PROFILE, message: 'no profile chosen', source: 'player', severity: 'critical' }) });
  await whenProfile();
  reportPlayback(playback, { status: 'loading', error: null });
}

/** The next episode is asked for this many seconds before the end of an episode. */
export const NEXT_EPISODE_LEAD_S = 15;
/** The visible countdown before the next episode plays. */
export const NEXT_EPISODE_COUNTDOWN_S = 10;
/** A bookmark this close to the end (or past it) starts the item from its beginning. */
export const RESUME_END_MARGIN_S = 10;

/**
 * The request is for a channel's live stream now: no position, no other mode, and no programme or
 * one asked for live that has not ended (the guide's "Watch live" and its channel names send the
 * programme on air).
 */
export function liveNow(req: PlayRequest, at: number | null): boolean {
  if (at !== null || (req.mode && req.mode !== 'live')) return false;
  if (req.epgId == null) return true;
  return req.mode === 'live' && req.stop !== undefined && req.stop > now();
}


/** A channel the viewer may watch live as far as the list tells: subscribed, not behind the adult PIN. */
export function watchable(channel: PlayerChannel): boolean {
  return channel.subscribed !== false && !lockOf(channel, null);
}


/**
 * A channel order handed to the player (`channel-order`): a JSON array of ids or a comma list;
 * anything else (and ids that are not whole numbers) is ignored. Null when there is none.
 */
export function channelOrderOf(v: unknown): number[] | null {
  let list: unknown = v;
  if (typeof v === 'string') {
    const text = v.trim();
    try {
      list = text.startsWith('[') ? JSON.parse(text) : text.split(',').map((x) => (x.trim() === '' ? NaN : Number(x)));
    } catch {
      return null;
    }
  } else if (typeof v === 'number') list = [v];
  if (!Array.isArray(list)) return null;
  const ids = [...new Set((list as unknown[]).filter((x): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x > 0))];
  return ids.length ? ids : null;
}
