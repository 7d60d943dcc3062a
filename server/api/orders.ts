// An order: the plans and packages a household adds and ends in one go, quoted before it is
// confirmed and then applied all or nothing in one store write. Ordering is the master profile's.
//   GET  client/smartivus/customer-product/quote?add&remove&lang -> Quote
//   POST client/smartivus/customer-product/order (form: add, remove, pin, order_key, card_id, lang)
//        -> {status, order_id, nothing_new, replayed, charged, quote}
// add/remove are comma-separated product ids; adding a plan replaces the current one. A quote says
// what the household pays per month before and after, what is new, what is due now, and what
// happens to a contract: its end, the early-termination fee (server/catalogue/products.ts) and
// whether a new contract period starts. A replay never charges twice: the same order_key answers
// what it answered the first time, and an order with nothing new in it charges nothing.
import type { AuthContext, Host } from '../http/host';
import { badRequest, conflict, notFound, validationFailed } from '../http/errors';
import { C, nowS, type SubscriptionRec, type OrderRec } from '../domain/model';
import { earlyTerminationCents, euro, PRODUCT_BY_ID, type Product } from '../catalogue/products';
import { langOf, type Lang } from '../catalogue/rng';
import { apiPrivate, queryLang } from './define';
import { accountHolder, checkHouseholdPin } from './pin';
import { charge, payingCard } from './cards';
import { addMonths } from './products';

const BASE = '/client/smartivus/customer-product';

type Change = 'keep' | 'add' | 'end';

interface Quote {
  lines: { product_id: number; group_id: number; name: string; price: string; contract_months: number; change: Change }[];
  monthly_before: string;
  monthly_after: string;
  monthly_new: string;
  fee: string;
  due_now: string;
  effective: number;
  contract: { product_id: number; name: string; end: number; months_left: number; fee: string } | null;
  new_contract: { product_id: number; months: number; end: number } | null;
  nothing_new: boolean;
}

interface Planned {
  quote: Quote;
  adding: Product[];
  ending: SubscriptionRec[];
  dueCents: number;
}

/** "1,2,3" as distinct ids (the schema has checked the spelling). */
function idList(v: unknown): number[] {
  if (typeof v === 'number') return [v];
  if (typeof v !== 'string' || v === '') return [];
  return [...new Set(v.split(',').map(Number))];
}

/** Months of a contract still to run at `now` (a started month counts whole); 0 once it ended. */
function monthsLeft(created: number, months: number, now: number): number {
  let elapsed = 0;
  while (elapsed < months && addMonths(created, elapsed + 1) <= now) elapsed++;
  return months - elapsed;
}

const isPlan = (p: Product | undefined) => p?.groupId === 1;
const sum = (cents: number[]) => cents.reduce((a, b) => a + b, 0);

/** What the order would change for this household now, with its prices (an empty one: what it pays now). */
export function planOrder(host: Host, ctx: AuthContext, add: number[], remove: number[], lang: Lang): Planned {
  for (const [field, ids] of [['add', add], ['remove', remove]] as const) {
    for (const id of ids) if (!PRODUCT_BY_ID.has(id)) throw notFound(`No such plan or package: ${id} (${field})`);
  }
  if (add.some((id) => remove.includes(id))) throw validationFailed({ remove: 'a product cannot be added and removed at once' });
  if (add.filter((id) => isPlan(PRODUCT_BY_ID.get(id))).length > 1) throw validationFailed({ add: 'one plan at most' });
  const now = nowS();
  const subs = host.store.filter<SubscriptionRec>(C.subscriptions, (s) => s.customerId === ctx.customerId);
  const had = new Set(subs.map((s) => s.productId));
  const adding = add.filter((id) => !had.has(id)).map((id) => PRODUCT_BY_ID.get(id)!);
  const newPlan = adding.find(isPlan);
  // a household has one plan: a new plan ends the current one
  const ending = subs.filter((s) => remove.includes(s.productId) || (newPlan && isPlan(PRODUCT_BY_ID.get(s.productId))));
  const line = (p: Product, change: Change) => ({ product_id: p.id, group_id: p.groupId, name: p.name[lang], price: euro(p.priceCents), contract_months: p.contractMonths, change });
  const lines = [
    ...subs.flatMap((s) => {
      const p = PRODUCT_BY_ID.get(s.productId);
      return p ? [line(p, ending.includes(s) ? 'end' : 'keep')] : [];
    }),
    ...adding.map((p) => line(p, 'add')),
  ];
  const endingPlan = ending.find((s) => isPlan(PRODUCT_BY_ID.get(s.productId)));
  const endingProduct = endingPlan ? PRODUCT_BY_ID.get(endingPlan.productId) : undefined;
  let contract: Quote['contract'] = null;
  let feeCents = 0;
  if (endingPlan && endingProduct?.contractMonths) {
    const left = monthsLeft(endingPlan.created, endingProduct.contractMonths, now);
    feeCents = earlyTerminationCents(endingProduct, left);
    contract = { product_id: endingProduct.id, name: endingProduct.name[lang], end: addMonths(endingPlan.created, endingProduct.contractMonths), months_left: left, fee: euro(feeCents) };
  }
  const price = (id: number) => PRODUCT_BY_ID.get(id)?.priceCents ?? 0;
  const before = sum(subs.map((s) => price(s.productId)));
  const after = sum(subs.filter((s) => !ending.includes(s)).map((s) => price(s.productId))) + sum(adding.map((p) => p.priceCents));
  const fresh = sum(adding.map((p) => p.priceCents));
  const dueCents = fresh + feeCents;
  const quote: Quote = {
    lines,
    monthly_before: euro(before),
    monthly_after: euro(after),
    monthly_new: euro(fresh),
    fee: euro(feeCents),
    due_now: euro(dueCents),
    effective: now,
    contract,
    new_contract: newPlan?.contractMonths ? { product_id: newPlan.id, months: newPlan.contractMonths, end: addMonths(now, newPlan.contractMonths) } : null,
    nothing_new: adding.length === 0 && ending.length === 0,
  };
  return { quote, adding, ending, dueCents };
}

