// A <tv-player>'s own state, for what its view does not show (a position, a mode, the tracks): each
// element keeps its stores on its host (Player.tsx PLAYER_STATE). Prefer what the user sees.
import type { PlaybackState, PlayerState, PlayerStores } from '../../src/core/stores/player';
import { PLAYER_STATE } from '../../src/elements/tv-player/Player';

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
