// A fake operator API for element tests, where the reference backend adds nothing: it answers the
// client's calls at its transport seam (setTransport in src/core/api/client.ts; no global is
// patched) from the OpenAPI document's examples, by operation, and records every call it gets, so
// a test asserts what goes over the wire. The operations and examples come from the server's own
// document, written at build time by scripts/build-browser-tests.mjs.
import { setTransport } from '../../src/core/api/client';
import type { Profile } from '../../src/core/api/profiles';
import { configure } from '../../src/core/config';
import { loadUser, loadUserinfo } from '../../src/core/stores/auth';
import { forgetProfile, selectProfile } from '../../src/core/stores/profiles';

/** An operation: method and path template without the API base, e.g. `GET /smartrows/{id}`. */
export type Op = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** A call the fake got, as it went over the wire. */
export interface Call {
  op: Op | null;
  method: string;
  /** The full path, base included (`/api/public/v1/smartrows/2`). */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
  /** A form body as its fields, a JSON body parsed, a binary one as its bytes, else undefined. */
  body: unknown;
  /** The client aborted the call (its signal), whether or not an answer had come. */
  aborted: boolean;
  /** The client read the answer's body. */
  read: boolean;
}

export interface Answer {
  status?: number;
  body?: unknown;
}
/** An operation's answer given by a test: fixed, or made from the call. Throwing fails the call as a network failure does. */
export type Responder = Answer | ((call: Call) => Answer | Promise<Answer>);

export interface HoldOptions {
  /** Holds only the calls it picks (every call of the operation without it). */
  only?: (call: Call) => boolean;
  /**
   * The held answer still reaches a call aborted meanwhile, once released: an answer already on its
   * way when the abort came, delivered late by a slow network. Without it an aborted call rejects
   * with AbortError, as fetch does.
   */
  pastAbort?: boolean;
}

export interface FakeApi {
  /** Every call so far, in order. */
  readonly calls: Call[];
  /** The calls to one operation. */
  callsTo(op: Op): Call[];
  /** The document's example of a schema (a copy, free to change). */
  example<T = Record<string, unknown>>(schema: string): T;
  /** Answers an operation as told until `reset`. */
  answer(op: Op, responder: Responder): void;
  /** Holds the operation's answers until the returned function is called (to see what shows meanwhile). */
  hold(op: Op, options?: HoldOptions): () => void;
  /** Forgets the calls, the answers given and the holds. */
  reset(): void;
  /** Sends the client's calls out with the browser's fetch again (a file's tests that need the reference backend). */
  close(): void;
}

/** The answer of a network failure (the client's "could not connect"). */
export const networkDown = (): Answer => {
  throw new TypeError('Failed to fetch');
};

interface Spec {
  operations: { method: string; path: string; status: number; schema: string | null }[];
  examples: Record<string, unknown>;
}
interface Route {
  op: Op;
  re: RegExp;
  names: string[];
  status: number;
  schema: string | null;
  literal: number;
}

const BASES = /^\/api\/(?:public\/)?v1(?=\/)/;

function routes(spec: Spec): Route[] {
  const out = spec.operations.map(({ method, path, status, schema }) => {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const source = path.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)');
    return { op: `${method} ${path.replace(BASES, '')}` as Op, re: new RegExp(`^${source}$`), names, status, schema, literal: path.replace(/\{\w+\}/g, '').length };
  });
  // the most literal template first: /smartrows/page.{id} before /smartrows/{id}
  return out.sort((a, b) => a.names.length - b.names.length || b.literal - a.literal);
}

function bodyOf(init: RequestInit): unknown {
  if (init.body instanceof Uint8Array) return new Uint8Array(init.body);
  if (typeof init.body !== 'string') return undefined;
  const type = new Headers(init.headers).get('Content-Type') ?? '';
  if (type.startsWith('application/json')) return JSON.parse(init.body) as unknown;
  return Object.fromEntries(new URLSearchParams(init.body));
}

const abortError = () => new DOMException('The call was aborted', 'AbortError');
const aborted = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(abortError());
    signal?.addEventListener('abort', () => reject(abortError()), { once: true });
  });

let spec: Promise<Spec> | null = null;

/**
 * Points the client at the fake and answers its calls from the examples until the page ends (each
 * test file is its own page). A describe block sets it up with `useFakeApi` (./suite.ts), which
 * resets it around each test.
 */
