// Events <tv-player> dispatches (bubbling, composed) and listens to.
import type { PlayMode } from '../../core/stores/player';

/** tvchannelchange: the player switched to another channel or programme. */
export interface TvChannelChangeDetail {
  channelId: number;
  epgId: number | null;
  mode: PlayMode | null;
}

/** tvplayererror: playback failed with a spec §8 message (shown in the player with Retry). */
export interface TvPlayerErrorDetail {
  code: number;
  message: string;
}

/** tvplayrequest (dispatched by the EPG grid, handled by the player): play this. */
export interface TvPlayRequestDetail {
  channelId: number;
  epgId?: number | null;
  start?: number;
  stop?: number;
  mode?: PlayMode;
}

export const PLAY_REQUEST_EVENT = 'tvplayrequest';

declare global {
  interface HTMLElementEventMap {
    tvchannelchange: CustomEvent<TvChannelChangeDetail>;
    tvplayererror: CustomEvent<TvPlayerErrorDetail>;
  }
}
