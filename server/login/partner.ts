// Signing in from a partner's page on another origin, with no third-party cookie:
//   GET  /client/partner?return=URL   top-level navigation on the operator's origin. URL must be on
//                                     an origin the operator allows (ETERIS_ALLOWED_ORIGINS). Not
//                                     signed in: the login page first, coming back here. Signed in:
//                                     a one-time code (60 s) bound to that origin, and 303 back to
//                                     URL#eteris_code=CODE (a fragment: never sent to any server).
//   POST /client/user/code            form: code, from the page of that origin (Origin header; CORS
//                                     by the allow-list) -> {token, user} of a login session of its
//                                     own, which the partner's page keeps in its sessionStorage and
//                                     sends as Authorization. A code works once; 400 invalid_code.
import type { Host } from '../http/host';
import { HttpError, badRequest } from '../http/errors';
import { C, nowS, type User } from '../domain/model';
import { randomToken, sha256 } from '../domain/password';
import { langOf } from '../catalogue/rng';
import { createSession, sessionFromCookie, SSO_COOKIE } from '../domain/sessions';
import { originAllowed, type CorsPolicy } from '../http/cors';
import type { Req } from '../http/request';
import { inputOf, type Input } from '../openapi/input';

/** How long a code may wait for its exchange (seconds). */
const PARTNER_CODE_TTL_S = 60;
const MAX_PENDING = 1000;

interface PendingCode {
  userId: number;
  origin: string;
  expires: number;
}

/** An http(s) address on another host than this one, on an origin the operator allows. */
function partnerOriginOk(req: Req, back: URL, policy: CorsPolicy): boolean {
  const own = String(req.headers.host ?? '').toLowerCase();
  return /^https?:$/.test(back.protocol) && back.host.toLowerCase() !== own && originAllowed(req, back.origin, policy);
}

/**
 * The partner's origin a login page's `redirect` leads to when it is this sign-in's way back
 * (`/client/partner?return=…` of an allowed origin), else null: the login page's form-action must
 * allow it, as browsers hold the redirects after a form post to it.
 */
export function partnerReturnOrigin(req: Req, redirect: string, policy: CorsPolicy): string | null {
  let via: URL;
  let back: URL;
  try {
    // (safeRedirect keeps a redirect on this host: a path, or an absolute address of this host)
    via = new URL(redirect, 'http://this.invalid');
    if (via.pathname !== '/client/partner') return null;
    back = new URL(via.searchParams.get('return') ?? '');
  } catch {
    return null;
  }
  return partnerOriginOk(req, back, policy) ? back.origin : null;
}

export function registerPartnerLogin(host: Host): void {
  // one-time codes live a minute: kept in memory (a restart only makes a pending sign-in start again)
  const codes = new Map<string, PendingCode>();
  const sweep = () => {
    const now = nowS();
    for (const [k, v] of codes) if (v.expires <= now) codes.delete(k);
  };

  host.route('GET', '/client/partner', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { query } = inputOf<Input<'GET /client/partner'>>(req);
    const target = query.return;
    let back: URL;
    try {
      back = new URL(String(target ?? ''));
    } catch {
      throw badRequest('return must be an absolute URL', { return: 'url' });
    }
    if (!partnerOriginOk(req, back, host.config)) {
      throw new HttpError(400, 'origin_not_allowed', 'This page may not sign in with the operator');
    }
    const session = sessionFromCookie(host.store, req.cookies[SSO_COOKIE]);
    const user = session ? host.store.get<User>(C.users, session.userId) : undefined;
    if (!session || !user) {
      const here = `/client/partner?return=${encodeURIComponent(back.toString())}`;
      const lang = langOf(query.lang);
      return res.redirect(`/client/login?lang=${lang}&redirect=${encodeURIComponent(here)}`, 303);
    }
    sweep();
    if (codes.size >= MAX_PENDING) throw new HttpError(429, 'too_many_requests', 'Too many pending sign-ins; try again in a minute');
    const code = randomToken();
    codes.set(sha256(code), { userId: user.id, origin: back.origin.toLowerCase(), expires: nowS() + PARTNER_CODE_TTL_S });
    back.hash = `eteris_code=${encodeURIComponent(code)}`;
    res.redirect(back.toString(), 303);
  });

  host.route('POST', '/client/user/code', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { code } = inputOf<Input<'POST /client/user/code'>>(req).body;
    if (!code) throw badRequest('code required', { code: 'required' });
    const key = sha256(code);
    const pending = codes.get(key);
    const origin = String(req.headers.origin ?? '').toLowerCase();
    // a code is spent by any try: a wrong origin cannot try again with it
    codes.delete(key);
    if (!pending || pending.expires <= nowS() || pending.origin !== origin) throw new HttpError(400, 'invalid_code', 'The sign-in code is not valid (used, expired, or for another page)');
    const user = host.store.get<User>(C.users, pending.userId);
    if (!user) throw new HttpError(400, 'invalid_code', 'The sign-in code is not valid');
    const { token } = createSession(host.store, user);
    res.json(200, { token, user: { id: user.id, email: user.email, customer_id: user.customerId, email_verified: user.emailVerified, lang: user.lang } });
  });
}