export async function fakeApi(): Promise<FakeApi> {
  spec ??= fetch('/build/browser-tests/fake-api.json').then((r) => r.json() as Promise<Spec>);
  const { operations, examples } = await spec;
  const table = routes({ operations, examples });
  const calls: Call[] = [];
  const answers = new Map<Op, Responder>();
  const holds = new Map<Op, HoldOptions & { until: Promise<void>; release: () => void }>();
  const example = <T>(schema: string): T => {
    if (!(schema in examples)) throw new Error(`the OpenAPI document has no example of ${schema} (server/openapi/examples.ts)`);
    return structuredClone(examples[schema]) as T;
  };
  const json = (call: Call, { status = 200, body }: Answer) => {
    const text = status === 204 || body === undefined ? null : JSON.stringify(body);
    // the body is given only as the client reads it, so the call records that it was read
    const stream =
      text === null
        ? null
        : new ReadableStream<Uint8Array>(
            {
              pull(c) {
                c.enqueue(new TextEncoder().encode(text));
                c.close();
                call.read = true;
              },
            },
            { highWaterMark: 0 },
          );
    return new Response(stream, { status, headers: { 'Content-Type': 'application/json' } });
  };

  const origin = location.origin;
  configure({
    apiBase: `${origin}/api/v1/`,
    publicApiBase: `${origin}/api/public/v1/`,
    clientBase: `${origin}/client/`,
    loginUrl: `${origin}/client/login`,
    logoutUrl: `${origin}/client/logout`,
    paymentUrl: `${origin}/client/payment`,
    statsUrl: `${origin}/stats`,
    eventsBase: `${origin}/events/`,
    mediaBase: `${origin}/media/`,
    siteBase: `${origin}/`,
  });
  // as fetch does, an aborted call rejects with AbortError whenever the abort comes before the answer
  // (unless a hold says its answer is already on its way)
  setTransport((url, init) => {
    const u = new URL(url);
    const method = (init.method ?? 'GET').toUpperCase();
    let route: Route | undefined;
    let match: RegExpExecArray | null = null;
    for (const r of table) if (r.op.startsWith(`${method} `) && (match = r.re.exec(u.pathname))) { route = r; break; }
    const params = Object.fromEntries((route?.names ?? []).map((n, i) => [n, decodeURIComponent(match![i + 1]!)]));
    const call: Call = { op: route?.op ?? null, method, path: u.pathname, params, query: Object.fromEntries(u.searchParams), headers: Object.fromEntries(new Headers(init.headers)), body: bodyOf(init), aborted: !!init.signal?.aborted, read: false };
    init.signal?.addEventListener('abort', () => (call.aborted = true), { once: true });
    calls.push(call);
    const held = route && holds.get(route.op);
    const hold = held && (held.only?.(call) ?? true) ? held : undefined;
    const answer = answerCall(call, route, hold?.until);
    return hold?.pastAbort ? answer : Promise.race([answer, aborted(init.signal)]);
  });
  async function answerCall(call: Call, route: Route | undefined, held: Promise<void> | undefined): Promise<Response> {
    if (!route) return json(call, { status: 404, body: { error: { code: 'not_found', message: `No operation ${call.method} ${call.path} in the OpenAPI document` } } });
    if (held) await held;
    const given = answers.get(route.op);
    if (given) return json(call, typeof given === 'function' ? await given(call) : given);
    if (route.schema === null) return json(call, { status: route.status });
    if (!(route.schema in examples)) {
      return json(call, { status: 501, body: { error: { code: 'no_example', message: `The OpenAPI document has no example of ${route.schema} for ${route.op}` } } });
    }
    return json(call, { status: route.status, body: example(route.schema) });
  }

  return {
    calls,
    callsTo: (op) => calls.filter((c) => c.op === op),
    example,
    answer: (op, responder) => void answers.set(op, responder),
    hold(op, options = {}) {
      let release!: () => void;
      const until = new Promise<void>((r) => (release = r));
      holds.set(op, { ...options, until, release });
      return () => {
        if (holds.get(op)?.until === until) holds.delete(op);
        release();
      };
    },
    reset() {
      calls.length = 0;
      answers.clear();
      for (const h of holds.values()) h.release();
      holds.clear();
    },
    close: () => setTransport(),
  };
}

/**
 * Signs in as the examples' account (GET {client}/user answers the ClientUser example) and chooses
 * the profile `name` of the ProfileList example on the fake server, as "Who is watching?" would.
 */
export async function signInFake(api: FakeApi, name = 'Anna'): Promise<Profile> {
  const profiles = api.example<{ items: Profile[] }>('ProfileList').items;
  api.answer('POST /customer/profile/{id}/select', (call) => ({ body: profiles.find((p) => String(p.id) === call.params['id']) }));
  forgetProfile();
  await loadUser();
  await loadUserinfo();
  return selectProfile(profiles.find((p) => p.name === name)!);
}

