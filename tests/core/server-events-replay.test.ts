// A reminder due while the page's event stream was deaf (a connection the server still writes to
// but the page no longer hears: a sleeping laptop, a changed network, a stuck proxy) is shown after
// the page reconnects, exactly once: the reconnect hands back the last event id it saw.
import { expect } from '@open-wc/testing';
import { api } from '../../src/core/api/client';
import { configure } from '../../src/core/config';
import { customerStream, forgetSeenMessages, onServerMessage, stopCustomerStream, type ServerMessage } from '../../src/core/server-events/customer';
import { $reminderToasts, startReminders } from '../../src/core/stores/reminders';
import { backendConfig, testEnv, until } from '../helpers/env';
import { fireReminder, futureProgrammes, signInWithProfile } from './reminders-helpers';

/**
 * A fetch whose event streams go deaf while `deaf()` says so: each connection's first block (with
 * the cursor the server opens it with) reaches the page, anything after it is dropped, while the
 * server's side of the connection stays open and written to.
 */
function deafening(deaf: () => boolean) {
  const lastEventIds: (string | null)[] = [];
  const f = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    lastEventIds.push(new Headers(init.headers).get('Last-Event-ID'));
    const res = await window.fetch(input, init);
    if (!res.ok || !res.body) return res;
    const reader = res.body.getReader();
    const dec = new TextDecoder();
    // the text of the connection's first block until it is complete, then null
    let head: string | null = '';
    const body = new ReadableStream<Uint8Array>({
      async pull(ctrl) {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return ctrl.close();
          if (!deaf()) return ctrl.enqueue(value);
          if (head === null) continue;
          head += dec.decode(value, { stream: true });
          const end = head.indexOf('\n\n');
          if (end < 0) continue;
          const first = head.slice(0, end + 2);
          head = null;
          return ctrl.enqueue(new TextEncoder().encode(first));
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, { status: res.status, headers: res.headers });
  };
  return { fetch: f as typeof fetch, lastEventIds };
}

/** Runs the backend's reminder scheduler as if at `now`; how many streams it wrote to. */
async function tick(now: number): Promise<number> {
  const { backend } = await testEnv();
  const r = await fetch(`${backend}/__test/events/tick?now=${now}`, { method: 'POST' });
  return ((await r.json()) as { delivered: number }).delivered;
}

describe('a reminder due while the event stream was deaf', () => {
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

  it('is shown after the reconnect, once', async () => {
    const profile = await signInWithProfile('petras@example.lt');
    const [prog, other] = await futureProgrammes(5);
    const made = await api<{ id: number }>('reminders', { method: 'POST', form: { profile_id: profile.id, epg_id: prog!.id } });
    let deaf = true;
    const wire = deafening(() => deaf);
    // a short silence limit: the page notices the deaf connection quickly
    startReminders({ fetch: wire.fetch, backoff: { baseMs: 5, maxMs: 40 }, idleMs: 2000 });

    // the scheduler writes the reminder to an open stream the page does not hear
    for (;;) {
      await until(() => expect(customerStream()?.open).to.equal(true));
      if ((await tick(prog!.start - 30)) > 0) break;
    }
    deaf = false;
    const before = customerStream()!.connections;

    await until(() => expect(received.length).to.equal(1));
    expect(received[0]!.messageId).to.equal(`reminder-${made.id}`);
    expect(customerStream()!.connections).to.be.greaterThan(before, 'shown by a new connection');
    expect(wire.lastEventIds[before]).to.match(/^\d+\.\d+$/, 'the reconnect sends the cursor it saw');
    expect($reminderToasts.get().map((n) => n.epgId)).to.include(prog!.id);

    // later connections do not show it again: a message fired after a reconnect arrives alone
    const shown = customerStream()!.connections;
    await until(() => expect(customerStream()!.connections).to.be.greaterThan(shown));
    await until(() => expect(customerStream()?.open).to.equal(true));
    await fireReminder(profile.customer_id, other!.id);
    await until(() => expect(received.length).to.be.at.least(2));
    expect(received.filter((m) => m.messageId === `reminder-${made.id}`).length).to.equal(1);
  });
});
