// The hosted payment page: signed-in customers of the card group add a card; declined and invalid
// cards are answered on the page with what was typed kept; the card then appears in the API. A
// customer outside the group is told where to pay instead, and nothing is stored.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, call, JONAS, login, selectProfile, startServer, ANNA, type Server } from './helpers';

describe('payment page', () => {
  let s: Server;
  let anna: { cookie: string; token: string };
  before(async () => {
    s = await startServer();
    anna = await login(s.url);
  });
  after(() => s.stop());

  const post = (form: Record<string, string>, cookie = anna.cookie) =>
    call(s.url, '/client/payment', { method: 'POST', form: { redirect: '/subscription', lang: 'en', ...form }, headers: cookie ? { Cookie: `eteris_sso=${cookie}` } : {} });

  it('sends visitors to the login page first, coming back to the payment page', async () => {
    const r = await call(s.url, '/client/payment?lang=en&redirect=/subscription');
    assert.equal(r.status, 303);
    const loc = new URL(r.headers.get('location')!, s.url);
    assert.equal(loc.pathname, '/client/login');
    assert.equal(loc.searchParams.get('redirect'), '/client/payment?lang=en&redirect=%2Fsubscription');
    const anon = await post({ number: '4111111111111111', exp_month: '12', exp_year: '2099', cvc: '123', holder: 'X' }, '');
    assert.equal(anon.status, 401);
  });

  it('shows a labelled card form to a signed-in customer', async () => {
    const r = await call(s.url, '/client/payment?lang=en&redirect=/subscription', { headers: { Cookie: `eteris_sso=${anna.cookie}` } });
    assert.equal(r.status, 200);
    for (const label of ['Card number', 'Expiry month', 'Expiry year', 'CVC code', 'Cardholder name']) assert.match(r.text, new RegExp(`<label for="f-[a-z_]+">${label}</label>`));
  });

  it('answers invalid fields on the page and keeps what was typed', async () => {
    const r = await post({ number: '1234 5678', exp_month: '13', exp_year: '2099', cvc: '12', holder: 'Anna K' });
    assert.equal(r.status, 400);
    assert.match(r.text, /Please check the marked fields\./);
    assert.match(r.text, /Invalid card number/);
    assert.match(r.text, /A month from 1 to 12/);
    assert.match(r.text, /3 or 4 digits/);
    assert.match(r.text, /value="Anna K"/);
    assert.match(r.text, /value="1234 5678"/);
  });

  it('refuses the declined test card with "Failed to add card" and adds no card', async () => {
    const r = await post({ number: '4000 0000 0000 0002', exp_month: '12', exp_year: '2099', cvc: '123', holder: 'Anna K' });
    assert.equal(r.status, 402);
    assert.match(r.text, /role="alert">Failed to add card</);
    const cards = await call(s.url, api('/payment-cards'), { token: anna.token });
    assert.deepEqual(cards.body.items.map((c: { last4: string }) => c.last4), ['1111'], 'only the seeded card');
  });

  it('adds the accepted test card and returns to the site', async () => {
    const r = await post({ number: '5555 5555 5555 4444', exp_month: '12', exp_year: '2099', cvc: '123', holder: 'Anna K' });
    assert.equal(r.status, 303);
    assert.equal(r.headers.get('location'), '/subscription?card=added');
    const cards = await call(s.url, api('/payment-cards'), { token: anna.token });
    assert.equal(cards.body.items.length, 2);
    assert.equal(cards.body.items[1].last4, '4444');
    assert.equal(cards.body.items[1].holder, 'ANNA K');
  });

  it('tells petras (not in the card group) where to pay instead, in his language, and stores no card', async () => {
    const petras = await login(s.url, 'petras@example.lt');
    const texts = { lt: 'Mokėjimus priima klientų aptarnavimas', en: 'Payments are taken by customer service', ru: 'Платежи принимает служба поддержки клиентов' };
    for (const [lang, text] of Object.entries(texts)) {
      const r = await post({ number: '4111 1111 1111 1111', exp_month: '12', exp_year: '2099', cvc: '123', holder: 'Petras P', lang }, petras.cookie);
      assert.equal(r.status, 403, lang);
      assert.match(r.text, new RegExp(`role="alert">[^<]*${text}: \\+370 700 00000, info@example\\.lt<`), lang);
    }
    assert.deepEqual((await call(s.url, api('/payment-cards'), { token: petras.token })).body.items, []);
  });

  it("refuses a browser acting as a child's profile, with no form to fill, whatever it sends; the master's adds", async () => {
    const household = await login(s.url);
    const card = { number: '3782 822463 10005', exp_month: '12', exp_year: '2099', cvc: '1234', holder: 'Jonas' };
    assert.equal((await selectProfile(s.url, household.token, JONAS)).status, 200);
    const page = await call(s.url, '/client/payment?lang=en&redirect=/subscription', { headers: { Cookie: `eteris_sso=${household.cookie}` } });
    assert.equal(page.status, 403);
    assert.match(page.text, /role="alert">Only the account holder \(the main profile\) adds payment cards\.</);
    assert.doesNotMatch(page.text, /<form/);
    const r = await post(card, household.cookie);
    assert.equal(r.status, 403);
    const last4 = async () => ((await call(s.url, api('/payment-cards'), { token: household.token })).body.items as { last4: string }[]).map((c) => c.last4);
    assert.ok(!(await last4()).includes('0005'), 'no card added');
    assert.equal((await selectProfile(s.url, household.token, ANNA)).status, 200);
    assert.equal((await post(card, household.cookie)).status, 303);
    assert.ok((await last4()).includes('0005'));
  });
});
