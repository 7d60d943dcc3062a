// Getting in on the server: phones are normalised the way Lithuanians write them, with the
// same library as the client; a paired device gets a login session and a named token that My
// devices lists and revokes; a signed-in browser's code lets a new device in (the other way round).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkedClient, login, selectProfile, startServer, type Checked, type Server } from './helpers';
import { OpenApi } from './openapi';

let s: Server;
let c: Checked;
let anna: string;

before(async () => {
  s = await startServer();
  c = checkedClient(s.url, await OpenApi.load(s.url));
  anna = (await login(s.url)).token;
  // pairing is a write: it is made as a chosen profile (the household's master)
  assert.equal((await selectProfile(s.url, anna, 1)).status, 200);
});
after(() => s.stop());

const form = (email: string, phone: string) => ({ name: 'Žydrūnė', surname: 'Šalčiūtė', city: 'Šiauliai', email, phone, password: 'Ąžuolas12', password_confirm: 'Ąžuolas12', terms: '1' });

describe('registration phones', () => {
  for (const [i, written] of ['8 612 34567', '+37061234567', '00370 612 34567', '+370 612 34 567'].entries()) {
    it(`keeps "${written}" as +370 612 34 567`, async () => {
      const email = `phone${i}@example.lt`;
      const r = await c('/api/public/v1/register', { method: 'POST', form: form(email, written) });
      assert.equal(r.status, 201, r.text);
      const { token } = await login(s.url, email, 'Ąžuolas12');
      assert.ok(token);
    });
  }
  for (const wrong of ['12345', '+371 2612 3456', '8 612 3456a', '<script>']) {
    it(`refuses "${wrong}" with the phone's message`, async () => {
      const r = await c('/api/public/v1/register', { method: 'POST', form: form('wrong@example.lt', wrong) });
      assert.equal(r.status, 400);
      assert.ok(r.body.error.fields.phone, r.text);
    });
  }
});

