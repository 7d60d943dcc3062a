// Payment cards. Test numbers: 4111 1111 1111 1111 is accepted, 4000 0000 0000 0002 is declined
// when added (402 card_declined "Failed to add card"), 4000 0000 0000 0341 is added but every
// payment with it fails (402 payment_failed "Payment failed!"); other numbers must pass the Luhn check.
//   GET payment-cards -> {items: [Card]}; POST payment-cards (form: number, exp_month, exp_year, cvc, holder) -> 201 Card
//   DELETE payment-cards/{id} -> 204
import type { Host } from '../http/host';
import { HttpError, notFound, storedQuota, validationFailed } from '../http/errors';
import { C, nowS, type CardRec } from '../domain/model';
import { apiPrivate, intParam } from './define';
import { accountHolder } from './pin';
import { QUOTAS } from '../http/limits';

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

export const cardJson = (c: CardRec) => ({ id: c.id, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear, holder: c.holder });

export function customerCards(host: Host, customerId: number): CardRec[] {
  return host.store.filter<CardRec>(C.cards, (c) => c.customerId === customerId);
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

/** The card a payment would use (the newest), or 402 no_payment_card: checked before the PIN. */
export function payingCard(host: Host, customerId: number): CardRec {
  const cards = customerCards(host, customerId);
  const card = cards[cards.length - 1];
  if (!card) throw new HttpError(402, 'no_payment_card', 'You do not have a payment card attached. Go to settings and select add new card.');
  return card;
}

/** Charges the card (after the PIN check): the charge-declined test card answers 402 payment_failed. */
export function charge(card: CardRec): void {
  if (card.chargeDeclined) throw new HttpError(402, 'payment_failed', 'Payment failed!');
}

/** Stores a valid card for the customer; the declined test number answers 402 card_declined. */
export function addCard(host: Host, customerId: number, card: CardInput): CardRec {
  if (card.number === DECLINED_TEST_CARD) throw new HttpError(402, 'card_declined', 'Failed to add card');
  if (customerCards(host, customerId).length >= QUOTAS.cards) throw storedQuota(QUOTAS.cards, 'payment cards per customer');
  return host.store.insert<Omit<CardRec, 'id'>>(C.cards, {
    customerId,
    brand: card.number.startsWith('4') ? 'visa' : card.number.startsWith('5') ? 'mastercard' : 'card',
    last4: card.number.slice(-4),
    expMonth: card.month,
    expYear: card.year,
    holder: card.holder.toUpperCase(),
    created: nowS(),
    ...(card.number === CHARGE_DECLINED_TEST_CARD ? { chargeDeclined: true } : {}),
  });
}

export function registerCards(host: Host): void {
  apiPrivate(host, 'GET', '/payment-cards', (_req, res, ctx) => {
    res.json(200, { items: customerCards(host, ctx.customerId).map(cardJson) });
  });

  // adding and removing cards is the master profile's; every profile may see what the household has
  apiPrivate(host, 'POST', '/payment-cards', async (req, res, ctx) => {
    accountHolder(host, ctx);
    const card = parseCard(await req.fields());
    // the schema's field errors (handed over, see paths.ts) together with the card checks
    const errors = { ...('errors' in card ? card.errors : {}), ...req.input?.invalid };
    if ('errors' in card || Object.keys(errors).length) throw validationFailed(errors);
    res.json(201, cardJson(addCard(host, ctx.customerId, card)));
  });

  apiPrivate(host, 'DELETE', '/payment-cards/{id}', (req, res, ctx) => {
    accountHolder(host, ctx);
    const c = host.store.get<CardRec>(C.cards, intParam(req.params['id'], 'id', { min: 1 }));
    if (!c || c.customerId !== ctx.customerId) throw notFound('No such card');
    host.store.delete(C.cards, c.id);
    res.noContent();
  });
}
