// Product groups and items, subscribe/unsubscribe and VoD purchases (all PIN-checked with the
// household's purchase PIN). Plans and packages are the master profile's (403 account_holder_only
// for any other); a single title may be rented or bought by a profile with can_buy.
//   GET client/smartivus/product-groups?customer_id&lang&filter[chid]&filter[vodprovid]|filter[tvodid]
//     -> {items: [{id, kind, name, products: [Product]}]}
//   GET client/smartivus/product-items?id&lang -> {items: [Product]} (id = group id or product id)
//   GET client/smartivus/customer-product/subscribe?id&customer_id&purchase_option&lang -> {status, ...}
//   GET client/smartivus/customer-product/unsubscribe?id&customer_id -> {status}
//     (the PIN in the X-Eteris-Pin header; a pin in the address is refused: 400 in_address)
//   GET client/smartivus/customer-products?lang -> {items: [{id, product_id, name, price, created, contract_end, ...}]}
//   POST purchases (form: vod_id, option rent|buy, pin, card_id?) -> 201 {status, purchase}
// A payment is charged to the card its card_id names (the household's) or the household's default.
// tvod products have ids 1000000 + vod_id * 10 + (1 rent | 2 buy).
// Every refusal that does not depend on the PIN (no profile chosen, may not buy, unknown, already
// owned, not subscribed, no card) comes before the PIN check, so a wrong and a right PIN get the same
// answer; the PIN check itself is the PIN service's (counted tries, lockout).
import type { AuthContext, Host } from '../http/host';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../http/errors';
import { C, nowS, type PurchaseRec, type SubscriptionRec } from '../domain/model';
import { euro, VOD_PROVIDERS, PRODUCT_BY_ID, PRODUCT_GROUPS, PRODUCTS, type Product } from '../catalogue/products';
import { VOD_BY_ID, type VodItem } from '../catalogue/vod';
import type { Lang } from '../catalogue/rng';
import { apiBoth, apiPrivate, queryLang } from './define';
import { accountHolder, buyingProfile, checkHouseholdPin } from './pin';
import { charge, payingCard } from './cards';
import { applyOrder, planOrder, refusePinInAddress, registerOrders } from './orders';

const BASE = '/client/smartivus';
const TVOD = 1_000_000;
const RENT_SECONDS = 48 * 3600;

function productJson(p: Product, lang: Lang, ctx: AuthContext | null) {
  return {
    id: p.id,
    group_id: p.groupId,
    name: p.name[lang],
    description: p.description[lang],
    price: euro(p.priceCents),
    currency: 'EUR',
    period: 'month',
    contract_months: p.contractMonths,
    channel_ids: p.channelIds,
    vod_provider_ids: p.vodProviderIds,
    vod_providers: p.vodProviderIds.flatMap((id) => VOD_PROVIDERS.filter((v) => v.id === id).map((v) => ({ id: v.id, name: v.name }))),
    subscribed: !!ctx?.subscribedProductIds.has(p.id),
    purchase_options: [p.contractMonths ? 'contract24' : 'monthly'],
  };
}

function tvodProducts(v: VodItem, lang: Lang, ctx: AuthContext | null) {
  const owned = !!ctx?.purchasedVodIds.has(v.id);
  const t = { rent: { lt: 'Nuoma 48 val.', en: 'Rent for 48 h', ru: 'Прокат на 48 ч' }, buy: { lt: 'Pirkti', en: 'Buy', ru: 'Купить' } };
  return (['rent', 'buy'] as const).map((opt, i) => ({
    id: TVOD + v.id * 10 + i + 1,
    group_id: TVOD + v.id * 10,
    name: `${t[opt][lang]}: ${v.title[lang]}`,
    description: v.description[lang],
    price: euro((opt === 'rent' ? v.rentCents : v.buyCents) ?? 0),
    currency: 'EUR',
    period: opt === 'rent' ? 'rental' : 'once',
    contract_months: 0,
    channel_ids: [] as number[],
    vod_provider_ids: [v.providerId],
    subscribed: owned,
    purchase_options: [opt],
  }));
}

