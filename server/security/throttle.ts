// A small limiter for anything that can be guessed (passwords, device and e-mail codes, PINs): a key
// (an account, a client address) may fail `tries` times within `windowS`; the next failure locks it
// for `lockS`, and every further lockout within `memoryS` doubles the lock, up to `maxLockS`.
//   attempt(key) before checking a secret: { allowed: false } while the key is locked
//   fail(key)    after a wrong guess: counts it, locks the key when it was the last try
//   succeed(key) after a right guess: forgets the failures (the lockout history decays with time)
// State lives in memory: a restart of the server forgets every count and lock (documented in the
// README). Numbers are in ./limits.ts.
export interface LimitRule {
  /** Failures allowed within the window; the next one is refused until the lock ends. */
  tries: number;
  windowS: number;
  /** First lock; each further lockout within `memoryS` doubles it, up to `maxLockS`. */
  lockS: number;
  maxLockS: number;
  /** How long a lockout counts towards the growing lock. */
  memoryS: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the key may try again (0 when allowed). */
  retryAfterS: number;
  /** Failures left before the lock (0 while locked). */
  triesLeft: number;
}

interface Entry {
  fails: number[]; // epoch ms of failures within the window
  lockedUntil: number;
  lockouts: number;
  lastLock: number;
}

/** Entries kept before old ones are dropped (bounds memory whatever the traffic). */
const MAX_KEYS = 50_000;

export class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` may try now. Does not count anything. */
  attempt(key: string): Verdict {
    const e = this.entries.get(key);
    const t = this.now();
    if (!e) return { allowed: true, retryAfterS: 0, triesLeft: this.rule.tries };
    this.expire(e, t);
    if (e.lockedUntil > t) return { allowed: false, retryAfterS: Math.ceil((e.lockedUntil - t) / 1000), triesLeft: 0 };
    return { allowed: true, retryAfterS: 0, triesLeft: Math.max(0, this.rule.tries - e.fails.length) };
  }

  /** Counts a wrong guess; the verdict says whether the next try is allowed. */
  fail(key: string): Verdict {
    const t = this.now();
    let e = this.entries.get(key);
    if (!e) {
      if (this.entries.size >= MAX_KEYS) this.prune(t);
      e = { fails: [], lockedUntil: 0, lockouts: 0, lastLock: 0 };
      this.entries.set(key, e);
    }
    this.expire(e, t);
    if (e.lockedUntil > t) return this.attempt(key);
    e.fails.push(t);
    if (e.fails.length >= this.rule.tries) {
      const lock = Math.min(this.rule.maxLockS, this.rule.lockS * 2 ** e.lockouts);
      e.lockouts += 1;
      e.lastLock = t;
      e.lockedUntil = t + lock * 1000;
      e.fails = [];
    }
    return this.attempt(key);
  }

  /** A right guess: the failures are forgotten (a lock in force stays until it ends). */
  succeed(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    e.fails = [];
    if (e.lockedUntil <= this.now() && e.lockouts === 0) this.entries.delete(key);
  }

  private expire(e: Entry, t: number): void {
    const from = t - this.rule.windowS * 1000;
    if (e.fails.length && e.fails[0]! <= from) e.fails = e.fails.filter((f) => f > from);
    if (e.lockouts && e.lockedUntil <= t && t - e.lastLock > this.rule.memoryS * 1000) e.lockouts = 0;
  }

  private prune(t: number): void {
    for (const [k, e] of this.entries) {
      this.expire(e, t);
      if (e.lockedUntil <= t && e.fails.length === 0 && e.lockouts === 0) this.entries.delete(k);
    }
    // still full (an attack from many keys): drop the oldest entries, never the locked ones first
    for (const [k, e] of this.entries) {
      if (this.entries.size < MAX_KEYS) break;
      if (e.lockedUntil <= t) this.entries.delete(k);
    }
  }
}

/** The stricter of several verdicts (an account and an address are both checked). */
export function combine(...vs: Verdict[]): Verdict {
  return {
    allowed: vs.every((v) => v.allowed),
    retryAfterS: Math.max(0, ...vs.map((v) => v.retryAfterS)),
    triesLeft: Math.min(...vs.map((v) => v.triesLeft)),
  };
}
