// JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12) of every JSON body the backend answers with.
// `obj` makes every listed property required; extra properties are allowed.
type S = Record<string, unknown>;
export const ref = (name: string): S => ({ $ref: `#/components/schemas/${name}` });
export const int: S = { type: 'integer' };
export const num: S = { type: 'number' };
export const str: S = { type: 'string' };
export const bool: S = { type: 'boolean' };
export const nullable = (s: S): S => ({ anyOf: [s, { type: 'null' }] });
export const arr = (items: S): S => ({ type: 'array', items });
export const obj = (properties: Record<string, S>, optional: string[] = []): S => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
});
export const map = (values: S): S => ({ type: 'object', additionalProperties: values });
const items = (s: S) => obj({ items: arr(s) });
const paged = (s: S, extra: Record<string, S> = {}) => obj({ items: arr(s), total: int, offset: int, limit: int, ...extra });
const lang: S = { enum: ['lt', 'en', 'ru'] };

const programme = obj({
  id: int,
  channel_id: int,
  start: int,
  stop: int,
  title: str,
  description: str,
  genre_id: int,
  age_rating: int,
  season: nullable(int),
  episode: nullable(int),
  is_live: bool,
  catchup: bool,
  // present when the programme is locked for the viewer: title and description are then empty
  locked: { enum: ['age', 'adult'] },
}, ['locked']);

const vod = obj({
  id: int,
  provider_id: int,
  type: { enum: ['svod', 'tvod', 'free'] },
  kind: { enum: ['movie', 'episode'] },
  url: str,
  subscribed: bool,
  purchased: bool,
  title: str,
  description: str,
  year: int,
  duration: int,
  genres: arr(int),
  age: int,
  poster: str,
  backdrop: str,
  audio_languages: arr(str),
  subtitle_languages: arr(str),
  trailer: nullable(str),
  group_id: nullable(int),
  season: nullable(int),
  episode: nullable(int),
  price: nullable(obj({ rent: str, buy: str, currency: str })),
  // present when the item is above the viewer's age limit: title, description and poster are hidden
  locked: { enum: ['age'] },
}, ['locked']);

const group = obj({
  id: int,
  title: str,
  description: str,
  provider_id: int,
  genres: arr(int),
  age: int,
  poster: str,
  seasons: arr(obj({ season: int, episodes: arr(int) })),
  locked: { enum: ['age'] },
}, ['locked']);

const channel = obj({
  channel_id: int,
  number: int,
  name: str,
  logo: str,
  genres: arr(int),
  addr: str,
  catchup_addr: str,
  subscribed: bool,
  catchup: bool,
  npvr: bool,
  adult: bool,
  age: int,
});

const product = obj({
  id: int,
  group_id: int,
  name: str,
  description: str,
  price: { type: 'string', pattern: '^\\d+\\.\\d{2}$' },
  currency: { const: 'EUR' },
  period: { enum: ['month', 'rental', 'once'] },
  contract_months: { enum: [0, 24] },
  channel_ids: arr(int),
  vod_provider_ids: arr(int),
  vod_providers: arr(obj({ id: int, name: str })),
  subscribed: bool,
  purchase_options: arr(str),
}, ['vod_providers']);

/** A channel of a smart row: the channel and what is on now (null: nothing, or above the age limit). */
export const rowChannel = obj({ ...(channel.properties as Record<string, S>), now: nullable(obj({ id: int, title: str, start: int, stop: int, age_rating: int })) });

const row = obj({ id: int, title: str, type: { enum: ['vod', 'group', 'channel', 'bookmark'] }, items: arr({}), total: int, offset: int, limit: int });

/** An item of the continue-watching row (type bookmark): a VoD item, a catch-up programme or a recording, and where the profile stopped. */
export const rowResume = obj({
  kind: { enum: ['vod', 'epg', 'recording'] },
  id: int,
  position: int,
  updated: int,
  title: str,
  duration: int,
  vod: nullable(vod),
  channel: nullable(obj({ channel_id: int, number: int, name: str, logo: str })),
  start: nullable(int),
  stop: nullable(int),
  recording_id: nullable(int),
});

