// A <tv-player>'s own state, for what its view does not show (a position, a mode, the tracks): each
// element keeps its stores on its host (Player.tsx PLAYER_STATE). Prefer what the user sees.
import type { PlaybackState, PlayerState, PlayerStores } from '../../src/core/stores/player';
import { PLAYER_STATE } from '../../src/elements/tv-player/Player';
import { anyLang } from './messages';

/** The stores of `el` (a <tv-player> that has rendered). */
export function storesOf(el: Element): PlayerStores {
  const stores = (el as Element & { [PLAYER_STATE]?: PlayerStores })[PLAYER_STATE];
  if (!stores) throw new Error(`<${el.localName}> has no player state (not a rendered <tv-player>)`);
  return stores;
}

/** What the player of `el` plays right now. */
export const playbackOf = (el: Element): PlaybackState => storesOf(el).playback.get();

/** What the player of `el` plays (channel, programme, VoD item, volume). */
export const playerOf = (el: Element): PlayerState => storesOf(el).player.get();

/**
 * What the player of `el` says it does: 'playing' when its play button offers Pause and neither a
 * spinner nor an error shows; else 'error', 'loading' (a spinner) or the play button's label.
 */
export function shownStatus(el: Element): string {
  const root = el.shadowRoot!;
  if (root.querySelector('[part="error"]')) return 'error';
  if (root.querySelector('[part="spinner"]')) return 'loading';
  const label = root.querySelector('[part="play-button"]')?.getAttribute('aria-label') ?? 'no play button';
  return anyLang('player.pause').test(label) ? 'playing' : label;
}
