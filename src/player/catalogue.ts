// The catalogue data the player needs, through the API client: the channel line-up (addr,
// catchup_addr), the programmes around a time, sprite sheets and a VoD item's next episode.
import { config } from '../core/config';
import { $locale } from '../core/i18n';
import { LIMITS } from '../core/names';
import { fetchSprites, type GuideChannel } from '../core/api/epg';
import { fetchNextVod } from '../core/api/vod';
import { $channels, loadChannels as loadGuideChannels } from '../core/stores/channels';
import { $session } from '../core/stores/session';
import { ensureEpg, epgRow, epgSettled } from '../core/stores/epg';
import type { PlayerEpg, PlayerVod } from '../core/stores/player';
import { AppError } from '../core/errors';
import type { ChannelAddr } from './source';
import { isSpriteSheet, type SpriteSheet } from './thumbnails';

export interface PlayerChannel extends ChannelAddr {
  number: number;
  name: string;
  logo?: string;
  subscribed?: boolean;
  /** Behind the adult PIN. */
  adult?: boolean;
}

function toPlayerChannel(c: GuideChannel): PlayerChannel {
  return {
    channel_id: c.id,
    number: c.number,
    name: c.name,
    logo: c.logo,
    subscribed: c.subscribed,
    adult: c.adult,
    catchup: c.catchup,
    addr: c.addr ?? `live/${c.id}/manifest.mpd`,
    catchup_addr: c.catchupAddr ?? `catchup/${c.id}/manifest.mpd`,
  };
}

/** The channel line-up from the shared channels store (fetched once per language and sign-in). */
export async function loadChannels(): Promise<PlayerChannel[]> {
  await loadGuideChannels($locale.get(), $session.get().token);
  if ($channels.get().loading) {
    await new Promise<void>((resolve) => {
      const off = $channels.listen((s) => {
        if (!s.loading) {
          off();
          resolve();
        }
      });
    });
  }
  const s = $channels.get();
  if (s.error && s.data.length === 0) throw s.error;
  // every play asks: the list is mapped once per list loaded (the same array until it changes)
  if (mapped.from !== s.data) mapped = { from: s.data, to: s.data.map(toPlayerChannel) };
  return mapped.to;
}

let mapped: { from: unknown; to: PlayerChannel[] } = { from: null, to: [] };

/**
 * A channel's programmes around `t` (epoch s), sorted, from the guide's shared cache: the UTC day
 * of `t` first, the days 6 hours either side only when the programme at `t` has no neighbour yet
 * and the player that asked is still `wanted`.
 */
export async function loadProgrammes(channelId: number, t: number, wanted: () => boolean = () => true): Promise<PlayerEpg[]> {
  const day = LIMITS.daySeconds;
  const row = () =>
    epgRow(channelId).map((p) => ({
      id: p.id,
      channel_id: channelId,
      start: p.start / 1000,
      stop: p.end / 1000,
      title: p.title,
      ...(p.locked ? { locked: p.locked } : {}),
    }));
  const today = Math.floor(t / day);
  await ensureEpg([channelId], today, today, $locale.get());
  await epgSettled(channelId, today, today);
  let list = row();
  const i = programmeIndexAt(list, t);
  if ((i <= 0 || i >= list.length - 1) && wanted()) {
    const [from, to] = [Math.floor((t - 6 * 3600) / day), Math.floor((t + 6 * 3600) / day)];
    await ensureEpg([channelId], from, to, $locale.get());
    await epgSettled(channelId, from, to);
    list = row();
  }
  return list;
}

/** The programme airing at `t` in a sorted list, or -1. */
export function programmeIndexAt(list: PlayerEpg[], t: number): number {
  return list.findIndex((p) => p.start <= t && t < p.stop);
}

export async function loadSprites(kind: 'live' | 'vod', id: number, from = 0, to = 0): Promise<SpriteSheet | null> {
  try {
    const r = await fetchSprites(kind, id, from, to);
    if (!isSpriteSheet(r)) return null;
    const base = config().apiBase;
    return { ...r, sprites: r.sprites.map((s) => ({ ...s, sprite: new URL(s.sprite, base).toString() })) };
  } catch {
    return null;
  }
}

/** A VoD item as `vod/{id}` answers it (the fields the player reads). */
export interface VodJson extends PlayerVod {
  url: string;
  subscribed: boolean;
  purchased: boolean;
  /** The trailer's manifest, when the item has one. */
  trailer?: string | null;
}

export function toPlayerVod(v: VodJson): PlayerVod {
  const { id, provider_id, type, title, duration, group_id, season, episode, locked } = v;
  return { id, provider_id, type, title, duration, group_id, season, episode, ...(locked ? { locked } : {}) };
}

/** `vod/{id}/next?lang`: the next episode of a series item, null when there is none (404). */
export async function loadNextVod(id: number): Promise<VodJson | null> {
  try {
    return await fetchNextVod(id, $locale.get());
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}
