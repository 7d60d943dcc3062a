// What to load, by kind of source, and how the player's presentation time maps to the position the
// player reports. Pure functions (TV times in epoch seconds, VoD times in seconds of the item).
//   live:       the channel's `addr` (dynamic; presentation time == epoch seconds)    liveSource()
//   start-over: `catchup_addr?from=start&to=stop` while the programme is on air (dynamic)
//   catch-up:   the same address once it has ended (static); presentation time 0 == `from`
//                                                                                    catchupSource()
//   VoD:        the item's `url` (static); presentation time 0 == the item's start  vodSource()
//   recording:  the signed `url` of GET npvr/recordings/{id}; like catch-up, 0 == `from`
//                                                                                    recordingSource()
import { LIMITS } from '../core/names';
import { formatTime } from '../core/time/vilnius';
import type { PlayerEpg } from '../core/stores/player';
import type { PlayMode } from '../core/element-events';
import type { LicenceContent } from './licence';

export interface ChannelAddr {
  channel_id: number;
  addr: string;
  catchup_addr: string;
  catchup?: boolean;
  number?: number;
}

export interface Source {
  url: string;
  mode: PlayMode;
  /** The channel (TV); null for VoD. */
  channelId: number | null;
  /** The VoD item (null for TV). */
  vodId: number | null;
  /**
   * Position of presentation time 0: the epoch second for TV (0 for live, whose presentation time
   * is the epoch), 0 for VoD (positions are seconds of the item).
   */
  origin: number;
  epg: PlayerEpg | null;
  /** Where to start (presentation time), null for the default (live edge / beginning). */
  startTime: number | null;
}

/**
 * A source with the licence content of docs/product.md#calls that unlocks it: what a play request becomes, and
 * what the standby pool is given.
 */
export interface SourceLoad {
  source: Source;
  content: LicenceContent;
}

/**
 * Live when the programme's stop is later than now, otherwise catch-up (docs/product.md#states). A programme that
 * ended less than the catch-up margin ago (30 s) is still played as start-over: its catch-up
 * recording may not be complete yet. Asking to watch an airing programme "from start" is start-over.
 */
export function decideMode(epg: Pick<PlayerEpg, 'start' | 'stop'> | null, now: number, wanted?: PlayMode): PlayMode {
  if (!epg) return 'live';
  if (epg.start > now) return 'live';
  if (epg.stop + LIMITS.catchupMarginS <= now) return 'catchup';
  if (epg.stop <= now) return 'startover';
  return wanted === 'startover' || wanted === 'catchup' ? 'startover' : 'live';
}

function resolveUrl(addr: string, base: string): string {
  return new URL(addr, base).toString();
}

/** A channel live (the live edge). */
function liveSource(channel: Pick<ChannelAddr, 'channel_id' | 'addr'>, base: string, epg: PlayerEpg | null = null): Source {
  return { url: resolveUrl(channel.addr, base), mode: 'live', channelId: channel.channel_id, vodId: null, origin: 0, epg, startTime: null };
}

/** A programme from its start: start-over while it airs, catch-up once it has ended. */
function catchupSource(channel: ChannelAddr, epg: PlayerEpg, mode: 'startover' | 'catchup', base: string): Source {
  const u = new URL(resolveUrl(channel.catchup_addr, base));
  u.searchParams.set('from', String(epg.start));
  u.searchParams.set('to', String(epg.stop));
  return { url: u.toString(), mode, channelId: channel.channel_id, vodId: null, origin: epg.start, epg, startTime: 0 };
}

/** A VoD item (or its trailer, `url`): static, from its start. */
export function vodSource(item: { id: number; url: string }, base: string): Source {
  return { url: resolveUrl(item.url, base), mode: 'vod', channelId: null, vodId: item.id, origin: 0, epg: null, startTime: 0 };
}

/**
 * A recording (NPVR): its signed manifest (`url` from the API), static once recorded, start-over
 * while it still records; presentation time 0 == `from`, the seek bar spans the programme.
 */
export function recordingSource(
  rec: { url: string | null; channel_id: number; epg_id: number; start: number; stop: number; from: number; state: string; title?: string },
  base: string,
): Source {
  const epg: PlayerEpg = { id: rec.epg_id, channel_id: rec.channel_id, start: rec.start, stop: rec.stop, ...(rec.title ? { title: rec.title } : {}) };
  return {
    url: resolveUrl(rec.url ?? '', base),
    mode: rec.state === 'recording' ? 'startover' : 'catchup',
    channelId: rec.channel_id,
    vodId: null,
    origin: rec.from,
    epg,
    startTime: 0,
  };
}

/** A channel or programme by its mode (`decideMode`). */
export function sourceFor(channel: ChannelAddr, epg: PlayerEpg | null, mode: PlayMode, base: string): Source {
  if (mode === 'live' || mode === 'vod' || !epg) return liveSource(channel, base, epg);
  return catchupSource(channel, epg, mode, base);
}

/** Presentation time -> epoch seconds. */
export function toEpoch(source: Pick<Source, 'origin'>, t: number): number {
  return source.origin + t;
}

/** Epoch seconds -> presentation time. */
export function toPresentation(source: Pick<Source, 'origin'>, epoch: number): number {
  return epoch - source.origin;
}

interface ProgrammeBar {
  /** 0..1 positions along the programme (start..stop). */
  played: number;
  watchableFrom: number;
  watchableTo: number;
  /** From here on the programme has not aired yet. */
  airedTo: number;
  buffered: number;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * The seek bar spans the programme (start..stop): what is played, what can be seeked to (the
 * stream's seek range), what has not aired yet, and the buffer.
 */
export function programmeBar(
  p: { start: number; stop: number },
  s: { position: number; seekStart: number; seekEnd: number; bufferEnd: number; now: number },
): ProgrammeBar {
  const len = p.stop - p.start;
  const f = (t: number) => clamp01((t - p.start) / len);
  return {
    played: f(s.position),
    watchableFrom: f(s.seekStart),
    watchableTo: f(Math.min(s.seekEnd, s.now)),
    airedTo: f(s.now),
    buffered: f(s.bufferEnd),
  };
}

/** Seek bar fraction -> epoch second, kept inside what can be watched. */
export function seekTarget(p: { start: number; stop: number }, fraction: number, s: { seekStart: number; seekEnd: number }): number {
  const t = p.start + clamp01(fraction) * (p.stop - p.start);
  return Math.min(Math.max(t, s.seekStart), s.seekEnd);
}

/** A duration in seconds as "M:SS" or "H:MM:SS" (the VoD time read-out). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * Wall-clock "HH:MM" (or "HH:MM:SS") in Europe/Vilnius for an epoch in seconds, from the cached
 * Vilnius offsets: the bars format several times per render, and an Intl.DateTimeFormat with a
 * time zone per call is costly.
 */
export function formatClock(epochS: number, seconds = false): string {
  if (!Number.isFinite(epochS)) return seconds ? '--:--:--' : '--:--';
  const ms = Math.floor(epochS) * 1000;
  const hm = formatTime(ms);
  if (!seconds) return hm;
  // (Vilnius is a whole number of hours off UTC: the seconds are those of UTC)
  const sec = ((Math.floor(epochS) % 60) + 60) % 60;
  return `${hm}:${sec < 10 ? '0' : ''}${sec}`;
}
