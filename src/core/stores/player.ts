import { atom, map, type MapStore, type WritableAtom } from 'nanostores';
import type { PlayMode } from '../element-events';
import type { AppError } from '../errors';
import { LIMITS } from '../names';

/** One programme as the player needs it (times in epoch seconds). */
export interface PlayerEpg {
  id: number;
  channel_id: number;
  start: number;
  stop: number;
  title?: string;
  /** Locked for the viewer by the server (no title then): the player does not play it. */
  locked?: 'age' | 'adult';
}

/** One VoD item as the player needs it (from `vod/{id}`). */
export interface PlayerVod {
  id: number;
  provider_id: number;
  type: 'svod' | 'tvod' | 'free';
  title: string;
  /** The item's length in seconds (the stream's own length counts once it is loaded). */
  duration: number;
  group_id: number | null;
  season: number | null;
  episode: number | null;
  /** Locked for the viewer by the server (no title then): the player does not play it. */
  locked?: 'age';
}

/**
 * Player state of docs/product.md#data. `epg_index` is the position of `epg` in the channel's programme list
 * the player knows.
 */
export interface PlayerState {
  open: boolean;
  muted: boolean;
  volume: number;
  epg: PlayerEpg | null;
  epg_id: number | null;
  epg_index: number;
  channel_id: number | null;
  channel_loading: boolean;
  channel_loaded: boolean;
  /** The VoD item playing (null for TV). */
  vod_id: number | null;
  vod: PlayerVod | null;
}


/**
 * The next episode offered near the end of an episode: played at `deadline` (epoch ms) unless the
 * viewer cancels or plays it now. Written by the player's controller only.
 */
export interface UpNext {
  vod: PlayerVod;
  deadline: number;
}

/**
 * What is playing right now (fast-changing; kept apart from #data state so that a time update does
 * not re-render everything that reads the player state). Times are epoch seconds for TV, seconds from the
 * item's start for VoD (mode 'vod'). Written by src/player/playback.ts only (the player reports to
 * it); everything else reads it.
 */
export interface PlaybackState {
  status: 'idle' | 'loading' | 'playing' | 'paused' | 'buffering' | 'error';
  mode: PlayMode | null;
  /** Wall-clock second being shown. */
  position: number;
  /** Seekable range (epoch s). */
  seekStart: number;
  seekEnd: number;
  /** Buffered up to (epoch s). */
  bufferEnd: number;
  /** Live edge (epoch s; for static catch-up the end of the programme). */
  liveEdge: number;
  error: AppError | null;
  /** A notice that does not stop playback ("Network changed, playback restarted."). */
  notice: AppError | null;
  /** Seconds the spinner has been up without a message (a stall longer than 30 s shows one). */
  stalled: boolean;
  /** Audio and subtitle languages of what plays, and the ones in use (null: subtitles off). */
  tracks: PlaybackTracks;
}

export interface PlaybackTracks {
  audio: string[];
  audioActive: string | null;
  text: string[];
  textActive: string | null;
}

export const NO_TRACKS: PlaybackTracks = { audio: [], audioActive: null, text: [], textActive: null };


/**
 * The waits of what a player shows, read each time one starts (tests that are not about a length
 * shorten them): the control bar hides after `controlsHideMs` without the mouse or the keyboard, a
 * notice ("Network changed, playback restarted.") stays `noticeMs`, and a live load's programme
 * list waits `programmesWaitMs` at most for the load's first frame (controller-core.ts loadSettled()).
 */
export const chromeTimings = { controlsHideMs: 4_000, noticeMs: 5_000, programmesWaitMs: 2_000 };

/**
 * One <tv-player>'s state: each element (its controller, its players and its view) has its own, so
 * two players on one page play, pause and show their state independently. Volume and mute are the
 * element's too: muting one player of a page leaves the other's sound as it is.
 */
export interface PlayerStores {
  /** What plays (docs/product.md#data), its volume and mute. */
  player: MapStore<PlayerState>;
  /** What plays right now (written by src/player/playback.ts only). */
  playback: MapStore<PlaybackState>;
  /** The next episode offered (written by the controller only). */
  upNext: WritableAtom<UpNext | null>;
}

/** A new element's state: nothing plays, volume LIMITS.defaultVolume, not muted. */
export function createPlayerStores(): PlayerStores {
  return {
    player: map<PlayerState>({
      open: false,
      muted: false,
      volume: LIMITS.defaultVolume,
      epg: null,
      epg_id: null,
      epg_index: -1,
      channel_id: null,
      channel_loading: false,
      channel_loaded: false,
      vod_id: null,
      vod: null,
    }),
    playback: map<PlaybackState>({
      status: 'idle',
      mode: null,
      position: 0,
      seekStart: 0,
      seekEnd: 0,
      bufferEnd: 0,
      liveEdge: 0,
      error: null,
      notice: null,
      stalled: false,
      tracks: NO_TRACKS,
    }),
    upNext: atom<UpNext | null>(null),
  };
}

export function setVolume(player: MapStore<PlayerState>, volume: number): void {
  player.setKey('volume', Math.min(1, Math.max(0, volume)));
}

export function setMuted(player: MapStore<PlayerState>, muted: boolean): void {
  player.setKey('muted', muted);
}