/**
 * Charges what a planned change costs now (new products and a contract's early-termination fee) and
 * applies it in one store write: the card and the PIN are checked first, so a refusal changes nothing.
 * Orders and the single-product subscribe and unsubscribe calls all go through here, so no call
 * ends a contract without its fee.
 */
export function applyOrder(
  host: Host,
  ctx: AuthContext,
  { quote, adding, ending, dueCents }: Planned,
  o: { key?: string | null; add: number[]; remove: number[]; pin: unknown; cardId?: number },
) {
  const card = dueCents > 0 ? payingCard(host, ctx, o.cardId) : null;
  checkHouseholdPin(host, ctx, o.pin);
  if (card) charge(card);
  return host.store.batch(() => {
    for (const s of ending) host.store.delete(C.subscriptions, s.id);
    const subs = adding.map((p) =>
      host.store.insert<Omit<SubscriptionRec, 'id'>>(C.subscriptions, { customerId: ctx.customerId, productId: p.id, purchaseOption: p.contractMonths ? 'contract24' : 'monthly', created: quote.effective }),
    );
    const rec = host.store.insert<Omit<OrderRec, 'id'>>(C.orders, { customerId: ctx.customerId, key: o.key ?? null, add: o.add, remove: o.remove, created: quote.effective, answer: {} });
    const out = { status: 'ok', order_id: rec.id, nothing_new: false, replayed: false, charged: euro(dueCents), quote };
    host.store.update<OrderRec>(C.orders, rec.id, { answer: out });
    return { answer: out, subscriptionId: subs[0]?.id ?? null };
  });
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/** An address ends up in logs and the browser's history: a PIN there is refused, even a right one. */
export function refusePinInAddress(query: { pin?: string }, message: string): void {
  if (query.pin !== undefined) throw badRequest(message, { pin: 'in_address' });
}

export function registerOrders(host: Host): void {
  // read-only, and no more than the household's products and prices already say: any session of it
  apiPrivate(host, 'GET', `${BASE}/quote`, (req, res, ctx, { query }) => {
    const { quote } = planOrder(host, ctx, idList(query.add), idList(query.remove), queryLang(req));
    res.json(200, quote);
  });

  apiPrivate(host, 'POST', `${BASE}/order`, async (req, res, ctx, input) => {
    refusePinInAddress(input.query, 'The PIN goes in the body, never in the address');
    const f: Record<string, unknown> = { ...input.body };
    accountHolder(host, ctx);
    const add = idList(f['add']);
    const remove = idList(f['remove']);
    const key = typeof f['order_key'] === 'string' && f['order_key'] !== '' ? f['order_key'] : null;
    if (key) {
      const prev = host.store.find<OrderRec>(C.orders, (o) => o.customerId === ctx.customerId && o.key === key);
      if (prev && !(sameIds(prev.add, add) && sameIds(prev.remove, remove))) throw conflict('order_key_reused', 'This order key was used for another order');
      if (prev) return res.json(200, { ...prev.answer, replayed: true });
    }
    if (add.length === 0 && remove.length === 0) throw validationFailed({ add: 'nothing is ordered' });
    const planned = planOrder(host, ctx, add, remove, langOf(f['lang']));
    const { quote } = planned;
    if (quote.nothing_new) return res.json(200, { status: 'ok', order_id: null, nothing_new: true, replayed: false, charged: euro(0), quote });
    const { answer } = applyOrder(host, ctx, planned, { key, add, remove, pin: f['pin'], cardId: input.body.card_id });
    res.json(200, answer);
  });
}
