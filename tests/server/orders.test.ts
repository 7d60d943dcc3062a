// Orders of plans and packages: one quote the client shows as it is (the household's monthly total
// after the order, what is new, a contract's end, its early-termination fee and whether a new contract
// period starts), one POST with the PIN in the body applied all or nothing, and a replay that never
// charges twice. Whoever sends it: a child's session, a forged header, the same request again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, type Checked, type Server, withCheckedBackend, ANNA, JONAS, VAIKAI } from './helpers';

let s: Server;
let c: Checked;
withCheckedBackend((server, client) => ((s = server), (c = client)));

const P = '/api/v1/client/smartivus/customer-product';
/** The seeded contract plan (Maximum, 24 months) started on 2025-01-01; Maximum monthly costs 21.49. */
const SEED_STAMP = 1735689600;
const FORGED: Record<string, string>[] = [{}, { 'X-Profile-Id': String(ANNA) }, { Cookie: `_profile=${ANNA}` }];

async function session(profile: number, email = 'anna@example.lt'): Promise<string> {
  const { token } = await login(s.url, email);
  const r = await call(s.url, `/api/v1/customer/profile/${profile}/select`, { method: 'POST', token, form: profile === JONAS ? { pin: '1234' } : {} });
  assert.equal(r.status, 200, r.text);
  return token;
}
const quote = (token: string, q: string, headers: Record<string, string> = {}) => c(`${P}/quote?${q}&lang=en`, { token, headers });
const order = (token: string, form: Record<string, string | number>, headers: Record<string, string> = {}) =>
  c(`${P}/order`, { method: 'POST', token, headers, form: { lang: 'en', ...form } });
const mine = async (token: string) => ((await c('/api/v1/client/smartivus/customer-products?lang=en', { token })).body.items as { product_id: number }[]).map((i) => i.product_id).sort();

/** The same day `months` later, as the contract's end is counted. */
function plusMonths(epochS: number, months: number): number {
  const d = new Date(epochS * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return Math.floor(d.getTime() / 1000);
}
function monthsLeftAt(created: number, months: number, now: number): number {
  let gone = 0;
  while (gone < months && plusMonths(created, gone + 1) <= now) gone++;
  return months - gone;
}
const euros = (cents: number) => (cents / 100).toFixed(2);

describe('the quote says what a plan change does to the contract', () => {
  it('leaving the seeded 24-month contract for a monthly plan: its end, the fee for the months left, no new period', async () => {
    const anna = await session(ANNA);
    const before = Math.floor(Date.now() / 1000);
    const r = await quote(anna, 'add=103');
    const after = Math.floor(Date.now() / 1000);
    assert.equal(r.status, 200, r.text);
    const left = monthsLeftAt(SEED_STAMP, 24, r.body.effective);
    assert.ok(r.body.effective >= before && r.body.effective <= after);
    assert.deepEqual(r.body.contract, { product_id: 106, name: 'Maximum, 24-month contract', end: plusMonths(SEED_STAMP, 24), months_left: left, fee: euros((2149 - 1899) * left) });
    assert.equal(r.body.new_contract, null);
    assert.equal(r.body.fee, euros((2149 - 1899) * left));
    assert.equal(r.body.monthly_before, '24.98');
    assert.equal(r.body.monthly_after, '27.48');
    assert.equal(r.body.monthly_new, '21.49');
    assert.equal(r.body.due_now, euros(2149 + (2149 - 1899) * left));
    assert.deepEqual(r.body.lines.map((l: { product_id: number; change: string }) => [l.product_id, l.change]), [[106, 'end'], [203, 'keep'], [103, 'add']]);
  });

  it('a new contract starts a new 24-month period; leaving it at once costs 24 months of its discount; going back starts another', async () => {
    const anna = await session(ANNA);
    const toContract = await quote(anna, 'add=105');
    assert.equal(toContract.status, 200, toContract.text);
    assert.deepEqual(toContract.body.new_contract, { product_id: 105, months: 24, end: plusMonths(toContract.body.effective, 24) });
    const placed = await order(anna, { add: 105, pin: '0000' });
    assert.equal(placed.status, 200, placed.text);
    assert.deepEqual(await mine(anna), [105, 203]);

    const toMonthly = await quote(anna, 'add=102');
    assert.equal(toMonthly.status, 200, toMonthly.text);
    assert.equal(toMonthly.body.contract.product_id, 105);
    assert.equal(toMonthly.body.contract.months_left, 24);
    assert.equal(toMonthly.body.contract.fee, '48.00', '(14.99 - 12.99) x 24');
    assert.equal(toMonthly.body.new_contract, null);
    const moved = await order(anna, { add: 102, pin: '0000' });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.charged, '62.99', 'the first month of 14.99 and the fee of 48.00');

    const back = await quote(anna, 'add=105');
    assert.equal(back.body.contract, null, 'a monthly plan has no contract to end');
    assert.equal(back.body.new_contract.months, 24);
    assert.equal(back.body.fee, '0.00');

    const cancel = await quote(anna, 'remove=102');
    assert.equal(cancel.body.contract, null);
    assert.equal(cancel.body.due_now, '0.00');
    assert.equal(cancel.body.monthly_after, '5.99');
    // back to the seeded plan for the other tests
    assert.equal((await order(anna, { add: 106, pin: '0000' })).status, 200);
  });
});

