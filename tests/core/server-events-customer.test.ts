// The page's one customer event stream: opened once for a registered customer whoever asks, closed
// on logout, each message id delivered once (also across reconnects), garbled events ignored.
import { expect } from '@open-wc/testing';
import { configure } from '../../src/core/config';
import { clearToken, $session } from '../../src/core/stores/session';
import {
  customerStream,
  deliver,
  forgetSeenMessages,
  onServerMessage,
  parseServerMessage,
  startCustomerStream,
  stopCustomerStream,
  type ServerMessage,
} from '../../src/core/server-events/customer';
import { backendConfig, testEnv, until } from '../helpers/env';
import { fireReminder, futureProgrammes, reminderData, scriptedStream, signInWithProfile, wire } from './reminders-helpers';

const FAST = { baseMs: 5, maxMs: 40 };
const EPG = { id: 100000123, channel_id: 1, start: 1_900_000_000, stop: 1_900_001_800, title: [{ lang: 'lt', title: 'Žinios' }] };

/** Captures console.error lines while `run` runs. */
async function errorsDuring(run: () => Promise<void> | void): Promise<string[]> {
  const lines: string[] = [];
  const orig = console.error;
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.error = orig;
  }
  return lines;
}

/** Counts the page's user checks (`GET {client base}/user`) until `restore()`. */
function countUserChecks() {
  const orig = window.fetch;
  const spy = { count: 0, restore: () => (window.fetch = orig) };
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (/\/client\/user$/.test(String(input))) spy.count++;
    return orig(input, init);
  };
  return spy;
}

/** Ends the login session on the server, as Log out in another tab does: its token is revoked too. */
async function logOutOnServer(): Promise<void> {
  const { backend } = await testEnv();
  await fetch(`${backend}/client/logout`, { method: 'POST', body: new URLSearchParams({ redirect: '/' }), mode: 'no-cors', credentials: 'include' });
}

