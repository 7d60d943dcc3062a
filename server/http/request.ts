// The request object handlers see: parsed URL, bracket-aware query, cookies and lazy body parsing.
import type { IncomingMessage } from 'node:http';
import { decode as decodeMsgpack } from '@msgpack/msgpack';
import { HttpError, badRequest } from './errors';
import { LIMITS } from './limits';

const MAX_BODY_BYTES = LIMITS.bodyBytes;

/**
 * Deepest nesting of arrays/objects in a JSON text, counted in one pass without recursion (so a
 * 100,000-deep body cannot blow the stack); stops counting once `limit` is passed.
 */
function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \\ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > max) max = depth;
      if (max > limit) return max;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--;
  }
  return max;
}

/** Deepest nesting of arrays/maps in a decoded value, walked with an explicit stack (no recursion). */
function valueDepth(value: unknown, limit: number): number {
  const stack: [unknown, number][] = [[value, 0]];
  let max = 0;
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    const depth = d + 1;
    if (depth > max) max = depth;
    if (max > limit) return max;
    const children = Array.isArray(v) ? v : v instanceof Map ? [...v.values()] : Object.values(v);
    for (const c of children) stack.push([c, depth]);
  }
  return max;
}

const tooDeep = () => new HttpError(400, 'too_deep', `The body nests deeper than ${LIMITS.depth} levels`);

/** Keys that reach an object's prototype when copied with `Object.assign` or set by bracket. */
const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const protoKey = (k: string) => new HttpError(400, 'bad_request', `The key "${k}" is not allowed`);

/** The client went away before its body arrived: nobody is left to answer, so nothing is logged. */
class BodyAborted extends HttpError {
  constructor() {
    super(400, 'aborted', 'The request body was cut off');
  }
}

export interface Req {
  raw: IncomingMessage;
  method: string;
  path: string;
  /** Flat query map; bracket keys stay literal: `filter[profile_id]`, `page[offset]`. */
  query: Record<string, string>;
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
  cookies: Record<string, string>;
  /** Raw body bytes (read once, size-limited). */
  bytes(): Promise<Buffer>;
  /**
   * The body as a record. On a documented route: the body checked against the operation's schema
   * (form values already turned into the schema's types). Otherwise JSON or form-encoded, parsed.
   */
  fields(): Promise<Record<string, unknown>>;
  /** Set by the validation glue (server/openapi/validate.ts) before the handler runs. */
  input?: {
    /** Path and query parameters as their schemas type them (an absent or empty query value is left out). */
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    body: Record<string, unknown>;
    /** Field errors of an operation that hands them to its handler (HTML forms); those fields are left out of `body`. */
    invalid: Record<string, string>;
  };
  json(): Promise<unknown>;
  msgpack(): Promise<unknown>;
}

function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) {
    if (PROTO_KEYS.has(k)) throw protoKey(k);
    out[k] = v;
  }
  return out;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/**
 * A body over the limit is still read to its end (and thrown away) before the 413 goes out, up to
 * this many bytes: a client that writes its whole request before it reads (most do) would else have
 * its connection closed under it mid-upload, and never see the answer. Beyond it the answer goes
 * at once and the connection closes.
 */
const LINGER_BYTES = 16 * 1024 * 1024;

function readBody(raw: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new HttpError(413, 'payload_too_large', `Body larger than ${limit} bytes`);
    const declared = Number(raw.headers['content-length'] ?? 0);
    if (declared > LINGER_BYTES) {
      reject(tooLarge());
      raw.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const refuse = () => {
      if (settled) return;
      settled = true;
      reject(tooLarge());
    };
    raw.on('data', (c: Buffer) => {
      size += c.length;
      if (size > LINGER_BYTES) return refuse();
      if (size <= limit) chunks.push(c);
    });
    raw.on('end', () => {
      if (size > limit || declared > limit) return refuse();
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    // a client that goes away mid-upload: 'error' (aborted) or a close before the end
    const cut = () => {
      if (settled || raw.readableEnded) return;
      settled = true;
      reject(new BodyAborted());
    };
    raw.on('error', cut);
    raw.on('close', cut);
  });
}

export function createReq(raw: IncomingMessage, url: URL): Req {
  let cached: Promise<Buffer> | undefined;
  const bytes = () => (cached ??= readBody(raw, MAX_BODY_BYTES));
  const contentType = String(raw.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw badRequest('Malformed URL encoding');
  }
  const req: Req = {
    raw,
    method: (raw.method ?? 'GET').toUpperCase(),
    path,
    query: parseQuery(url.search),
    params: {},
    headers: raw.headers,
    cookies: parseCookies(raw.headers.cookie),
    bytes,
    async json() {
      const b = await bytes();
      if (b.length === 0) return {};
      const text = b.toString('utf8');
      if (jsonDepth(text, LIMITS.depth) > LIMITS.depth) throw tooDeep();
      let bad = '';
      let v: unknown;
      try {
        v = JSON.parse(text, (k, value: unknown) => {
          if (PROTO_KEYS.has(k)) bad = k;
          return value;
        });
      } catch {
        throw badRequest('Malformed JSON body');
      }
      if (bad) throw protoKey(bad);
      return v;
    },
    async msgpack() {
      const b = await bytes();
      if (b.length === 0) throw badRequest('Empty msgpack body');
      let v: unknown;
      try {
        v = decodeMsgpack(b, { maxStrLength: LIMITS.bodyBytes, maxBinLength: LIMITS.bodyBytes, maxArrayLength: LIMITS.arrayItems, maxMapLength: LIMITS.mapEntries, maxExtLength: 0 });
      } catch {
        throw badRequest('Malformed msgpack body');
      }
      if (valueDepth(v, LIMITS.depth) > LIMITS.depth) throw tooDeep();
      return v;
    },
    async fields() {
      if (req.input) return req.input.body;
      const b = await bytes();
      if (b.length === 0) return {};
      if (contentType === 'application/json') {
        const v = await req.json();
        if (!v || typeof v !== 'object' || Array.isArray(v)) throw badRequest('JSON body must be an object');
        return v as Record<string, unknown>;
      }
      if (contentType === '' || contentType === 'application/x-www-form-urlencoded' || contentType === 'text/plain') {
        const text = b.toString('utf8');
        if (/%(?![0-9a-fA-F]{2})/.test(text)) throw badRequest('Malformed form body');
        return parseQuery(text);
      }
      throw new HttpError(415, 'unsupported_media_type', `Unsupported content type ${contentType}`);
    },
  };
  return req;
}