export const SCHEMAS: Record<string, S> = {
  Error: obj({ error: obj({ code: str, message: str, fields: map(str), tries_left: int, retry_after: int }, ['fields', 'tries_left', 'retry_after']) }),
  ClientUser: obj({ token: str, user: obj({ id: int, email: str, customer_id: int, email_verified: bool, lang }) }),
  Userinfo: obj({ customer_id: int, is_demo: bool, groups: arr(obj({ id: int })), drm_token: str, email_verified: bool }),
  Profile: obj({
    id: int,
    name: str,
    age: { enum: [0, 6, 13, 17] },
    has_pin: bool,
    needs_pin_to_login: bool,
    avatar: obj({ id: int, url: str }),
    master_flag: bool,
    customer_id: int,
    can_buy: bool,
    stamp: int,
  }),
  ProfileList: items(ref('Profile')),
  SelectedProfile: obj({ profile: nullable(ref('Profile')) }),
  AdultUnlock: obj({ expires: int, expires_in: int }),
  AvatarList: items(obj({ id: int, url: str })),
  GenreList: items(obj({ id: int, name: str })),
  Channel: channel,
  ChannelList: items(channel),
  PageList: obj({
    version: int,
    items: arr(obj({ id: int, slug: str, titles: obj({ lt: str, en: str, ru: str }, ['lt', 'en', 'ru']), display_as_title: bool, display_as_icon: bool, position: int })),
  }),
  PageBody: obj({ id: int, slug: str, titles: map(str), title: nullable(str), body: str }),
  Programme: programme,
  ProgrammeList: items(programme),
  EpgGrid: obj({ from: int, to: int, items: map(map(arr(programme))) }),
  SpriteSheet: obj({ step: int, scale_width: int, scale_height: int, tile_width: int, tile_height: int, sprites: arr(obj({ start: int, sprite: str })) }),
  Vod: vod,
  VodPage: paged(vod, { genres: arr(int) }),
  Group: group,
  SmartRowPages: items(obj({ id: int, title: str, rows: arr(int) })),
  SmartRowPage: obj({ id: int, title: str, rows: arr(row) }),
  SmartRow: row,
  SmartRowChannel: rowChannel,
  SmartRowResume: rowResume,
  Bookmark: obj({
    id: int,
    profile_id: int,
    type: { enum: ['recording', 'epg', 'vod'] },
    event_id: int,
    position: int,
    created: int,
    updated: int,
    title: str,
    duration: int,
    channel_id: nullable(int),
    start: nullable(int),
    stop: nullable(int),
    vod: nullable(vod),
    locked: { enum: ['age', 'adult'] },
  }, ['locked']),
  BookmarkList: paged(ref('Bookmark'), { by_type: map(arr(int)), by_event_id: map(int) }),
  SearchResult: obj(
    {
      query: str,
      items: arr(
        obj(
          {
            type: { enum: ['channel', 'live', 'catchup', 'recording', 'vod', 'group'] },
            id: int,
            title: str,
            channel_id: int,
            start: int,
            stop: int,
            age_rating: int,
            bookmark_id: int,
            age: int,
            poster: str,
            logo: str,
            adult: bool,
            locked: { enum: ['age', 'adult'] },
          },
          ['channel_id', 'start', 'stop', 'age_rating', 'bookmark_id', 'age', 'poster', 'logo', 'adult', 'locked'],
        ),
      ),
      total: int,
      offset: int,
      limit: int,
      counts: obj({ live: int, catchup: int, recording: int, vod: int }),
      suggestions: arr(str),
    },
    ['suggestions'],
  ),
  Product: product,
  ProductGroups: items(obj({ id: int, kind: { enum: ['base', 'extra', 'tvod'] }, name: str, products: arr(product) })),
  ProductItems: items(product),
  SubscribeResult: obj({ status: { const: 'ok' }, product_id: int, customer_id: int }),
  CustomerProducts: items(obj({ id: int, product_id: int, group_id: int, name: str, price: str, purchase_option: str, contract_months: int, created: int, contract_end: nullable(int) })),
  Purchase: obj({ id: int, vod_id: int, option: { enum: ['rent', 'buy'] }, created: int, expires: nullable(int) }),
  PurchaseResult: obj({ status: { const: 'ok' }, purchase: ref('Purchase') }),
  PurchaseList: items(ref('Purchase')),
  WishItem: obj({ id: int, profile_id: int, vod_id: nullable(int), group_id: nullable(int), created: int }),
  WishList: items(obj({ id: int, profile_id: int, vod_id: nullable(int), group_id: nullable(int), created: int, vod: nullable(vod), group: nullable(group) })),
  Recording: obj({
    id: int,
    epg_id: int,
    channel_id: int,
    profile_id: int,
    start: int,
    stop: int,
    from: int,
    duration: int,
    title: str,
    description: str,
    locked: { enum: ['age', 'adult'] },
    age_rating: int,
    season: nullable(int),
    episode: nullable(int),
    series_id: nullable(int),
    state: { enum: ['scheduled', 'recording', 'recorded'] },
    created: int,
    expires: int,
    position: int,
    url: nullable(str),
  }, ['locked']),
  RecordingList: paged(ref('Recording'), {
    quota: obj({ used: int, total: int, expiry_days: int }),
    series: arr(obj({ id: int, channel_id: int, epg_id: int, title: str, locked: { enum: ['age', 'adult'] }, created: int }, ['locked'])),
  }),
  NpvrClock: obj({ offset: int }),
  SessionClock: obj({ offset: int, ended: int }),
  Reminder: obj({ id: int, profile_id: int, epg_id: int, channel_id: int, start: int, epg: nullable(programme) }),
  ReminderList: paged(ref('Reminder')),
  Card: obj({ id: int, brand: str, last4: { type: 'string', pattern: '^\\d{4}$' }, exp_month: int, exp_year: int, holder: str }),
  CardList: items(ref('Card')),
  Account: obj({ user_id: int, customer_id: int, email_verified: bool }),
  SignupStarted: obj({ signup_id: str, expires_in: int }),
  SignupConfirmed: obj({ signup_id: str, confirmed: { const: true } }),
  Accepted: obj({ status: str }),
  PairStart: obj({ handle: str, code: { type: 'string', pattern: '^[A-Z0-9]{6}$' }, qr_url: str, verification_url: str, expires: int, expires_in: int, interval: int }),
  PairHandle: obj({ status: { enum: ['pending', 'expired', 'used'] }, device_name: str }),
  PairStatus: obj({ status: { enum: ['pending', 'activated', 'claimed', 'expired'] }, interval: int, token: str, customer_id: int, expires: int }, ['token', 'customer_id', 'expires']),
  Activated: obj({ status: { const: 'activated' }, device_name: str }),
  Redeemed: obj({ status: { const: 'claimed' }, token: str, customer_id: int }),
  Device: obj({ id: str, name: str, paired: int, last_seen: nullable(int) }),
  DeviceList: obj({ items: { type: 'array', items: obj({ id: str, name: str, paired: int, last_seen: nullable(int) }) } }),
  Stats: items(obj({ id: int, customerId: int, received: int, message: map({}) })),
  Mails: items(obj({ id: int, to: str, subject: str, body: str, kind: str, code: nullable(str), link: nullable(str), created: int })),
  Delivered: obj({ delivered: int }),
  StreamCount: obj({ streams: int }),
  MediaGap: obj({ channel_id: int, from: int, seconds: num }),
  MediaFault: obj({ channel_id: int, status: int, part: str }),
  OpenApiDocument: { type: 'object', description: 'This OpenAPI 3.1 document' },
  FireResult: obj({ delivered: int, message: obj({ msg_type: str, messageId: str, payload: str }) }),
};
