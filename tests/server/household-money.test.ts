// Who decides about the household's money: plans, packages and payment cards are the master
// profile's; a single title is rented or bought by a profile with can_buy and confirmed with the
// household's purchase PIN (the master's PIN, else 0000), never a child's own login PIN. Whatever a
// page sends (any PIN, a forged X-Profile-Id header or _profile cookie), over real HTTP.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, type Checked, type Server, withCheckedBackend, ANNA, JONAS, VAIKAI } from './helpers';

let s: Server;
let c: Checked;
withCheckedBackend((server, client) => ((s = server), (c = client)));

const P = '/api/v1/client/smartivus/customer-product';
const CARD = { number: '5555 5555 5555 4444', exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Jonas' };
const FORGED: Record<string, string>[] = [{}, { 'X-Profile-Id': String(ANNA) }, { Cookie: `_profile=${ANNA}` }];

/** A new session of anna's account acting as `profile` (chosen on the server, with Jonas's PIN). */
async function session(profile: number): Promise<string> {
  const { token } = await login(s.url);
  const r = await call(s.url, `/api/v1/customer/profile/${profile}/select`, { method: 'POST', token, form: profile === JONAS ? { pin: '1234' } : {} });
  assert.equal(r.status, 200, r.text);
  return token;
}
const rent = (token: string, vodId: number, pin: string, headers: Record<string, string> = {}) =>
  c('/api/v1/purchases', { method: 'POST', token, headers, form: { vod_id: vodId, option: 'rent', pin } });
const householdProducts = async (token: string) => ((await c(`/api/v1/client/smartivus/customer-products?lang=en`, { token })).body.items as { product_id: number }[]).map((i) => i.product_id).sort();
const householdCards = async (token: string) => ((await c('/api/v1/payment-cards', { token })).body.items as { id: number }[]).map((i) => i.id);

describe('plans, packages and payment cards belong to the master profile', () => {
  it('Jonas cannot cancel the plan, subscribe a package, change the plan, add or remove a card, with any PIN or claim', async () => {
    const jonas = await session(JONAS);
    const anna = await session(ANNA);
    const products = await householdProducts(anna);
    const cards = await householdCards(anna);
    assert.deepEqual(products, [106, 203]);
    for (const pin of ['1234', '0000', '9999', '']) {
      for (const headers of FORGED) {
        const tries = [
          await c(`${P}/unsubscribe?id=106&customer_id=1001`, { token: jonas, headers: { ...headers, 'X-Eteris-Pin': pin } }),
          await c(`${P}/subscribe?id=202&customer_id=1001&purchase_option=monthly&lang=en`, { token: jonas, headers: { ...headers, 'X-Eteris-Pin': pin } }),
          await c(`${P}/subscribe?id=103&customer_id=1001&purchase_option=monthly&lang=en`, { token: jonas, headers: { ...headers, 'X-Eteris-Pin': pin } }),
          await c('/api/v1/payment-cards', { method: 'POST', token: jonas, headers, form: CARD }),
          await c(`/api/v1/payment-cards/${cards[0]}`, { method: 'DELETE', token: jonas, headers }),
        ];
        for (const r of tries) {
          assert.equal(r.status, 403, `pin ${pin} ${JSON.stringify(headers)}: ${r.text}`);
          assert.equal(r.body.error.code, 'account_holder_only');
        }
      }
    }
    assert.deepEqual(await householdProducts(anna), products, 'nothing changed');
    assert.deepEqual(await householdCards(anna), cards);
    // he still sees what the household has
    assert.deepEqual(await householdProducts(jonas), products);
    assert.deepEqual(await householdCards(jonas), cards);
  });

  it("the master's flow is unchanged: subscribe, cancel, add and remove a card with the household PIN", async () => {
    const anna = await session(ANNA);
    const sub = await c(`${P}/subscribe?id=202&customer_id=1001&purchase_option=monthly&lang=en`, { token: anna, headers: { 'X-Eteris-Pin': '0000' } });
    assert.equal(sub.status, 200, sub.text);
    assert.equal((await c(`${P}/unsubscribe?id=202&customer_id=1001`, { token: anna, headers: { 'X-Eteris-Pin': '0000' } })).status, 200);
    const added = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: CARD });
    assert.equal(added.status, 201, added.text);
    assert.equal((await c(`/api/v1/payment-cards/${added.body.id}`, { method: 'DELETE', token: anna })).status, 204);
    assert.deepEqual(await householdProducts(anna), [106, 203]);
  });
});

describe('a single title is rented by a profile with can_buy, with the household PIN', () => {
  it('a profile without can_buy gets 403 whatever PIN or claim it sends', async () => {
    const vaikai = await session(VAIKAI);
    const anna = await session(ANNA);
    assert.equal((await c(`/api/v1/customer/profile/${JONAS}`, { method: 'PUT', token: anna, form: { can_buy: false } })).status, 200);
    const jonas = await session(JONAS);
    for (const token of [vaikai, jonas]) {
      for (const pin of ['0000', '1234']) {
        for (const headers of FORGED) {
          const r = await rent(token, 16, pin, headers);
          assert.equal(r.status, 403, r.text);
          assert.equal(r.body.error.code, 'forbidden');
        }
      }
    }
    assert.equal((await c(`/api/v1/customer/profile/${JONAS}`, { method: 'PUT', token: anna, form: { can_buy: true } })).status, 200);
    assert.equal((await c('/api/v1/vod/16', { token: anna })).body.purchased, false);
  });

  it('Jonas rents with the household 0000, never with his own login PIN; once the master sets a PIN, with that one', async () => {
    const jonas = await session(JONAS);
    const own = await rent(jonas, 16, '1234');
    assert.equal(own.status, 403, own.text);
    assert.equal(own.body.error.code, 'pin_invalid');
    const household = await rent(jonas, 16, '0000');
    assert.equal(household.status, 201, household.text);
    assert.equal((await c('/api/v1/vod/16', { token: await session(ANNA) })).body.purchased, true);

    const anna = await session(ANNA);
    assert.equal((await c(`/api/v1/customer/profile/${ANNA}`, { method: 'PUT', token: anna, form: { pin: '4321' } })).status, 200);
    try {
      const old = await rent(jonas, 20, '0000');
      assert.equal(old.body.error?.code, 'pin_invalid', old.text);
      assert.equal((await rent(jonas, 20, '1234')).body.error?.code, 'pin_invalid');
      assert.equal((await rent(jonas, 20, '4321')).status, 201);
      // the master confirms with the same PIN
      assert.equal((await rent(anna, 24, '0000')).body.error?.code, 'pin_invalid');
      assert.equal((await rent(anna, 24, '4321')).status, 201);
    } finally {
      await c(`/api/v1/customer/profile/${ANNA}`, { method: 'PUT', token: anna, form: { pin: '' } });
    }
  });
});
