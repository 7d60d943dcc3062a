// The catalogue data the player needs, through the API client: the channel line-up (addr,
// catchup_addr), a programme by id, the programmes around a time, and sprite sheets.
import { api } from '../core/api/client';
import { PlayerEpgGridSchema, PlayerEpgSchema } from '../core/api/schemas';
import { config } from '../core/config';
import { $locale } from '../core/i18n';
import { LIMITS } from '../core/names';
import type { GuideChannel } from '../core/api/epg';
import { $channels, loadChannels as loadGuideChannels } from '../core/stores/channels';
import { $session } from '../core/stores/session';
import type { PlayerEpg } from '../core/stores/player';
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
  return s.data.map(toPlayerChannel);
}

export function loadProgramme(id: number): Promise<PlayerEpg> {
  return api(`epg/${id}`, { query: { lang: $locale.get() }, source: 'player.epg', schema: PlayerEpgSchema });
}

/** Programmes of one channel from `from` to `to` (epoch s), sorted by start. */
export async function loadProgrammes(channelId: number, from: number, to: number): Promise<PlayerEpg[]> {
  const day = LIMITS.daySeconds;
  const a = Math.floor(from / day) * day;
  const b = Math.ceil(to / day) * day;
  const r = await api(`epggrid/channels/${channelId}/from/${a}/to/${b}/lang/${$locale.get()}`, { source: 'player.epggrid', schema: PlayerEpgGridSchema });
  const days = r.items[String(channelId)] ?? {};
  return Object.values(days).flat().sort((x, y) => x.start - y.start);
}

/** The programme airing at `t` in a sorted list, or -1. */
export function programmeIndexAt(list: PlayerEpg[], t: number): number {
  return list.findIndex((p) => p.start <= t && t < p.stop);
}

export async function loadSprites(kind: 'live' | 'vod', id: number, from = 0, to = 0): Promise<SpriteSheet | null> {
  try {
    const path = kind === 'live' ? `channels/${id}/sprites/from/${from}/to/${to}` : `vodcontent/id/${id}/sprites`;
    const r = await api<unknown>(path, { source: 'player.sprites' });
    if (!isSpriteSheet(r)) return null;
    const base = config().apiBase;
    return { ...r, sprites: r.sprites.map((s) => ({ ...s, sprite: new URL(s.sprite, base).toString() })) };
  } catch {
    return null;
  }
}
