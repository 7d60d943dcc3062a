// The request object handlers see: parsed URL, bracket-aware query, cookies and lazy body parsing.
import type { IncomingMessage } from 'node:http';
import { decode as decodeMsgpack } from '@msgpack/msgpack';
import { HttpError, badRequest } from './errors';

export const MAX_BODY_BYTES = 256 * 1024;

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
  /** Parses JSON or form-encoded bodies (by content type) into a flat string-ish record. */
  fields(): Promise<Record<string, unknown>>;
  json(): Promise<unknown>;
  msgpack(): Promise<unknown>;
}

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) out[k] = v;
  return out;
}

export function parseCookies(header: string | undefined): Record<string, string> {
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

function readBody(raw: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(raw.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new HttpError(413, 'payload_too_large', `Body larger than ${limit} bytes`));
      raw.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    raw.on('data', (c: Buffer) => {
      if (failed) return;
      size += c.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, 'payload_too_large', `Body larger than ${limit} bytes`));
        return;
      }
      chunks.push(c);
    });
    raw.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    raw.on('error', (e) => {
      if (!failed) reject(e);
    });
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
      try {
        return JSON.parse(b.toString('utf8')) as unknown;
      } catch {
        throw badRequest('Malformed JSON body');
      }
    },
    async msgpack() {
      const b = await bytes();
      if (b.length === 0) throw badRequest('Empty msgpack body');
      try {
        return decodeMsgpack(b) as unknown;
      } catch {
        throw badRequest('Malformed msgpack body');
      }
    },
    async fields() {
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
