// The login service ("external login address" and "client base"):
//   GET  /client/login?redirect&lang   login page
//   POST /client/login                 form: email, password, redirect, lang -> 303 + eteris_sso cookie
//                                      (HttpOnly) and the eteris_signed_in=1 marker (sessions.ts); a
//                                      posted lang goes back on the redirect (?lang=ru), which the site
//                                      applies once, so the language chosen here carries over
//   GET  /client/user                  cookie -> {token, user} | 401 not_logged_in (clears a stale marker)
//   POST /client/logout                form: redirect -> end the session and its token, clear both
//                                      cookies, 303
//   GET  /client/logout?redirect&lang  a page whose button makes that POST (a link alone signs nobody out)
// Both POSTs come only from the service's own pages or the site (Origin, else Sec-Fetch-Site): a
// foreign page can neither sign a browser in to an account of its choosing nor sign it out.
import type { Host } from '../http/host';
import { HttpError } from '../http/errors';
import { inputOf, need, type Input } from '../openapi/input';
import { C, type User } from '../domain/model';
import { checkPassword } from './password-check';
import { isLang, langOf } from '../catalogue/rng';
import { sendPage } from '../domain/page-look';
import { safeRedirect, withQuery } from './redirect';
import { loginPage } from './page';
import { LOGIN_TEXTS } from './texts';
import { createSession, endSession, markerClearHeader, moveSessionClock, sessionCookieHeaders, sessionFromCookie, SIGNED_IN_COOKIE, SSO_COOKIE, sweepExpired, tokenOf } from '../domain/sessions';
import { logoutPage } from './page';
import { originAllowed } from '../http/cors';
import type { Req } from '../http/request';
import type { HostConfig } from '../http/host';
import { guard } from '../security/guard';
import { partnerReturnOrigin, registerPartnerLogin } from './partner';

/** From this many tries left, a wrong password's page says how many remain before the lock. */
const TRIES_WARNED = 2;

const lockedText = (t: Record<string, string>, retryAfterS: number): string =>
  t.locked!.replace('{minutes}', String(Math.max(1, Math.ceil(retryAfterS / 60))));

/**
 * A form post from this service's pages or the site's origins: a browser names the page's origin
 * (Origin; Sec-Fetch-Site where it leaves Origin out); a request with neither is no browser's.
 */
