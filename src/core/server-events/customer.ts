// The customer's live event channel (docs/product.md#states: opened once): ONE stream per page, whatever elements
// are on it, opened while a registered (non-demo) customer is signed in with a chosen profile (its
// messages are the profile's reminders: nothing before "Who is watching?" is answered, nothing
// behind the verify-your-e-mail page) and closed on logout.
// Messages are `{msg_type, messageId, payload}`; a message id is delivered once, also across
// reconnects; a garbled message is logged and ignored (docs/product.md#errors).
import { config } from '../config';
import { AppError, ErrorCode } from '../errors';
import { $registered, $userinfo, recheckSession } from '../stores/auth';
import { profileAllowed } from '../stores/access';
import { $session, clearToken } from '../stores/session';
import { openEventStream, type Backoff, type StreamHandle } from './stream';

export interface ServerMessage {
  msg_type: string;
  messageId: string;
  /** Decoded `payload` (the server sends a JSON string; an object is accepted too). */
  payload: unknown;
}

type Listener = (m: ServerMessage) => void;

/** Test-visible knobs (shorter backoff, a counting fetch). */
export interface CustomerStreamOptions {
  backoff?: Partial<Backoff>;
  idleMs?: number;
  fetch?: typeof fetch;
}

const listeners = new Map<string, Set<Listener>>();
const seen = new Set<string>();
const SEEN_MAX = 1000;
let options: CustomerStreamOptions = {};
let handle: StreamHandle | null = null;
let openFor = '';
let stopWatch: (() => void) | null = null;

/** Calls `fn` for every new message of `type`; returns the unsubscribe function. */
export function onServerMessage(type: string, fn: Listener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

/** Parses one `data:` block; null (and a log line) for anything that is not a valid message. */
export function parseServerMessage(data: string): ServerMessage | null {
  try {
    const raw = JSON.parse(data) as Partial<Record<keyof ServerMessage, unknown>> | null;
    if (!raw || typeof raw !== 'object') throw new Error('not an object');
    if (typeof raw.msg_type !== 'string' || !raw.msg_type) throw new Error('no msg_type');
    if (typeof raw.messageId !== 'string' && typeof raw.messageId !== 'number') throw new Error('no messageId');
    const payload: unknown = typeof raw.payload === 'string' ? JSON.parse(raw.payload) : (raw.payload ?? null);
    return { msg_type: raw.msg_type, messageId: String(raw.messageId), payload };
  } catch (err) {
    console.error('[eteris] ignoring a server event that does not parse:', (err as Error).message, data.slice(0, 200));
    return null;
  }
}

/** Hands a raw `data:` block to the listeners (once per messageId). Exposed for tests. */
export function deliver(data: string): boolean {
  const m = parseServerMessage(data);
  if (!m || seen.has(m.messageId)) return false;
  seen.add(m.messageId);
  if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as string);
  for (const fn of listeners.get(m.msg_type) ?? []) {
    try {
      fn(m);
    } catch (err) {
      console.error('[eteris] server event listener failed:', err);
    }
  }
  return true;
}

function customerId(): number {
  return $session.get().user?.customer_id || $userinfo.get().data.customer_id || 0;
}

function close(): void {
  handle?.close();
  handle = null;
  openFor = '';
}

function sync(): void {
  const { token } = $session.get();
  const id = customerId();
  const key = token && profileAllowed() && $registered.get() && id ? `${id}:${token}` : '';
  if (key === openFor) return;
  close();
  if (!key) return;
  openFor = key;
  const url = new URL(`customer/${id}`, config().eventsBase).toString();
  handle = openEventStream({
    url: () => url,
    headers: () => ({ Authorization: `Bearer ${token}` }),
    onMessage: (m) => {
      if (m.event === 'message') deliver(m.data);
    },
    onRetry: (reason, delay) => console.warn(`[eteris] event stream: ${reason}; reconnecting in ${delay} ms`),
    // A 401 signs the page out only when the login service agrees that the session is gone; a
    // token it renews reopens the stream with the new one (the session listener above).
    recheck: () => ($session.get().token === token ? recheckSession() : Promise.resolve(false)),
    onFatal: (status) => {
      console.error(`[eteris] event stream refused with HTTP ${status}; not reconnecting`);
      if (status === 401 && $session.get().token === token) {
        clearToken(new AppError({ code: ErrorCode.AUTH_REQUIRED, status, source: 'events' }));
      }
    },
    ...options,
  });
}

/** Opens the stream now and whenever a registered customer signs in; closes it on logout. Idempotent. */
export function startCustomerStream(opts?: CustomerStreamOptions): void {
  if (opts) options = opts;
  if (stopWatch) return sync();
  const a = $session.listen(sync);
  const b = $registered.listen(sync);
  stopWatch = () => {
    a();
    b();
  };
  sync();
}

/** Closes the stream and stops following the session (tests; a page that no longer wants it). */
export function stopCustomerStream(): void {
  stopWatch?.();
  stopWatch = null;
  close();
  options = {};
}

/** The open stream (tests count its connections). */
export function customerStream(): StreamHandle | null {
  return handle;
}

/** Forgets delivered message ids (tests). */
export function forgetSeenMessages(): void {
  seen.clear();
}
