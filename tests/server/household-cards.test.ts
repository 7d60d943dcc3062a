// The household's cards: one default card (the master's choice), a payment charged to the card it
// names (the household's) or the default, the same card never attached twice, and a customer who
// cannot attach a card here told where to pay. Over real HTTP, whatever a page sends.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, seededDataDir, startServer, type Checked, type Server, withCheckedBackend, ANNA, JONAS } from './helpers';

let s: Server;
let c: Checked;
withCheckedBackend((server, client) => ((s = server), (c = client)));

const FAILING = { number: '4000 0000 0000 0341', exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' };
const FORGED: Record<string, string>[] = [{}, { 'X-Profile-Id': String(ANNA) }, { Cookie: `_profile=${ANNA}` }];

interface Card {
  id: number;
  last4: string;
  default: boolean;
}
interface Cards {
  items: Card[];
  can_pay: boolean;
  can_add: boolean;
  customer_service: { phone: string; email: string; address: string };
}

async function session(profile: number, email = 'anna@example.lt'): Promise<string> {
  const { token } = await login(s.url, email);
  const r = await call(s.url, `/api/v1/customer/profile/${profile}/select`, { method: 'POST', token, form: profile === JONAS ? { pin: '1234' } : {} });
  assert.equal(r.status, 200, r.text);
  return token;
}
const cards = async (token: string, lang = 'en') => (await c(`/api/v1/payment-cards?lang=${lang}`, { token })).body as Cards;
const rent = (token: string, vodId: number, form: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
  c('/api/v1/purchases', { method: 'POST', token, headers, form: { vod_id: vodId, option: 'rent', pin: '0000', ...form } });
const makeDefault = (token: string, id: number | string, headers: Record<string, string> = {}) =>
  c(`/api/v1/payment-cards/${id}/default?lang=en`, { method: 'POST', token, headers });

describe('one default card, chosen by the master; a payment names its card or uses the default', () => {
  it('with a good and a failing card, the default (good) one is charged, and the failing one only when named or chosen', async () => {
    const anna = await session(ANNA);
    const [seeded] = (await cards(anna)).items;
    assert.ok(seeded?.default, 'the first card is the default');
    const added = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: FAILING });
    assert.equal(added.status, 201, added.text);
    assert.equal(added.body.default, false, 'a second card does not take over');

    assert.equal((await rent(anna, 28)).status, 201, 'charged to the default, not the newest');
    const named = await rent(anna, 32, { card_id: added.body.id });
    assert.equal(named.status, 402, named.text);
    assert.equal(named.body.error.code, 'payment_failed');

    const chosen = await makeDefault(anna, added.body.id);
    assert.equal(chosen.status, 200, chosen.text);
    assert.deepEqual((chosen.body as Cards).items.map((i) => [i.id, i.default]), [[seeded.id, false], [added.body.id, true]]);
    assert.equal((await rent(anna, 32)).body.error?.code, 'payment_failed');
    assert.equal((await rent(anna, 32, { card_id: seeded.id })).status, 201);

    assert.equal((await makeDefault(anna, seeded.id)).status, 200);
    assert.equal((await c(`/api/v1/payment-cards/${added.body.id}`, { method: 'DELETE', token: anna })).status, 204);
  });

  it("Jonas cannot choose the default, whatever he claims; nobody charges another household's card", async () => {
    const jonas = await session(JONAS);
    const anna = await session(ANNA);
    const before = await cards(anna);
    const annas = before.items[0]!.id;
    for (const headers of FORGED) {
      const r = await makeDefault(jonas, annas, headers);
      assert.equal(r.status, 403, r.text);
      assert.equal(r.body.error.code, 'account_holder_only');
    }
    // anna's card from petras's household, a card that does not exist, nonsense
    const petras = await session(4, 'petras@example.lt');
    assert.equal((await makeDefault(petras, annas)).status, 404, "not petras's card");
    assert.equal((await makeDefault(anna, 'x')).status, 400);
    const foreign = await rent(petras, 36, { card_id: annas });
    assert.equal(foreign.status, 404, foreign.text);
    assert.equal((await rent(jonas, 36, { card_id: 999999 })).status, 404);
    assert.equal((await rent(jonas, 36, { card_id: 'x' })).status, 400);
    const sub = await c('/api/v1/client/smartivus/customer-product/subscribe?id=201&customer_id=1002&purchase_option=monthly&card_id=' + annas, { token: petras, headers: { 'X-Eteris-Pin': '0000' } });
    assert.equal(sub.status, 404, sub.text);
    assert.deepEqual(await cards(anna), before, 'nothing changed');
    assert.equal((await c('/api/v1/vod/36', { token: anna })).body.purchased, false);
    assert.equal((await c('/api/v1/vod/36', { token: petras })).body.purchased, false);
  });
});

