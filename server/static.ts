// Static files: `/elements/*` from dist/ (the element library build), the partners' script at
// `/eteris.iife.js` (and `/eteris-shaka.js` beside it), everything else from
// site/dist/ (the Astro static build) with index.html resolution, parameter-route fallbacks and a
// 404 page. No path escapes its root. Pages go out under the site's Content-Security-Policy (with
// the hashes of any inline script or style they carry), other files under a policy that allows
// nothing should one be opened as a document (server/http/browser-policy.ts).
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Req } from './http/request';
import type { Res } from './http/response';
import { inlineHashes, PAGE_HEADERS, RESOURCE_CSP, siteCsp, type BrowserPolicyConfig } from './http/browser-policy';
import { compressible, pickEncoding, varyOnEncoding, type Encoding } from './http/compress';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.mpd': 'application/dash+xml',
};

/** Sections whose sub-paths are parameters handled client-side: any path below serves the section's index. */
const PARAM_SECTIONS = ['tv', 'search', 'subscription', 'page', 'activate'];

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves `rel` inside `root`, or null when it would escape it. */
function safeJoin(root: string, rel: string): string | null {
  if (rel.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + rel.replace(/\\/g, '/')));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

// The files are looked at and read synchronously, and kept in memory while their size and time
// stay the same: each await on the file system's thread pool let the other requests of a burst go
// first, so a cold start's first script (1.4 KB, asked for first) came out after the API's and the
// media's answers (bench/zap). A stat is a few microseconds; a build's new file is read again. The
// roots hold the builds only (dist/, site/dist/: about 14 MB with the compressed siblings).

function statOf(p: string): Stats | null {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

function fileAt(p: string | null): { file: string; stat: Stats } | null {
  if (!p) return null;
  const stat = statOf(p);
  if (stat?.isFile()) return { file: p, stat };
  if (stat?.isDirectory()) {
    const idx = path.join(p, 'index.html');
    const s2 = statOf(idx);
    if (s2?.isFile()) return { file: idx, stat: s2 };
  }
  return null;
}

interface Kept {
  size: number;
  mtimeMs: number;
  body: Buffer;
  /** The build's brotli and gzip siblings (scripts/precompress.mjs), when at least as new. */
  br: Buffer | null;
  gz: Buffer | null;
}

const kept = new Map<string, Kept>();

function sibling(file: string, stat: Stats): Buffer | null {
  const s = statOf(file);
  if (!s?.isFile() || s.mtimeMs < stat.mtimeMs) return null;
  return readFileSync(file);
}

/** The file's bytes and siblings, from memory unless it changed. */
function keptFile(file: string, stat: Stats, type: string): Kept {
  const k = kept.get(file);
  if (k && k.size === stat.size && k.mtimeMs === stat.mtimeMs) return k;
  const text = compressible(type);
  const entry: Kept = {
    size: stat.size,
    mtimeMs: stat.mtimeMs,
    body: readFileSync(file),
    br: text ? sibling(`${file}.br`, stat) : null,
    gz: text ? sibling(`${file}.gz`, stat) : null,
  };
  kept.set(file, entry);
  return entry;
}

/** A page's CSP by file and version (its inline hashes are worked out once). */
const pagePolicies = new Map<string, { etag: string; csp: string }>();

function pageCsp(file: string, etag: string, config: BrowserPolicyConfig, body: Buffer): string {
  const known = pagePolicies.get(file);
  if (known?.etag === etag) return known.csp;
  const csp = siteCsp(config, inlineHashes(body.toString('utf8')));
  pagePolicies.set(file, { etag, csp });
  return csp;
}

function sendFile(req: Req, res: Res, config: BrowserPolicyConfig, file: string, stat: Stats, status = 200): void {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const type = contentType(file);
  const k = keptFile(file, stat, type);
  res.setHeader('ETag', etag);
  if (type.startsWith('text/html')) {
    res.setHeader('Content-Security-Policy', pageCsp(file, etag, config, k.body));
    for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
  } else {
    res.setHeader('Content-Security-Policy', RESOURCE_CSP);
  }
  const immutable = /[.-][A-Za-z0-9_]{8,}\.(js|css|woff2?)$/.test(file) && !type.startsWith('text/html');
  res.setHeader(
    'Cache-Control',
    type.startsWith('text/html') ? 'no-cache' : immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  );
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.raw.statusCode = 304;
    res.raw.end();
    return;
  }
  // the build's compressed sibling in the encoding the browser accepts; without one, res.send
  // compresses on the fly
  const enc: Encoding | null = compressible(type) ? pickEncoding(req.headers['accept-encoding']) : null;
  const packed = enc === 'br' ? k.br : enc === 'gzip' ? k.gz : null;
  if (packed) {
    res.setHeader('Content-Encoding', enc!);
    varyOnEncoding(res.raw);
  }
  res.send(status, packed ?? k.body, type);
}

/**
 * Per parameter section, whether the part of the path after `/{section}/` names something that
 * exists (a section without one takes any): what does not is the 404 page, like any unknown path.
 */
type KnownParams = Record<string, (param: string) => boolean>;

export function createStatic(rootDir: string, config: BrowserPolicyConfig, known: KnownParams = {}) {
  const distRoot = path.resolve(rootDir, 'dist');
  const siteRoot = path.resolve(rootDir, 'site/dist');

  return async function serveStatic(req: Req, res: Res): Promise<void> {
    const p = req.path;
    // the partners' one-file script and the shaka file it fetches from beside itself
    if (p === '/eteris.iife.js' || p === '/eteris-shaka.js') {
      const hit = fileAt(safeJoin(distRoot, p));
      if (hit) return sendFile(req, res, config, hit.file, hit.stat);
    }
    // the editors' catalogue is a page of the site at the library's own address
    if (p === '/elements' || p === '/elements/') {
      const page = fileAt(path.join(siteRoot, 'elements', 'index.html'));
      if (page) return sendFile(req, res, config, page.file, page.stat);
    }
    if (p === '/elements' || p.startsWith('/elements/')) {
      const rest = p.slice('/elements'.length) || '/';
      const hit = fileAt(safeJoin(distRoot, rest)) ?? fileAt(safeJoin(distRoot, '/elements' + rest));
      if (hit) return sendFile(req, res, config, hit.file, hit.stat);
      return notFoundPage(req, res, config, siteRoot);
    }
    let hit = fileAt(safeJoin(siteRoot, p));
    if (!hit && !path.extname(p)) hit = fileAt(safeJoin(siteRoot, p.replace(/\/$/, '') + '.html'));
    if (!hit) {
      const section = p.split('/')[1] ?? '';
      const param = p.slice(section.length + 2);
      if (PARAM_SECTIONS.includes(section) && (known[section]?.(param) ?? true)) hit = fileAt(path.join(siteRoot, section, 'index.html'));
    }
    if (hit) return sendFile(req, res, config, hit.file, hit.stat);
    return notFoundPage(req, res, config, siteRoot);
  };
}

function notFoundPage(req: Req, res: Res, config: BrowserPolicyConfig, siteRoot: string): void {
  const page = fileAt(path.join(siteRoot, '404.html'));
  if (page) return sendFile(req, res, config, page.file, page.stat, 404);
  res.setHeader('Content-Security-Policy', siteCsp(config));
  for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
  res.send(404, '<!doctype html><meta charset="utf-8"><title>404</title><h1>404: page not found</h1>', 'text/html; charset=utf-8');
}
