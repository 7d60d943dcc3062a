// Guide resources of the operator API: channels, genres and the EPG grid (times in epoch seconds
// on the wire, epoch ms in the client's guide types).
import type { InferOutput } from 'valibot';
import { api } from './client';
import { config } from '../config';
import type { Lang } from '../names';
import { ChannelListSchema, EpgGridSchema, GenreListSchema, ProgrammeSchema, type ChannelSchema, type GenreSchema } from './schemas';

/**
 * Wire types are what the answer's schema (./schemas.ts) let through; contract.ts checks that the
 * backend's OpenAPI document (schema.gen.ts) promises at least that, so they cannot drift.
 */
export type ChannelJson = InferOutput<typeof ChannelSchema>;
export type GenreJson = InferOutput<typeof GenreSchema>;
export type EpgItemJson = InferOutput<typeof ProgrammeSchema>;
/** `items[channel_id][day]`, day = floor(start / 86400). */
export type EpgGridJson = InferOutput<typeof EpgGridSchema>;

/** A guide channel as every element sees it (the `data` contract: id, number, name, logo). */
export interface GuideChannel {
  id: number;
  number: number;
  name: string;
  logo?: string;
  genres?: number[];
  subscribed?: boolean;
  catchup?: boolean;
  /** Recording rights (NPVR). */
  npvr?: boolean;
  adult?: boolean;
  addr?: string;
  catchupAddr?: string;
}

/** A guide programme (the `data` contract: id, channelId, start, end in epoch ms, title). */
export interface GuideProgramme {
  id: number;
  channelId: number;
  start: number;
  end: number;
  title: string;
  description?: string;
  genreId?: number;
  age?: number;
  season?: number | null;
  episode?: number | null;
  catchup?: boolean;
  /** Locked for the viewer by the server (title and description are then empty). */
  locked?: 'age' | 'adult';
}

/** Server has a cap on channels per grid request. */
export const GRID_MAX_CHANNELS = 60;

function toChannel(c: ChannelJson): GuideChannel {
  return {
    id: c.channel_id, number: c.number, name: c.name, logo: c.logo ? new URL(c.logo, config().apiBase).toString() : undefined,
    genres: c.genres, subscribed: c.subscribed, catchup: c.catchup, npvr: c.npvr, adult: c.adult, addr: c.addr, catchupAddr: c.catchup_addr,
  };
}

export function toProgramme(p: EpgItemJson): GuideProgramme {
  return {
    id: p.id, channelId: p.channel_id, start: p.start * 1000, end: p.stop * 1000, title: p.title, description: p.description,
    genreId: p.genre_id, age: p.age_rating, season: p.season, episode: p.episode, catchup: p.catchup,
    ...(p.locked ? { locked: p.locked } : {}),
  };
}

export async function fetchChannels(lang: Lang): Promise<GuideChannel[]> {
  const r = await api('channels', { query: { 'filter[subscribed]': 0, lang }, source: 'channels', schema: ChannelListSchema });
  return r.items.map(toChannel).sort((a, b) => a.number - b.number);
}

export async function fetchGenres(lang: Lang): Promise<GenreJson[]> {
  const r = await api(`genres/lang/${lang}`, { source: 'genres', schema: GenreListSchema });
  return r.items;
}

/** One grid block: channels x [fromS, toS) in epoch seconds. */
export function fetchEpgGrid(channelIds: number[], fromS: number, toS: number, lang: Lang): Promise<EpgGridJson> {
  return api(`epggrid/channels/${channelIds.join(',')}/from/${fromS}/to/${toS}/lang/${lang}`, { source: 'epggrid', schema: EpgGridSchema });
}

/** One programme by id (`GET epg/{id}`). */
export async function fetchProgramme(id: number, lang: Lang): Promise<EpgItemJson> {
  return api(`epg/${id}`, { query: { lang }, source: 'epg', schema: ProgrammeSchema });
}

/** Seek-thumbnail sprites: a channel's between `from` and `to` (epoch s), or a VoD item's; unchecked (the player checks them). */
export function fetchSprites(kind: 'live' | 'vod', id: number, from: number, to: number): Promise<unknown> {
  const path = kind === 'live' ? `channels/${id}/sprites/from/${from}/to/${to}` : `vodcontent/id/${id}/sprites`;
  return api<unknown>(path, { source: 'player.sprites' });
}