describe('paired devices', () => {
  it('a confirmed device gets a session cookie and a token; My devices lists it; revoking ends it', async () => {
    const start = await c('/api/public/v1/devices/pair', { method: 'POST', form: { device_name: 'Svetainės TV' } });
    const { handle } = start.body;
    const ok = await c('/api/v1/devices/activate', { method: 'POST', token: anna, form: { handle } });
    assert.equal(ok.status, 200);
    const r = await fetch(`${s.url}/api/public/v1/devices/pair/${handle}`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('set-cookie') ?? '', /eteris_sso=[^;]+;.*HttpOnly/);
    const { token } = (await r.json()) as { token: string };
    assert.equal((await c('/api/v1/userinfo', { token })).status, 200);
    const list = await c('/api/v1/devices', { token: anna });
    assert.equal(list.status, 200);
    const tv = list.body.items.find((d: { name: string }) => d.name === 'Svetainės TV');
    assert.ok(tv, JSON.stringify(list.body));
    assert.ok(tv.last_seen >= tv.paired);
    assert.ok(!JSON.stringify(list.body).includes(token), 'the token never leaves in the list');
    // another account cannot see or revoke it
    const petras = (await login(s.url, 'petras@example.lt')).token;
    assert.equal((await c(`/api/v1/devices/${tv.id}`, { method: 'DELETE', token: petras })).status, 404);
    assert.equal((await c(`/api/v1/devices/${tv.id}`, { method: 'DELETE', token: anna })).status, 204);
    assert.equal((await c('/api/v1/userinfo', { token })).status, 401);
    assert.ok(!(await c('/api/v1/devices', { token: anna })).body.items.some((d: { id: string }) => d.id === tv.id));
  });

  it("the QR code's page looks at a handle before it offers Connect: waiting, used, unknown; looking claims nothing", async () => {
    const start = await c('/api/public/v1/devices/pair', { method: 'POST', form: { device_name: 'Virtuvės TV' } });
    const { handle } = start.body;
    const look = (h: string) => c(`/api/public/v1/devices/activate/${encodeURIComponent(h)}`);
    assert.deepEqual((await look(handle)).body, { status: 'pending', device_name: 'Virtuvės TV' });
    assert.equal((await look('no-such-handle')).status, 404);
    const inv = await c('/api/v1/devices/invite', { method: 'POST', token: anna, form: {} });
    assert.equal((await look(inv.body.handle)).status, 404, "an invite's handle is no device's");
    assert.equal((await c('/api/v1/devices/activate', { method: 'POST', token: anna, form: { handle } })).status, 200);
    assert.equal((await look(handle)).body.status, 'used');
    // the device still gets its session: looking neither claimed it nor counted as its poll
    const r = await c(`/api/public/v1/devices/pair/${handle}`);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.status, 'activated');
    assert.ok(r.body.token);
  });

  it('a signed-in browser shows a code that a new device enters; the inviter sees it used; no token for the inviter', async () => {
    const inv = await c('/api/v1/devices/invite', { method: 'POST', token: anna, form: { device_name: 'x' } });
    assert.equal(inv.status, 201);
    // the inviter long-polls its handle (one poll per interval: this one waits for the redeem)
    const later = fetch(`${s.url}/api/public/v1/devices/pair/${inv.body.handle}?wait=1&timeout=20`);
    // the invite's code is not a TV's code: activating it is refused
    assert.equal((await c('/api/v1/devices/activate', { method: 'POST', token: anna, form: { code: inv.body.code } })).status, 404);
    assert.equal((await c('/api/public/v1/devices/redeem', { method: 'POST', form: { code: 'bad!' } })).status, 400);
    const wrong = inv.body.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    assert.equal((await c('/api/public/v1/devices/redeem', { method: 'POST', form: { code: wrong } })).status, 404);
    const red = await c('/api/public/v1/devices/redeem', { method: 'POST', form: { code: inv.body.code.toLowerCase(), device_name: 'Firefox, Linux' } });
    assert.equal(red.status, 200, red.text);
    assert.equal((await c('/api/v1/userinfo', { token: red.body.token })).status, 200);
    assert.equal((await c('/api/public/v1/devices/redeem', { method: 'POST', form: { code: inv.body.code } })).status, 404, 'a code lets one device in');
    const seen = await later;
    const body = (await seen.json()) as { status: string; token?: string };
    assert.equal(body.status, 'claimed');
    assert.equal(body.token, undefined, 'the inviter gets no token');
    assert.equal(seen.headers.get('set-cookie'), null);
  });

  it('the master profile or the device itself renames a device: trimmed, 1-60 visible characters; others are refused', async () => {
    const start = await c('/api/public/v1/devices/pair', { method: 'POST', form: { device_name: 'Firefox on Windows' } });
    assert.equal((await c('/api/v1/devices/activate', { method: 'POST', token: anna, form: { handle: start.body.handle } })).status, 200);
    const own = (await (await fetch(`${s.url}/api/public/v1/devices/pair/${start.body.handle}`)).json()) as { token: string };
    const dev = (await c('/api/v1/devices', { token: anna })).body.items.find((d: { name: string }) => d.name === 'Firefox on Windows');
    assert.ok(dev);
    const rename = (token: string | undefined, name: string, id = dev.id as string) => c(`/api/v1/devices/${id}`, { method: 'PUT', token, form: { name } });
    const profiles = (await c('/api/v1/customer/profiles', { token: anna })).body.items as { id: number; name: string }[];
    const pick = async (name: string, pin?: string) => {
      const token = (await login(s.url)).token;
      const id = profiles.find((p) => p.name === name)!.id;
      assert.equal((await c(`/api/v1/customer/profile/${id}/select`, { method: 'POST', token, form: pin ? { pin } : {} })).status, 200);
      return token;
    };
    const master = await pick('Anna');
    const child = await pick('Vaikai');

    // the master profile: trimmed, listed under the new name
    const ok = await rename(master, '  Svetainės kompiuteris  ');
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.name, 'Svetainės kompiuteris');
    assert.equal((await c('/api/v1/devices', { token: anna })).body.items.find((d: { id: string }) => d.id === dev.id).name, 'Svetainės kompiuteris');
    // the device itself, whatever profile it chose (a write needs one)
    assert.equal((await rename(own.token, 'Mano planšetė')).body.error.code, 'profile_required');
    assert.equal((await selectProfile(s.url, own.token, 3)).status, 200);
    assert.equal((await rename(own.token, 'Mano planšetė')).status, 200);
    // bad names: 400 with the field named, nothing changed
    for (const bad of ['', '   ', 'x'.repeat(61), 'a\u0007b', 'tab\there']) {
      const r = await rename(master, bad);
      assert.equal(r.status, 400, `${JSON.stringify(bad)}: ${r.text}`);
      assert.ok(r.body.error.fields?.name, r.text);
    }
    assert.equal((await rename(master, 'ž'.repeat(60))).status, 200, '60 letters are fine');
    // another profile of the household, a session with no profile, another account: refused
    assert.equal((await rename(child, 'Vaikų')).status, 403);
    assert.equal((await rename((await login(s.url)).token, 'Be profilio')).status, 403);
    assert.equal((await rename((await login(s.url, 'petras@example.lt')).token, 'Petro')).status, 404);
    assert.equal((await rename(master, 'Niekas', 'nosuchdevice')).status, 404);
    assert.equal((await rename(undefined, 'Anonimas')).status, 401);
    assert.equal((await c('/api/v1/devices', { token: anna })).body.items.find((d: { id: string }) => d.id === dev.id).name, 'ž'.repeat(60));
  });

  it('needs a signed-in user to list, revoke or invite', async () => {
    assert.equal((await c('/api/v1/devices')).status, 401);
    assert.equal((await c('/api/v1/devices/x', { method: 'DELETE' })).status, 401);
    assert.equal((await c('/api/v1/devices/invite', { method: 'POST' })).status, 401);
  });
});
