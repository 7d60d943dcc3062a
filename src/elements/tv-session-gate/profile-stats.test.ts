import { expect } from '@open-wc/testing';
import { decode } from '@msgpack/msgpack';
import { configure } from '../../core/config';
import { getProfiles } from '../../core/api/profiles';
import { setProfile } from '../../core/stores/profiles';
import { $session } from '../../core/stores/session';
import { helloMessage, maybeSendHello } from '../../core/stores/stats';
import { backendConfig } from '../../../tests/helpers/env';
import { signIn } from '../../../tests/helpers/element-dom';

// The stats collector's test control (GET /__test/stats) has no CORS headers, so these tests read
// what the browser sent and the collector's answer; tests/e2e/profiles.test.ts reads the decoded
// record from the backend itself.
interface Hello {
  headers: Headers;
  body: Uint8Array;
  status: number;
}

async function spyStats(run: () => Promise<void>, answer?: Response): Promise<Hello[]> {
  const sent: Hello[] = [];
  const orig = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/stats')) return orig(input, init);
    const res = answer ?? (await orig(input, init));
    sent.push({ headers: new Headers(init?.headers), body: new Uint8Array(init?.body as ArrayBuffer), status: res.status });
    return res;
  };
  try {
    await run();
  } finally {
    window.fetch = orig;
  }
  return sent;
}

async function choosePetras() {
  await signIn('petras@example.lt');
  const { items } = await getProfiles();
  await setProfile(items[0]!);
}

describe('stat HELLO', () => {
  before(async () => configure(await backendConfig()));

  it('builds the message of docs/product.md#calls', () => {
    const m = helloMessage(1001, 2, 1700000000, 1700000100);
    expect(m).to.include({ type: 'HELLO', tstamp: 1700000000, now: 1700000100, customerId: 1001, profileId: 2, deviceType: 30, appVersion: '0.1.0' });
    expect(m.platformName).to.match(/^web /);
    expect(m.firmwareVersion).to.match(/Chrom/);
  });

  it('is sent once per session after the profile is set, as msgpack with the bearer token, and accepted', async () => {
    await signIn('petras@example.lt');
    const none = await spyStats(() => maybeSendHello());
    expect(none.length).to.equal(0, 'no profile, no hello');
    const sent = await spyStats(async () => {
      const { items } = await getProfiles();
      await setProfile(items[0]!);
      await maybeSendHello();
      await maybeSendHello();
    });
    expect(sent.length).to.equal(1);
    expect(sent[0]!.status).to.equal(204, 'the collector decoded and recorded it');
    expect(sent[0]!.headers.get('Authorization')).to.equal(`Bearer ${$session.get().token}`);
    expect(sent[0]!.headers.get('Content-Type')).to.equal('application/msgpack');
    expect(decode(sent[0]!.body)).to.include({ type: 'HELLO', customerId: 1002, profileId: 4, deviceType: 30, appVersion: '0.1.0' });
    expect($session.get().stat_hello).to.be.greaterThan(0);
  });

  it('is sent again when the profile stamp is newer than the last hello', async () => {
    await choosePetras();
    const first = await spyStats(async () => {
      await maybeSendHello();
      await maybeSendHello();
    });
    expect(first.length).to.equal(1);
    $session.setKey('profile_stamp', $session.get().stat_hello + 5);
    const again = await spyStats(() => maybeSendHello());
    expect(again.length).to.equal(1);
    expect(again[0]!.status).to.equal(204);
    expect((decode(again[0]!.body) as { tstamp: number }).tstamp).to.equal($session.get().profile_stamp);
  });

  it('only logs a failure', async () => {
    await choosePetras();
    const errors: unknown[][] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      const sent = await spyStats(() => maybeSendHello(), new Response('{"error":"down"}', { status: 503, headers: { 'Content-Type': 'application/json' } }));
      expect(sent.length).to.equal(1);
    } finally {
      console.error = orig;
    }
    expect(errors.some((e) => String(e[0]).includes('stat hello failed'))).to.equal(true);
    expect($session.get().profile?.id).to.equal(4, 'the session goes on');
  });
});
