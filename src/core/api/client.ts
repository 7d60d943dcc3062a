import { safeParse, type GenericSchema, type InferOutput } from 'valibot';
import { config } from '../config';
import { AppError, ErrorCategory, ErrorCode } from '../errors';
import { currentToken, emitApiEvent } from './events';

type Query = Record<string, string | number | boolean | undefined | null>;
export type Form = Record<string, string | number | boolean>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent form-encoded (application/x-www-form-urlencoded), as the operator API expects. */
  form?: Form;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Where the error is recorded as coming from (for logs). */
  source?: string;
  signal?: AbortSignal;
  /** Outlives the page (fetch keepalive): a write sent while the page unloads. */
  keepalive?: boolean;
  /** Response type; JSON by default. */
  as?: 'json' | 'text';
  /**
   * The shape the answer must have (a valibot schema from ./schemas.ts): the parsed answer is
   * returned typed by it, and an answer that does not fit raises AppError UNEXPECTED_ANSWER.
   */
  schema?: GenericSchema;
}

/** Options with a schema: the call's result is the schema's output. */
export type CheckedOptions<S extends GenericSchema> = RequestOptions & { schema: S };

export function encodeQuery(q: Query | undefined): string {
  if (!q) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null) p.append(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function encodeForm(f: Form): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) p.append(k, String(v));
  return p.toString();
}

/** The base a call goes to: the API with a bearer token, the public API without one. */
function apiUrl(path: string, query?: Query): string {
  const token = currentToken();
  const cfg = config();
  return new URL(path.replace(/^\//, ''), token ? cfg.apiBase : cfg.publicApiBase).toString() + encodeQuery(query);
}

/** The bearer token; the acting profile is the server's binding of this token, never a header. */
function authHeaders(): Record<string, string> {
  const token = currentToken();
  const h: Record<string, string> = {};
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

async function errorFromResponse(res: Response, source: string): Promise<AppError> {
  let message = `HTTP ${res.status}`;
  let code: string | undefined;
  let triesLeft: number | undefined;
  let retryAfter: number | undefined = num(Number(res.headers.get('Retry-After') ?? NaN));
  let fields: Record<string, string> | undefined;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string; tries_left?: unknown; retry_after?: unknown; fields?: unknown } | string };
    if (typeof body.error === 'string') message = body.error;
    else if (body.error) {
      message = body.error.message ?? message;
      code = body.error.code;
      triesLeft = num(body.error.tries_left);
      retryAfter = num(body.error.retry_after) ?? retryAfter;
      const f = body.error.fields;
      if (f && typeof f === 'object') fields = Object.fromEntries(Object.entries(f).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
  } catch {
    /* non-JSON error body */
  }
  const extra = { apiCode: code, triesLeft, retryAfter, fields };
  if (res.status === 401)
    return new AppError({ code: ErrorCode.AUTH_REQUIRED, message, status: 401, source, ...extra });
  if (res.status === 451 || code === 'geo_blocked')
    return new AppError({ code: ErrorCode.GEO_BLOCKED, message, status: res.status, source, severity: 'critical' });
  return new AppError({ code: ErrorCode.HTTP_STATUS, message, status: res.status, source, ...extra });
}

/**
 * The client's boundary check: `body` as the schema's output, or AppError UNEXPECTED_ANSWER naming
 * the first field that does not fit (for the console; the user reads the code's message).
 */
export function checkAnswer<S extends GenericSchema>(schema: S, body: unknown, source: string, status?: number): InferOutput<S> {
  const r = safeParse(schema, body);
  if (r.success) return r.output;
  const issue = r.issues[0];
  const at = issue.path?.map((p) => String(p.key)).join('.') || 'the answer';
  throw new AppError({ code: ErrorCode.UNEXPECTED_ANSWER, message: `Unexpected answer: ${at}: ${issue.message}`, status, source });
}

/** How a request leaves the page: the browser's fetch. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
const browserFetch: Transport = (url, init) => fetch(url, init);
let transport: Transport = browserFetch;
/**
 * The test seam: element tests answer the client's calls with a fake API (tests/fakes/api.ts)
 * given here, so no global is patched; no argument puts the browser's fetch back.
 */
export function setTransport(t: Transport = browserFetch): void {
  transport = t;
}

/** Sends a request to an absolute URL, raising AppError on network failure or a non-2xx status. */
export function request<S extends GenericSchema>(url: string, opts: CheckedOptions<S>, init?: RequestInit): Promise<InferOutput<S>>;
export function request<T>(url: string, opts?: RequestOptions, init?: RequestInit): Promise<T>;
export async function request(url: string, opts: RequestOptions = {}, init: RequestInit = {}): Promise<unknown> {
  const source = opts.source ?? url;
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined = opts.body;
  if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = encodeForm(opts.form);
  } else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  let res: Response;
  try {
    res = await transport(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal, ...(opts.keepalive ? { keepalive: true } : {}), ...init });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new AppError({ code: ErrorCode.NETWORK_FAILED, message: String(cause), source });
  }
  if (!res.ok) throw await errorFromResponse(res, source);
  let answer: unknown;
  if (res.status === 204) answer = undefined;
  else if (opts.as === 'text') answer = await res.text();
  else {
    try {
      answer = await res.json();
    } catch {
      throw new AppError({ code: ErrorCode.BAD_RESPONSE, message: 'Malformed response', status: res.status, source });
    }
  }
  return opts.schema ? checkAnswer(opts.schema, answer, source, res.status) : answer;
}

/**
 * Calls the operator API: bearer token and the private base when signed in, the public base
 * otherwise. A 401 reports `authFailed` (the session store drops the token, docs/product.md#states). With `schema` the answer is
 * checked and typed by it (every answer the client reads is: see ./schemas.ts).
 */
export function api<S extends GenericSchema>(path: string, opts: CheckedOptions<S>): Promise<InferOutput<S>>;
export function api<T>(path: string, opts?: RequestOptions): Promise<T>;
export async function api(path: string, opts: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path, opts.query);
  const headers = { ...authHeaders(), ...opts.headers };
  const source = opts.source ?? path;
  try {
    if (!shareable(opts)) return await request<unknown>(url, { ...opts, headers, source });
    // the answer before its schema: each caller checks it against its own
    const key = `${opts.as ?? 'json'} ${url} ${JSON.stringify(headers)}`;
    let answer = inFlight.get(key);
    if (!answer) {
      answer = request<unknown>(url, { ...opts, schema: undefined, headers, source });
      inFlight.set(key, answer);
      const done = () => void inFlight.delete(key);
      answer.then(done, done);
    }
    const body = await answer;
    return opts.schema ? checkAnswer(opts.schema, body, source) : body;
  } catch (err) {
    if (err instanceof AppError && err.category === ErrorCategory.AUTH && currentToken()) emitApiEvent('authFailed', err);
    if (err instanceof AppError && err.category === ErrorCategory.GEO) emitApiEvent('geoBlocked', err);
    throw err;
  }
}

/**
 * The same GET asked again while the first is on its way (two elements, or a store asked anew as
 * the session settles) shares that request: a page load asks for each resource once.
 */
const inFlight = new Map<string, Promise<unknown>>();
const shareable = (opts: RequestOptions): boolean =>
  (opts.method ?? 'GET') === 'GET' && !opts.signal && !opts.keepalive && opts.body === undefined && opts.form === undefined && opts.json === undefined;