describe('only a customer of the card group attaches a card on the site', () => {
  it('petras (not in group 15) gets 403 card_not_accepted whatever he sends; anna still adds one', async () => {
    const petras = await session(4, 'petras@example.lt');
    for (const form of [FAILING, { ...FAILING, number: '4111 1111 1111 1111' }, { number: 'x' }]) {
      for (const headers of [{}, { 'X-Customer-Id': '1001' }, { Cookie: '_profile=1' }] as Record<string, string>[]) {
        const r = await c('/api/v1/payment-cards', { method: 'POST', token: petras, headers, form });
        assert.equal(r.status, 403, r.text);
        assert.equal(r.body.error.code, 'card_not_accepted');
        assert.match(r.body.error.message, /customer service/);
      }
    }
    assert.deepEqual((await cards(petras)).items, []);
    const anna = await session(ANNA);
    const added = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: { ...FAILING, number: '5555 5555 5555 4444' } });
    assert.equal(added.status, 201, added.text);
    assert.equal((await c(`/api/v1/payment-cards/${added.body.id}`, { method: 'DELETE', token: anna })).status, 204);
  });
});

describe('the same card is not attached twice', () => {
  it('adding a card already attached is 409 card_exists, replayed or through the hosted page, in the page language', async () => {
    const anna = await session(ANNA);
    const before = await cards(anna);
    const again = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: { number: '4111-1111-1111-1111', exp_month: 11, exp_year: 2041, cvc: '999', holder: 'Anna' } });
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.error.code, 'card_exists');
    const first = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: FAILING });
    assert.equal(first.status, 201);
    const replay = await c('/api/v1/payment-cards', { method: 'POST', token: anna, form: FAILING });
    assert.equal(replay.status, 409);
    assert.equal((await cards(anna)).items.length, before.items.length + 1);

    const { cookie } = await login(s.url);
    const texts = { lt: 'Ši kortelė jau pridėta', en: 'This card is already attached', ru: 'Эта карта уже добавлена' };
    for (const [lang, text] of Object.entries(texts)) {
      const page = await call(s.url, '/client/payment', {
        method: 'POST',
        headers: { Cookie: `eteris_sso=${cookie}` },
        form: { number: '4111 1111 1111 1111', exp_month: '12', exp_year: '2040', cvc: '123', holder: 'Anna', redirect: '/', lang },
      });
      assert.equal(page.status, 409);
      assert.match(page.text, new RegExp(`role="alert">${text}`), lang);
    }
    assert.equal((await cards(anna)).items.length, before.items.length + 1);
    await c(`/api/v1/payment-cards/${first.body.id}`, { method: 'DELETE', token: anna });
  });
});

describe('a store from before card fingerprints', () => {
  it('gets them on start, so the seeded card or an older one added again is 409 card_exists', async () => {
    // the seed as an earlier version wrote it (no fingerprints), and a card anna added back then
    const dataDir = seededDataDir((store) => store.insert('cards', { customerId: 1001, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2040, holder: 'ANNA', created: 1735689700 }));
    const old = await startServer({ dataDir });
    try {
      assert.match(old.output(), /filled the fingerprint of 1 card\(s\)/);
      const { token } = await login(old.url);
      assert.equal((await call(old.url, `/api/v1/customer/profile/${ANNA}/select`, { method: 'POST', token })).status, 200);
      const add = (number: string) => call(old.url, '/api/v1/payment-cards', { method: 'POST', token, form: { number, exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' } });
      for (const number of ['4111 1111 1111 1111', '5555 5555 5555 4444']) {
        const r = await add(number);
        assert.equal(r.status, 409, `${number}: ${r.text}`);
        assert.equal(r.body.error.code, 'card_exists');
      }
      assert.equal((await call(old.url, '/api/v1/payment-cards', { token })).body.items.length, 2);
    } finally {
      await old.stop();
    }
  });
});

describe('whether this customer can pay here, and where else', () => {
  it('anna can pay here; petras (no card, not in group 15) cannot and is told the customer service', async () => {
    const anna = await cards(await session(ANNA));
    assert.equal(anna.can_pay, true);
    assert.equal(anna.can_add, true);
    const { token } = await login(s.url, 'petras@example.lt');
    for (const c0 of (await cards(token)).items) await c(`/api/v1/payment-cards/${c0.id}`, { method: 'DELETE', token });
    const contacts = await (await fetch(`${s.url}/api/public/v1/legal/contacts/lang/lt`)).text();
    for (const lang of ['lt', 'en', 'ru']) {
      const petras = await cards(token, lang);
      assert.deepEqual([petras.items, petras.can_pay, petras.can_add], [[], false, false], lang);
      assert.ok(contacts.includes(petras.customer_service.phone) && contacts.includes(petras.customer_service.email), 'the contacts document names the same service');
      assert.ok(petras.customer_service.address.length > 0);
    }
    const r = await rent(token, 40);
    assert.equal(r.status, 402);
    assert.equal(r.body.error.code, 'no_payment_card');
    assert.doesNotMatch(r.body.error.message, /settings/, 'not sent to a settings screen he cannot use');
    assert.match(r.body.error.message, /customer service/);
  });
});
