// The household's payment cards as stored: which customers may attach one, the card form's rules and
// adding a card. Shared by the API's card calls and the login service's hosted card form.
import type { Host } from '../http/host';
import { conflict, HttpError, storedQuota } from '../http/errors';
import { QUOTAS } from '../http/limits';
import { CUSTOMER_SERVICE } from '../catalogue/operator';
import { C, nowS, type CardRec } from './model';
import { cardFingerprint } from './card-fingerprint';

/** Members of this group may attach a card on the site; others pay at the operator's customer service. */
const CARD_GROUP_ID = 15;

const DECLINED_TEST_CARD = '4000000000000002';
export const CHARGE_DECLINED_TEST_CARD = '4000000000000341';

function luhn(num: string): boolean {
  let sum = 0;
  for (let i = 0; i < num.length; i++) {
    let d = Number(num[num.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function customerCards(host: Host, customerId: number): CardRec[] {
  return host.store.filter<CardRec>(C.cards, (c) => c.customerId === customerId);
}

/** The household's default card: the one the master chose, else the oldest (its choice was removed). */
export function defaultCard(cards: CardRec[]): CardRec | undefined {
  return cards.find((c) => c.isDefault) ?? cards[0];
}

export const canAddCard = (owner: { groups: number[] }) => owner.groups.includes(CARD_GROUP_ID);

interface CardInput {
  number: string;
  month: number;
  year: number;
  cvc: string;
  holder: string;
}

/** A card form as the document's checks leave it (an invalid field is left out). */
interface CardForm {
  number?: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
  holder?: string;
}

/** Validates a card form (number, exp_month, exp_year, cvc, holder); field errors or the card. */
export function parseCard(f: CardForm): CardInput | { errors: Record<string, string> } {
  const number = (f.number ?? '').replace(/[\s-]/g, '');
  const month = Number(f.exp_month);
  const year = Number(f.exp_year);
  const cvc = f.cvc ?? '';
  const holder = (f.holder ?? '').trim();
  const errors: Record<string, string> = {};
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors['number'] = 'Invalid card number';
  if (!Number.isInteger(month) || month < 1 || month > 12) errors['exp_month'] = '1-12';
  const now = new Date();
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(year) || fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    errors['exp_year'] = 'The card has expired';
  }
  if (!/^\d{3,4}$/.test(cvc)) errors['cvc'] = '3 or 4 digits';
  if (!holder) errors['holder'] = 'required';
  return Object.keys(errors).length ? { errors } : { number, month, year: fullYear, cvc, holder };
}

/** 403 card_not_accepted unless the customer may attach a card here (the card group). */
export function mayAddCard(owner: { groups: number[] }): void {
  if (canAddCard(owner)) return;
  throw new HttpError(403, 'card_not_accepted', `Cards cannot be added to this account here; payments are taken by customer service: ${CUSTOMER_SERVICE.phone}, ${CUSTOMER_SERVICE.email}.`);
}

/**
 * Stores a valid card for the customer (the first one becomes the default); a customer outside the
 * card group answers 403 card_not_accepted, the declined test number 402 card_declined, a card
 * already attached 409 card_exists.
 */
export function addCard(host: Host, owner: { customerId: number; groups: number[] }, card: CardInput): CardRec {
  const { customerId } = owner;
  mayAddCard(owner);
  if (card.number === DECLINED_TEST_CARD) throw new HttpError(402, 'card_declined', 'Failed to add card');
  const cards = customerCards(host, customerId);
  const fingerprint = cardFingerprint(host.config.secrets.cookie, card.number);
  const brand = card.number.startsWith('4') ? 'visa' : card.number.startsWith('5') ? 'mastercard' : 'card';
  const last4 = card.number.slice(-4);
  // a card stored before fingerprints whose number the start could not know: the same brand, last
  // digits and expiry are taken as the same card
  const legacySame = (c: CardRec) => c.fingerprint === undefined && c.brand === brand && c.last4 === last4 && c.expMonth === card.month && c.expYear === card.year;
  if (cards.some((c) => c.fingerprint === fingerprint || legacySame(c))) throw conflict('card_exists', 'This card is already attached');
  if (cards.length >= QUOTAS.cards) throw storedQuota(QUOTAS.cards, 'payment cards per customer');
  return host.store.insert<Omit<CardRec, 'id'>>(C.cards, {
    customerId,
    brand,
    last4,
    expMonth: card.month,
    expYear: card.year,
    holder: card.holder.toUpperCase(),
    created: nowS(),
    fingerprint,
    ...(cards.length === 0 ? { isDefault: true } : {}),
    ...(card.number === CHARGE_DECLINED_TEST_CARD ? { chargeDeclined: true } : {}),
  });
}
