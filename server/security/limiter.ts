// The one limiter of the reference backend: per key (an account, a client address, a customer, a
// PIN) it counts events over a sliding window of `windowS` seconds, and may lock the key for a time
// that grows with each lockout.
// - A quota (sign-ups per address and hour, stats per customer and minute; ./quota.ts): every
//   request is an event; take(key) lets it in and counts it while the window has room, else refuses
//   it until the oldest event leaves the window.
// - A limit on guessing (passwords, codes, mails asked for, PINs; ./guard.ts, server/api/pin.ts):
//   check(key) before looking at the secret (refused while locked); fail(key) after a wrong guess:
//   the `tries`-th failure within the window locks the key; succeed(key) after a right guess
//   forgets the failures.
// State lives in memory, and, for a limiter given a `Backing` (the limits on guessing: guard.ts), in
// the durable store too, so a restart forgets no lock. The numbers are in ./guess-limits.ts and
// server/http/limits.ts.
export interface LimitRule {
  /** Events a key may have within the window. */
  tries: number;
  /** The window, seconds; Infinity: failures count until a lock or a success clears them. */
  windowS: number;
  /**
   * Lock lengths, seconds: the n-th lockout (0-based) lasts `locksS[n]`, the last one repeating.
   * Without locks (a quota) a full window refuses only until its oldest event leaves it.
   */
  locksS?: readonly number[];
  /** How long after the last lock past lockouts still lengthen the next one (default: always). */
  memoryS?: number;
  /** A success forgets past lockouts as well as the failures (PINs: the locks grow "in a row"). */
  successForgetsLocks?: boolean;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the key may try again (0 when allowed). */
  retryAfterS: number;
  /** Events left before the lock or the full window (0 while refused). */
  triesLeft: number;
}

/** Lock lengths that start at `firstS` and double with each further lockout, up to `maxS`. */
export function doubling(firstS: number, maxS: number): number[] {
  const locks = [Math.min(firstS, maxS)];
  while (locks[locks.length - 1]! < maxS) locks.push(Math.min(maxS, locks[locks.length - 1]! * 2));
  return locks;
}

export interface Entry {
  /** Epoch ms of the events within the window, oldest first (at most `tries`). */
  events: number[];
  lockedUntil: number;
  lockouts: number;
  lastLock: number;
}

/** Where a limiter keeps its entries beyond memory; `save(key, null)` forgets one. */
export interface Backing {
  load(key: string): Entry | undefined;
  save(key: string, entry: Entry | null): void;
}

/** Keys kept before idle ones are dropped (bounds memory whatever the traffic). */
const MAX_KEYS = 50_000;

export class Limiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
    private readonly backing?: Backing,
  ) {}

  /** Whether `key` may try now. Counts nothing. */
  check(key: string): Verdict {
    const e = this.known(key);
    return e ? this.verdict(e, this.now()) : this.fresh();
  }

  /** A quota's request: counted and allowed while the window has room, else refused uncounted. */
  take(key: string): Verdict {
    const t = this.now();
    const e = this.entry(key, t);
    const v = this.verdict(e, t);
    if (v.allowed) this.count(e, t);
    this.backing?.save(key, e);
    return v;
  }

  /** Counts a failure (a wrong guess, a mail sent); the verdict says whether the next try may come. */
  fail(key: string): Verdict {
    const t = this.now();
    const e = this.entry(key, t);
    if (this.verdict(e, t).allowed) this.count(e, t);
    this.backing?.save(key, e);
    return this.verdict(e, t);
  }

  /** A right guess: the failures are forgotten (a lock in force stays until it ends). */
  succeed(key: string): void {
    const e = this.known(key);
    if (!e) return;
    e.events = [];
    if (this.rule.successForgetsLocks) e.lockouts = 0;
    const gone = e.lockedUntil <= this.now() && e.lockouts === 0;
    if (gone) this.entries.delete(key);
    this.backing?.save(key, gone ? null : e);
  }

  /** When an entry has nothing left to remember (epoch ms; Infinity: a rule without an end). */
  staleAt(e: Entry): number {
    const last = e.events.length ? e.events[e.events.length - 1]! : 0;
    const memoryMs = (this.rule.memoryS ?? Infinity) * 1000;
    return Math.max(e.lockedUntil, last ? last + this.rule.windowS * 1000 : 0, e.lockouts ? e.lastLock + memoryMs : 0);
  }

  /** The entry of `key` in memory, else as the backing kept it. */
  private known(key: string): Entry | undefined {
    let e = this.entries.get(key);
    if (!e && this.backing) {
      e = this.backing.load(key);
      if (e) this.entries.set(key, e);
    }
    return e;
  }

  private fresh(): Verdict {
    return { allowed: true, retryAfterS: 0, triesLeft: this.rule.tries };
  }

  private entry(key: string, t: number): Entry {
    let e = this.known(key);
    if (!e) {
      if (this.entries.size >= MAX_KEYS) this.prune(t);
      e = { events: [], lockedUntil: 0, lockouts: 0, lastLock: 0 };
      this.entries.set(key, e);
    }
    return e;
  }

  private verdict(e: Entry, t: number): Verdict {
    this.expire(e, t);
    const refused = (untilMs: number): Verdict => ({ allowed: false, retryAfterS: Math.max(1, Math.ceil((untilMs - t) / 1000)), triesLeft: 0 });
    if (e.lockedUntil > t) return refused(e.lockedUntil);
    if (e.events.length >= this.rule.tries) return refused(e.events[0]! + this.rule.windowS * 1000);
    return { allowed: true, retryAfterS: 0, triesLeft: this.rule.tries - e.events.length };
  }

  /** Counts one event; the last try of a rule with locks locks the key. */
  private count(e: Entry, t: number): void {
    e.events.push(t);
    const locks = this.rule.locksS;
    if (!locks?.length || e.events.length < this.rule.tries) return;
    const lockS = locks[Math.min(e.lockouts, locks.length - 1)]!;
    e.lockouts += 1;
    e.lastLock = t;
    e.lockedUntil = t + lockS * 1000;
    e.events = [];
  }

  private expire(e: Entry, t: number): void {
    const from = t - this.rule.windowS * 1000;
    if (e.events.length && e.events[0]! <= from) e.events = e.events.filter((x) => x > from);
    const memoryMs = (this.rule.memoryS ?? Infinity) * 1000;
    if (e.lockouts && e.lockedUntil <= t && t - e.lastLock > memoryMs) e.lockouts = 0;
  }

  private prune(t: number): void {
    for (const [k, e] of this.entries) {
      this.expire(e, t);
      if (e.lockedUntil <= t && e.events.length === 0 && e.lockouts === 0) this.entries.delete(k);
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
