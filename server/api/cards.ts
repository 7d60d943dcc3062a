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
import { HttpError, notFound, validationFailed } from '../http/errors';
import { C, type CardRec } from '../domain/model';
import { addCard, canAddCard, customerCards, defaultCard, mayAddCard, parseCard } from '../domain/cards';
import { customerServiceJson, CUSTOMER_SERVICE } from '../catalogue/operator';
import { apiPrivate, queryLang } from './define';
import { accountHolder } from './pin';

const cardJson = (c: CardRec, isDefault = false) => ({ id: c.id, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear, holder: c.holder, default: isDefault });

/** The cards with the default marked, whether a payment can succeed here at all, and where else to pay. */
function cardsAnswer(host: Host, ctx: AuthContext, lang: 'lt' | 'en' | 'ru') {
  const cards = customerCards(host, ctx.customerId);
  const def = defaultCard(cards);
  return {
    items: cards.map((c) => cardJson(c, c === def)),
    can_pay: cards.length > 0 || canAddCard(ctx),
    can_add: canAddCard(ctx),
    customer_service: customerServiceJson(lang),
  };
}

/**
 * The card a payment is charged to: the one the request names (`card_id`, the household's or 404),
 * else the default; 402 no_payment_card without one. Checked before the PIN.
 */
export function payingCard(host: Host, ctx: AuthContext, cardId?: number): CardRec {
  const cards = customerCards(host, ctx.customerId);
  if (cardId !== undefined) {
    const named = cards.find((c) => c.id === cardId);
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

export function registerCards(host: Host): void {
  apiPrivate(host, 'GET', '/payment-cards', (req, res, ctx) => {
    res.json(200, cardsAnswer(host, ctx, queryLang(req)));
  });

  // adding and removing cards is the master profile's; every profile may see what the household has
  apiPrivate(host, 'POST', '/payment-cards', (req, res, ctx, input) => {
    accountHolder(host, ctx);
    mayAddCard(ctx);
    const card = parseCard(input.body);
    // the schema's field errors (handed over, see paths.ts) together with the card checks
    const errors = { ...('errors' in card ? card.errors : {}), ...req.input?.invalid };
    if ('errors' in card || Object.keys(errors).length) throw validationFailed(errors);
    const added = addCard(host, ctx, card);
    res.json(201, cardJson(added, defaultCard(customerCards(host, ctx.customerId))?.id === added.id));
  });

  apiPrivate(host, 'POST', '/payment-cards/{id}/default', (req, res, ctx, input) => {
    accountHolder(host, ctx);
    const { id } = input.params;
    const cards = customerCards(host, ctx.customerId);
    if (!cards.some((c) => c.id === id)) throw notFound('No such card');
    host.store.batch(() => {
      for (const c of cards) if (Boolean(c.isDefault) !== (c.id === id)) host.store.update<CardRec>(C.cards, c.id, { isDefault: c.id === id });
    });
    res.json(200, cardsAnswer(host, ctx, queryLang(req)));
  });

  apiPrivate(host, 'DELETE', '/payment-cards/{id}', (_req, res, ctx, input) => {
    accountHolder(host, ctx);
    const c = host.store.get<CardRec>(C.cards, input.params.id);
    if (!c || c.customerId !== ctx.customerId) throw notFound('No such card');
    host.store.delete(C.cards, c.id);
    res.noContent();
  });
}
