// The limits on guessing as the routes use them: one pair of limiters (./limiter.ts: per account,
// per client address) for each kind of secret, kept per server instance and in the durable store
// (a restart forgets no lock). A locked key answers 429 with Retry-After and
// `{"error":{"code":"too_many_attempts",...}}`.
// A password login counts per account *and address*: failures elsewhere lock only that address
// out of the account; all addresses together have a higher cap, which never applies to an address
// the account signed in from before (there a short wait that grows stands in for the lock).
import type { Host } from '../http/host';
import type { Store } from '../store/store';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { HttpError } from '../http/errors';
import { C, type LimitRec } from '../domain/model';
import { sha256 } from '../domain/password';
import { clientAddress } from './address';
import { combine, Limiter, type Backing, type LimitRule, type Verdict } from './limiter';
import * as L from './guess-limits';

type GuardKind = 'login' | 'deviceCode' | 'emailCode' | 'recoveryCode' | 'mail';

const RULES: Record<GuardKind, [account: LimitRule, address: LimitRule]> = {
  login: [L.LOGIN_PER_ACCOUNT, L.LOGIN_PER_ADDRESS],
  deviceCode: [L.CODE_PER_ACCOUNT, L.CODE_PER_ADDRESS],
  emailCode: [L.CODE_PER_ACCOUNT, L.CODE_PER_ADDRESS],
  recoveryCode: [L.CODE_PER_ACCOUNT, L.CODE_PER_ADDRESS],
  mail: [L.MAIL_PER_ACCOUNT, L.MAIL_PER_ADDRESS],
};

type Pairs = Record<GuardKind, { account: Limiter; address: Limiter }>;
interface Limiters {
  pairs: Pairs;
  /** Password login: all addresses together, and an account's usual address. */
  anywhere: Limiter;
  usual: Limiter;
}
const perHost = new WeakMap<Host, Limiters>();

/** Keeps a limiter's entries in the store's meta collection, under a hash of the key. */
export function storeBacking(store: Store, name: string, limiter: () => Limiter): Backing {
  const id = (key: string) => `limit:${sha256(`${name}:${key}`)}`;
  return {
    load: (key) => store.get<LimitRec>(C.meta, id(key))?.entry,
    save(key, entry) {
      const k = id(key);
      const idle = !entry || (entry.events.length === 0 && entry.lockouts === 0 && entry.lockedUntil <= Date.now());
      if (idle) {
        if (store.get(C.meta, k)) store.delete(C.meta, k);
        return;
      }
      const staleAt = limiter().staleAt(entry);
      store.put<LimitRec>(C.meta, k, { id: k, entry, ...(Number.isFinite(staleAt) ? { staleAt } : {}) });
    },
  };
}

/** What a record from before `staleAt` was kept remembers at most: the longest memory of a rule. */
const OLD_RECORD_MS = 24 * 3600 * 1000;

/**
 * Forgets the guessing records that remember nothing any more: limiter entries past their window,
 * lock and memory, usual addresses past their time, unused e-mail verification links past theirs.
 * Returns how many went.
 */
export function sweepGuessRecords(store: Store, nowMs = Date.now()): number {
  const gone = store.filter<{ id: string } & Partial<LimitRec> & { until?: number; expires?: number }>(C.meta, (r) => {
    if (typeof r.id !== 'string') return false;
    if (r.id.startsWith('limit:') && r.entry) {
      const e = r.entry;
      const staleAt = r.staleAt ?? Math.max(e.lockedUntil, e.lastLock, ...e.events) + OLD_RECORD_MS;
      return staleAt <= nowMs;
    }
    if (r.id.startsWith('usual:')) return (r.until ?? 0) <= nowMs;
    if (r.id.startsWith('verify:')) return (r.expires ?? 0) * 1000 <= nowMs;
    return false;
  });
  if (gone.length) store.batch(() => gone.forEach((r) => store.delete(C.meta, r.id)));
  return gone.length;
}

/** Sweeps on start and then hourly, for the server's lifetime. */
export function registerGuessSweep(host: Host): void {
  sweepGuessRecords(host.store);
  const timer = setInterval(() => {
    try {
      sweepGuessRecords(host.store);
    } catch (e) {
      console.error('[limits] sweeping stale records failed', e);
    }
  }, 3600 * 1000);
  timer.unref();
  host.onClose(() => clearInterval(timer));
}

function limiters(host: Host): Limiters {
  let l = perHost.get(host);
  if (!l) {
    const make = (name: string, rule: LimitRule): Limiter => {
      const limiter: Limiter = new Limiter(rule, Date.now, storeBacking(host.store, name, () => limiter));
      return limiter;
    };
    const pairs = Object.fromEntries(
      Object.entries(RULES).map(([k, [a, b]]) => [k, { account: make(`${k}:account`, a), address: make(`${k}:address`, b) }]),
    ) as Pairs;
    l = { pairs, anywhere: make('login:anywhere', L.LOGIN_PER_ACCOUNT_ANYWHERE), usual: make('login:usual', L.LOGIN_AT_USUAL_ADDRESS) };
    perHost.set(host, l);
  }
  return l;
}

/** One guarded try: check first, then report the outcome. */
interface Guarded {
  /** The combined verdict of the account and the address. */
  check(): Verdict;
  /** Like check(), but throws 429 (with Retry-After set on `res`) while locked. */
  enforce(res: Res): void;
  fail(): Verdict;
  succeed(): void;
}

export function guard(host: Host, req: Req, kind: GuardKind, account: string): Guarded {
  const all = limiters(host);
  const p = all.pairs[kind];
  const name = account.trim().toLowerCase();
  const address = clientAddress(req, host.config.trustProxy);
  const addr = `${kind}:${address}`;
  // a password login: the account at this address, and the account from anywhere unless usual here
  const login = kind === 'login';
  const usualId = `usual:${sha256(`${name}|${address}`)}`;
  const usual = login && (host.store.get<{ until: number }>(C.meta, usualId)?.until ?? 0) > Date.now();
  const acct = login ? `${kind}:${name}|${address}` : `${kind}:${name}`;
  const own = usual ? all.usual : p.account;
  const wide = login && !usual ? [all.anywhere] : [];
  const anywhere = `${kind}:${name}`;
  const g: Guarded = {
    check: () => combine(own.check(acct), p.address.check(addr), ...wide.map((x) => x.check(anywhere))),
    enforce(res) {
      const v = g.check();
      if (!v.allowed) throw tooManyAttempts(res, v.retryAfterS);
    },
    fail: () => combine(own.fail(acct), p.address.fail(addr), ...wide.map((x) => x.fail(anywhere))),
    succeed() {
      own.succeed(acct);
      if (login) host.store.put(C.meta, usualId, { id: usualId, until: Date.now() + L.USUAL_ADDRESS_S * 1000 });
    },
  };
  return g;
}

/** Sets Retry-After and returns the 429 error to throw. */
function tooManyAttempts(res: Res, retryAfterS: number): HttpError {
  res.setHeader('Retry-After', String(retryAfterS));
  res.setHeader('Cache-Control', 'no-store');
  return new HttpError(429, 'too_many_attempts', `Too many attempts; try again in ${retryAfterS} s`);
}
