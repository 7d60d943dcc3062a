// Products and payments (docs/product.md#who-uses-it, #screens-and-routes, #states, #roles, #errors): the product groups (plans and extra packages),
// the packages that contain a channel or a VoD provider (the upsell where something is locked),
// the customer's subscriptions with their dates, the payment cards, an order's quote (the server's
// count of what it changes and costs: every figure the client shows) and the order itself, one
// request: waiting -> success | failure. Orders are PIN-checked by the server (the default PIN 0000
// when the account never set one); a refused PIN goes to $pinFeedback for the PIN dialog. After a
// change the rights are fetched again (channels, products), so a newly subscribed channel plays
// without a reload.
import { atom, computed } from 'nanostores';
import { fetchStore } from '../api/fetch-store';
import { fetchChannels } from '../api/epg';
import {
  deleteCard,
  fetchCards,
  fetchCustomerProducts,
  fetchProductGroups,
  fetchQuote,
  placeOrder,
  postDefaultCard,
  type CardJson,
  type CardsJson,
  type CustomerProductJson,
  type OrderLines,
  type OrderQuoteJson,
  type ProductFilter,
  type ProductGroupJson,
  type ProductJson,
} from '../api/products';
import { AppError, ErrorCode } from '../errors';
import { $locale } from '../i18n';
import type { Lang } from '../names';
import { whenContent } from './access';
import { channelList } from './channels';
import { notePinRefusal } from './pin';
import { $session } from './session';

export type { CardJson, OrderLines, OrderQuoteJson, ProductGroupJson, ProductJson };

const lang = (): Lang => $locale.get();

const groups = fetchStore<ProductGroupJson[]>('products', []);
/** Every product group (plans, extra packages) in the viewer's language, with `subscribed` flags. */
export const $productGroups = groups.$store;
let groupsFor = '';
export function loadProductGroups(force = false): Promise<unknown> | undefined {
  const key = `${lang()}:${$session.get().token ?? ''}`;
  if (!force && groupsFor === key && !groups.$store.get().error) return undefined;
  groupsFor = key;
  return groups.run(async () => {
    await whenContent();
    return fetchProductGroups(lang());
  });
}

const offers = fetchStore<{ key: string; groups: ProductGroupJson[] }>('product-offers', { key: '', groups: [] });
/** The packages that contain one channel or VoD provider (`filter[chid]` / `filter[vodprovid]`). */
export const $offers = offers.$store;
export const offersKey = (f: ProductFilter): string => (f.chid ? `chid:${f.chid}` : f.vodprovid ? `prov:${f.vodprovid}` : '');
export function loadOffers(filter: ProductFilter, force = false): void {
  const key = `${offersKey(filter)}|${lang()}|${$session.get().token ?? ''}`;
  if (!force && offers.$store.get().data.key === key && !offers.$store.get().error) return;
  void offers.run(async () => {
    await whenContent();
    return { key, groups: await fetchProductGroups(lang(), filter) };
  });
}

const mine = fetchStore<CustomerProductJson[]>('customer-products', []);
/** What the customer has: each subscription with its start and a contract's end. */
export const $customerProducts = mine.$store;
export function loadCustomerProducts(): Promise<unknown> {
  return mine.run(async () => {
    await whenContent();
    return $session.get().token ? fetchCustomerProducts(lang()) : [];
  });
}

const NO_CARDS: CardsJson = { items: [], can_pay: true, can_add: false, customer_service: { phone: '', email: '', address: '' } };
const cards = fetchStore<CardsJson>('payment-cards', NO_CARDS);
/**
 * The household's payment cards (brand, last four digits, expiry, the default marked), whether a
 * payment can succeed on the site (`can_pay`), whether a card can be added here, and the operator's
 * customer service for those who pay elsewhere.
 */
export const $cards = cards.$store;
export function loadCards(): Promise<unknown> {
  return cards.run(async () => {
    await whenContent();
    return $session.get().token ? fetchCards(lang()) : NO_CARDS;
  });
}

/**
 * False only when the server said no payment can succeed here (no card and none can be added):
 * then nothing offers to buy, and the customer is told where to pay.
 */
export const $canPay = computed($cards, (c) => !c.loaded || Boolean(c.error) || c.data.can_pay);

/** The card chosen for the next payment (null: the household's default). */
export const $paymentCard = atom<number | null>(null);
export const choosePaymentCard = (id: number | null): void => $paymentCard.set(id);
/** The `card_id` a payment sends: the chosen card while it is still attached, else none (the default). */
export function paymentCardId(): number | undefined {
  const id = $paymentCard.get();
  return id !== null && $cards.get().data.items.some((c) => c.id === id) ? id : undefined;
}

