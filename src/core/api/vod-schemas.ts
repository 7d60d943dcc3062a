// The catalogue's answers as the client checks them (see ./schemas.ts): VoD items, series, the VoD
// list and the smart rows. A row's items are typed by the row's type, so the row is checked first
// and its items then against the schema of that type (`rowItems`).
import * as v from 'valibot';

const id = v.number();
const ids = v.array(id);
const age = v.optional(v.literal('age'));

export const VodSchema = v.object({
  id,
  provider_id: id,
  type: v.picklist(['svod', 'tvod', 'free']),
  kind: v.picklist(['movie', 'episode']),
  url: v.string(),
  subscribed: v.boolean(),
  purchased: v.boolean(),
  title: v.string(),
  description: v.string(),
  year: v.number(),
  duration: v.number(),
  genres: ids,
  age: v.number(),
  poster: v.string(),
  backdrop: v.string(),
  audio_languages: v.array(v.string()),
  subtitle_languages: v.array(v.string()),
  trailer: v.nullable(v.string()),
  group_id: v.nullable(id),
  season: v.nullable(v.number()),
  episode: v.nullable(v.number()),
  price: v.nullable(v.object({ rent: v.string(), buy: v.string(), currency: v.string() })),
  /** Above the viewer's age limit: title, description and poster are hidden. */
  locked: age,
});
export const VodPageSchema = v.object({ items: v.array(VodSchema), total: v.number(), offset: v.number(), limit: v.number(), genres: ids });

export const GroupSchema = v.object({
  id,
  title: v.string(),
  description: v.string(),
  provider_id: id,
  genres: ids,
  age: v.number(),
  poster: v.string(),
  seasons: v.array(v.object({ season: v.number(), episodes: ids })),
  locked: age,
});

export const RowChannelSchema = v.object({
  channel_id: id,
  number: v.number(),
  name: v.string(),
  logo: v.string(),
  genres: ids,
  addr: v.string(),
  catchup_addr: v.string(),
  subscribed: v.boolean(),
  catchup: v.boolean(),
  npvr: v.boolean(),
  adult: v.boolean(),
  age: v.number(),
  now: v.nullable(v.object({ id, title: v.string(), start: v.number(), stop: v.number(), age_rating: v.number() })),
});

export const RowResumeSchema = v.object({
  kind: v.picklist(['vod', 'epg', 'recording']),
  id,
  position: v.number(),
  updated: v.number(),
  title: v.string(),
  duration: v.number(),
  vod: v.nullable(VodSchema),
  channel: v.nullable(v.object({ channel_id: id, number: v.number(), name: v.string(), logo: v.string() })),
  start: v.nullable(v.number()),
  stop: v.nullable(v.number()),
  recording_id: v.nullable(id),
});

/** A smart row; its items are checked by `rowItems` once the row's type is known. */
export const SmartRowSchema = v.object({
  id,
  title: v.string(),
  type: v.picklist(['vod', 'group', 'channel', 'bookmark']),
  personal: v.boolean(),
  items: v.array(v.unknown()),
  total: v.number(),
  offset: v.number(),
  limit: v.number(),
});
export const SmartRowPageSchema = v.object({ id, title: v.string(), rows: v.array(SmartRowSchema) });

/** The schema of a row's items, by the row's type. */
export const ROW_ITEMS = {
  vod: v.array(VodSchema),
  group: v.array(GroupSchema),
  channel: v.array(RowChannelSchema),
  bookmark: v.array(RowResumeSchema),
} as const;
