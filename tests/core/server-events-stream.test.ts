// The fetch-based event stream client: bearer header, reconnects with backoff after an HTTP 500
// and after dropped connections (counted on the wire), a 401 stops it unless a re-check says the
// session stands, close() stops it.
import { expect } from '@open-wc/testing';
import { configure } from '../../src/core/config';
import { $session } from '../../src/core/stores/session';
import { backoffDelay, openEventStream, type StreamHandle } from '../../src/core/server-events/stream';
import type { SseMessage } from '../../src/core/server-events/sse';
import { backendConfig, testEnv, until } from '../helpers/env';
import { fireReminder, futureProgrammes, scriptedStream, signInWithProfile, wire } from './reminders-helpers';

const FAST = { baseMs: 5, maxMs: 40 };

describe('event stream client', () => {
  let handle: StreamHandle | null = null;
  before(async () => configure(await backendConfig()));
  afterEach(() => {
    handle?.close();
    handle = null;
  });

  it('grows the backoff exponentially up to its cap, with jitter in the upper half', () => {
    const b = { baseMs: 1000, maxMs: 60_000 };
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, b, () => 1))).to.deep.equal([1000, 2000, 4000, 8000]);
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, b, () => 0))).to.deep.equal([500, 1000, 2000, 4000]);
    expect(backoffDelay(20, b, () => 1)).to.equal(60_000);
    expect(backoffDelay(1000, b, () => 0.5)).to.equal(45_000);
  });

  async function streamFor(faults: (n: number) => Record<string, string>) {
    const p = await signInWithProfile('petras@example.lt');
    const { backend } = await testEnv();
    const counter = wire(/\/events\/customer\//, faults);
    const got: SseMessage[] = [];
    const retries: string[] = [];
    let opened = 0;
    handle = openEventStream({
      url: () => `${backend}/events/customer/${p.customer_id}`,
      headers: () => ({ Authorization: `Bearer ${$session.get().token}` }),
      onMessage: (m) => got.push(m),
      onOpen: () => opened++,
      onRetry: (reason) => retries.push(reason),
      backoff: FAST,
      fetch: counter.fetch,
    });
    return { p, counter, got, retries, opened: () => opened };
  }

  it('reconnects after HTTP 500 answers (which end a native EventSource for good) and then receives', async () => {
    const s = await streamFor((n): Record<string, string> => (n <= 2 ? { 'X-Fault-Status': '500' } : {}));
    await until(() => expect(s.opened()).to.equal(1));
    expect(s.counter.count).to.equal(3, 'two refused connections and the third one open');
    expect(s.retries).to.deep.equal(['HTTP 500', 'HTTP 500']);
    expect(s.counter.headers[2]!.get('Authorization')).to.equal(`Bearer ${$session.get().token}`);
    const [prog] = await futureProgrammes();
    await fireReminder(s.p.customer_id, prog!.id);
    await until(() => expect(s.got.map((m) => JSON.parse(m.data) as { msg_type: string }).some((m) => m.msg_type === 'reminder')).to.equal(true));
    expect(s.counter.count).to.equal(3);
  });

  it('reconnects after connections dropped without an answer', async () => {
    const s = await streamFor((n): Record<string, string> => (n <= 3 ? { 'X-Fault-Drop': '1' } : {}));
    await until(() => expect(s.opened()).to.equal(1));
    expect(s.counter.count).to.equal(4);
    expect(s.retries.length).to.equal(3);
    expect(s.retries.every((r) => r.startsWith('network'))).to.equal(true, s.retries.join(', '));
  });

  it('reconnects when an open stream drops or ends, and keeps delivering', async () => {
    const got: string[] = [];
    const counter = scriptedStream((n) =>
      n === 1 ? { chunks: ['data: one\n\n', 'data: half'], fail: true } : n === 2 ? { chunks: ['data: two\n\n'] } : { chunks: ['data: three\n\n'], hang: true },
    );
    const reasons: string[] = [];
    handle = openEventStream({ url: () => 'https://x.invalid/events', onMessage: (m) => got.push(m.data), onRetry: (r) => reasons.push(r), backoff: FAST, fetch: counter.fetch });
    await until(() => expect(got).to.deep.equal(['one', 'two', 'three']));
    expect(counter.count).to.equal(3);
    expect(reasons[0]).to.match(/^dropped/);
    expect(reasons[1]).to.equal('stream ended');
    expect(counter.headers[0]!.get('Accept')).to.equal('text/event-stream');
  });

  it('reconnects when a connection goes silent past the idle limit', async () => {
    const counter = scriptedStream((n) => (n === 1 ? { chunks: [': hello\n\n'], hang: true } : { chunks: ['data: again\n\n'], hang: true }));
    const got: string[] = [];
    const reasons: string[] = [];
    handle = openEventStream({ url: () => 'https://x.invalid/events', onMessage: (m) => got.push(m.data), onRetry: (r) => reasons.push(r), backoff: FAST, idleMs: 30, fetch: counter.fetch });
    await until(() => expect(got).to.include('again'));
    expect(reasons[0]).to.equal('idle');
    expect(counter.count).to.be.at.least(2);
  });

  it('reconnects when the backend accepts the stream and never answers', async () => {
    const p = await signInWithProfile('petras@example.lt');
    const { backend } = await testEnv();
    // the first request is held by the backend for 30 s without a byte of answer
    const counter = wire(/\/events\/customer\//, (n): Record<string, string> => (n === 1 ? { 'X-Fault-Delay-Ms': '30000' } : {}));
    const got: SseMessage[] = [];
    const retries: string[] = [];
    let opened = 0;
    handle = openEventStream({
      url: () => `${backend}/events/customer/${p.customer_id}`,
      headers: () => ({ Authorization: `Bearer ${$session.get().token}` }),
      onMessage: (m) => got.push(m),
      onOpen: () => opened++,
      onRetry: (reason) => retries.push(reason),
      backoff: FAST,
      idleMs: 1500,
      fetch: counter.fetch,
    });
    await until(() => expect(opened).to.be.at.least(1));
    expect(retries[0]).to.equal('no answer');
    expect(counter.count).to.be.at.least(2);
  });

  it('stops for good after a 401 and after close()', async () => {
    const refused = scriptedStream(() => ({ status: 401, chunks: [] }));
    let fatal = 0;
    handle = openEventStream({ url: () => 'https://x.invalid/events', onMessage: () => undefined, onFatal: (st) => (fatal = st), backoff: FAST, fetch: refused.fetch });
    await until(() => expect(fatal).to.equal(401));
    expect(handle.closed).to.equal(true);
    expect(refused.count).to.equal(1);

    const live = scriptedStream(() => ({ chunks: ['data: x\n\n'], hang: true }));
    const h = openEventStream({ url: () => 'https://x.invalid/events', onMessage: () => undefined, backoff: FAST, fetch: live.fetch });
    await until(() => expect(live.count).to.equal(1));
    h.close();
    expect(h.closed).to.equal(true);
  });

  it('asks `recheck` after a 401: reconnects while the session stands, stops once it is gone', async () => {
    // connections 1 and 2 are refused; the session stands after the first and is gone after the second
    const counter = scriptedStream((n) => (n <= 2 ? { status: 401, chunks: [] } : { chunks: ['data: back\n\n'], hang: true }));
    const answers = [true, false];
    const asked: number[] = [];
    let fatal = 0;
    const reasons: string[] = [];
    handle = openEventStream({
      url: () => 'https://x.invalid/events',
      onMessage: () => undefined,
      onRetry: (r) => reasons.push(r),
      onFatal: (st) => (fatal = st),
      recheck: async () => {
        asked.push(counter.count);
        return answers.shift()!;
      },
      backoff: FAST,
      fetch: counter.fetch,
    });
    await until(() => expect(fatal).to.equal(401));
    expect(asked).to.deep.equal([1, 2]);
    expect(reasons).to.deep.equal(['HTTP 401; the session stands']);
    expect(counter.count).to.equal(2);
    expect(handle.closed).to.equal(true);

    // a session that stands: the next connection is open and reads
    const again = scriptedStream((n) => (n === 1 ? { status: 401, chunks: [] } : { chunks: ['data: back\n\n'], hang: true }));
    const got: string[] = [];
    const h = openEventStream({ url: () => 'https://x.invalid/events', onMessage: (m) => got.push(m.data), recheck: async () => true, backoff: FAST, fetch: again.fetch });
    await until(() => expect(got).to.deep.equal(['back']));
    expect(again.count).to.equal(2);
    expect(h.closed).to.equal(false);
    h.close();
  });

  it('survives a listener that throws', async () => {
    const counter = scriptedStream(() => ({ chunks: ['data: a\n\ndata: b\n\n'], hang: true }));
    const got: string[] = [];
    const orig = console.error;
    console.error = () => undefined;
    try {
      handle = openEventStream({
        url: () => 'https://x.invalid/events',
        onMessage: (m) => {
          if (m.data === 'a') throw new Error('boom');
          got.push(m.data);
        },
        backoff: FAST,
        fetch: counter.fetch,
      });
      await until(() => expect(got).to.deep.equal(['b']));
    } finally {
      console.error = orig;
    }
    expect(counter.count).to.equal(1);
  });
});
