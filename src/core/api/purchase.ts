// Buying what the viewer wants to watch (docs/product.md#states Payment, #roles, #calls): the offers for a VoD item from
// `client/smartivus/product-groups` (tvod: `filter[tvodid]`, rent or buy the item; svod:
// `filter[vodprovid]`, the packages that carry its provider), the chosen product as it is sold now
// (`product-items`), the PIN-confirmed purchase (a title: POST purchases; a package: an order) and
// the customer's purchases. The PIN goes to the server only, in a request's body, never in an
// address; every rule (may buy, card, PIN tries) is the server's.
import { api } from './client';
import { placeOrder } from './products';
import { PurchaseListSchema, PurchaseOfferGroupsSchema, PurchaseProductItemsSchema } from './schemas';
import type { Lang } from '../names';

export interface PurchaseProduct {
  id: number;
  group_id: number;
  name: string;
  /** euros as whole.cents */
  price: string;
  period: 'month' | 'rental' | 'once';
  contract_months: number;
  subscribed: boolean;
  purchase_options: string[];
}
export interface PurchaseOfferGroups {
  items: { id: number; kind: 'base' | 'extra' | 'tvod'; name: string; products: PurchaseProduct[] }[];
}
export interface PurchaseSubscribed {
  status: 'ok';
  product_id: number;
}
export interface PurchaseJson {
  id: number;
  vod_id: number;
  option: 'rent' | 'buy';
  created: number;
  expires: number | null;
}

/** What is offered for an item: tvod by its id, svod by its provider. */
type OfferFilter = { tvodId: number } | { vodProviderId: number };

export function fetchOfferGroups(filter: OfferFilter, customerId: number, lang: Lang): Promise<PurchaseOfferGroups> {
  const query = {
    customer_id: customerId || undefined,
    lang,
    ...('tvodId' in filter ? { 'filter[tvodid]': filter.tvodId } : { 'filter[vodprovid]': filter.vodProviderId }),
  };
  return api('client/smartivus/product-groups', { query, source: 'purchase.offers', schema: PurchaseOfferGroupsSchema });
}

export async function fetchProduct(id: number, lang: Lang): Promise<PurchaseProduct | null> {
  const r = await api('client/smartivus/product-items', { query: { id, lang }, source: 'purchase.product', schema: PurchaseProductItemsSchema });
  return r.items.find((p) => p.id === id) ?? null;
}

/**
 * Rents or buys a title (`vodId` with `option`), or subscribes to a package (`option` package, by
 * its product id) as a one-line order, confirmed with `pin`. `cardId`: the household's card to charge
 * (without it, the household's default).
 */
export async function buyOffer(o: { option: 'rent' | 'buy'; vodId: number } | { option: 'package'; productId: number; key: string }, pin: string, lang: Lang, cardId?: number): Promise<void> {
  if (o.option === 'package') await placeOrder({ add: [o.productId], remove: [] }, pin, o.key, lang, cardId);
  else await api('purchases', { method: 'POST', form: { vod_id: o.vodId, option: o.option, pin, ...(cardId ? { card_id: cardId } : {}) }, source: 'purchase.subscribe' });
}

/** The customer's active purchases (rentals until they expire). */
export function fetchPurchases(): Promise<{ items: PurchaseJson[] }> {
  return api('purchases', { source: 'purchases', schema: PurchaseListSchema });
}
