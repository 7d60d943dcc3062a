// Registration, sign-up with an e-mail code, password recovery, payment cards, products and
// purchases (PIN-checked), device pairing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, checkedClient, login, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';
import { untilAsync } from '../helpers/until';

let s: Server;
let c: Checked;
let anna: string;
let petras: string;

before(async () => {
  s = await startServer();
  c = checkedClient(s.url, await OpenApi.load(s.url));
  anna = (await login(s.url)).token;
  petras = (await login(s.url, 'petras@example.lt')).token;
});
after(() => s.stop());

const lastMail = async (to: string) => (await call(s.url, `/__test/mails?to=${encodeURIComponent(to)}`)).body.items[0];

describe('registration and sign-up', () => {
  it('registers with validation, mails a verification link, and verifies the e-mail', async () => {
    const bad = await c('/api/public/v1/register', { method: 'POST', form: { name: '', surname: 'S', city: 'Kaunas', email: 'x@', phone: 'telefonas', password: 'short', password_confirm: 'other' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.body.error.fields).sort(), ['email', 'name', 'password', 'phone']);
    const mismatch = await c('/api/public/v1/register', { method: 'POST', form: { name: 'A', surname: 'S', city: 'K', email: 'a@b.lt', phone: '+370 612 34 567', password: 'Labas123!', password_confirm: 'Labas124!' } });
    assert.ok(mismatch.body.error.fields.password_confirm);
    const form = { name: 'Ona', surname: 'Onaitė', city: 'Kaunas', email: 'ona@example.lt', phone: '+370 612 34 567', password: 'Slaptas1!', password_confirm: 'Slaptas1!', terms: '1' };
    const r = await c('/api/public/v1/register', { method: 'POST', form });
    assert.equal(r.status, 201);
    assert.equal(r.body.email_verified, false);
    const dup = await c('/api/public/v1/register', { method: 'POST', form: { ...form, email: 'ANNA@example.lt' } });
    assert.equal(dup.status, 409);
    assert.equal(dup.body.error.message, 'Account with given email already exists.');
    const { token } = await login(s.url, 'ona@example.lt', 'Slaptas1!');
    assert.equal((await c('/api/v1/userinfo', { token })).body.email_verified, false);
    const profiles = await c('/api/v1/customer/profiles', { token });
    assert.equal(profiles.body.items.length, 1);
    assert.equal(profiles.body.items[0].master_flag, true);
    const mail = await lastMail('ona@example.lt');
    assert.equal(mail.kind, 'verify');
    const v = await call(s.url, mail.link);
    assert.equal(v.status, 303);
    assert.equal((await c('/api/v1/userinfo', { token })).body.email_verified, true);
    // the mailbox shows the browser that registered (its signed cookie) the mail of that address
    const mailbox = /eteris_mailbox=[^;]*/.exec(r.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const box = await call(s.url, '/client/mailbox', { headers: { Cookie: mailbox } });
    assert.equal(box.status, 200);
    assert.ok(box.text.includes('ona@example.lt'));
  });

  it('signs up: contact, e-mailed code (wrong code refused), account data with consents', async () => {
    const exists = await c('/api/public/v1/signup/contact', { method: 'POST', form: { email: 'anna@example.lt', name: 'A', phone: '+370 600 00 000' } });
    assert.equal(exists.status, 409);
    assert.equal(exists.body.error.message, 'This user already exists!');
    const start = await c('/api/public/v1/signup/contact', { method: 'POST', form: { email: 'jurgis@example.lt', name: 'Jurgis', phone: '+370 600 11 222' } });
    assert.equal(start.status, 202);
    const id = start.body.signup_id;
    const mail = await lastMail('jurgis@example.lt');
    assert.match(mail.code, /^\d{6}$/);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    assert.equal((await c('/api/public/v1/signup/confirm', { method: 'POST', form: { signup_id: id, code: wrong } })).status, 400);
    const early = await c('/api/public/v1/signup/account', { method: 'POST', form: { signup_id: id, password: 'Labas123!', surname: 'J', city: 'V', recurring_consent: '1', terms: '1' } });
    assert.equal(early.status, 409);
    assert.equal((await c('/api/public/v1/signup/confirm', { method: 'POST', form: { signup_id: id, code: mail.code } })).status, 200);
    const noConsent = await c('/api/public/v1/signup/account', { method: 'POST', form: { signup_id: id, password: 'Labas123!', surname: 'J', city: 'V', terms: '1' } });
    assert.equal(noConsent.status, 400);
    assert.equal(noConsent.body.error.fields.recurring_consent, 'Mandatory field not ticked');
    const ok = await c('/api/public/v1/signup/account', { method: 'POST', form: { signup_id: id, password: 'Labas123!', password_confirm: 'Labas123!', surname: 'Jurgaitis', city: 'Vilnius', recurring_consent: '1', terms: '1' } });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.email_verified, true);
    await login(s.url, 'jurgis@example.lt', 'Labas123!');
    assert.equal((await c('/api/public/v1/signup/confirm', { method: 'POST', form: { signup_id: 'nope', code: '1' } })).status, 404);
  });

  it('recovers a password with the mailed code', async () => {
    assert.equal((await c('/api/public/v1/password-recovery', { method: 'POST', form: { email: 'nobody@example.lt' } })).status, 202);
    assert.equal((await c('/api/public/v1/password-recovery', { method: 'POST', form: { email: 'petras@example.lt' } })).status, 202);
    const mail = await lastMail('petras@example.lt');
    assert.equal(mail.kind, 'recovery');
    assert.equal((await c('/api/public/v1/password-recovery/reset', { method: 'POST', form: { email: 'petras@example.lt', code: 'x', password: 'Naujas123!' } })).status, 400);
    assert.equal((await c('/api/public/v1/password-recovery/reset', { method: 'POST', form: { email: 'petras@example.lt', code: mail.code, password: 'short' } })).status, 400);
    assert.equal((await c('/api/public/v1/password-recovery/reset', { method: 'POST', form: { email: 'petras@example.lt', code: mail.code, password: 'Naujas123!', password_confirm: 'Naujas123!' } })).status, 204);
    // the reset ended petras' earlier sessions: the token from before() is revoked
    assert.equal((await call(s.url, '/api/v1/userinfo', { token: petras })).status, 401);
    petras = (await login(s.url, 'petras@example.lt', 'Naujas123!')).token;
    await assert.rejects(login(s.url, 'petras@example.lt', 'Labas123!'));
  });
});

describe('cards, products and purchases', () => {
  it('cards: anna has one; the accepted test card is added, the declined one refused; petras may add none', async () => {
    const list = await c('/api/v1/payment-cards', { token: anna });
    assert.equal(list.body.items.length, 1);
    const declined = await c('/api/v1/payment-cards', { method: 'POST', token: anna, profile: 1, form: { number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' } });
    assert.equal(declined.status, 402);
    assert.equal(declined.body.error.code, 'card_declined');
    const invalid = await c('/api/v1/payment-cards', { method: 'POST', token: anna, profile: 1, form: { number: '4111 1111 1111 1112', exp_month: 13, exp_year: 2001, cvc: '1', holder: '' } });
    assert.equal(invalid.status, 400);
    assert.deepEqual(Object.keys(invalid.body.error.fields).sort(), ['cvc', 'exp_month', 'exp_year', 'holder', 'number']);
    const added = await c('/api/v1/payment-cards', { method: 'POST', token: anna, profile: 1, form: { number: '5555 5555 5555 4444', exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' } });
    assert.equal(added.status, 201);
    assert.equal(added.body.last4, '4444');
    assert.equal((await c(`/api/v1/payment-cards/${added.body.id}`, { method: 'DELETE', token: petras })).status, 404, "not petras's card");
    assert.equal((await c(`/api/v1/payment-cards/${added.body.id}`, { method: 'DELETE', token: anna, profile: 1 })).status, 204);
  });

  it('product groups: >= 3 base plans (monthly + 24 months), 4 extras, euro prices; filters', async () => {
    const r = await c('/api/public/v1/client/smartivus/product-groups?lang=en');
    const base = r.body.items.find((g: { kind: string }) => g.kind === 'base');
    const extra = r.body.items.find((g: { kind: string }) => g.kind === 'extra');
    assert.ok(base.products.length >= 3);
    assert.ok(base.products.some((p: { contract_months: number }) => p.contract_months === 24));
    assert.ok(base.products.some((p: { contract_months: number }) => p.contract_months === 0));
    assert.equal(extra.products.length, 4);
    const byCh = await c('/api/v1/client/smartivus/product-groups?customer_id=1001&lang=en&filter[chid]=40', { token: anna });
    assert.deepEqual(byCh.body.items.flatMap((g: { products: { id: number }[] }) => g.products.map((p) => p.id)), [202]);
    const svod = await c('/api/v1/client/smartivus/product-groups?lang=en&filter[vodprovid]=2', { token: anna });
    assert.ok(svod.body.items.flatMap((g: { products: { vod_provider_ids: number[] }[] }) => g.products).every((p: { vod_provider_ids: number[] }) => p.vod_provider_ids.includes(2)));
    const tvod = await c('/api/v1/client/smartivus/product-groups?lang=en&filter[tvodid]=16', { token: anna });
    assert.equal(tvod.body.items[0].kind, 'tvod');
    assert.equal(tvod.body.items[0].products.length, 2);
    const items = await c('/api/v1/client/smartivus/product-items?id=2&lang=lt', { token: anna });
    assert.equal(items.body.items.length, 4);
    assert.equal((await c('/api/v1/client/smartivus/product-items?id=5555&lang=lt', { token: anna })).status, 404);
  });

  it('subscribe needs the PIN (default 0000) and a card; unsubscribing needs the PIN', async () => {
    const q = '/api/v1/client/smartivus/customer-product/subscribe?id=202&customer_id=1001&purchase_option=monthly&lang=en';
    const pin = (p: string) => ({ 'X-Eteris-Pin': p });
    const wrong = await c(q, { token: anna, profile: 1, headers: pin('1234') });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.error.code, 'pin_invalid');
    assert.equal((await c(q.replace('customer_id=1001', 'customer_id=1002'), { token: anna, profile: 1, headers: pin('0000') })).status, 403);
    const ok = await c(q, { token: anna, profile: 1, headers: pin('0000') });
    assert.equal(ok.status, 200);
    const ch = await c('/api/v1/channels/40', { token: anna });
    assert.equal(ch.body.subscribed, true);
    assert.equal((await c(q, { token: anna, profile: 1, headers: pin('0000') })).status, 409);
    const jonas = await c(q.replace('id=202', 'id=201'), { token: anna, profile: 2, headers: pin('1234') });
    assert.equal(jonas.status, 403, 'packages are the account holder\'s');
    assert.equal(jonas.body.error.code, 'account_holder_only');
    const un = await c('/api/v1/client/smartivus/customer-product/unsubscribe?id=202&customer_id=1001', { token: anna, profile: 1, headers: pin('0000') });
    assert.equal(un.status, 200);
    assert.equal((await c('/api/v1/channels/40', { token: anna })).body.subscribed, false);
    const noCard = await c('/api/v1/client/smartivus/customer-product/subscribe?id=204&customer_id=1002', { token: petras, headers: pin('0000') });
    assert.equal(noCard.status, 402);
    assert.equal(noCard.body.error.code, 'no_payment_card');
  });

  it('a card that is attached but whose payments fail: "Payment failed!" after the PIN, nothing bought', async () => {
    const pin = await c('/api/v1/purchases', { method: 'POST', token: petras, form: { vod_id: 24, option: 'rent', pin: '0000' } });
    assert.equal(pin.body.error.code, 'no_payment_card');
    const added = await c('/api/v1/payment-cards', { method: 'POST', token: anna, profile: 1, form: { number: '4000 0000 0000 0341', exp_month: 12, exp_year: 2040, cvc: '123', holder: 'Anna' } });
    assert.equal(added.status, 201);
    const form = { vod_id: 24, option: 'rent', card_id: added.body.id };
    const wrongPin = await c('/api/v1/purchases', { method: 'POST', token: anna, profile: 1, form: { ...form, pin: '9999' } });
    assert.equal(wrongPin.body.error.code, 'pin_invalid', 'the PIN is checked before the card is charged');
    const failed = await c('/api/v1/purchases', { method: 'POST', token: anna, profile: 1, form: { ...form, pin: '0000' } });
    assert.equal(failed.status, 402);
    assert.equal(failed.body.error.code, 'payment_failed');
    const sub = await c(`/api/v1/client/smartivus/customer-product/subscribe?id=204&customer_id=1001&card_id=${added.body.id}`, { token: anna, profile: 1, headers: { 'X-Eteris-Pin': '0000' } });
    assert.equal(sub.body.error.code, 'payment_failed');
    assert.equal((await c('/api/v1/vod/24', { token: anna })).body.purchased, false);
    assert.equal((await c(`/api/v1/payment-cards/${added.body.id}`, { method: 'DELETE', token: anna, profile: 1 })).status, 204);
  });

  it('rents a tvod item with the PIN; the infants profile may not buy', async () => {
    const before = await c('/api/v1/vod/16', { token: anna });
    assert.equal(before.body.purchased, false);
    assert.equal(before.body.type, 'tvod');
    assert.equal((await c('/api/v1/purchases', { method: 'POST', token: anna, profile: 3, form: { vod_id: 16, option: 'rent', pin: '0000' } })).status, 403);
    assert.equal((await c('/api/v1/purchases', { method: 'POST', token: anna, profile: 1, form: { vod_id: 16, option: 'lease', pin: '0000' } })).status, 400);
    assert.equal((await c('/api/v1/purchases', { method: 'POST', token: anna, profile: 1, form: { vod_id: 1, option: 'buy', pin: '0000' } })).status, 400);
    const r = await c('/api/v1/purchases', { method: 'POST', token: anna, profile: 1, form: { vod_id: 16, option: 'rent', pin: '0000' } });
    assert.equal(r.status, 201);
    assert.ok(r.body.purchase.expires > Date.now() / 1000);
    assert.equal((await c('/api/v1/vod/16', { token: anna })).body.purchased, true);
    assert.equal((await c('/api/v1/purchases', { method: 'POST', token: anna, profile: 1, form: { vod_id: 16, option: 'buy', pin: '0000' } })).status, 409);
    const buy = await c(`/api/v1/client/smartivus/customer-product/subscribe?id=${1_000_000 + 20 * 10 + 2}&customer_id=1001`, { token: anna, profile: 1, headers: { 'X-Eteris-Pin': '0000' } });
    assert.equal(buy.status, 200, buy.text);
    const mine = await c('/api/v1/purchases', { token: anna });
    assert.ok(mine.body.items.some((p: { vod_id: number }) => p.vod_id === 20));
  });
});

describe('device pairing', () => {
  it('code + QR handle; a signed-in user activates; the waiting device gets a token; polls are rate-limited', async () => {
    const start = await c('/api/public/v1/devices/pair', { method: 'POST', form: { device_name: 'Living room TV' } });
    assert.equal(start.status, 201);
    assert.equal(start.body.qr_url, `/activate/${start.body.handle}`);
    assert.ok(start.body.interval >= 5);
    const handle = start.body.handle;
    const waiting = c(`/api/public/v1/devices/pair/${handle}?wait=1&timeout=20`);
    // a poll refused as too fast says the waiting one has reached the server and waits there
    await untilAsync(async () => assert.equal((await c(`/api/public/v1/devices/pair/${handle}`)).status, 429));
    const act = await c('/api/v1/devices/activate', { method: 'POST', token: petras, form: { code: start.body.code.toLowerCase() } });
    assert.equal(act.status, 200);
    assert.equal(act.body.device_name, 'Living room TV');
    const done = await waiting;
    assert.equal(done.status, 200);
    assert.equal(done.body.status, 'activated');
    assert.equal((await c('/api/v1/userinfo', { token: done.body.token })).body.customer_id, 1002);
    const tooFast = await c(`/api/public/v1/devices/pair/${handle}`);
    assert.equal(tooFast.status, 429);
    assert.ok(Number(tooFast.headers.get('retry-after')) >= 1);
    assert.equal((await c('/api/v1/devices/activate', { method: 'POST', token: anna, form: { handle } })).status, 409);
    assert.equal((await c('/api/v1/devices/activate', { method: 'POST', token: anna, form: { code: 'ZZZZZZ' } })).status, 404);
    assert.equal((await c('/api/public/v1/devices/pair/unknown')).status, 404);
  });
});
