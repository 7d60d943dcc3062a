// The one writer of $playback (what plays right now, src/core/stores/player.ts). Everything else
// reports to it: the player shown (wrapper.ts: shaka and <video> events, position, tracks) and the
// controller (a play request loading, its failure, the player going away). Hidden standby players
// (standby.ts) report nothing. Views and the other stores only read $playback.
import { $playback, NO_TRACKS, type PlaybackState } from '../core/stores/player';

/** Merges `patch` into $playback. */
export function reportPlayback(patch: Partial<PlaybackState>): void {
  $playback.set({ ...$playback.get(), ...patch });
}

/** Nothing plays any more (the player went away): idle, no error, no notice, no tracks. */
export function reportIdle(): void {
  reportPlayback({ status: 'idle', error: null, notice: null, mode: null, tracks: NO_TRACKS });
}

/** Takes `notice` off the screen (if it is still the one shown). */
export function clearNotice(notice: PlaybackState['notice']): void {
  if ($playback.get().notice === notice) reportPlayback({ notice: null });
}
