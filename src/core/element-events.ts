// The DOM events the elements dispatch (bubbling, composed), each with its one detail type. Names
// come from ./names.ts (EVENT_KEYS); this file adds what each carries, and from that the callback
// props of the views and the global HTMLElementEventMap. Times are epoch SECONDS, as the operator
// API and the catch-up addresses use them.
import type { GuideChannel, GuideProgramme } from './api/epg';
import type { CallbackName, EventKey, EventName, Same } from './names';

/**
 * How something is played: a programme at the live edge, from its start while it airs, or as
 * catch-up; or a VoD item (static, presentation time 0 = the item's start).
 */
export type PlayMode = 'live' | 'startover' | 'catchup' | 'vod';
/** The modes a channel or programme may ask for (a VoD request names `vodId` instead). */
export const PLAY_MODES: readonly PlayMode[] = ['live', 'startover', 'catchup'];

/**
 * `tvplayrequest`: play a channel, or a programme live, from its start or as catch-up; or, with
 * `vodId`, a VoD item (`channelId` is then left out).
 */
export interface PlayRequest {
  channelId?: number;
  epgId?: number | null;
  start?: number;
  stop?: number;
  mode?: PlayMode;
  /** A VoD item to play. */
  vodId?: number;
  /** VoD, and catch-up (mode `catchup`): start from the profile's bookmark of the item / programme. */
  resume?: boolean;
  /** A recording (NPVR) to play, from the profile's bookmark (`channelId` is then left out). */
  recordingId?: number;
  /** VoD: play the item's trailer (when it has one; otherwise the item). */
  trailer?: boolean;
  /**
   * Start at this epoch second (the player's own seek outside what the stream holds turns into a
   * start-over request with it; the elements' events leave it out).
   */
  at?: number | null;
}
/** `tvreminderrequest`: set or remove a reminder for a future programme. */
export interface ReminderRequest {
  channelId: number;
  epgId: number;
  start: number;
  stop: number;
  title: string;
  action: 'set' | 'remove';
}
/** `tvrecordrequest`: record a current or future programme (NPVR). */
export interface RecordRequest {
  channelId: number;
  epgId: number;
  start: number;
  stop: number;
  title: string;
}
/** `tvprogrammeselect`: the user opened a programme (Enter or click). */
export interface ProgrammeSelect {
  channelId: number;
  epgId: number;
  programme: GuideProgramme;
  channel: GuideChannel | null;
}
/** `tvchannelchange`: the player switched to another channel or programme. */
export interface ChannelChange {
  channelId: number;
  epgId: number | null;
  mode: PlayMode | null;
}
/** `tvplayererror`: playback failed with a docs/product.md#errors message (shown in the player with Retry). */
export interface PlayerError {
  code: number;
  message: string;
}
/** `tvprofileselect`: a profile was chosen in "Who is watching?". */
export interface ProfileSelect {
  id: number;
  name: string;
}
/** `tvvodselect`: a poster of a row or the catalogue was opened (Enter or click; its link is then followed). */
export interface VodSelect {
  /** `catchup`: id is the programme's; `recording`: id is the recording's (continue watching) */
  kind: 'vod' | 'group' | 'channel' | 'catchup' | 'recording';
  id: number;
  /** where the poster leads */
  href: string;
}
/** `tvgenreselect`: the guide offered another genre filter (null: every channel). */
export interface GenreSelect {
  genreId: number | null;
}

/** The detail of every event, by key: an event in EVENT_KEYS without a detail here fails `tsc`. */
export interface EventDetails {
  playRequest: PlayRequest;
  reminderRequest: ReminderRequest;
  recordRequest: RecordRequest;
  programmeSelect: ProgrammeSelect;
  channelChange: ChannelChange;
  playerError: PlayerError;
  profileSelect: ProfileSelect;
  vodSelect: VodSelect;
  genreSelect: GenreSelect;
}
// Both ways: every key has a detail, every detail a key.
const _allKeysHaveDetails: Same<EventKey, keyof EventDetails> = true;
void _allKeysHaveDetails;

/** Callback props of a view that fires these events (r2wc dispatches them as DOM events). */
export type EventCallbacks<K extends EventKey> = { [P in K as CallbackName<P>]?: (detail: EventDetails[P]) => void };

/** `tvplayrequest` -> CustomEvent<PlayRequest>, for every event. */
export type EterisEventMap = { [K in EventKey as EventName<K>]: CustomEvent<EventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends EterisEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends EterisEventMap {}
}
