// The not-purchased dialog's state (docs/product.md#states Payment, #roles, #errors): the offers for a VoD item, the chosen
// product confirmed with the PIN on the server, then payment waiting -> success | failure. After a
// success the stores that hold the item's rights load again ($vodItem, the series, the purchases)
// and `$purchaseDone` tells a player that refused the item to play it, without a page reload.
// Views call these actions; the server decides everything (may the profile buy, card, PIN tries).
import { atom } from 'nanostores';
import { fetchStore } from '../api/fetch-store';
import { buyOffer, fetchOfferGroups, fetchProduct, fetchPurchases, type PurchaseJson, type PurchaseProduct } from '../api/purchase';
import { newOrderKey } from './products';
import { AppError, ErrorCode } from '../errors';
import { $locale } from '../i18n';
import { $userinfo } from './auth';
import { notePinRefusal } from './pin';
import { $canPay, paymentCardId } from './products';
import { $series, loadSeries, loadVodItem } from './vod';
import { viewerKey, whenViewerReady } from './smartrows';

/** The item a purchase is for (the fields of `vod/{id}` it needs). */
interface PurchaseItem {
  id: number;
  type: 'svod' | 'tvod' | 'free';
  provider_id: number;
  group_id?: number | null;
}

/** An offer the dialog lists: rent / buy (tvod), or a package that carries the item's provider (svod). */
export interface Offer extends PurchaseProduct {
  kind: 'rent' | 'buy' | 'package';
  /** The package's group name (base plans, extra packages). */
  groupName: string;
}

/** Why a payment did not go through, as the dialog explains it. */
type PurchaseFailure = 'no_card' | 'payment_failed' | 'may_not_buy' | 'holder_only' | 'profile_required' | 'other';

/** `owner`: which element's dialog shows it (a page may hold a details element and a player). */
export type PurchaseState = { owner: string } & (
  | { step: 'closed' }
  | { step: 'offers'; item: PurchaseItem }
  | { step: 'confirm'; item: PurchaseItem; offer: Offer }
  | { step: 'waiting'; item: PurchaseItem; offer: Offer }
  | { step: 'success'; item: PurchaseItem; offer: Offer }
  | { step: 'failure'; item: PurchaseItem; offer: Offer; reason: PurchaseFailure; error: AppError }
);

export const $purchase = atom<PurchaseState>({ owner: '', step: 'closed' });
/** The last item bought or subscribed on this page (a player that refused it plays it then). */
export const $purchaseDone = atom<{ vodId: number; n: number } | null>(null);

const offers = fetchStore<{ key: string; offers: Offer[] } | null>('purchase.offers', null);
/** The offers of the item the dialog is open for (request state). */
export const $offers = offers.$store;

const offersKey = (item: PurchaseItem) => `${viewerKey()}#${item.id}`;

/** Loads the offers for `item` (again when `force` or when they failed). */
export function loadOffers(item: PurchaseItem, force = false): void {
  const key = offersKey(item);
  const cur = $offers.get();
  if (!force && cur.data?.key === key && !cur.error) return;
  void offers.run(async () => {
    await whenViewerReady();
    const lang = $locale.get();
    const customerId = $userinfo.get().data.customer_id;
    const filter = item.type === 'tvod' ? { tvodId: item.id } : { vodProviderId: item.provider_id };
    const groups = await fetchOfferGroups(filter, customerId, lang);
    const list: Offer[] = groups.items.flatMap((g) =>
      g.products
        .filter((p) => !p.subscribed)
        .map((p) => ({ ...p, groupName: g.name, kind: g.kind === 'tvod' ? (p.purchase_options.includes('buy') ? 'buy' : 'rent') : 'package' })),
    );
    return { key, offers: list };
  });
}

/**
 * Opens the not-purchased dialog for `item` with its offers; with `want` (the Rent or Buy button
 * the viewer pressed) that offer goes straight to the PIN once the offers are there.
 */
export function openPurchase(item: PurchaseItem, want?: Offer['kind'], owner = ''): void {
  $purchase.set({ owner, step: 'offers', item });
  loadOffers(item);
  if (!want) return;
  const pick = () => {
    const s = $offers.get();
    if (s.loading || s.data?.key !== offersKey(item)) return false;
    const cur = $purchase.get();
    // no PIN step for a payment that cannot succeed here: the offers say where to pay
    const offer = $canPay.get() ? s.data.offers.find((o) => o.kind === want) : undefined;
    if (cur.step === 'offers' && cur.item.id === item.id && offer) void chooseOffer(offer);
    return true;
  };
  if (pick()) return;
  const off = $offers.listen(() => {
    if (pick() || $purchase.get().step !== 'offers') off();
  });
}

