// An example answer for the response schemas the client reads, in the seeded catalogue's words
// (Lithuanian titles, the demo account "anna"). document.ts puts each on its schema as `example`;
// the element tests' fake API (tests/fakes/api.ts) answers with them, and
// tests/server/openapi-examples.test.ts checks each against its schema, so neither can drift.
import { pageList } from '../catalogue/pages';

type Json = Record<string, unknown>;

const STATIC = '/api/public/v1/static';

/** A VoD item as the catalogue answers it (a subscription movie unless told otherwise). */
const vod = (id: number, title: string, more: Json = {}): Json => ({
  id,
  provider_id: 1,
  type: 'svod',
  kind: 'movie',
  url: `/media/vod/${id}/manifest.mpd`,
  subscribed: false,
  purchased: false,
  title,
  description: 'Visai šeimai.',
  year: 2019,
  duration: 5940,
  genres: [4],
  age: 7,
  poster: `${STATIC}/vod/${id}/poster.svg`,
  backdrop: `${STATIC}/vod/${id}/backdrop.svg`,
  audio_languages: ['lt', 'en'],
  subtitle_languages: ['lt', 'en', 'ru'],
  trailer: null,
  group_id: null,
  season: null,
  episode: null,
  price: null,
  ...more,
});

const VOD = [
  vod(127, 'Paslaptingas laikas', { year: 1993 }),
  vod(61, 'Slaptas vėjas', { description: 'Nauji faktai ir netikėti atradimai.', year: 1999, duration: 8400, age: 16 }),
  vod(4, 'Auksinis ežeras', { provider_id: 4, type: 'tvod', description: 'Tiesiogiai iš studijos Vilniuje.', year: 1996, duration: 5580, age: 13, price: { rent: '2.99', buy: '13.99', currency: 'EUR' } }),
  vod(5, 'Mažasis vėjas', { provider_id: 3, type: 'free', description: 'Nauji faktai ir netikėti atradimai.', year: 2000, duration: 6180, age: 16 }),
  vod(201, 'Gydytojai. 1 sezonas, 1 serija', { kind: 'episode', year: 2016, duration: 3180, age: 13, group_id: 1, season: 1, episode: 1 }),
];

const GROUP = {
  id: 1,
  title: 'Gydytojai',
  description: 'Nauji faktai ir netikėti atradimai.',
  provider_id: 1,
  genres: [4],
  age: 13,
  poster: `${STATIC}/groups/1/poster.svg`,
  seasons: [
    { season: 1, episodes: [201, 202, 203, 204, 205, 206] },
    { season: 2, episodes: [207, 208, 209, 210] },
    { season: 3, episodes: [211, 212, 213, 214, 215] },
  ],
};

const channel = (channel_id: number, name: string, genres: number[]): Json => ({
  channel_id,
  number: channel_id,
  name,
  logo: `${STATIC}/channels/${channel_id}/logo.svg`,
  genres,
  addr: `/media/live/${channel_id}/manifest.mpd`,
  catchup_addr: `/media/catchup/${channel_id}/manifest.mpd`,
  subscribed: true,
  catchup: true,
  npvr: true,
  adult: false,
  age: 0,
});
const CHANNELS = [channel(1, 'LRT Televizija', [1, 5]), channel(2, 'LRT Plius', [5, 6]), channel(3, 'LNK', [4])];

const programme = (id: number, start: number, stop: number, title: string, more: Json = {}): Json => ({
  id,
  channel_id: 1,
  start,
  stop,
  title,
  description: 'Įtraukianti istorija apie drąsą ir draugystę.',
  genre_id: 1,
  age_rating: 0,
  season: null,
  episode: null,
  is_live: false,
  catchup: true,
  ...more,
});
const PROGRAMMES = [
  programme(105988873, 1796661900, 1796665500, 'Verslo žinios', { is_live: true, catchup: false }),
  programme(105988885, 1796665500, 1796667300, 'Savaitės apžvalga', { catchup: false }),
  programme(105988891, 1796667300, 1796668200, 'Dienos tema', { catchup: false }),
];

const profile = (id: number, name: string, age: number, more: Json = {}): Json => ({
  id,
  name,
  age,
  has_pin: false,
  needs_pin_to_login: false,
  avatar: { id: 16, url: `${STATIC}/avatars/16.svg` },
  master_flag: false,
  customer_id: 1001,
  can_buy: true,
  stamp: 1735689600,
  ...more,
});
const ANNA = profile(1, 'Anna', 0, { master_flag: true });
const PROFILES = [
  ANNA,
  profile(2, 'Jonas', 13, { has_pin: true, needs_pin_to_login: true, avatar: { id: 5, url: `${STATIC}/avatars/5.svg` } }),
  profile(3, 'Vaikai', 6, { can_buy: false, avatar: { id: 9, url: `${STATIC}/avatars/9.svg` } }),
];

const ROW_CHANNEL = { ...CHANNELS[0], now: { id: 105988873, title: 'Verslo žinios', start: 1796661900, stop: 1796665500, age_rating: 0 } };
const ROW_RESUME = {
  kind: 'vod',
  id: 201,
  position: 900,
  updated: 1796657103,
  title: 'Gydytojai. 1 sezonas, 1 serija',
  duration: 3180,
  vod: VOD[4],
  channel: null,
  start: null,
  stop: null,
  recording_id: null,
};
const SMART_ROW = { id: 2, title: 'Naujienos', type: 'vod', personal: false, items: VOD, total: VOD.length, offset: 0, limit: 20 };

