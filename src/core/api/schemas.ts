// The shapes of the operator API's answers as the client checks them at its boundary (valibot):
// `api(path, { schema })` returns the schema's output or raises AppError UNEXPECTED_ANSWER, so a
// malformed answer becomes a store's error state with a message, never an uncaught TypeError deep
// in a view. Strict on every field the client reads (present, right type); a field the client does
// not read is not checked, and unknown fields are dropped (`v.object`), so the client holds only
// what it declares. contract.ts checks at compile time that every answer the OpenAPI document
// (schema.gen.ts) promises passes these schemas and that their output is what the client's types
// need, so neither can drift from the other silently.
import * as v from 'valibot';

const id = v.number();

// --- account ---------------------------------------------------------------------------------

/** `GET {client base}/user` (the login service; an answer with an `error` field is refused before it). */
export const ClientUserSchema = v.object({ token: v.string(), user: v.object({ id, email: v.string(), customer_id: id, email_verified: v.boolean(), lang: v.optional(v.string()) }) });

/** `GET userinfo` (private API). */
export const UserinfoSchema = v.object({
  customer_id: id,
  is_demo: v.boolean(),
  groups: v.array(v.object({ id })),
  drm_token: v.string(),
  email_verified: v.optional(v.boolean()),
});

/** `GET userinfo` (public API: a visitor's demo info; what is missing keeps the visitor's default). */
export const VisitorUserinfoSchema = v.partial(UserinfoSchema);

// --- profiles --------------------------------------------------------------------------------

export const AvatarSchema = v.object({ id, url: v.string() });
export const AvatarListSchema = v.object({ items: v.array(AvatarSchema) });

export const ProfileSchema = v.object({
  id,
  name: v.string(),
  age: v.number(),
  has_pin: v.boolean(),
  needs_pin_to_login: v.boolean(),
  avatar: AvatarSchema,
  master_flag: v.boolean(),
  customer_id: id,
  can_buy: v.boolean(),
  stamp: v.optional(v.number()),
});
export const ProfileListSchema = v.object({ items: v.array(ProfileSchema) });
export const SelectedProfileSchema = v.object({ profile: v.nullable(ProfileSchema) });

// --- guide -----------------------------------------------------------------------------------

export const GenreSchema = v.object({ id, name: v.string() });
export const GenreListSchema = v.object({ items: v.array(GenreSchema) });

/** A channel: id, number and name make a row; the rest is optional (the guide copes without it). */
export const ChannelSchema = v.object({
  channel_id: id,
  number: v.number(),
  name: v.string(),
  logo: v.optional(v.string()),
  genres: v.optional(v.array(id)),
  subscribed: v.optional(v.boolean()),
  catchup: v.optional(v.boolean()),
  npvr: v.optional(v.boolean()),
  adult: v.optional(v.boolean()),
  addr: v.optional(v.string()),
  catchup_addr: v.optional(v.string()),
});
export const ChannelListSchema = v.object({ items: v.array(ChannelSchema) });

/** A programme: where and when it is and its title; the details are optional. */
export const ProgrammeSchema = v.object({
  id,
  channel_id: id,
  start: v.number(),
  stop: v.number(),
  title: v.string(),
  description: v.optional(v.string()),
  genre_id: v.optional(id),
  age_rating: v.optional(v.number()),
  season: v.optional(v.nullable(v.number())),
  episode: v.optional(v.nullable(v.number())),
  catchup: v.optional(v.boolean()),
  /** Locked for this viewer by the server (title and description are then empty). */
  locked: v.optional(v.picklist(['age', 'adult'])),
});

/** `items[channel_id][day]`: lists of programmes. */
const grid = <T extends v.GenericSchema>(item: T) => v.object({ items: v.record(v.string(), v.record(v.string(), v.array(item))) });
export const EpgGridSchema = grid(ProgrammeSchema);

/** What the player reads of a programme (src/core/stores/player.ts PlayerEpg). */
export const PlayerEpgSchema = v.object({
  id,
  channel_id: id,
  start: v.number(),
  stop: v.number(),
  title: v.optional(v.string()),
  locked: v.optional(v.picklist(['age', 'adult'])),
});
export const PlayerEpgGridSchema = grid(PlayerEpgSchema);

// --- pages -----------------------------------------------------------------------------------

export const PageEntrySchema = v.object({
  id,
  slug: v.string(),
  titles: v.record(v.string(), v.string()),
  display_as_title: v.boolean(),
  display_as_icon: v.boolean(),
  position: v.number(),
});
export const PageListSchema = v.object({ version: v.number(), items: v.array(PageEntrySchema) });

export const PageBodySchema = v.object({ id, slug: v.string(), title: v.nullable(v.string()), body: v.string() });

// --- reminders -------------------------------------------------------------------------------

export const ReminderSchema = v.object({
  id,
  profile_id: id,
  epg_id: id,
  channel_id: id,
  start: v.number(),
  /** The programme in the requested language (null when it is gone from the guide). */
  epg: v.optional(v.nullable(v.object({ id, channel_id: id, start: v.number(), stop: v.number(), title: v.string() }))),
});
export const ReminderListSchema = v.object({ items: v.array(ReminderSchema) });

// --- recordings (NPVR) -----------------------------------------------------------------------

export const RecordingSchema = v.object({
  id,
  epg_id: id,
  channel_id: id,
  profile_id: id,
  start: v.number(),
  stop: v.number(),
  from: v.number(),
  duration: v.number(),
  /** Empty when the recording is locked for this viewer (`locked`). */
  title: v.string(),
  description: v.optional(v.string()),
  locked: v.optional(v.picklist(['age', 'adult'])),
  age_rating: v.optional(v.number()),
  season: v.optional(v.nullable(v.number())),
  episode: v.optional(v.nullable(v.number())),
  series_id: v.nullable(id),
  state: v.picklist(['scheduled', 'recording', 'recorded']),
  expires: v.number(),
  /** The acting profile's bookmark (seconds from `start`). */
  position: v.number(),
  /** The signed manifest address once it has begun (null while scheduled or locked). */
  url: v.nullable(v.string()),
});
export const RecordingListSchema = v.object({
  items: v.array(RecordingSchema),
  total: v.number(),
  quota: v.object({ used: v.number(), total: v.number(), expiry_days: v.number() }),
  series: v.array(v.object({ id, channel_id: id, epg_id: id, title: v.string(), locked: v.optional(v.picklist(['age', 'adult'])) })),
});