/** The same day `months` later (epoch seconds, UTC): a contract's end. */
export function addMonths(s: number, months: number): number {
  const d = new Date(s * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return Math.floor(d.getTime() / 1000);
}

const PIN_IN_ADDRESS = 'The PIN goes in the X-Eteris-Pin header, never in the address';
/** The PIN of a GET subscribe or unsubscribe (validated as 4 digits against the OpenAPI document). */
function headerPin(req: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const h = req.headers['x-eteris-pin'];
  return Array.isArray(h) ? h[0] : h;
}

function checkCustomer(query: { customer_id?: number }, ctx: AuthContext): void {
  const c = query.customer_id;
  if (c !== undefined && c !== ctx.customerId) throw forbidden('customer_id does not match the token');
}

function buyVod(host: Host, ctx: AuthContext, v: VodItem, option: 'rent' | 'buy', pin: unknown, cardId?: number): PurchaseRec {
  if (v.type !== 'tvod') throw badRequest('This item is not for sale', { vod_id: 'not_tvod' });
  const profile = buyingProfile(host, ctx);
  if (ctx.purchasedVodIds.has(v.id)) throw conflict('already_purchased', 'Already purchased');
  const card = payingCard(host, ctx, cardId);
  checkHouseholdPin(host, ctx, pin);
  charge(card);
  const now = nowS();
  return host.store.insert<Omit<PurchaseRec, 'id'>>(C.purchases, {
    customerId: ctx.customerId,
    profileId: profile.id,
    vodId: v.id,
    option,
    created: now,
    expires: option === 'rent' ? now + RENT_SECONDS : null,
  }) as PurchaseRec;
}

export function registerProducts(host: Host): void {
  registerOrders(host);
  apiBoth(host, 'GET', `${BASE}/product-groups`, (req, res, ctx, input) => {
    const lang = queryLang(req);
    const q = input.query;
    const tvodId = q['filter[tvodid]'];
    if (tvodId !== undefined) {
      const v = VOD_BY_ID.get(tvodId);
      if (!v || v.type !== 'tvod') return res.json(200, { items: [] });
      return res.json(200, { items: [{ id: TVOD + v.id * 10, kind: 'tvod', name: v.title[lang], products: tvodProducts(v, lang, ctx) }] });
    }
    let list = PRODUCTS;
    const ch = q['filter[chid]'];
    if (ch !== undefined) list = list.filter((p) => p.channelIds.includes(ch));
    const prov = q['filter[vodprovid]'];
    if (prov !== undefined) list = list.filter((p) => p.vodProviderIds.includes(prov));
    const items = PRODUCT_GROUPS.map((g) => ({
      id: g.id,
      kind: g.kind,
      name: g.name[lang],
      products: list.filter((p) => p.groupId === g.id).map((p) => productJson(p, lang, ctx)),
    })).filter((g) => g.products.length > 0);
    res.json(200, { items });
  });

  apiBoth(host, 'GET', `${BASE}/product-items`, (req, res, ctx, input) => {
    const { id } = input.query;
    const lang = queryLang(req);
    const group = PRODUCT_GROUPS.find((g) => g.id === id);
    if (group) return res.json(200, { items: PRODUCTS.filter((p) => p.groupId === id).map((p) => productJson(p, lang, ctx)) });
    const p = PRODUCT_BY_ID.get(id);
    if (p) return res.json(200, { items: [productJson(p, lang, ctx)] });
    const v = id > TVOD ? VOD_BY_ID.get(Math.floor((id - TVOD) / 10)) : undefined;
    if (v && v.type === 'tvod') return res.json(200, { items: tvodProducts(v, lang, ctx).filter((x) => x.id === id || x.group_id === id) });
    throw notFound('No such product');
  });

  apiPrivate(host, 'GET', `${BASE}/customer-product/subscribe`, (req, res, ctx, input) => {
    refusePinInAddress(input.query, PIN_IN_ADDRESS);
    checkCustomer(input.query, ctx);
    const { id } = input.query;
    if (id > TVOD) {
      const v = VOD_BY_ID.get(Math.floor((id - TVOD) / 10));
      const opt = id % 10 === 1 ? 'rent' : id % 10 === 2 ? 'buy' : null;
      if (!v || !opt) throw notFound('No such product');
      const purchase = buyVod(host, ctx, v, opt, headerPin(req), input.query.card_id);
      return res.json(200, { status: 'ok', product_id: id, customer_id: ctx.customerId, purchase_id: purchase.id, expires: purchase.expires, charged: euro((opt === 'rent' ? v.rentCents : v.buyCents) ?? 0) });
    }
    const p = PRODUCT_BY_ID.get(id);
    if (!p) throw notFound('No such product');
    accountHolder(host, ctx);
    if (ctx.subscribedProductIds.has(p.id)) throw conflict('already_subscribed', 'Already subscribed');
    const offered = p.contractMonths ? 'contract24' : 'monthly';
    const option = input.query.purchase_option ?? offered;
    if (option !== offered) throw validationFailed({ purchase_option: `this product is sold as ${offered}` });
    // a new plan ends the current one, and a contract ended early costs its fee, as in an order
    const planned = planOrder(host, ctx, [p.id], [], queryLang(req));
    const { answer, subscriptionId } = applyOrder(host, ctx, planned, { add: [p.id], remove: [], pin: headerPin(req), cardId: input.query.card_id });
    res.json(200, { status: 'ok', product_id: p.id, customer_id: ctx.customerId, subscription_id: subscriptionId, charged: answer.charged });
  });

  apiPrivate(host, 'GET', `${BASE}/customer-products`, (req, res, ctx) => {
    const lang = queryLang(req);
    const items = host.store
      .filter<SubscriptionRec>(C.subscriptions, (s) => s.customerId === ctx.customerId)
      .flatMap((s) => {
        const p = PRODUCT_BY_ID.get(s.productId);
        if (!p) return [];
        return [{ id: s.id, product_id: p.id, group_id: p.groupId, name: p.name[lang], price: euro(p.priceCents), purchase_option: p.contractMonths ? 'contract24' : 'monthly', contract_months: p.contractMonths, created: s.created, contract_end: p.contractMonths ? addMonths(s.created, p.contractMonths) : null }];
      });
    res.json(200, { items });
  });

  apiPrivate(host, 'GET', `${BASE}/customer-product/unsubscribe`, (req, res, ctx, input) => {
    refusePinInAddress(input.query, PIN_IN_ADDRESS);
    checkCustomer(input.query, ctx);
    const { id } = input.query;
    accountHolder(host, ctx);
    const sub = host.store.find<SubscriptionRec>(C.subscriptions, (s) => s.customerId === ctx.customerId && s.productId === id);
    if (!sub) throw notFound('Not subscribed to this product');
    const planned = planOrder(host, ctx, [], [id], queryLang(req));
    const { answer } = applyOrder(host, ctx, planned, { add: [], remove: [id], pin: headerPin(req), cardId: input.query.card_id });
    res.json(200, { status: 'ok', product_id: id, customer_id: ctx.customerId, charged: answer.charged });
  });

  apiPrivate(host, 'POST', '/purchases', (_req, res, ctx, input) => {
    const f = input.body;
    const v = VOD_BY_ID.get(f.vod_id);
    if (!v) throw notFound('No such VoD item');
    const p = buyVod(host, ctx, v, f.option, f.pin, f.card_id);
    res.json(201, { status: 'ok', purchase: { id: p.id, vod_id: p.vodId, option: p.option, created: p.created, expires: p.expires } });
  });

  apiPrivate(host, 'GET', '/purchases', (_req, res, ctx) => {
    const now = nowS();
    const items = host.store
      .filter<PurchaseRec>(C.purchases, (p) => p.customerId === ctx.customerId && (p.expires === null || p.expires > now))
      .map((p) => ({ id: p.id, vod_id: p.vodId, option: p.option, created: p.created, expires: p.expires }));
    res.json(200, { items });
  });
}