export function closePurchase(): void {
  $purchase.set({ owner: $purchase.get().owner, step: 'closed' });
}

/** Back from the PIN or a failure to the offers. */
export function backToOffers(): void {
  const s = $purchase.get();
  if (s.step !== 'closed') openPurchase(s.item, undefined, s.owner);
}

/**
 * Chooses an offer: the product as it is sold now (`product-items`), then the PIN confirmation.
 * Resolves false when the product is gone or failed to load (the offers load again).
 */
export async function chooseOffer(offer: Offer): Promise<boolean> {
  const s = $purchase.get();
  if (s.step !== 'offers') return false;
  try {
    const fresh = await fetchProduct(offer.id, $locale.get());
    if (!fresh || fresh.subscribed) {
      loadOffers(s.item, true);
      return false;
    }
    $purchase.set({ owner: s.owner, step: 'confirm', item: s.item, offer: { ...offer, ...fresh } });
    return true;
  } catch (err) {
    console.error('[eteris] purchase.product failed:', (err as Error).message);
    loadOffers(s.item, true);
    return false;
  }
}

function failureOf(err: AppError): PurchaseFailure {
  switch (err.apiCode) {
    case 'no_payment_card':
      return 'no_card';
    case 'payment_failed':
      return 'payment_failed';
    case 'forbidden':
      return 'may_not_buy';
    case 'account_holder_only':
      return 'holder_only';
    case 'profile_required':
      return 'profile_required';
    default:
      return 'other';
  }
}

/** After a success: the item's rights, its series and the purchases load again; players are told. */
function refreshRights(item: PurchaseItem): void {
  loadVodItem(item.id, true);
  const series = $series.get().data;
  if (series && item.group_id && series.group.id === item.group_id) loadSeries(item.group_id, true);
  loadPurchases(true);
  $purchaseDone.set({ vodId: item.id, n: ($purchaseDone.get()?.n ?? 0) + 1 });
}

/**
 * Pays for the chosen offer with `pin`, checked on the server. Resolves false when the server
 * refused the PIN (wrong, or locked: `$pinFeedback` says which, with tries left); true otherwise,
 * with `$purchase` at success or failure (no card, payment failed, profile may not buy...).
 */
let pendingKey = { productId: 0, key: '' };
/** One key per package being bought: a retry of the same confirmation is never charged twice. */
function orderKey(productId: number): string {
  if (pendingKey.productId !== productId) pendingKey = { productId, key: newOrderKey() };
  return pendingKey.key;
}

export async function confirmPurchase(pin: string): Promise<boolean> {
  const s = $purchase.get();
  if (s.step !== 'confirm') return true;
  const { item, offer, owner } = s;
  $purchase.set({ owner, step: 'waiting', item, offer });
  try {
    await buyOffer(offer.kind === 'package' ? { option: 'package', productId: offer.id, key: orderKey(offer.id) } : { option: offer.kind, vodId: item.id }, pin, $locale.get(), paymentCardId());
    notePinRefusal(null);
    pendingKey = { productId: 0, key: '' };
    $purchase.set({ owner, step: 'success', item, offer });
    refreshRights(item);
    return true;
  } catch (e) {
    const err = e instanceof AppError ? e : new AppError({ code: ErrorCode.OPERATION_FAILED, message: String(e), source: 'purchase.subscribe' });
    if (notePinRefusal(err)) {
      $purchase.set({ owner, step: 'confirm', item, offer });
      return false;
    }
    if (err.apiCode === 'already_purchased' || err.apiCode === 'already_subscribed') {
      $purchase.set({ owner, step: 'success', item, offer });
      refreshRights(item);
      return true;
    }
    console.error('[eteris] purchase.subscribe failed:', err.message);
    $purchase.set({ owner, step: 'failure', item, offer, reason: failureOf(err), error: err });
    return true;
  }
}

const purchases = fetchStore<{ key: string; items: PurchaseJson[] }>('purchases', { key: '', items: [] });
/** The customer's active purchases (what was rented until when). */
export const $purchases = purchases.$store;

/** Loads the purchases of the signed-in customer (once per viewer unless `force`). */
export function loadPurchases(force = false): void {
  const key = viewerKey();
  const cur = $purchases.get();
  if (!force && (cur.loading || (cur.data.key === key && cur.loaded && !cur.error))) return;
  void purchases.run(async () => {
    await whenViewerReady();
    return { key, items: (await fetchPurchases()).items };
  });
}
