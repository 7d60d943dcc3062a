// Who is looking, for everything that shows titles: the acting profile's age limit (docs/product.md#states: the
// stored age is the highest rating the profile may see, 0 = unrestricted) and whether the session
// holds the adult grant. One rule for the guide, details, search, VoD and the licence server:
// - a programme of the adult channel is locked ('adult') without the grant, for every profile;
// - a programme or item rated above the profile's limit is locked ('age');
// - a locked programme's title and description never leave the server.
import { createHash } from 'node:crypto';
import type { AuthContext, Host } from '../http/host';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { HttpError } from '../http/errors';
import { C, type ProfileRec } from '../domain/model';
import { customerProfiles } from '../domain/auth';
import { CHANNEL_BY_ID } from '../catalogue/channels';
import type { Programme } from '../catalogue/epg';
import { hasAdultGrant } from './pin';

type Lock = 'age' | 'adult';

export interface Viewer {
  /** 0: unrestricted; otherwise the highest age rating the acting profile may see. */
  ageLimit: number;
  /** The session holds an adult grant (POST customer/adult-unlock). */
  adult: boolean;
  /** Tells answers for different viewers apart (cache validators). */
  key: string;
}

const VISITOR: Viewer = { ageLimit: 0, adult: false, key: 'visitor' };

export function viewerOf(host: Host, ctx: AuthContext | null): Viewer {
  if (!ctx) return VISITOR;
  if (ctx.profileId === null) return householdViewer(host, ctx.customerId);
  const ageLimit = host.store.get<ProfileRec>(C.profiles, ctx.profileId)?.age ?? 0;
  const adult = hasAdultGrant(ctx);
  return { ageLimit, adult, key: `${ctx.profileId}:${ageLimit}:${adult ? 1 : 0}` };
}

/**
 * Someone of the household whose profile is not known (a session with no profile chosen): the
 * strictest age limit of its profiles, no grant.
 */
function householdViewer(host: Host, customerId: number): Viewer {
  const ages = customerProfiles(host.store, customerId).map((p) => p.age).filter((a) => a > 0);
  const ageLimit = ages.length ? Math.min(...ages) : 0;
  return { ageLimit, adult: false, key: `household:${ageLimit}` };
}

export function ageAllowed(rating: number, viewer: Viewer): boolean {
  return viewer.ageLimit === 0 || rating <= viewer.ageLimit;
}

export function programmeLock(p: Programme, viewer: Viewer): Lock | null {
  if (CHANNEL_BY_ID.get(p.channelId)?.adult && !viewer.adult) return 'adult';
  if (!ageAllowed(p.age, viewer)) return 'age';
  return null;
}

/**
 * Sends an answer that depends on the viewer (titles hidden by their locks): the browser keeps it but
 * asks again every time (the token stays the same when the household switches profiles, so a cached
 * answer for the parents must never be shown to a child), and a validator that names the viewer
 * turns an unchanged answer into a 304.
 */
export function sendForViewer(req: Req, res: Res, viewer: Viewer, body: unknown): void {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(viewer.key).update('\0').update(text).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Origin, Authorization, Cookie');
  if (req.headers['if-none-match'] === etag) {
    res.send(304, '');
    return;
  }
  res.send(200, text, 'application/json; charset=utf-8');
}

/** 403 for content the viewer may not have: `age_locked` (the profile's age limit) or `adult_pin_required`. */
export function lockedError(lock: Lock): HttpError {
  return lock === 'adult'
    ? new HttpError(403, 'adult_pin_required', 'This content needs the adult PIN')
    : new HttpError(403, 'age_locked', "This content is above the profile's age limit");
}
