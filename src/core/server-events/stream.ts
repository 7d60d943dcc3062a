// A server-sent event stream over fetch: EventSource cannot send an Authorization header and gives
// up for good after an HTTP error (a 500 kills it), so this client reads the body itself, parses it
// with createSseParser and reconnects with exponential backoff and jitter after any failure (network
// error, dropped connection, non-2xx answer, a stream that ends or goes silent). Only 401/403/404
// stop it: the token or the customer is wrong, and asking again will not help. A 401 is first
// handed to `recheck` when one is given (one 401 is no proof that the session is gone: a proxy, a
// restarted server, a token the login service has just renewed): when it says the session stands,
// the stream reconnects with the usual backoff. A reconnect sends the last event id it saw as
// Last-Event-ID, as EventSource does, so the server can send what the broken connection missed.
import { createSseParser, type SseMessage } from './sse';

export interface Backoff {
  /** First retry delay (before jitter). */
  baseMs: number;
  /** Largest delay. */
  maxMs: number;
}
const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 60_000 };
/**
 * The server sends a heartbeat comment every 15 s: silence for this long (one heartbeat may be lost)
 * means a dead connection, also while the answer itself has not come. A reminder is held on the
 * server until a stream takes it, so a quick reconnect still receives the one due meanwhile.
 */
const DEFAULT_IDLE_MS = 35_000;

/** Statuses after which reconnecting cannot help. */
const FATAL = new Set([401, 403, 404]);

interface StreamOptions {
  url: () => string;
  headers?: () => Record<string, string>;
  onMessage: (message: SseMessage) => void;
  /** A connection was answered with 2xx (`connections` counts every attempt). */
  onOpen?: () => void;
  /** A failure; the next attempt follows in `delayMs`. */
  onRetry?: (reason: string, delayMs: number) => void;
  /** A fatal answer (401/403/404): the stream stays closed. */
  onFatal?: (status: number) => void;
  /**
   * Asked after a 401 before giving up: resolves true when the session still stands (the stream
   * then retries with backoff), false when it is gone (the 401 is fatal).
   */
  recheck?: () => Promise<boolean>;
  backoff?: Partial<Backoff>;
  idleMs?: number;
  /** Tests pass their own fetch; the default reads `globalThis.fetch` at call time. */
  fetch?: typeof fetch;
  /** 0..1; Math.random by default. */
  random?: () => number;
}

export interface StreamHandle {
  close(): void;
  /** Connection attempts made so far. */
  readonly connections: number;
  /** A connection is answered and being read. */
  readonly open: boolean;
  readonly closed: boolean;
}

/** Delay before retry number `attempt` (0-based): equal jitter over an exponential curve. */
export function backoffDelay(attempt: number, b: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(b.maxMs, b.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export function openEventStream(o: StreamOptions): StreamHandle {
  const backoff = { ...DEFAULT_BACKOFF, ...o.backoff };
  const idleMs = o.idleMs ?? DEFAULT_IDLE_MS;
  const doFetch = o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const random = o.random ?? Math.random;
  let closed = false;
  let attempt = 0;
  let connections = 0;
  let open = false;
  let lastEventId = '';
  let abort: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const retry = (reason: string) => {
    clearTimeout(idleTimer);
    if (closed) return;
    const delay = backoffDelay(attempt++, backoff, random);
    o.onRetry?.(reason, delay);
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (closed) return;
    connections++;
    const ctrl = new AbortController();
    abort = ctrl;
    // a connection accepted and never answered counts as silence too
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => ctrl.abort(), idleMs);
    let res: Response;
    try {
      res = await doFetch(o.url(), {
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}), ...o.headers?.() },
        signal: ctrl.signal,
        cache: 'no-store',
        credentials: 'omit',
      });
    } catch (err) {
      return retry(ctrl.signal.aborted ? 'no answer' : `network: ${String(err)}`);
    }
    if (closed) return void res.body?.cancel().catch(() => undefined);
    if (!res.ok || !res.body) {
      clearTimeout(idleTimer);
      void res.body?.cancel().catch(() => undefined);
      if (res.status === 401 && o.recheck) {
        let stands = false;
        try {
          stands = await o.recheck();
        } catch (err) {
          // a re-check that fails says nothing about the session: try again later
          console.error('[eteris] event stream: session re-check failed:', err);
          stands = true;
        }
        if (closed) return;
        if (stands) return retry('HTTP 401; the session stands');
      }
      if (FATAL.has(res.status)) {
        closed = true;
        o.onFatal?.(res.status);
        return;
      }
      return retry(`HTTP ${res.status}`);
    }
    open = true;
    o.onOpen?.();
    const parser = createSseParser();
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const watch = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => ctrl.abort(), idleMs);
    };
    watch();
    let reason = 'stream ended';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        if (!value) continue;
        // the connection works: the next failure starts the backoff again from the base delay
        attempt = 0;
        for (const m of parser.feed(value)) {
          try {
            o.onMessage(m);
          } catch (err) {
            console.error('[eteris] event handler failed:', err);
          }
        }
        lastEventId = parser.lastEventId || lastEventId;
      }
    } catch (err) {
      reason = ctrl.signal.aborted ? 'idle' : `dropped: ${String(err)}`;
    }
    open = false;
    if (abort === ctrl) abort = null;
    retry(reason);
  };

  void connect();
  return {
    close() {
      closed = true;
      open = false;
      clearTimeout(retryTimer);
      clearTimeout(idleTimer);
      abort?.abort();
      abort = null;
    },
    get connections() {
      return connections;
    },
    get open() {
      return open;
    },
    get closed() {
      return closed;
    },
  };
}
