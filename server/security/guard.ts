// The limits on guessing as the routes use them: one pair of limiters (./limiter.ts: per account,
// per client address) for each kind of secret, kept per server instance. A locked key answers 429 with
// Retry-After and `{"error":{"code":"too_many_attempts",...}}`.
import type { Host } from '../http/host';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { HttpError } from '../http/errors';
import { clientAddress } from './address';
import { combine, Limiter, type LimitRule, type Verdict } from './limiter';
import * as L from './limits';

export type GuardKind = 'login' | 'deviceCode' | 'emailCode' | 'recoveryCode' | 'mail';

const RULES: Record<GuardKind, [account: LimitRule, address: LimitRule]> = {
  login: [L.LOGIN_PER_ACCOUNT, L.LOGIN_PER_ADDRESS],
  deviceCode: [L.CODE_PER_ACCOUNT, L.CODE_PER_ADDRESS],
  emailCode: [L.CODE_PER_ACCOUNT, L.CODE_PER_ADDRESS],
  recoveryCode: [L.CODE_PER_ACCOUNT, L.CODE_PER_ADDRESS],
  mail: [L.MAIL_PER_ACCOUNT, L.MAIL_PER_ADDRESS],
};

type Pairs = Record<GuardKind, { account: Limiter; address: Limiter }>;
const perHost = new WeakMap<Host, Pairs>();

function pairs(host: Host): Pairs {
  let p = perHost.get(host);
  if (!p) {
    p = Object.fromEntries(
      Object.entries(RULES).map(([k, [a, b]]) => [k, { account: new Limiter(a), address: new Limiter(b) }]),
    ) as Pairs;
    perHost.set(host, p);
  }
  return p;
}

/** One guarded try: check first, then report the outcome. */
export interface Guarded {
  /** The combined verdict of the account and the address. */
  check(): Verdict;
  /** Like check(), but throws 429 (with Retry-After set on `res`) while locked. */
  enforce(res: Res): void;
  fail(): Verdict;
  succeed(): void;
}

export function guard(host: Host, req: Req, kind: GuardKind, account: string): Guarded {
  const p = pairs(host)[kind];
  const acct = `${kind}:${account.trim().toLowerCase()}`;
  const addr = `${kind}:${clientAddress(req, host.config.trustProxy)}`;
  const g: Guarded = {
    check: () => combine(p.account.check(acct), p.address.check(addr)),
    enforce(res) {
      const v = g.check();
      if (!v.allowed) throw tooManyAttempts(res, v.retryAfterS);
    },
    fail: () => combine(p.account.fail(acct), p.address.fail(addr)),
    succeed: () => p.account.succeed(acct),
  };
  return g;
}

/** Sets Retry-After and returns the 429 error to throw. */
export function tooManyAttempts(res: Res, retryAfterS: number): HttpError {
  res.setHeader('Retry-After', String(retryAfterS));
  res.setHeader('Cache-Control', 'no-store');
  return new HttpError(429, 'too_many_attempts', `Too many attempts; try again in ${retryAfterS} s`);
}
