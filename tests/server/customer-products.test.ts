// The customer's subscriptions with their dates (GET client/smartivus/customer-products): what the
// settings and the plan screens show, and that it follows subscribe / unsubscribe.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkedClient, login, PETRAS_CARD, seededDataDir, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';

let s: Server;
let c: Checked;
let anna: string;
let petras: string;

before(async () => {
  // petras pays with a card customer service attached: he cannot add one on the site
  s = await startServer({ dataDir: seededDataDir((store) => store.insert('cards', PETRAS_CARD)) });
  c = checkedClient(s.url, await OpenApi.load(s.url));
  anna = (await login(s.url)).token;
  petras = (await login(s.url, 'petras@example.lt')).token;
});
after(() => s.stop());

const P = '/api/v1/client/smartivus';

describe('customer products', () => {
  it("lists the customer's plan and packages with the contract's end", async () => {
    const r = await c(`${P}/customer-products?lang=en`, { token: anna });
    assert.equal(r.status, 200);
    const plan = r.body.items.find((i: { product_id: number }) => i.product_id === 106);
    assert.ok(plan, 'the 24-month plan');
    assert.equal(plan.contract_months, 24);
    assert.equal(plan.purchase_option, 'contract24');
    const end = new Date(plan.created * 1000);
    end.setUTCMonth(end.getUTCMonth() + 24);
    assert.equal(plan.contract_end, Math.floor(end.getTime() / 1000));
    assert.equal(plan.name, 'Maximum, 24-month contract');
    const extra = r.body.items.find((i: { product_id: number }) => i.product_id === 203);
    assert.equal(extra.contract_end, null);
  });

  it('follows subscribe and unsubscribe, and is private', async () => {
    const before = await c(`${P}/customer-products`, { token: petras });
    assert.deepEqual(before.body.items.map((i: { product_id: number }) => i.product_id), [101]);
    assert.equal((await c(`${P}/customer-products`)).status, 401);
    assert.equal((await c(`${P}/customer-products?lang=xx`, { token: petras })).status, 400);
    const sub = await c(`${P}/customer-product/subscribe?id=201`, { token: petras, headers: { 'X-Eteris-Pin': '0000' } });
    assert.equal(sub.status, 200);
    const after1 = await c(`${P}/customer-products`, { token: petras });
    assert.deepEqual(after1.body.items.map((i: { product_id: number }) => i.product_id).sort(), [101, 201]);
    await c(`${P}/customer-product/unsubscribe?id=201`, { token: petras, headers: { 'X-Eteris-Pin': '0000' } });
    const after2 = await c(`${P}/customer-products`, { token: petras });
    assert.deepEqual(after2.body.items.map((i: { product_id: number }) => i.product_id), [101]);
  });
});
