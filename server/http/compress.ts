// Compressed transfer. Text answers of 1 KB or more go out as brotli or gzip, whichever the browser
// accepts (brotli first; `q=0` refuses one): the API's JSON fast (brotli quality 4), the element
// library and the site's files from the siblings the build wrote beside them (`file.br` at brotli
// quality 11, `file.gz` at gzip level 9; scripts/precompress.mjs), or compressed here when a
// sibling is missing or older than its file. Every answer that could vary says `Vary: Accept-Encoding`.
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export const MIN_COMPRESS_BYTES = 1024;

const TEXTUAL = /^(text\/|application\/(json|javascript|xml|dash\+xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;

/** Whether answers of this type shrink when compressed (media segments and images do not). */
export function compressible(contentType: string | undefined): boolean {
  return !!contentType && TEXTUAL.test(contentType);
}

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses). */
export function pickEncoding(accept: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (enc: string) => q.get(enc) ?? q.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Compresses a dynamic answer (fast settings: the API answers on every request). */
export function compress(buf: Buffer, enc: Encoding): Buffer {
  return enc === 'br'
    ? brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } })
    : gzipSync(buf, { level: 6 });
}

/** Adds Accept-Encoding to the answer's Vary header, keeping what is there (Origin, Authorization...). */
export function varyOnEncoding(raw: ServerResponse): void {
  if (raw.headersSent) return;
  const vary = String(raw.getHeader('Vary') ?? '');
  if (!/accept-encoding/i.test(vary)) raw.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
