// Registration, sign-up with an e-mail code, e-mail verification, password recovery, the mailbox.
//   POST /api/public/v1/register            name, surname, city, email, phone, password, password_confirm, terms
//   POST /api/public/v1/signup/contact      email, name, phone                  -> 202 {signup_id}
//   POST /api/public/v1/signup/confirm      signup_id, code                     -> 200 {signup_id, confirmed}
//   POST /api/public/v1/signup/account      signup_id, password, password_confirm, name, surname, city,
//                                           recurring_consent, terms, marketing -> 201 {user_id, customer_id}
//   POST /api/public/v1/password-recovery   email                               -> 202 (always)
//   POST /api/public/v1/password-recovery/reset  email, code, password, password_confirm -> 204
//   GET  /client/verify-email?token&lang    marks the e-mail verified, 303 to /status; a used or bad
//                                           link: a page in the link's (or browser's) language, 400
//   GET  /client/mailbox?to                 HTML list of the mails this browser may read (mailbox.ts);
//                                           GET /__test/mails JSON (every mail, test controls only)
// Guessing and mail flooding are limited (server/security/guess-limits.ts): 429 + Retry-After. A password
// reset ends every session and token of the account.
import crypto from 'node:crypto';
import type { Host } from '../http/host';
import { badRequest, conflict, HttpError, validationFailed } from '../http/errors';
import { C, nowS, type User, type SignupRec, type RecoveryRec } from '../domain/model';
import { hashPassword, randomToken, sha256 } from '../domain/password';
import { newDrmToken } from '../domain/drm';
import { langOf } from '../catalogue/rng';
import { PUBLIC_BASE } from '../domain/api-bases';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { inputOf, type Input } from '../openapi/input';
import { createAccount, emailTaken } from './accounts';
import { mails, sendMail } from './mail';
import { allowMailbox, mailboxGrants, mailboxPage, mayRead } from './mailbox';
import { badLinkPage, pageLangOf, verifyMailText } from './verify';
import { guard } from '../security/guard';
import { sendPage } from '../domain/page-look';
import { endAllSessions } from '../domain/sessions';
import { checkContact, checkPassword, EMAIL_RE, str } from './validate';
import { QUOTAS } from '../http/limits';
import { clientAddress } from '../security/address';
import { requestQuota } from '../security/quota';

const code6 = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
const CODE_TTL = 30 * 60;
const MAX_ATTEMPTS = 5;

/** The form of `POST /api/public/v1{path}` as the document types it (generated from the document). */
type FormOf<R extends string> = Input<`POST ${typeof PUBLIC_BASE}${R}`>['body'];