function fromOwnPage(req: Req, config: HostConfig): boolean {
  const origin = req.headers.origin;
  if (typeof origin === 'string') return originAllowed(req, origin, config);
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

const foreignPage = () => new HttpError(403, 'foreign_origin', 'This form may only be sent from the service\'s own pages');

export function registerLogin(host: Host): void {
  // sessions past their lifetime end within a minute even when nobody uses them (their streams close)
  const sweep = setInterval(() => sweepExpired(host.store), 60_000);
  sweep.unref();
  host.onClose(() => clearInterval(sweep));
  if (host.config.testControls) {
    // runs the sessions' clock `seconds` ahead of the real one (0: back), then ends what has expired
    host.route('POST', '/__test/sessions/clock', (req, res) => {
      const seconds = need(inputOf<Input<'POST /__test/sessions/clock'>>(req).query.seconds, 'seconds');
      moveSessionClock(seconds);
      res.json(200, { offset: seconds, ended: sweepExpired(host.store) });
    });
  }
  // a partner's page on another origin signs in through a one-time code (partner.ts); the login
  // page on its way lets its form's answer go on to that origin
  registerPartnerLogin(host);
  const page = (req: Parameters<typeof partnerReturnOrigin>[0], res: Parameters<typeof sendPage>[0], status: number, o: Parameters<typeof loginPage>[0]) => {
    const partner = partnerReturnOrigin(req, o.redirect, host.config);
    sendPage(res, status, loginPage(o), partner ? [partner] : []);
  };

  host.route('GET', '/client/login', (req, res) => {
    const { query } = inputOf<Input<'GET /client/login'>>(req);
    page(req, res, 200, { lang: langOf(query.lang), redirect: safeRedirect(req, query.redirect), carryLang: isLang(query.lang) });
  });

  host.route('POST', '/client/login', async (req, res) => {
    if (!fromOwnPage(req, host.config)) throw foreignPage();
    const { query, body: fields } = inputOf<Input<'POST /client/login'>>(req);
    const lang = langOf(fields.lang ?? query.lang);
    const carryLang = isLang(fields.lang);
    const redirect = safeRedirect(req, fields.redirect ?? query.redirect);
    const email = fields.email?.trim() ?? '';
    const password = fields.password ?? '';
    const t = LOGIN_TEXTS[lang];
    if (!email || !password) {
      return page(req, res, 400, { lang, redirect, carryLang, email, error: t.missing!, errorField: email ? 'password' : 'email' });
    }
    // guessing is limited per account and per address (server/security/guess-limits.ts); while locked,
    // even the right password is refused, and the page says how long to wait
    const tries = guard(host, req, 'login', email);
    const verdict = tries.check();
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterS));
      return page(req, res, 429, { lang, redirect, carryLang, email, error: lockedText(t, verdict.retryAfterS), errorField: 'password' });
    }
    // a wrong guess says, near the end, how many tries are left before the lock, or that it is locked now
    const refuse = (error: string, errorField: 'email' | 'password') => {
      const v = tries.fail();
      const warning = !v.allowed ? lockedText(t, v.retryAfterS)
        : v.triesLeft === 1 ? t.triesLeftOne!
        : v.triesLeft <= TRIES_WARNED ? t.triesLeftFew!.replace('{n}', String(v.triesLeft))
        : '';
      return page(req, res, 401, { lang, redirect, carryLang, email, error: warning ? `${error} ${warning}` : error, errorField });
    };
    const { user, matches } = checkPassword(host.store, email, password);
    if (!user) return refuse(t.invalidUser!, 'email');
    if (!matches) return refuse(t.invalidPassword!, 'password');
    tries.succeed();
    endSession(host.store, req.cookies[SSO_COOKIE]);
    const { cookie } = createSession(host.store, user);
    res.setHeader('Set-Cookie', sessionCookieHeaders(cookie));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(carryLang ? withQuery(redirect, 'lang', lang) : redirect, 303);
  });

  host.route('GET', '/client/user', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const session = sessionFromCookie(host.store, req.cookies[SSO_COOKIE]);
    const user = session ? host.store.get<User>(C.users, session.userId) : undefined;
    if (!session || !user) {
      // An expired or revoked session: the marker goes, so the next page load does not ask again.
      // The session cookie stays: this answer can arrive after a login that this request did not
      // know of (another tab, or the page's own check racing its sign-in), and clearing the cookie
      // would end that new session in the browser. A stale session cookie opens nothing and is
      // replaced at the next login.
      if (req.cookies[SIGNED_IN_COOKIE] !== undefined) res.setHeader('Set-Cookie', markerClearHeader());
      throw new HttpError(401, 'not_logged_in', 'No login session');
    }
    res.json(200, {
      token: tokenOf(req.cookies[SSO_COOKIE]!),
      user: { id: user.id, email: user.email, customer_id: user.customerId, email_verified: user.emailVerified, lang: user.lang },
    });
  });

  host.route('GET', '/client/logout', (req, res) => {
    const { query } = inputOf<Input<'GET /client/logout'>>(req);
    sendPage(res, 200, logoutPage({ lang: langOf(query.lang), redirect: safeRedirect(req, query.redirect) }));
  });

  host.route('POST', '/client/logout', async (req, res) => {
    if (!fromOwnPage(req, host.config)) throw foreignPage();
    const { query, body: fields } = inputOf<Input<'POST /client/logout'>>(req);
    endSession(host.store, req.cookies[SSO_COOKIE]);
    res.setHeader('Set-Cookie', sessionCookieHeaders('', 0));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(safeRedirect(req, fields.redirect ?? query.redirect), 303);
  });
}