describe('customer event stream', () => {
  const received: ServerMessage[] = [];
  let off: () => void = () => undefined;
  before(async () => configure(await backendConfig()));
  beforeEach(() => {
    received.length = 0;
    forgetSeenMessages();
    off = onServerMessage('reminder', (m) => received.push(m));
  });
  afterEach(() => {
    off();
    stopCustomerStream();
  });

  it('parses a reminder message and its JSON-string payload', () => {
    const m = parseServerMessage(reminderData('a1', EPG));
    expect(m).to.deep.equal({ msg_type: 'reminder', messageId: 'a1', payload: { epg: EPG } });
  });

  it('logs and ignores garbled events', async () => {
    const bad = ['not json', '{"msg_type":"reminder"}', '{"messageId":"x"}', '[]', 'null', JSON.stringify({ msg_type: 'reminder', messageId: 'b', payload: '{broken' })];
    const logged = await errorsDuring(() => {
      for (const d of bad) expect(deliver(d), d).to.equal(false);
    });
    expect(logged.length).to.equal(bad.length);
    expect(received.length).to.equal(0);
    expect(deliver(reminderData('ok', EPG))).to.equal(true);
    expect(received.map((m) => m.messageId)).to.deep.equal(['ok']);
  });

  it('delivers a message id once', () => {
    expect(deliver(reminderData('same', EPG))).to.equal(true);
    expect(deliver(reminderData('same', { ...EPG, id: 5 }))).to.equal(false);
    expect(received.length).to.equal(1);
  });

  it('opens ONE connection per page however often it is started, with the bearer token, and receives', async () => {
    const p = await signInWithProfile('petras@example.lt');
    const counter = wire(/\/events\/customer\//);
    startCustomerStream({ fetch: counter.fetch, backoff: FAST });
    startCustomerStream();
    startCustomerStream();
    await until(() => expect(counter.count).to.equal(1));
    expect(counter.urls[0]).to.match(new RegExp(`/events/customer/${p.customer_id}$`));
    expect(counter.headers[0]!.get('Authorization')).to.equal(`Bearer ${$session.get().token}`);
    const [prog] = await futureProgrammes();
    // the server registers the stream before it answers: once the answer is in, a message reaches it
    await until(() => expect(customerStream()?.open).to.equal(true));
    await fireReminder(p.customer_id, prog!.id);
    await until(() => expect(received.length).to.equal(1));
    expect((received[0]!.payload as { epg: { id: number } }).epg.id).to.equal(prog!.id);
    expect(counter.count).to.equal(1);
  });

  it('closes on logout and opens again on the next sign-in', async () => {
    await signInWithProfile('petras@example.lt');
    const counter = wire(/\/events\/customer\//);
    startCustomerStream({ fetch: counter.fetch, backoff: FAST });
    await until(() => expect(customerStream()).to.not.equal(null));
    const first = customerStream()!;
    clearToken(null);
    expect(first.closed).to.equal(true);
    expect(customerStream()).to.equal(null);
    await signInWithProfile('petras@example.lt');
    await until(() => expect(counter.count).to.equal(2));
  });

  it('does not open for a visitor', async () => {
    clearToken(null);
    const counter = scriptedStream(() => ({ chunks: [], hang: true }));
    startCustomerStream({ fetch: counter.fetch });
    expect(customerStream()).to.equal(null);
    expect(counter.count).to.equal(0);
  });

  it('shows a message once across reconnects and skips garbled events on the wire', async () => {
    await signInWithProfile('petras@example.lt');
    const msg = reminderData('dup-1', EPG);
    // every connection replays the same message (as a proxy or a replaying server might), then drops
    const counter = scriptedStream((n) =>
      n < 3 ? { chunks: [`data: ${msg}\n\n`, 'data: {garbled\n\n'], fail: true } : { chunks: [`data: ${msg}\n\n`, `data: ${reminderData('new-2', EPG)}\n\n`], hang: true },
    );
    const logged = await errorsDuring(async () => {
      startCustomerStream({ fetch: counter.fetch, backoff: FAST });
      await until(() => expect(received.map((m) => m.messageId)).to.deep.equal(['dup-1', 'new-2']));
    });
    expect(counter.count).to.equal(3);
    expect(logged.filter((l) => l.includes('does not parse')).length).to.equal(2);
  });

  it('survives a single 401: asks the login service, stays signed in and reconnects', async () => {
    const p = await signInWithProfile('petras@example.lt');
    const token = $session.get().token;
    // the backend answers the first connection 401 (its X-Fault-Status test fault), later ones normally
    const counter = wire(/\/events\/customer\//, (n): Record<string, string> => (n === 1 ? { 'X-Fault-Status': '401' } : {}));
    const userChecks = countUserChecks();
    try {
      startCustomerStream({ fetch: counter.fetch, backoff: FAST });
      await until(() => expect(customerStream()?.open).to.equal(true));
    } finally {
      userChecks.restore();
    }
    expect(counter.count).to.equal(2, 'the refused connection and the one after it');
    expect(userChecks.count).to.equal(1, 'the session was re-checked once');
    expect($session.get().token).to.equal(token);
    expect($session.get().status).to.equal('user');
    expect($session.get().error).to.equal(null);
    // and the reconnected stream delivers
    const [prog] = await futureProgrammes();
    await fireReminder(p.customer_id, prog!.id);
    await until(() => expect(received.length).to.equal(1));
  });

  it('signs the page out after a 401 when the login service says the session is gone', async () => {
    await signInWithProfile('petras@example.lt');
    await logOutOnServer();
    const counter = wire(/\/events\/customer\//);
    const userChecks = countUserChecks();
    try {
      startCustomerStream({ fetch: counter.fetch, backoff: FAST });
      await until(() => expect($session.get().token).to.equal(null));
    } finally {
      userChecks.restore();
    }
    expect(userChecks.count).to.equal(1);
    expect($session.get().status).to.equal('visitor');
    expect($session.get().error?.status).to.equal(401);
    expect(customerStream()).to.equal(null);
    expect(counter.count).to.equal(1, 'no reconnection once the session is gone');
  });
});
