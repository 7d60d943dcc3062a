// Every request limit and storage quota of the reference backend, in one place. The OpenAPI document
// (server/openapi) states them in its descriptions and schemas, and the README lists them.

/** What one request may carry. */
export const LIMITS = {
  /** Request body bytes; beyond it 413 payload_too_large. */
  bodyBytes: 64 * 1024,
  /** Nesting of arrays/objects (JSON) or arrays/maps (msgpack); beyond it 400 too_deep. */
  depth: 32,
  /** Items of one array / entries of one map in a msgpack body. */
  arrayItems: 1000,
  mapEntries: 100,
  /** Profile names: 1-40 characters (the profile form's own limit), no control characters. */
  profileName: 40,
  /** People's names (account, sign-up), 1-64 characters. */
  name: 64,
  /** Card holder, purchase option, device name. */
  holder: 64,
  /** A device's name in My devices (renamed by its owner). */
  deviceName: 60,
  /** Free-text fields of the account forms (surname, city). */
  text: 100,
  email: 254,
  password: 128,
  /** Search text. */
  query: 200,
  /** Redirect targets and other URLs carried by a form or query. */
  url: 2048,
  /** Opaque tokens and handles (sign-up ids, pairing handles, e-mail tokens). */
  token: 256,
  /** Card expiry years accepted (two-digit years mean 20xx). */
  minYear: 0,
  maxYear: 2100,
  /** Open event streams per session (token) and per customer; beyond them 429 too_many_streams. */
  streamsPerToken: 5,
  streamsPerCustomer: 20,
} as const;

/** What can be stored: per customer, per client address, and how much stats history is kept. */
export const QUOTAS = {
  /** Profiles per customer (409 profile_limit). */
  profiles: 8,
  /** Reminders per profile (409 quota_exceeded). */
  reminders: 200,
  /** Wishlist items per profile. */
  wishlist: 200,
  /** Bookmarks per profile. */
  bookmarks: 500,
  /** NPVR: hours of recordings (scheduled and recorded, until they expire) per customer (409 npvr_quota_exceeded). */
  npvrHours: 100,
  /** NPVR: days a recording is kept after its programme ends; then it is deleted. */
  npvrExpiryDays: 30,
  /** NPVR: series rules per customer. */
  npvrSeries: 50,
  /** Payment cards per customer. */
  cards: 5,
  /** Sign-up contacts started per client address per hour (429 quota_exceeded). */
  signupsPerAddressHour: 10,
  /** Registrations per client address per hour. */
  registrationsPerAddressHour: 10,
  /** Device pairings started per client address per hour. */
  pairingsPerAddressHour: 30,
  /** Stats HELLOs accepted per customer per minute (429 quota_exceeded). */
  statsPerCustomerMinute: 60,
  /** Stats records kept per customer: older ones are pruned on every write. */
  statsKeptPerCustomer: 50,
} as const;
