// Per-key counters over fixed time windows, for the storage quotas of server/http/limits.ts
// (sign-ups per client address and hour, stats per customer and minute, ...). In memory: a restart
// forgets them, which only ever lets a little more in.
import type { Req } from './request';
import type { Res } from './response';
import { HttpError } from './errors';

interface Window {
  count: number;
  resetAt: number;
}

const MAX_KEYS = 50_000;

export class WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly seconds: number,
  ) {}

  /** Counts one for `key`; answers 429 quota_exceeded (with Retry-After) when the window is full. */
  take(key: string, res: Res, what: string, now = Date.now()): void {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.prune(now);
      w = { count: 0, resetAt: now + this.seconds * 1000 };
      this.windows.set(key, w);
    }
    if (w.count >= this.max) {
      const retry = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      res.setHeader('Retry-After', String(retry));
      throw new HttpError(429, 'quota_exceeded', `At most ${this.max} ${what} per ${this.seconds >= 3600 ? `${this.seconds / 3600} h` : `${this.seconds} s`}; try again in ${retry} s`);
    }
    w.count++;
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    // still full of live windows: forget the oldest half rather than grow without bound
    if (this.windows.size >= MAX_KEYS) [...this.windows.keys()].slice(0, MAX_KEYS / 2).forEach((k) => this.windows.delete(k));
  }
}

/** The client's address as the socket sees it (forwarding headers are not trusted here). */
export function clientAddress(req: Req): string {
  return req.raw.socket?.remoteAddress ?? 'unknown';
}

/** 409 quota_exceeded: a per-customer or per-profile limit on stored items is reached. */
export function storedQuota(max: number, what: string): HttpError {
  return new HttpError(409, 'quota_exceeded', `At most ${max} ${what}; remove some first`);
}