export const EXAMPLES: Record<string, unknown> = {
  Error: { error: { code: 'not_found', message: 'Not found' } },
  ClientUser: { token: 'k2EEZuPirfQh0bX7c1vYc2mJ5nT8sL4w', user: { id: 1, email: 'anna@example.lt', customer_id: 1001, email_verified: true, lang: 'lt' } },
  Userinfo: { customer_id: 1001, is_demo: false, groups: [{ id: 15 }], drm_token: 'KgPYcQqw1sATfY68uxP9fawj32NdX8_l', email_verified: true },
  Profile: ANNA,
  ProfileList: { items: PROFILES },
  SelectedProfile: { profile: ANNA },
  AvatarList: { items: [5, 9, 16].map((id) => ({ id, url: `${STATIC}/avatars/${id}.svg` })) },
  GenreList: {
    items: ['Žinios', 'Sportas', 'Vaikams', 'Filmai', 'Dokumentika', 'Muzika', 'Suaugusiems'].map((name, i) => ({ id: i + 1, name })),
  },
  Channel: CHANNELS[0],
  ChannelList: { items: CHANNELS },
  Programme: PROGRAMMES[0],
  ProgrammeList: { items: PROGRAMMES },
  // items[channel_id][floor(start / 86400)]
  EpgGrid: { from: 1796664314, to: 1796667914, items: { '1': { '20794': PROGRAMMES } } },
  Vod: VOD[0],
  VodPage: { items: VOD, total: VOD.length, offset: 0, limit: 20, genres: [4] },
  Group: GROUP,
  SmartRowPages: {
    items: [
      { id: 1, title: 'Pradžia', rows: [1, 9, 2, 3, 6, 5, 4, 8] },
      { id: 2, title: 'Filmai', rows: [2, 3, 7, 8, 4] },
      { id: 3, title: 'Vaikams', rows: [4, 5] },
    ],
  },
  SmartRowPage: { id: 2, title: 'Filmai', rows: [SMART_ROW] },
  SmartRow: SMART_ROW,
  SmartRowChannel: ROW_CHANNEL,
  SmartRowResume: ROW_RESUME,
  SearchResult: {
    query: 'Gydytojai',
    items: [
      { type: 'group', id: 1, title: 'Gydytojai', age: 13, poster: GROUP.poster },
      { type: 'vod', id: 201, title: 'Gydytojai. 1 sezonas, 1 serija', age: 13, poster: VOD[4]!.poster },
      { type: 'catchup', id: 105988137, title: 'Gydytojai', channel_id: 1, start: 1796441100, stop: 1796446500, age_rating: 0 },
      { type: 'channel', id: 1, title: 'LRT Televizija', logo: CHANNELS[0]!.logo, adult: false },
    ],
    total: 4,
    offset: 0,
    limit: 20,
    counts: { live: 1, catchup: 1, recording: 0, vod: 2 },
  },
  // Anna has watched 15 minutes of the first episode of "Gydytojai"
  BookmarkList: {
    items: [{ id: 1, profile_id: 1, type: 'vod', event_id: 201, position: 900, created: 1796656203, updated: 1796657103, title: 'Gydytojai. 1 sezonas, 1 serija', duration: 3180, channel_id: null, start: null, stop: null, vod: VOD[4] }],
    total: 1,
    offset: 0,
    limit: 100,
    by_type: { vod: [201] },
    by_event_id: { '201': 1 },
  },
  // Anna has bought "Auksinis ežeras"
  PurchaseList: { items: [{ id: 1, vod_id: 4, option: 'buy', created: 1796650000, expires: null }] },
  // the household's card (anna@example.lt has one attached)
  CardList: {
    items: [{ id: 1, brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030, holder: 'ANNA KAZLAUSKIENE', default: true }],
    can_pay: true,
    can_add: true,
    customer_service: { phone: '+370 700 00000', email: 'info@example.lt', address: 'Gedimino pr. 1, Vilnius' },
  },
  // Anna's recording of "Gydytojai" (half watched, kept 30 days after it ended) and one scheduled
  RecordingList: {
    items: [
      { id: 1, epg_id: 105988137, channel_id: 1, profile_id: 1, start: 1796441100, stop: 1796446500, from: 1796441100, duration: 5400, title: 'Gydytojai', description: 'Nauji faktai ir netikėti atradimai.', age_rating: 0, season: null, episode: null, series_id: null, state: 'recorded', created: 1796437500, expires: 1799038500, position: 2700, url: '/media/npvr/1/manifest.mpd' },
      { id: 2, epg_id: 105988891, channel_id: 1, profile_id: 1, start: 1796667300, stop: 1796668200, from: 1796667300, duration: 900, title: 'Dienos tema', description: 'Įtraukianti istorija apie drąsą ir draugystę.', age_rating: 0, season: null, episode: null, series_id: null, state: 'scheduled', created: 1796660703, expires: 1799260200, position: 0, url: null },
    ],
    total: 2,
    offset: 0,
    limit: 500,
    quota: { used: 6300, total: 360000, expiry_days: 30 },
    series: [],
  },
  // the navigation's pages, as the server answers them (search and settings as icons; "Apie mus" has no English title)
  PageList: pageList(),
  WishItem: { id: 1, profile_id: 1, vod_id: 5, group_id: null, created: 1796660703 },
  WishList: {
    items: [
      { id: 1, profile_id: 1, vod_id: 127, group_id: null, created: 1796660703, vod: VOD[0], group: null },
      { id: 2, profile_id: 1, vod_id: null, group_id: 1, created: 1796657103, vod: null, group: GROUP },
    ],
  },
};
