// The browser defences, in one place: the Content-Security-Policy of the site's pages and of the
// backend's own pages (login, payment, mailbox), the headers every answer carries, and what changes
// when a request came over https (HSTS, Secure cookies).
//
// The site's pages load their module scripts from /elements/ and their stylesheets from this
// origin; the elements style themselves with constructed stylesheets (allowed by style-src 'self'
// alone). An inline <script> or <style> a page may carry is allowed by its sha256 hash, computed
// when the page is first served (server/static.ts), never by 'unsafe-inline'. Trusted Types are
// enforced: no string reaches a DOM sink; the client's one policy ('eteris',
// src/core/trusted-types.ts) is the only one the pages may create. Nothing frames the site (the
// embeddable elements are embedded by script, not by frame), so no page may be framed at all.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** The Trusted Types policy the client creates (src/core/trusted-types.ts: TRUSTED_TYPES_POLICY). */
const TRUSTED_TYPES_POLICY = 'eteris';

/** One year; sent only on answers to https requests. */
const HSTS = 'max-age=31536000';
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface BrowserPolicyConfig {
  /**
   * Other origins the site's pages talk to (ETERIS_SERVICE_ORIGINS: the operator's API, media,
   * licence or login hosts when they are not this server): added to connect-src, img-src,
   * media-src and form-action.
   */
  serviceOrigins?: string[];
  /** Behind a proxy (ETERIS_TRUST_PROXY=1): X-Forwarded-Proto says whether the browser used https. */
  trustProxy: boolean;
  /** The site's public address (ETERIS_PUBLIC_URL); an https one makes every answer an https one. */
  publicUrl?: string;
}

type Directives = [name: string, ...sources: string[]][];

function policyText(directives: Directives): string {
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Directives every HTML page shares: nothing by default, no <base>, no plugins, never framed, Trusted Types. */
const COMMON: Directives = [
  ['base-uri', "'none'"],
  ['object-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['require-trusted-types-for', "'script'"],
];

/**
 * The backend's own pages (login, payment, mailbox): no script at all, its stylesheet and images,
 * forms to itself. `formTargets`: other origins a form's answer may redirect to (browsers hold the
 * redirects after a form post to form-action too): the login page of a partner's sign-in returns
 * to the partner's origin (server/login/partner.ts).
 */
export function pageCsp(formTargets: string[] = []): string {
  return policyText([
    ['default-src', "'none'"],
    ['style-src', "'self'"],
    ['img-src', "'self'"],
    ['form-action', "'self'", ...formTargets],
    ...COMMON,
    ['trusted-types', "'none'"],
  ]);
}
export const PAGE_CSP = pageCsp();

/** Hashes of a page's inline scripts and styles, as CSP sources. */
interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** The site's pages: `inline` are the page's own inline scripts and styles (usually none). */
export function siteCsp(config: BrowserPolicyConfig, inline: InlineHashes = { scripts: [], styles: [] }): string {
  const services = config.serviceOrigins ?? [];
  return policyText([
    ['default-src', "'none'"],
    ['script-src', "'self'", ...inline.scripts],
    ['style-src', "'self'", ...inline.styles],
    ['img-src', "'self'", ...services],
    // the API, the login service's /client/user, the event stream, stats, manifests, segments, licences
    ['connect-src', "'self'", ...services],
    // the player's MediaSource is a blob: URL
    ['media-src', "'self'", 'blob:', ...services],
    // the reminders' service worker (/sw.js)
    ['worker-src', "'self'"],
    ['form-action', "'self'", ...services],
    ...COMMON,
    ['trusted-types', TRUSTED_TYPES_POLICY],
  ]);
}

/** Files that are not pages (scripts, styles, images, the service worker): nothing, should one be opened as a document. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The sha256 CSP sources of the inline executable scripts and the inline styles of an HTML text. */
export function inlineHashes(html: string): InlineHashes {
  const hash = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    // data blocks (application/json, e.g. #eteris-config) are never run, so need no hash
    if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) continue;
    scripts.push(hash(m[2] ?? ''));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.push(hash(m[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * Whether the browser reached us over https: our own TLS, an https public address in the
 * configuration, or (only behind a trusted proxy) the last X-Forwarded-Proto entry, the one our
 * proxy wrote.
 */
export function requestIsHttps(raw: IncomingMessage, config: BrowserPolicyConfig): boolean {
  if ((raw.socket as TLSSocket | undefined)?.encrypted) return true;
  if (config.publicUrl && /^https:/i.test(config.publicUrl)) return true;
  if (config.trustProxy) {
    const h = raw.headers['x-forwarded-proto'];
    const list = (Array.isArray(h) ? h.join(',') : (h ?? '')).split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
    return list[list.length - 1] === 'https';
  }
  return false;
}

/** Adds `Secure` to Set-Cookie values that lack it. */
export function secureCookies(value: string | string[]): string | string[] {
  const mark = (c: string) => (/;\s*secure\s*(;|$)/i.test(c) ? c : `${c}; Secure`);
  return Array.isArray(value) ? value.map(mark) : mark(value);
}

/** Headers of every answer: no sniffing, referrers cut to the origin across origins, HSTS over https. */
export function baseHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Headers of an HTML page besides its CSP: never framed (older browsers too), its own browsing context group. */
export const PAGE_HEADERS: Record<string, string> = {
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Origins from a comma-separated list (scheme://host[:port]); anything else is ignored with a warning. */
export function parseServiceOrigins(list: string | undefined): string[] {
  const out: string[] = [];
  for (const item of (list ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    let origin: string | null = null;
    try {
      const u = new URL(item);
      if ((u.protocol === 'https:' || u.protocol === 'http:') && u.origin !== 'null') origin = u.origin;
    } catch {
      /* not a URL */
    }
    if (origin) out.push(origin);
    else console.warn(`[csp] ignoring ${JSON.stringify(item)} in ETERIS_SERVICE_ORIGINS: not an http(s) origin`);
  }
  return [...new Set(out)];
}
