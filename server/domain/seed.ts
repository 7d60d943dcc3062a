// First-start seed of the durable store, exactly per reference-data.md. Deterministic: the same
// ids and hashes (salts derived from the e-mail) on every fresh start; drm tokens are random.
import crypto from 'node:crypto';
import type { Store } from '../store/store';
import { hashPassword } from './password';
import { SEED_HASHES } from './seed-hashes.gen';
import { newDrmToken } from './drm';
import { C, type CardRec, type ProfileRec, type PurchaseRec, type SubscriptionRec, type User } from './model';
import { DEFAULT_AVATAR_ID } from '../catalogue/avatars';
import { programmeAt } from '../catalogue/epg';
import { cardFingerprint } from './card-fingerprint';

export const SEED_STAMP = 1735689600;
const SEED_PASSWORD = 'Labas123!';
/** VoD items anna bought (tvod, never expire). */
const SEED_PURCHASED_VOD_IDS = [4, 8, 12];
/** anna's seeded card: the accepted test number. */
export const SEED_CARD = { customerId: 1001, number: '4111111111111111' };

export function seedSalt(label: string): Buffer {
  return crypto.createHash('sha256').update(`eteris-seed-salt:${label}`).digest().subarray(0, 16);
}

/**
 * `secret` hashed with the salt `label` derives: the same scrypt hash on every fresh start, so it is
 * taken from the table scripts/seed-hashes.mjs writes (a start then derives no key) when it is there.
 */
export function seedHash(secret: string, label: string): string {
  return SEED_HASHES[`${label} ${secret}`] ?? hashPassword(secret, seedSalt(label));
}

/** `cardSecret` keys the seeded card's fingerprint (the install's secret; see card-fingerprint.ts). */
export function seedStore(store: Store, cardSecret?: string): void {
  store.batch(() => {
    const user = (id: number, email: string, customerId: number, verified: boolean, groups: number[], name: string, surname: string): User =>
      store.put<User>(C.users, id, {
        id,
        email,
        passwordHash: seedHash(SEED_PASSWORD, email),
        customerId,
        emailVerified: verified,
        lang: 'lt',
        groups,
        drmToken: newDrmToken(),
        purchasePin: null,
        name,
        surname,
        phone: '+370 600 00000',
        city: 'Vilnius',
        created: SEED_STAMP,
      });
    user(1, 'anna@example.lt', 1001, true, [15], 'Anna', 'Kazlauskienė');
    user(2, 'petras@example.lt', 1002, true, [], 'Petras', 'Petraitis');
    user(3, 'ruta@example.lt', 1003, false, [], 'Rūta', 'Jonaitė');

    const profile = (p: Omit<ProfileRec, 'id' | 'stamp' | 'canBuy'> & { canBuy?: boolean }) =>
      store.insert<Omit<ProfileRec, 'id'>>(C.profiles, { canBuy: true, stamp: SEED_STAMP, ...p });
    profile({ customerId: 1001, name: 'Anna', age: 0, pin: '', needsPinToLogin: false, avatarId: DEFAULT_AVATAR_ID, master: true });
    profile({ customerId: 1001, name: 'Jonas', age: 13, pin: seedHash('1234', 'jonas@1001'), needsPinToLogin: true, avatarId: 5, master: false });
    profile({ customerId: 1001, name: 'Vaikai', age: 6, pin: '', needsPinToLogin: false, avatarId: 9, master: false, canBuy: false });
    profile({ customerId: 1002, name: 'Petras', age: 0, pin: '', needsPinToLogin: false, avatarId: DEFAULT_AVATAR_ID, master: true });
    profile({ customerId: 1003, name: 'Rūta', age: 0, pin: '', needsPinToLogin: false, avatarId: DEFAULT_AVATAR_ID, master: true });

    const sub = (customerId: number, productId: number) =>
      store.insert<Omit<SubscriptionRec, 'id'>>(C.subscriptions, { customerId, productId, purchaseOption: 'monthly', created: SEED_STAMP });
    sub(1001, 106); // Maksimalus, 24-month contract: channels 1-38, svod provider 1
    sub(1001, 203); // adult extra: channel 42
    sub(1002, 101); // Bazinis: channels 1-20
    sub(1003, 101);

    for (const vodId of SEED_PURCHASED_VOD_IDS) {
      store.insert<Omit<PurchaseRec, 'id'>>(C.purchases, {
        customerId: 1001,
        profileId: 1,
        vodId,
        option: 'buy',
        created: SEED_STAMP,
        expires: null,
      });
    }
    store.insert<Omit<CardRec, 'id'>>(C.cards, {
      customerId: SEED_CARD.customerId,
      brand: 'visa',
      last4: '1111',
      expMonth: 12,
      expYear: 2030,
      holder: 'ANNA KAZLAUSKIENE',
      created: SEED_STAMP,
      isDefault: true,
      ...(cardSecret ? { fingerprint: cardFingerprint(cardSecret, SEED_CARD.number) } : {}),
    });
    // recordings and continue-watching positions for anna's master profile, relative to the first start
    const now = Math.floor(Date.now() / 1000);
    const bookmark = (type: 'recording' | 'epg' | 'vod', eventId: number, position: number, ago: number) =>
      store.insert(C.bookmarks, { customerId: 1001, profileId: 1, type, eventId, position, created: now - ago, updated: now - ago });
    for (const [ch, hoursAgo] of [[1, 3], [3, 6], [8, 20], [15, 30]] as const) {
      const p = programmeAt(ch, now - hoursAgo * 3600);
      if (p) {
        bookmark('recording', p.id, 0, hoursAgo * 3600);
        store.insert(C.recordings, { customerId: 1001, profileId: 1, epgId: p.id, channelId: ch, from: p.start, start: p.start, stop: p.stop, seriesId: null, created: p.start });
      }
    }
    const seen = programmeAt(4, now - 26 * 3600);
    if (seen) bookmark('epg', seen.id, 600, 26 * 3600);
    bookmark('vod', 2, 1800, 3600);
    bookmark('vod', 201, 900, 7200);
    bookmark('vod', 12, 3000, 86400);
    store.insert(C.wishlist, { customerId: 1001, profileId: 1, vodId: 5, groupId: null, created: now - 3600 });
    store.insert(C.wishlist, { customerId: 1001, profileId: 1, vodId: null, groupId: 2, created: now - 7200 });
    store.put(C.meta, 'seed', { id: 'seed', version: 1, created: SEED_STAMP });
  });
}
