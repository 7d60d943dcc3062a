// Products (plans and packages), the customer's subscriptions and payment cards: product-groups /
// product-items, customer-product/quote (what an order changes, as the server counts it) and
// customer-product/order (one POST, the PIN in its body, never in an address), customer-products
// (what the customer has, with dates), payment-cards.
import type { InferOutput } from 'valibot';
import type { Lang } from '../names';
import { api } from './client';
import { CardListSchema, CustomerProductsSchema, OrderQuoteSchema, OrderResultSchema, ProductGroupsSchema, type CardSchema, type CustomerProductSchema, type ProductSchema } from './schemas';

export type ProductJson = InferOutput<typeof ProductSchema>;
export type CustomerProductJson = InferOutput<typeof CustomerProductSchema>;
export type CardJson = InferOutput<typeof CardSchema>;
export type OrderQuoteJson = InferOutput<typeof OrderQuoteSchema>;
export type OrderResultJson = InferOutput<typeof OrderResultSchema>;
export type CardsJson = InferOutput<typeof CardListSchema>;
export interface ProductGroupJson {
  id: number;
  kind: string;
  name: string;
  products: ProductJson[];
}

export interface ProductFilter {
  /** packages that contain this channel */
  chid?: number;
  /** packages that contain this VoD provider (svod) */
  vodprovid?: number;
}

export async function fetchProductGroups(lang: Lang, filter: ProductFilter = {}): Promise<ProductGroupJson[]> {
  const query = { lang, 'filter[chid]': filter.chid, 'filter[vodprovid]': filter.vodprovid };
  return (await api('client/smartivus/product-groups', { query, source: 'products', schema: ProductGroupsSchema })).items;
}

export async function fetchCustomerProducts(lang: Lang): Promise<CustomerProductJson[]> {
  return (await api('client/smartivus/customer-products', { query: { lang }, source: 'customer-products', schema: CustomerProductsSchema })).items;
}

/** The plans and packages an order adds and ends (adding a plan ends the current one). */
export interface OrderLines {
  add: number[];
  remove: number[];
}

export function fetchQuote(o: OrderLines, lang: Lang): Promise<OrderQuoteJson> {
  return api('client/smartivus/customer-product/quote', { query: { add: o.add.join(',') || undefined, remove: o.remove.join(',') || undefined, lang }, source: 'order.quote', schema: OrderQuoteSchema });
}

/** One order, one request; `key` makes a repeat of the same order answer without charging again. */
export function placeOrder(o: OrderLines, pin: string, key: string, lang: Lang, cardId?: number): Promise<OrderResultJson> {
  return api('client/smartivus/customer-product/order', {
    method: 'POST',
    form: { add: o.add.join(','), remove: o.remove.join(','), pin, order_key: key, lang, ...(cardId ? { card_id: cardId } : {}) },
    source: 'order',
    schema: OrderResultSchema,
  });
}

export function fetchCards(lang: Lang): Promise<CardsJson> {
  return api('payment-cards', { query: { lang }, source: 'payment-cards', schema: CardListSchema });
}

/** Makes a card the household's default (the master's); answers the cards again. */
export function postDefaultCard(id: number, lang: Lang): Promise<CardsJson> {
  return api(`payment-cards/${id}/default`, { method: 'POST', query: { lang }, source: 'payment-cards', schema: CardListSchema });
}

export function deleteCard(id: number): Promise<unknown> {
  return api(`payment-cards/${id}`, { method: 'DELETE', source: 'payment-cards' });
}
