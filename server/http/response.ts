// The response helper handlers use. All bodies go through `send`, which is where per-request test
// faults (malformed body) and CORS headers already set by the app are honoured.
import type { ServerResponse } from 'node:http';
import { HttpError } from './errors';
import { secureCookies } from './browser-policy';
import { compress, compressible, MIN_COMPRESS_BYTES, pickEncoding, varyOnEncoding } from './compress';

export interface Res {
  raw: ServerResponse;
  /** Set by the fault layer: the next body is cut in half so that it no longer parses. */
  malformed: boolean;
  /** Set by the fault layer: a 2xx answer's body is replaced by this text. */
  replaceBody?: string;
  headersSent(): boolean;
  setHeader(name: string, value: string | string[]): void;
  send(status: number, body: string | Buffer, contentType?: string): void;
  json(status: number, body: unknown): void;
  noContent(): void;
  redirect(location: string, status?: number): void;
  error(err: HttpError): void;
}

/**
 * `secure`: the request came over https, so every cookie set through `setHeader` is marked Secure.
 * `acceptEncoding`: the request's Accept-Encoding; text bodies of 1 KB or more are sent compressed
 * (./compress.ts) unless the caller already set a Content-Encoding (precompressed files).
 */
export function createRes(raw: ServerResponse, isHead: boolean, opts: { secure?: boolean; acceptEncoding?: string | string[] } = {}): Res {
  const res: Res = {
    raw,
    malformed: false,
    headersSent: () => raw.headersSent,
    setHeader: (n, v) => {
      if (raw.headersSent) return;
      raw.setHeader(n, opts.secure && n.toLowerCase() === 'set-cookie' ? secureCookies(v) : v);
    },
    send(status, body, contentType) {
      if (raw.headersSent || raw.writableEnded) return;
      if (res.replaceBody !== undefined && status >= 200 && status < 300) body = res.replaceBody;
      let buf = typeof body === 'string' ? Buffer.from(body) : body;
      if (res.malformed && buf.length > 1) buf = buf.subarray(0, Math.ceil(buf.length / 2));
      if (contentType) raw.setHeader('Content-Type', contentType);
      // (after the fault layer's cut, so a "malformed" answer is still a readable half of the text)
      const type = raw.getHeader('Content-Type');
      if (typeof type === 'string' && compressible(type) && !raw.hasHeader('Content-Encoding')) {
        varyOnEncoding(raw);
        const enc = buf.length >= MIN_COMPRESS_BYTES ? pickEncoding(opts.acceptEncoding) : null;
        if (enc) {
          buf = compress(buf, enc);
          raw.setHeader('Content-Encoding', enc);
        }
      }
      raw.setHeader('Content-Length', String(buf.length));
      raw.statusCode = status;
      raw.end(isHead ? undefined : buf);
    },
    json(status, body) {
      res.send(status, JSON.stringify(body), 'application/json; charset=utf-8');
    },
    noContent() {
      if (raw.headersSent || raw.writableEnded) return;
      raw.statusCode = 204;
      raw.end();
    },
    redirect(location, status = 303) {
      raw.setHeader('Location', location);
      res.send(status, '', 'text/plain; charset=utf-8');
    },
    error(err) {
      const body: { code: string; message: string; fields?: Record<string, string> } = {
        ...err.extra,
        code: err.code,
        message: err.message,
      };
      if (err.fields) body.fields = err.fields;
      if (err.retryAfter !== undefined) raw.setHeader('Retry-After', String(err.retryAfter));
      res.json(err.status, { error: body });
    },
  };
  return res;
}
