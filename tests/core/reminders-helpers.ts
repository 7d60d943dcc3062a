// Helpers for the reminder and event stream tests: a signed-in customer with a chosen profile,
// a future programme, the backend's event test controls and a fetch that counts (and can break)
// the connections it makes.
import { api } from '../../src/core/api/client';
import { loadUser, loadUserinfo } from '../../src/core/stores/auth';
import { $session } from '../../src/core/stores/session';
import { loginAs, testEnv } from '../helpers/env';

export interface EpgItemJson {
  id: number;
  channel_id: number;
  start: number;
  stop: number;
  title: string;
}
interface EpgGridJson {
  items: Record<string, Record<string, EpgItemJson[]>>;
}

interface ProfileJson {
  id: number;
  name: string;
  customer_id: number;
  age: number;
  master_flag: boolean;
}

/** Signs in and chooses the first profile, as the automatic choice does for petras. */
export async function signInWithProfile(email = 'petras@example.lt'): Promise<ProfileJson> {
  sessionStorage.clear();
  await loginAs(email);
  await loadUser();
  await loadUserinfo();
  const { items } = await api<{ items: ProfileJson[] }>('customer/profiles');
  const p = items[0]!;
  $session.set({ ...$session.get(), profile: { id: p.id, name: p.name, customer_id: p.customer_id, age: p.age, master_flag: p.master_flag } });
  return p;
}

/** Programmes of `channel` starting at least `leadS` seconds from now (in `lang`). */
export async function futureProgrammes(channel = 1, leadS = 600, lang = 'lt'): Promise<EpgItemJson[]> {
  const now = Math.floor(Date.now() / 1000);
  const from = Math.floor(now / 86400) * 86400;
  const grid = await api<EpgGridJson>(`epggrid/channels/${channel}/from/${from}/to/${from + 2 * 86400}/lang/${lang}`);
  return Object.values(grid.items[String(channel)] ?? {})
    .flat()
    .filter((p) => p.start >= now + leadS)
    .sort((a, b) => a.start - b.start);
}

export async function programme(id: number, lang: string): Promise<EpgItemJson> {
  return api<EpgItemJson>(`epg/${id}`, { query: { lang } });
}

/** POSTs a test control (they answer without CORS headers: the request is sent, the answer is opaque). */
async function control(path: string, form: Record<string, string> = {}): Promise<void> {
  const { backend } = await testEnv();
  await fetch(`${backend}${path}`, {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

/** The backend sends a reminder message for `epgId` to the customer's streams now. */
export const fireReminder = (customerId: number, epgId: number) => control('/__test/events/fire', { customer_id: String(customerId), epg_id: String(epgId) });

/** Runs the backend's reminder scheduler once as if it were `now` (epoch s). */
export const tick = (now: number) => control(`/__test/events/tick?now=${now}`);

export interface WireCounter {
  fetch: typeof fetch;
  /** Requests made to matching URLs. */
  readonly count: number;
  readonly urls: string[];
  readonly headers: Headers[];
}

/**
 * A fetch for the stream client that counts requests to URLs matching `match` and lets a test add
 * headers per connection (the backend's X-Fault-Status / X-Fault-Drop test faults).
 */
export function wire(match: RegExp, faults: (n: number) => Record<string, string> = () => ({})): WireCounter {
  const urls: string[] = [];
  const headers: Headers[] = [];
  const f = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (!match.test(url)) return window.fetch(input, init);
    urls.push(url);
    const h = new Headers(init.headers);
    for (const [k, v] of Object.entries(faults(urls.length))) h.set(k, v);
    headers.push(h);
    return window.fetch(input, { ...init, headers: h });
  };
  return {
    fetch: f as typeof fetch,
    get count() {
      return urls.length;
    },
    urls,
    headers,
  };
}

/** A fetch answering every call with a scripted event stream: `script(n)` gives connection n's chunks. */
export interface Scripted {
  status?: number;
  chunks: string[];
  /** Error the body after the chunks (a dropped connection). */
  fail?: boolean;
  /** Keep the body open after the chunks (a live connection); otherwise it ends. */
  hang?: boolean;
}
export function scriptedStream(script: (n: number) => Scripted): WireCounter {
  const urls: string[] = [];
  const headers: Headers[] = [];
  const f = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    urls.push(String(input));
    headers.push(new Headers(init.headers));
    const s = script(urls.length);
    const enc = new TextEncoder();
    // one chunk per read, then the end: an error (drop), the end of the body, or nothing (live)
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      start(ctrl) {
        init.signal?.addEventListener('abort', () => ctrl.error(new DOMException('aborted', 'AbortError')));
      },
      pull(ctrl) {
        if (i < s.chunks.length) return ctrl.enqueue(enc.encode(s.chunks[i++]));
        if (s.fail) ctrl.error(new TypeError('network error'));
        else if (!s.hang) ctrl.close();
        else return new Promise<void>(() => undefined);
      },
    }, { highWaterMark: 0 });
    return new Response(s.status && s.status >= 300 ? null : body, { status: s.status ?? 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return {
    fetch: f as typeof fetch,
    get count() {
      return urls.length;
    },
    urls,
    headers,
  };
}

/** A reminder message as the backend sends it (payload is a JSON string). */
export function reminderData(messageId: string, epg: { id: number; channel_id: number; start: number; stop: number; title: { lang: string; title: string }[] }, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ msg_type: 'reminder', messageId, payload: JSON.stringify({ epg, ...extra }) });
}
