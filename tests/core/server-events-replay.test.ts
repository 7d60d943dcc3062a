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
 * A fetch whose FIRST event stream goes deaf: the page hears the block that opens it, then only
 * keep-alive comments made up here while `hold()` says so (standing in for the server's
 * heartbeats), while the server's side stays open and written to. Later connections are untouched.
 */
function deafFirstStream(hold: () => boolean) {
  const lastEventIds: (string | null)[] = [];
  const f = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    lastEventIds.push(new Headers(init.headers).get('Last-Event-ID'));
    const res = await window.fetch(input, init);
    if (lastEventIds.length > 1 || !res.ok || !res.body) return res;
    const reader = res.body.getReader();
    const dec = new TextDecoder();
    const enc = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(ctrl) {
        const put = (text: string) => {
          try {
            ctrl.enqueue(enc.encode(text));
          } catch {
            // the page already gave up on this connection
          }
        };
        const keep = setInterval(() => hold() && put(': keep-alive\n\n'), 200);
        void (async () => {
          // the text of the opening block until it is complete, then null: the rest is dropped
          let head: string | null = '';
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              if (head === null) continue;
              head += dec.decode(value, { stream: true });
              const end = head.indexOf('\n\n');
              if (end < 0) continue;
              put(head.slice(0, end + 2));
              head = null;
            }
            ctrl.close();
          } catch (err) {
            ctrl.error(err);
          } finally {
            clearInterval(keep);
          }
        })();
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
    // (other tests may have left reminders of their own: this one is counted by its id)
    const mine = () => received.filter((m) => m.messageId === `reminder-${made.id}`);
    let hold = true;
    const wire = deafFirstStream(() => hold);
    // a short silence limit: the page notices the deaf connection soon after the keep-alives stop
    startReminders({ fetch: wire.fetch, backoff: { baseMs: 5, maxMs: 40 }, idleMs: 2000 });

    // the scheduler writes the reminder to the open stream the page does not hear
    await until(() => expect(customerStream()?.open).to.equal(true));
    expect(await tick(prog!.start - 30)).to.be.greaterThan(0);
    expect(mine().length).to.equal(0);
    hold = false;

    await until(() => expect(mine().length).to.equal(1));
    expect(customerStream()!.connections).to.be.greaterThan(1, 'shown by a new connection');
    expect(wire.lastEventIds[1]).to.match(/^\d+\.\d+$/, 'the reconnect sends the cursor it saw');
    expect($reminderToasts.get().map((n) => n.epgId)).to.include(prog!.id);

    // later connections do not show it again: a message fired after a reconnect arrives alone
    const shown = customerStream()!.connections;
    await until(() => expect(customerStream()!.connections).to.be.greaterThan(shown));
    await until(() => expect(customerStream()?.open).to.equal(true));
    const before = received.length;
    await fireReminder(profile.customer_id, other!.id);
    await until(() => expect(received.length).to.be.greaterThan(before));
    expect(mine().length).to.equal(1);
  });
});
