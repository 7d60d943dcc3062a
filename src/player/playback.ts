// The one writer of an element's playback store (what plays right now, src/core/stores/player.ts).
// Everything else reports to it: the player shown (wrapper.ts: shaka and <video> events, position,
// tracks) and the controller (a play request loading, its failure, the player going away). Hidden
// standby players (standby.ts) report nothing. Views and the other stores only read it.
import type { MapStore } from 'nanostores';
import { NO_TRACKS, type PlaybackState } from '../core/stores/player';

/** The same tracks (a report of them makes new arrays each time). */
function sameTracks(a: PlaybackState['tracks'], b: PlaybackState['tracks']): boolean {
  return a === b || (a.audioActive === b.audioActive && a.textActive === b.textActive && a.audio.join() === b.audio.join() && a.text.join() === b.text.join());
}

/**
 * Merges `patch` into `playback`. A patch that changes nothing (shaka reports "buffering" again, the
 * same tracks again) is not a change: the views that read it do not render for it.
 */
export function reportPlayback(playback: MapStore<PlaybackState>, patch: Partial<PlaybackState>): void {
  const cur = playback.get();
  const changed = (Object.keys(patch) as (keyof PlaybackState)[]).some((k) =>
    k === 'tracks' ? !sameTracks(cur.tracks, patch.tracks!) : !Object.is(cur[k], patch[k]));
  if (!changed) return;
  playback.set({ ...cur, ...patch, ...(patch.tracks && sameTracks(cur.tracks, patch.tracks) ? { tracks: cur.tracks } : {}) });
}

/** Nothing plays any more (the player went away): idle, no error, no notice, no tracks. */
export function reportIdle(playback: MapStore<PlaybackState>): void {
  reportPlayback(playback, { status: 'idle', error: null, notice: null, mode: null, tracks: NO_TRACKS });
}

/** Takes `notice` off the screen (if it is still the one shown). */
export function clearNotice(playback: MapStore<PlaybackState>, notice: PlaybackState['notice']): void {
  if (playback.get().notice === notice) reportPlayback(playback, { notice: null });
}
