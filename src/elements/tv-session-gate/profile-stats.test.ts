import { expect } from '@open-wc/testing';
import { decode } from '@msgpack/msgpack';
import { getProfiles } from '../../core/api/profiles';
import { loadUser, loadUserinfo } from '../../core/stores/auth';
import { forgetProfile, setProfile } from '../../core/stores/profiles';
import { $session } from '../../core/stores/session';
import { helloMessage, maybeSendHello } from '../../core/stores/stats';
import type { FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';

// The stat HELLO as it goes over the wire, at the fake API: when it is sent, with which headers and
// what its msgpack body says. That the stats collector decodes and records it is read from the
// reference backend itself in tests/e2e/profiles.test.ts.

const STATS = 'POST /stats';
let fake: FakeApi;
/** The HELLOs sent so far: their headers and decoded bodies. */
const hellos = () => fake.callsTo(STATS).map((c) => ({ headers: c.headers, message: decode(c.body as Uint8Array) as Record<string, unknown> }));

/** Signed in as the examples' account, no profile chosen and no HELLO sent in this browser session. */
async function signedIn() {
  sessionStorage.clear();
  forgetProfile();
  await loadUser();
  await loadUserinfo();
  $session.setKey('stat_hello', 0);
}

/** Signed in with the account's first profile set; returns it. */
async function chooseFirst() {
  await signedIn();
  const { items } = await getProfiles();
  await setProfile(items[0]!);
  return items[0]!;
}

describe('stat HELLO', () => {
  fake = useFakeApi();

  it('builds the message of docs/product.md#calls', () => {
    const m = helloMessage(1001, 2, 1700000000, 1700000100);
    expect(m).to.include({ type: 'HELLO', tstamp: 1700000000, now: 1700000100, customerId: 1001, profileId: 2, deviceType: 30, appVersion: '0.1.0' });
    expect(m.platformName).to.match(/^web /);
    expect(m.firmwareVersion).to.match(/Chrom/);
  });

  it('is sent once per session after the profile is set, as msgpack with the bearer token', async () => {
    await signedIn();
    await maybeSendHello();
    expect(hellos()).to.have.length(0, 'no profile, no hello');
    const { items } = await getProfiles();
    await setProfile(items[0]!);
    await maybeSendHello();
    await maybeSendHello();
    const sent = hellos();
    expect(sent).to.have.length(1);
    expect(sent[0]!.headers['authorization']).to.equal(`Bearer ${$session.get().token}`);
    expect(sent[0]!.headers['content-type']).to.equal('application/msgpack');
    expect(sent[0]!.message).to.include({ type: 'HELLO', customerId: $session.get().user!.customer_id, profileId: items[0]!.id, deviceType: 30, appVersion: '0.1.0' });
    expect($session.get().stat_hello).to.be.greaterThan(0);
  });

  it('is sent again when the profile stamp is newer than the last hello', async () => {
    await chooseFirst();
    await maybeSendHello();
    await maybeSendHello();
    expect(hellos()).to.have.length(1);
    $session.setKey('profile_stamp', $session.get().stat_hello + 5);
    await maybeSendHello();
    expect(hellos()).to.have.length(2);
    expect(hellos()[1]!.message['tstamp']).to.equal($session.get().profile_stamp);
  });

  it('only logs a failure', async () => {
    const profile = await chooseFirst();
    fake.answer(STATS, { status: 503, body: { error: 'down' } });
    const errors: unknown[][] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      await maybeSendHello();
    } finally {
      console.error = orig;
    }
    expect(hellos()).to.have.length(1);
    expect(errors.some((e) => String(e[0]).includes('stat hello failed'))).to.equal(true);
    expect($session.get().profile?.id).to.equal(profile.id, 'the session goes on');
  });
});
