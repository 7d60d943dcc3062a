// The shapes of the operator API's answers as the client checks them at its boundary (valibot):
// `api(path, { schema })` returns the schema's output or raises AppError UNEXPECTED_ANSWER, so a
// malformed answer becomes a store's error state with a message, never an uncaught TypeError deep
// in a view. Strict on every field the client reads (present, right type); a field the client does
// not read is not checked, and unknown fields are dropped (`v.object`), so the client holds only
// what it declares. contract.ts checks at compile time that every answer the OpenAPI document
// (schema.gen.ts) promises passes these schemas and that their output is what the client's types
// need, so neither can drift from the other silently.
import * as v from 'valibot';
import type * as S from './schema.gen';

const id = v.number();

// --- account and profiles (their own file: every element needs them, and a module goes whole ---
// --- into one chunk: a page loads the schemas of the screens it shows, not all of them) ----------
export { AvatarListSchema, AvatarSchema, ClientUserSchema, LicenceTokenSchema, ProfileListSchema, ProfileSchema, SelectedProfileSchema, UserinfoSchema, VisitorUserinfoSchema } from './account-schemas';

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
// --- purchase (the not-purchased dialog: offers, PIN-confirmed subscribe, payment cards) --------

const PurchaseProductSchema = v.object({
  id,
  group_id: id,
  name: v.string(),
  price: v.string(),
  period: v.picklist(['month', 'rental', 'once']),
  contract_months: v.number(),
  subscribed: v.boolean(),
  purchase_options: v.array(v.string()),
});
export const PurchaseOfferGroupsSchema = v.object({
  items: v.array(v.object({ id, kind: v.picklist(['base', 'extra', 'tvod']), name: v.string(), products: v.array(PurchaseProductSchema) })),
});
export const PurchaseProductItemsSchema = v.object({ items: v.array(PurchaseProductSchema) });
export const PurchaseSubscribeSchema = v.object({ status: v.literal('ok'), product_id: id });
export const PurchaseListSchema = v.object({
  items: v.array(v.object({ id, vod_id: id, option: v.picklist(['rent', 'buy']), created: v.number(), expires: v.nullable(v.number()) })),
});
// --- getting in: registration, sign-up, recovery, device pairing --------------------------------

/** `POST register`, `POST signup/account` (public API). */
export const AccountSchema = v.object({ user_id: id, customer_id: id, email_verified: v.boolean() });
/** `POST signup/contact`. */
export const SignupStartedSchema = v.object({ signup_id: v.string(), expires_in: v.number() });
/** `POST signup/confirm`. */
export const SignupConfirmedSchema = v.object({ signup_id: v.string(), confirmed: v.literal(true) });
/** `POST password-recovery`. */
export const AcceptedSchema = v.object({ status: v.string() });
/** `POST devices/pair` (public API) and `POST devices/invite` (a signed-in browser's code for a new device). */
export const PairStartSchema = v.object({ handle: v.string(), code: v.string(), qr_url: v.string(), verification_url: v.string(), expires: v.number(), expires_in: v.number(), interval: v.number() });
/** `GET devices/pair/{handle}`. */
export const PairStatusSchema = v.object({
  status: v.picklist(['pending', 'activated', 'claimed', 'expired']),
  interval: v.number(),
  token: v.optional(v.string()),
  customer_id: v.optional(v.number()),
  expires: v.optional(v.number()),
});
/** `GET devices/activate/{handle}` (public): may the QR code's device be connected. */
export const PairHandleSchema = v.object({ status: v.picklist(['pending', 'expired', 'used']), device_name: v.string() });
/** `POST devices/activate`. */
export const ActivatedSchema = v.object({ status: v.literal('activated'), device_name: v.string() });
/** `GET devices`: the paired devices of the account. */
export const DeviceSchema = v.object({ id: v.string(), name: v.string(), paired: v.number(), last_seen: v.nullable(v.number()) });
export const DeviceListSchema = v.object({ items: v.array(DeviceSchema) });
/** `POST devices/redeem` (public API): the new device's session. */
export const RedeemedSchema = v.object({ status: v.literal('claimed'), token: v.string(), customer_id: v.number() });
// --- products and payment cards --------------------------------------------------------------