export function registerAccounts(host: Host): void {
  const { store } = host;
  const P = PUBLIC_BASE;
  const signupsPerAddress = requestQuota(QUOTAS.signupsPerAddressHour, 3600, 'sign-ups from one address');
  const registrationsPerAddress = requestQuota(QUOTAS.registrationsPerAddressHour, 3600, 'registrations from one address');
  /** Expired sign-ups are dropped whenever a new one starts, so abandoned ones do not pile up. */
  const pruneSignups = () => {
    const now = nowS();
    const old = store.filter<SignupRec>(C.signups, (x) => x.expires < now);
    if (old.length) store.batch(() => old.forEach((x) => store.delete(C.signups, x.id)));
  };

  /**
   * A public form route: its handler gets the form as the document's checks left it (its fields
   * typed, unknown ones refused), so it never parses raw fields.
   */
  const formRoute = <R extends string>(path: R, handler: (req: Req, res: Res, f: FormOf<R>) => void): void =>
    host.route('POST', `${P}${path}`, (req, res) => handler(req, res, inputOf<{ body: FormOf<R> }>(req).body));

  const verifyMail = (u: User) => {
    const token = randomToken(18);
    store.put(C.meta, `verify:${sha256(token)}`, { id: `verify:${sha256(token)}`, userId: u.id, expires: nowS() + 7 * 86400 });
    const { subject, body, link } = verifyMailText(u.lang, u.name, token);
    sendMail(store, { to: u.email, subject, body, kind: 'verify', code: null, link });
  };

  formRoute('/register', (req, res, f) => {
    const errors: Record<string, string> = {};
    const c = checkContact(f, errors, ['name', 'surname', 'city', 'email', 'phone']);
    const password = checkPassword(f, errors);
    if (f.terms === false) errors['terms'] = 'Mandatory field not ticked';
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (emailTaken(store, c['email']!)) throw conflict('email_exists', 'Account with given email already exists.');
    registrationsPerAddress(clientAddress(req, host.config.trustProxy), res);
    const user = createAccount(store, {
      email: c['email']!,
      password,
      name: c['name']!,
      surname: c['surname']!,
      phone: c['phone']!,
      city: c['city']!,
      lang: langOf(f.lang),
      emailVerified: false,
    });
    allowMailbox(host, req, res, user.email, user.id);
    verifyMail(user);
    res.json(201, { user_id: user.id, customer_id: user.customerId, email_verified: false });
  });

  formRoute('/signup/contact', (req, res, f) => {
    const errors: Record<string, string> = {};
    const c = checkContact(f, errors, ['email', 'name', 'phone']);
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (emailTaken(store, c['email']!)) throw conflict('user_exists', 'This user already exists!');
    signupsPerAddress(clientAddress(req, host.config.trustProxy), res);
    pruneSignups();
    const mail = guard(host, req, 'mail', c['email']!);
    mail.enforce(res);
    mail.fail(); // every mail asked for counts
    const id = randomToken(12);
    const code = code6();
    store.put<SignupRec>(C.signups, id, { id, email: c['email']!, name: c['name']!, phone: c['phone']!, codeHash: sha256(code), attempts: 0, confirmed: false, expires: nowS() + CODE_TTL });
    allowMailbox(host, req, res, c['email']!);
    sendMail(store, { to: c['email']!, subject: 'Eteris: patvirtinimo kodas / confirmation code', body: `Jūsų kodas: ${code}\nYour code: ${code}`, kind: 'signup_code', code, link: null });
    res.json(202, { signup_id: id, expires_in: CODE_TTL });
  });

  const loadSignup = (id: string | undefined): SignupRec => {
    const s = id === undefined ? undefined : store.get<SignupRec>(C.signups, id);
    if (!s || s.expires < nowS()) throw new HttpError(404, 'signup_not_found', 'The sign-up has expired or does not exist');
    return s;
  };

  formRoute('/signup/confirm', (req, res, f) => {
    const s = loadSignup(f.signup_id);
    // per e-mail (across sign-ups) and per address; a sign-up itself takes MAX_ATTEMPTS wrong codes
    const tries = guard(host, req, 'emailCode', s.email);
    tries.enforce(res);
    if (s.attempts >= MAX_ATTEMPTS) throw new HttpError(429, 'too_many_attempts', 'Too many attempts, start again');
    if (sha256(str(f.code)) !== s.codeHash) {
      store.put<SignupRec>(C.signups, s.id, { ...s, attempts: s.attempts + 1 });
      tries.fail();
      throw badRequest('The code is not correct', { code: 'invalid' });
    }
    tries.succeed();
    store.put<SignupRec>(C.signups, s.id, { ...s, confirmed: true });
    res.json(200, { signup_id: s.id, confirmed: true });
  });

  formRoute('/signup/account', (req, res, f) => {
    const s = loadSignup(f.signup_id);
    if (!s.confirmed) throw new HttpError(409, 'not_confirmed', 'Confirm the e-mail code first');
    const errors: Record<string, string> = {};
    const c = checkContact(f, errors, ['surname', 'city']);
    const password = checkPassword(f, errors);
    // booleans of the checked form: true, false or left out
    if (f.recurring_consent !== true) errors['recurring_consent'] = 'Mandatory field not ticked';
    if (f.terms !== true) errors['terms'] = 'Mandatory field not ticked';
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (emailTaken(store, s.email)) throw conflict('user_exists', 'This user already exists!');
    const user = createAccount(store, {
      email: s.email,
      password,
      name: str(f.name) || s.name,
      surname: c['surname']!,
      phone: s.phone,
      city: c['city']!,
      lang: langOf(f.lang),
      emailVerified: true,
    });
    store.delete(C.signups, s.id);
    allowMailbox(host, req, res, user.email, user.id);
    res.json(201, { user_id: user.id, customer_id: user.customerId, email_verified: true });
  });

  formRoute('/password-recovery', (req, res, f) => {
    const email = str(f.email).toLowerCase();
    if (!EMAIL_RE.test(email)) throw validationFailed({ email: 'Invalid e-mail' });
    const mail = guard(host, req, 'mail', email);
    mail.enforce(res);
    mail.fail(); // every mail asked for counts, whether or not the account exists
    // (no allowMailbox here: asking for someone's recovery code must not show it; mailbox.ts)
    const user = store.find<User>(C.users, (u) => u.email === email);
    if (user) {
      const code = code6();
      store.put<RecoveryRec>(C.recoveries, sha256(email), { id: sha256(email), userId: user.id, codeHash: sha256(code), attempts: 0, expires: nowS() + CODE_TTL });
      const link = `/password-recovery?email=${encodeURIComponent(email)}&code=${code}`;
      sendMail(store, { to: email, subject: 'Eteris: slaptažodžio atkūrimas / password recovery', body: `Kodas / code: ${code}\n${link}`, kind: 'recovery', code, link });
    }
    res.json(202, { status: 'sent' });
  });

  formRoute('/password-recovery/reset', (req, res, f) => {
    const email = str(f.email).toLowerCase();
    const rec = store.get<RecoveryRec>(C.recoveries, sha256(email));
    const errors: Record<string, string> = {};
    const password = checkPassword(f, errors);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const tries = guard(host, req, 'recoveryCode', email);
    tries.enforce(res);
    if (!rec || rec.expires < nowS() || rec.attempts >= MAX_ATTEMPTS) {
      tries.fail();
      throw badRequest('The code is not valid', { code: 'invalid' });
    }
    if (sha256(str(f.code)) !== rec.codeHash) {
      store.put<RecoveryRec>(C.recoveries, rec.id, { ...rec, attempts: rec.attempts + 1 });
      tries.fail();
      throw badRequest('The code is not valid', { code: 'invalid' });
    }
    tries.succeed();
    store.batch(() => {
      // a new drm token too: one read before the reset opens no licence after it
      store.update<User>(C.users, rec.userId, { passwordHash: hashPassword(password), drmToken: newDrmToken() });
      store.delete(C.recoveries, rec.id);
      // whoever knew the old password is signed out everywhere: browsers and paired devices
      endAllSessions(store, rec.userId);
    });
    res.noContent();
  });

  host.route('GET', '/client/verify-email', (req, res) => {
    const token = inputOf<Input<'GET /client/verify-email'>>(req).query.token ?? '';
    const key = `verify:${sha256(token)}`;
    const rec = store.get<{ userId: number; expires: number }>(C.meta, key);
    // a used, expired or broken link: a page the subscriber can read, in the link's or browser's language
    if (!rec || rec.expires < nowS()) return sendPage(res, 400, badLinkPage(pageLangOf(req), token));
    store.batch(() => {
      store.update<User>(C.users, rec.userId, { emailVerified: true });
      store.delete(C.meta, key);
    });
    res.redirect('/status?email_verified=1', 303);
  });

  host.route('GET', '/client/mailbox', (req, res) => {
    const grants = mailboxGrants(host, req);
    sendPage(res, 200, mailboxPage(mails(store, inputOf<Input<'GET /client/mailbox'>>(req).query.to).filter((m) => mayRead(host, grants, m))));
  });

  if (host.config.testControls) {
    host.route('GET', '/__test/mails', (req, res) => res.json(200, { items: mails(store, inputOf<Input<'GET /__test/mails'>>(req).query.to) }));
  }
}