describe('one order is one request, all or nothing', () => {
  it('the quote and the order answer the same totals: the monthly total after, and what is new', async () => {
    const anna = await session(ANNA);
    const q = await quote(anna, 'add=201,202');
    assert.equal(q.status, 200, q.text);
    assert.equal(q.body.monthly_after, euros(1899 + 599 + 499 + 699));
    assert.equal(q.body.monthly_new, euros(499 + 699));
    const r = await order(anna, { add: '201,202', pin: '0000' });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.quote.monthly_after, q.body.monthly_after);
    assert.equal(r.body.quote.monthly_new, q.body.monthly_new);
    assert.equal(r.body.charged, q.body.due_now);
    assert.deepEqual(await mine(anna), [106, 201, 202, 203]);
    assert.equal((await order(anna, { remove: '201,202', pin: '0000' })).status, 200);
    assert.deepEqual(await mine(anna), [106, 203]);
  });

  it('a failing payment, a wrong PIN or an unknown product leaves everything as it was', async () => {
    const anna = await session(ANNA);
    const failing = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: { number: '4000 0000 0000 0341', exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' } });
    assert.equal(failing.status, 201, failing.text);
    try {
      const declined = await order(anna, { add: '201,202,103', card_id: failing.body.id, pin: '0000' });
      assert.equal(declined.status, 402, declined.text);
      assert.equal(declined.body.error.code, 'payment_failed');
    } finally {
      assert.equal((await c(`/api/v1/payment-cards/${failing.body.id}`, { method: 'DELETE', token: anna })).status, 204);
    }
    const wrongPin = await order(anna, { add: '201,202,103', pin: '9999' });
    assert.equal(wrongPin.status, 403, wrongPin.text);
    assert.equal(wrongPin.body.error.code, 'pin_invalid');
    const unknown = await order(anna, { add: '201,999', pin: '0000' });
    assert.equal(unknown.status, 404, unknown.text);
    const twoPlans = await order(anna, { add: '101,102', pin: '0000' });
    assert.equal(twoPlans.status, 400, twoPlans.text);
    const notIds = await order(anna, { add: '201;202', pin: '0000' });
    assert.equal(notIds.status, 400, notIds.text);
    assert.deepEqual(await mine(anna), [106, 203]);
  });

  it('a PIN in the address is refused, even the right one', async () => {
    const anna = await session(ANNA);
    const r = await c(`${P}/order?pin=0000`, { method: 'POST', token: anna, form: { add: 201, pin: '0000' } });
    assert.equal(r.status, 400, r.text);
    assert.deepEqual(await mine(anna), [106, 203]);
  });

  it('the single-product calls take the PIN in a header; one in the address is refused, nothing applied', async () => {
    const anna = await session(ANNA);
    const bought = async () => ((await c('/api/v1/purchases', { token: anna })).body.items as { vod_id: number }[]).map((i) => i.vod_id);
    const before = await bought();
    assert.ok(!before.includes(20));
    const rental = `${P}/subscribe?id=${1_000_000 + 20 * 10 + 1}&customer_id=1001`;
    const asked = [`${P}/subscribe?id=201&customer_id=1001&lang=en`, `${P}/unsubscribe?id=203&customer_id=1001`, rental];
    for (const url of asked) {
      const r = await c(`${url}&pin=0000`, { token: anna, headers: { 'X-Eteris-Pin': '0000' } });
      assert.equal(r.status, 400, r.text);
      assert.equal(r.body.error.fields.pin, 'in_address');
      const notFour = await c(url, { token: anna, headers: { 'X-Eteris-Pin': '00000' } });
      assert.equal(notFour.status, 400, notFour.text);
      assert.equal(notFour.body.error.code, 'validation_failed');
    }
    assert.deepEqual(await mine(anna), [106, 203]);
    assert.deepEqual(await bought(), before);
    const wrong = await c(rental, { token: anna, headers: { 'X-Eteris-Pin': '9999' } });
    assert.equal(wrong.body.error.code, 'pin_invalid');
    const rented = await c(rental, { token: anna, headers: { 'X-Eteris-Pin': '0000' } });
    assert.equal(rented.status, 200, rented.text);
    assert.deepEqual(await bought(), [...before, 20]);
  });
});

