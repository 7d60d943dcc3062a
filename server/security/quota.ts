// Request quotas per key over a time window (server/http/limits.ts QUOTAS: sign-ups, registrations
// and device pairings per client address and hour, stats per customer and minute), on the one
// limiter (./limiter.ts): every request counts; beyond the quota 429 quota_exceeded with Retry-After.
import type { Res } from '../http/response';
import { HttpError } from '../http/errors';
import { Limiter } from './limiter';

/** Counts one request for a key (throws 429 when the window is full). */
type RequestQuota = (key: string, res: Res) => void;

/** At most `max` requests per key within `seconds`; `what` names them in the refusal. */
export function requestQuota(max: number, seconds: number, what: string): RequestQuota {
  const limiter = new Limiter({ tries: max, windowS: seconds });
  const per = seconds >= 3600 ? `${seconds / 3600} h` : `${seconds} s`;
  return (key, res) => {
    const v = limiter.take(key);
    if (v.allowed) return;
    res.setHeader('Retry-After', String(v.retryAfterS));
    throw new HttpError(429, 'quota_exceeded', `At most ${max} ${what} per ${per}; try again in ${v.retryAfterS} s`);
  };
}
