// Shapes of the records kept in the durable store, one collection each (collection name = key of C).
export const C = {
  users: 'users',
  profiles: 'profiles',
  sessions: 'sessions', // id = sha256(cookie value)
  tokens: 'tokens', // id = sha256(bearer token); no token is kept in clear (server/login/sessions.ts)
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
