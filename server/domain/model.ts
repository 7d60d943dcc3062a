// Shapes of the records kept in the durable store, one collection each (collection name = key of C).
import type { Entry } from '../security/limiter';

export const C = {
  users: 'users',
  profiles: 'profiles',
  sessions: 'sessions', // id = sha256(cookie value)
  tokens: 'tokens', // id = sha256(bearer token); no token is kept in clear (server/domain/sessions.ts)
  subscriptions: 'subscriptions',
  purchases: 'purchases',
  cards: 'cards',
  orders: 'orders', // plan and package orders, for their replays (server/api/orders.ts)
  stats: 'stats',
  bookmarks: 'bookmarks',
  wishlist: 'wishlist',
  reminders: 'reminders',
  recordings: 'recordings', // NPVR recordings per customer (server/api/recordings.ts)
  recordingSeries: 'recordingSeries', // NPVR series rules: record every airing of a title on a channel
  mails: 'mails',
  signups: 'signups',
  recoveries: 'recoveries',
  pairings: 'pairings',
  meta: 'meta',
} as const;

export interface User {
  id: number;
  email: string;
  passwordHash: string;
  customerId: number;
  emailVerified: boolean;
  lang: 'lt' | 'en' | 'ru';
  groups: number[];
  drmToken: string;
  /** Purchase PIN as a scrypt hash (hashPin); null = never set (the master's PIN or 0000 applies). */
  purchasePin: string | null;
  name: string;
  surname: string;
  phone: string;
  city: string;
  created: number;
}

export interface ProfileRec {
  id: number;
  customerId: number;
  name: string;
  age: number;
  /** The PIN as a scrypt hash (hashPin), '' for none; a store from before held it as typed (migrate.ts). */
  pin: string;
  needsPinToLogin: boolean;
  avatarId: number;
  master: boolean;
  canBuy: boolean;
  /** epoch seconds of the last change */
  stamp: number;
}

export interface SessionRec {
  id: string;
  userId: number;
  /** sha256 of the session's bearer token (its TokenRec's id). */
  tokenId: string;
  created: number;
  /** The token in clear, as a store from before kept it (migrate.ts replaces it by tokenId). */
  token?: string;
}

export interface TokenRec {
  id: string;
  userId: number;
  sessionId: string | null;
  created: number;
  /** The profile this token acts as, chosen on the server (POST customer/profile/{id}/select). */
  profileId?: number | null;
  /** A paired device's name (device pairing, server/api/pairing.ts): listed in My devices. */
  device?: string;
  /** When the token was last used (seconds; written at most once a minute): its idle lifetime runs from here. */
  lastSeen?: number;
}

export interface SubscriptionRec {
  id: number;
  customerId: number;
  productId: number;
  purchaseOption: string;
  created: number;
}

export interface PurchaseRec {
  id: number;
  customerId: number;
  profileId: number | null;
  vodId: number;
  option: 'rent' | 'buy';
  created: number;
  /** epoch seconds; null for a purchase that never expires */
  expires: number | null;
}

export interface CardRec {
  id: number;
  customerId: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  created: number;
  /** The reference backend's charge-declined test card: attached, but every payment fails. */
  chargeDeclined?: boolean;
  /** Keyed hash of the number (card-fingerprint.ts): the same card is not attached twice. */
  fingerprint?: string;
  /** The household's default card (one per customer, chosen by the master): charged unless a payment names another. */
  isDefault?: boolean;
}

export const nowS = (): number => Math.floor(Date.now() / 1000);

export type BookmarkType = 'recording' | 'epg' | 'vod';

export interface SignupRec {
  id: string;
  email: string;
  name: string;
  phone: string;
  codeHash: string;
  attempts: number;
  confirmed: boolean;
  expires: number;
}

export interface RecoveryRec {
  id: string; // sha256(email)
  userId: number;
  codeHash: string;
  attempts: number;
  expires: number;
}

export interface MailRec {
  id: number;
  to: string;
  subject: string;
  body: string;
  kind: 'verify' | 'signup_code' | 'recovery';
  code: string | null;
  link: string | null;
  created: number;
}

export interface ReminderRec {
  id: number;
  customerId: number;
  profileId: number;
  epgId: number;
  channelId: number;
  start: number;
  created: number;
  /** set once the event stream delivered it */
  sent: boolean;
  /** When it was written to the streams (ms): a reconnecting stream gets what it missed since its cursor. */
  sentAt?: number;
}

export interface RecordingRec {
  id: number;
  customerId: number;
  /** The profile that asked for it. */
  profileId: number;
  epgId: number;
  channelId: number;
  /** What is recorded: [from, stop); from = the programme's start, or the moment it was asked for. */
  from: number;
  start: number;
  stop: number;
  seriesId: number | null;
  created: number;
}

export interface SeriesRec {
  id: number;
  customerId: number;
  profileId: number;
  channelId: number;
  /** The series' title (Lithuanian, the catalogue's key) and its programme when set. */
  title: string;
  epgId: number;
  /** Airings that end after this are recorded. */
  since: number;
  created: number;
}

export interface StatRec {
  id: number;
  customerId: number;
  received: number;
  message: Record<string, unknown>;
}

export interface BookmarkRec {
  id: number;
  customerId: number;
  profileId: number;
  type: BookmarkType;
  eventId: number;
  position: number;
  created: number;
  updated: number;
}

export interface WishRec {
  id: number;
  customerId: number;
  profileId: number;
  vodId: number | null;
  groupId: number | null;
  created: number;
}

export interface OrderRec {
  id: number;
  customerId: number;
  key: string | null;
  add: number[];
  remove: number[];
  created: number;
  answer: Record<string, unknown>;
}

export interface PairingRec {
  id: string; // handle
  code: string;
  deviceName: string;
  created: number;
  expires: number;
  status: 'pending' | 'activated' | 'claimed';
  userId: number | null;
  customerId: number | null;
  /** 'invite': a signed-in browser's code for a new device to enter (activated from the start). */
  kind?: 'invite';
}

/** A guard's limiter entry, kept in the meta collection under a hash of its key. */
export interface LimitRec {
  id: string;
  entry: Entry;
  /** Epoch ms after which the entry remembers nothing (absent: never, or a record from before). */
  staleAt?: number;
}