export const ProductSchema = v.object({
  id,
  group_id: id,
  name: v.string(),
  description: v.string(),
  /** euros as whole.cents */
  price: v.string(),
  contract_months: v.number(),
  channel_ids: v.array(id),
  vod_provider_ids: v.array(id),
  vod_providers: v.optional(v.array(v.object({ id, name: v.string() }))),
  subscribed: v.boolean(),
  purchase_options: v.array(v.string()),
});
export const ProductGroupsSchema = v.object({ items: v.array(v.object({ id, kind: v.string(), name: v.string(), products: v.array(ProductSchema) })) });
export const SubscribeResultSchema = v.object({ status: v.string(), product_id: id });
export const CustomerProductSchema = v.object({
  id,
  product_id: id,
  group_id: id,
  name: v.string(),
  price: v.string(),
  contract_months: v.number(),
  created: v.number(),
  contract_end: v.nullable(v.number()),
});
export const CustomerProductsSchema = v.object({ items: v.array(CustomerProductSchema) });
/** `GET client/smartivus/customer-product/quote`: what an order changes, as the server counts it. */
export const OrderQuoteSchema = v.object({
  lines: v.array(v.object({ product_id: id, group_id: id, name: v.string(), price: v.string(), change: v.picklist(['keep', 'add', 'end']) })),
  monthly_after: v.string(),
  monthly_new: v.string(),
  fee: v.string(),
  due_now: v.string(),
  effective: v.number(),
  contract: v.nullable(v.object({ name: v.string(), end: v.number(), months_left: v.number(), fee: v.string() })),
  new_contract: v.nullable(v.object({ months: v.number(), end: v.number() })),
  nothing_new: v.boolean(),
});
/** `POST client/smartivus/customer-product/order`. */
export const OrderResultSchema = v.object({ status: v.string(), nothing_new: v.boolean(), charged: v.string() });
export const CardSchema = v.object({ id, brand: v.string(), last4: v.string(), exp_month: v.number(), exp_year: v.number(), holder: v.string(), default: v.boolean() });
const CustomerServiceSchema = v.object({ phone: v.string(), email: v.string(), address: v.string() });
/** The household's cards, whether a payment can succeed on the site, and where else to pay. */
export const CardListSchema = v.object({ items: v.array(CardSchema), can_pay: v.boolean(), can_add: v.boolean(), customer_service: CustomerServiceSchema });
// --- search ----------------------------------------------------------------------------------

const SEARCH_TYPES = ['channel', 'live', 'catchup', 'recording', 'vod', 'group'] as const;
/** One result of `search-v2`: what it is, its title, and where it leads (a programme's channel and times). */
export const SearchHitSchema = v.object({
  type: v.picklist(SEARCH_TYPES),
  id,
  title: v.string(),
  channel_id: v.optional(id),
  start: v.optional(v.number()),
  stop: v.optional(v.number()),
  age_rating: v.optional(v.number()),
  bookmark_id: v.optional(id),
  age: v.optional(v.number()),
  poster: v.optional(v.string()),
  logo: v.optional(v.string()),
  adult: v.optional(v.boolean()),
  locked: v.optional(v.picklist(['age', 'adult'])),
});
const count = v.number();
export const SearchResultSchema = v.object({
  query: v.string(),
  items: v.array(SearchHitSchema),
  total: v.number(),
  offset: v.number(),
  counts: v.object({ live: count, catchup: count, recording: count, vod: count }),
  suggestions: v.optional(v.array(v.string())),
});
// --- smart rows -------------------------------------------------------------------------------

/** The smart-row pages: each one's id, title and the ids of its rows. */
export const SmartRowPagesSchema = v.object({ items: v.array(v.object({ id, title: v.string(), rows: v.array(id) })) });

// --- bookmarks --------------------------------------------------------------------------------

/** Where the profile left a VoD item, a catch-up programme (`epg`) or a recording, in seconds. */
export const BookmarkSchema = v.object({ type: v.picklist(['vod', 'epg', 'recording']), event_id: id, position: v.number(), duration: v.number() });
export const BookmarkListSchema = v.object({ items: v.array(BookmarkSchema) });

// --- wishlist ---------------------------------------------------------------------------------

/** A VoD item or series carried inside another answer: its id is checked, the rest is its wire type. */
const withId = <T extends { id: number }>() => v.custom<T>((x) => typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'number');
export const WishItemSchema = v.object({ id, vod_id: v.nullable(id), group_id: v.nullable(id) });
export const WishListSchema = v.object({
  items: v.array(v.object({ vod_id: v.nullable(id), group_id: v.nullable(id), vod: v.nullable(withId<S.Vod>()), group: v.nullable(withId<S.Group>()) })),
});

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
