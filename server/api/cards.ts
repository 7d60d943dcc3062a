// Payment cards. Test numbers: 4111 1111 1111 1111 is accepted, 4000 0000 0000 0002 is declined
// when added (402 card_declined "Failed to add card"), 4000 0000 0000 0341 is added but every
// payment with it fails (402 payment_failed "Payment failed!"); other numbers must pass the Luhn check.
// The same number twice is 409 card_exists. One card is the household's default (the first added,
// then the master's choice): a payment is charged to the card it names, else the default.
//   GET payment-cards?lang -> {items: [Card], can_pay, can_add, customer_service}
//   POST payment-cards (form: number, exp_month, exp_year, cvc, holder) -> 201 Card; 403
//     card_not_accepted for a customer outside the card group (can_add false)
//   POST payment-cards/{id}/default -> 200 as GET; DELETE payment-cards/{id} -> 204
import type { AuthContext, Host } from '../http/host';
import { conflict, HttpError, notFound, storedQuota, validationFailed } from '../http/errors';
import { C, nowS, type CardRec } from '../domain/model';
import { cardFingerprint } from '../domain/card-fingerprint';
import { customerServiceJson, CUSTOMER_SERVICE } from '../catalogue/operator';
import { apiPrivate, intParam, queryLang } from './define';
import { accountHolder } from './pin';
import { QUOTAS } from '../http/limits';

/** Members of this group may attach a card on the site; others pay at the operator's customer service. */
export const CARD_GROUP_ID = 15;

export const ACCEPTED_TEST_CARD = '4111111111111111';
export const DECLINED_TEST_CARD = '4000000000000002';
export const CHARGE_DECLINED_TEST_CARD = '4000000000000341';

export function luhn(num: string): boolean {
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

export const cardJson = (c: CardRec, isDefault = false) => ({ id: c.id, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear, holder: c.holder, default: isDefault });

export function customerCards(host: Host, customerId: number): CardRec[] {
  return host.store.filter<CardRec>(C.cards, (c) => c.customerId === customerId);
}

/** The household's default card: the one the master chose, else the oldest (its choice was removed). */
export function defaultCard(cards: CardRec[]): CardRec | undefined {
  return cards.find((c) => c.isDefault) ?? cards[0];
}

const canAddCard = (owner: { groups: number[] }) => owner.groups.includes(CARD_GROUP_ID);

/** The cards with the default marked, whether a payment can succeed here at all, and where else to pay. */
export function cardsAnswer(host: Host, ctx: AuthContext, lang: 'lt' | 'en' | 'ru') {
  const cards = customerCards(host, ctx.customerId);
  const def = defaultCard(cards);
  return {
    items: cards.map((c) => cardJson(c, c === def)),
    can_pay: cards.length > 0 || canAddCard(ctx),
    can_add: canAddCard(ctx),
    customer_service: customerServiceJson(lang),
  };
}

export interface CardInput {
  number: string;
  month: number;
  year: number;
  cvc: string;
  holder: string;
}

/** Validates a card form (number, exp_month, exp_year, cvc, holder); field errors or the card. */
export function parseCard(f: Record<string, unknown>): CardInput | { errors: Record<string, string> } {
  const number = String(f['number'] ?? '').replace(/[\s-]/g, '');
  const month = Number(f['exp_month']);
  const year = Number(f['exp_year']);
  const cvc = String(f['cvc'] ?? '');
  const holder = String(f['holder'] ?? '').trim();
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

/**
 * The card a payment is charged to: the one the request names (`card_id`, the household's or 404),
 * else the default; 402 no_payment_card without one. Checked before the PIN.
 */
export function payingCard(host: Host, ctx: AuthContext, cardId?: unknown): CardRec {
  const cards = customerCards(host, ctx.customerId);
  if (cardId !== undefined && cardId !== null && cardId !== '') {
    const id = intParam(String(cardId), 'card_id', { min: 1 });
    const named = cards.find((c) => c.id === id);
    if (!named) throw notFound('No such card');
    return named;
  }
  const card = defaultCard(cards);
  if (card) return card;
  throw new HttpError(
    402,
    'no_payment_card',
    canAddCard(ctx)
      ? 'You do not have a payment card attached. Go to settings and select add new card.'
      : `Payments for this account are taken by customer service: ${CUSTOMER_SERVICE.phone}, ${CUSTOMER_SERVICE.email}.`,
  );
}

/** Charges the card (after the PIN check): the charge-declined test card answers 402 payment_failed. */
export function charge(card: CardRec): void {
  if (card.chargeDeclined) throw new HttpError(402, 'payment_failed', 'Payment failed!');
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

export function registerCards(host: Host): void {
  apiPrivate(host, 'GET', '/payment-cards', (req, res, ctx) => {
    res.json(200, cardsAnswer(host, ctx, queryLang(req)));
  });

  // adding and removing cards is the master profile's; every profile may see what the household has
  apiPrivate(host, 'POST', '/payment-cards', async (req, res, ctx) => {
    accountHolder(host, ctx);
    mayAddCard(ctx);
    const card = parseCard(await req.fields());
    // the schema's field errors (handed over, see paths.ts) together with the card checks
    const errors = { ...('errors' in card ? card.errors : {}), ...req.input?.invalid };
    if ('errors' in card || Object.keys(errors).length) throw validationFailed(errors);
    const added = addCard(host, ctx, card);
    res.json(201, cardJson(added, defaultCard(customerCards(host, ctx.customerId))?.id === added.id));
  });

  apiPrivate(host, 'POST', '/payment-cards/{id}/default', (req, res, ctx) => {
    accountHolder(host, ctx);
    const id = intParam(req.params['id'], 'id', { min: 1 });
    const cards = customerCards(host, ctx.customerId);
    if (!cards.some((c) => c.id === id)) throw notFound('No such card');
    host.store.batch(() => {
      for (const c of cards) if (Boolean(c.isDefault) !== (c.id === id)) host.store.update<CardRec>(C.cards, c.id, { isDefault: c.id === id });
    });
    res.json(200, cardsAnswer(host, ctx, queryLang(req)));
  });

  apiPrivate(host, 'DELETE', '/payment-cards/{id}', (req, res, ctx) => {
    accountHolder(host, ctx);
    const c = host.store.get<CardRec>(C.cards, intParam(req.params['id'], 'id', { min: 1 }));
    if (!c || c.customerId !== ctx.customerId) throw notFound('No such card');
    host.store.delete(C.cards, c.id);
    res.noContent();
  });
}