type DefaultCardChange = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; error: AppError };
export const $defaultCardChange = atom<DefaultCardChange>({ status: 'idle' });
/** Makes `id` the household's default card (the account holder's; the server refuses anyone else). */
export async function makeDefaultCard(id: number): Promise<void> {
  $defaultCardChange.set({ status: 'saving' });
  try {
    const answer = await postDefaultCard(id, lang());
    $cards.set({ loading: false, loaded: true, data: answer, error: null });
    $defaultCardChange.set({ status: 'saved' });
  } catch (err) {
    $defaultCardChange.set({ status: 'failed', error: paymentError(err) });
    await loadCards();
  }
}

type CardRemoval = { status: 'idle' | 'removing' | 'removed' } | { status: 'failed'; error: AppError };
export const $cardRemoval = atom<CardRemoval>({ status: 'idle' });
export async function removeCard(id: number): Promise<void> {
  $cardRemoval.set({ status: 'removing' });
  try {
    await deleteCard(id);
    $cardRemoval.set({ status: 'removed' });
  } catch (err) {
    $cardRemoval.set({ status: 'failed', error: paymentError(err) });
  }
  await loadCards();
}

type PaymentAction = 'subscribe' | 'unsubscribe';
/** docs/product.md#states Payment: waiting, then success or failure. */
type PaymentState =
  | { status: 'idle' }
  | { status: 'waiting'; action: PaymentAction; ids: number[] }
  | { status: 'success'; action: PaymentAction; ids: number[] }
  | { status: 'failure'; action: PaymentAction; ids: number[]; error: AppError };
export const $payment = atom<PaymentState>({ status: 'idle' });
export const resetPayment = (): void => $payment.set({ status: 'idle' });

/** The API's refusals as the client's errors: no card, the card refused, the profile may not buy. */
function paymentError(err: unknown): AppError {
  if (err instanceof AppError && err.apiCode === 'no_payment_card') return new AppError({ code: ErrorCode.NO_PAYMENT_CARD, status: 402, apiCode: err.apiCode, source: 'payment' });
  if (err instanceof AppError && err.apiCode === 'payment_failed') return new AppError({ code: ErrorCode.PAYMENT_FAILED, status: 402, apiCode: err.apiCode, source: 'payment' });
  if (err instanceof AppError) return err;
  return new AppError({ code: ErrorCode.OPERATION_FAILED, message: String(err), source: 'payment' });
}

/** Fetches what depends on the subscriptions again: products, the customer's list, channels. */
async function refreshRights(): Promise<void> {
  const l = lang();
  await Promise.all([loadProductGroups(true), loadCustomerProducts(), channelList.run(() => fetchChannels(l))]);
}

const quote = fetchStore<{ key: string; quote: OrderQuoteJson | null }>('order-quote', { key: '', quote: null });
/** The quote of the order being looked at: the step-3 summary and its confirmation read the same one. */
export const $quote = quote.$store;
export const quoteKey = (o: OrderLines): string => `${[...o.add].sort().join(',')}|${[...o.remove].sort().join(',')}|${lang()}|${$session.get().token ?? ''}`;
/** Asks the server what the order would change (again when `force`, e.g. after an order). */
export function loadQuote(o: OrderLines, force = false): void {
  const key = quoteKey(o);
  const cur = $quote.get();
  if (!force && cur.data.key === key && (cur.loading || (cur.loaded && !cur.error))) return;
  void quote.run(async () => {
    await whenContent();
    return { key, quote: await fetchQuote(o, lang()) };
  });
}

/** A key for one order: the same confirmation sent again (a retry) is never charged twice. */
export function newOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Places the order (what it adds and ends) with the PIN, in one request. False when the server
 * refused the PIN (the PIN dialog stays open with the reason); true when the payment ended, well or
 * not ($payment says which).
 */
export async function order(o: OrderLines, pin: string, key: string): Promise<boolean> {
  const action: PaymentAction = o.add.length ? 'subscribe' : 'unsubscribe';
  const ids = [...o.add, ...o.remove];
  $payment.set({ status: 'waiting', action, ids });
  try {
    await placeOrder(o, pin, key, lang(), paymentCardId());
  } catch (err) {
    if (notePinRefusal(err)) {
      $payment.set({ status: 'idle' });
      return false;
    }
    $payment.set({ status: 'failure', action, ids, error: paymentError(err) });
    return true;
  }
  notePinRefusal(null);
  $payment.set({ status: 'success', action, ids });
  await refreshRights();
  return true;
}
