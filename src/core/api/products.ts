// Products (plans and packages), the customer's subscriptions and payment cards (spec §7):
// product-groups / product-items, customer-product/subscribe|unsubscribe (PIN-checked on the
// server), customer-products (what the customer has, with dates), payment-cards.
import type { InferOutput } from 'valibot';
import type { Lang } from '../names';
import { api } from './client';
import { CardListSchema, CustomerProductsSchema, ProductGroupsSchema, SubscribeResultSchema, type CardSchema, type CustomerProductSchema, type ProductSchema } from './schemas';

export type ProductJson = InferOutput<typeof ProductSchema>;
export type CustomerProductJson = InferOutput<typeof CustomerProductSchema>;
export type CardJson = InferOutput<typeof CardSchema>;
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

export function subscribeProduct(id: number, pin: string, lang: Lang, purchaseOption?: string): Promise<unknown> {
  return api('client/smartivus/customer-product/subscribe', { query: { id, pin, lang, purchase_option: purchaseOption }, source: 'subscribe', schema: SubscribeResultSchema });
}

export function unsubscribeProduct(id: number, pin: string): Promise<unknown> {
  return api('client/smartivus/customer-product/unsubscribe', { query: { id, pin }, source: 'unsubscribe', schema: SubscribeResultSchema });
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