describe('a replayed order never charges twice', () => {
  it('the same order_key answers the first answer; another order under it is refused', async () => {
    const anna = await session(ANNA);
    const first = await order(anna, { add: 204, pin: '0000', order_key: 'k-204-first' });
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.charged, '2.49');
    const again = await order(anna, { add: 204, pin: '0000', order_key: 'k-204-first' });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.replayed, true);
    assert.equal(again.body.order_id, first.body.order_id);
    const other = await order(anna, { add: 201, pin: '0000', order_key: 'k-204-first' });
    assert.equal(other.status, 409, other.text);
    assert.equal(other.body.error.code, 'order_key_reused');
    // the same body without a key: nothing new, nothing charged
    const plain = await order(anna, { add: 204, pin: '0000' });
    assert.equal(plain.status, 200, plain.text);
    assert.equal(plain.body.nothing_new, true);
    assert.equal(plain.body.charged, '0.00');
    assert.deepEqual(await mine(anna), [106, 203, 204]);
    assert.equal((await order(anna, { remove: 204, pin: '0000' })).status, 200);
  });
});

describe('only the account holder orders', () => {
  it('Jonas and Vaikai get 403 for an order, with any PIN or forged claim; nothing changes', async () => {
    const anna = await session(ANNA);
    for (const token of [await session(JONAS), await session(VAIKAI)]) {
      for (const headers of FORGED) {
        // a quote only reads what the household has and what it would cost
        assert.equal((await quote(token, 'add=103', headers)).status, 200);
        for (const pin of ['0000', '1234']) {
          const r = await order(token, { add: '201', remove: '203', pin }, headers);
          assert.equal(r.status, 403, r.text);
          assert.equal(r.body.error.code, 'account_holder_only');
        }
      }
    }
    assert.deepEqual(await mine(anna), [106, 203]);
  });

  it('petras (no card) is told before any PIN; ending a monthly plan needs no card', async () => {
    const petras = await session(4, 'petras@example.lt');
    const r = await order(petras, { add: 201, pin: '9999' });
    assert.equal(r.status, 402, r.text);
    assert.equal(r.body.error.code, 'no_payment_card');
    const q = await quote(petras, 'remove=101');
    assert.equal(q.body.due_now, '0.00');
    assert.equal(q.body.contract, null);
  });
});

describe('the single-product calls charge what an order would', () => {
  it("ending a new 24-month contract through subscribe or unsubscribe costs its fee; a refused payment ends nothing", async () => {
    const anna = await session(ANNA);
    const [good] = (await c('/api/v1/payment-cards?lang=en', { token: anna })).body.items as { id: number }[];
    assert.equal((await order(anna, { add: 104, pin: '0000' })).status, 200, 'a fresh Basic 24-month contract');
    const fee = euros((999 - 849) * 24);
    assert.equal((await quote(anna, 'remove=104')).body.fee, fee);
    const failing = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: { number: '4000 0000 0000 0341', exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' } });
    assert.equal(failing.status, 201, failing.text);
    assert.equal((await c(`/api/v1/payment-cards/${failing.body.id}/default`, { method: 'POST', token: anna })).status, 200);
    try {
      const cancel = await c(`${P}/unsubscribe?id=104&customer_id=1001`, { token: anna, headers: { 'X-Eteris-Pin': '0000' } });
      assert.equal(cancel.status, 402, cancel.text);
      assert.equal(cancel.body.error.code, 'payment_failed');
      assert.deepEqual(await mine(anna), [104, 203], 'the contract is still there');
      const change = await c(`${P}/subscribe?id=101&customer_id=1001&lang=en&card_id=${good!.id}`, { token: anna, headers: { 'X-Eteris-Pin': '0000' } });
      assert.equal(change.status, 200, change.text);
      assert.equal(change.body.charged, euros(999 + (999 - 849) * 24));
      assert.deepEqual(await mine(anna), [101, 203]);
      const monthly = await c(`${P}/unsubscribe?id=101&customer_id=1001`, { token: anna, headers: { 'X-Eteris-Pin': '0000' } });
      assert.equal(monthly.status, 200, 'a monthly plan ends with nothing to pay, whatever the card');
      assert.equal(monthly.body.charged, '0.00');
    } finally {
      await c(`/api/v1/payment-cards/${good!.id}/default`, { method: 'POST', token: anna });
      await c(`/api/v1/payment-cards/${failing.body.id}`, { method: 'DELETE', token: anna });
    }
  });
});
