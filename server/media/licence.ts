// ClearKey licence endpoint: POST /drm/clearkey with the W3C ClearKey licence request
// ({"kids":[base64url...],"type":"temporary"}) answers the JWK set for exactly the requested key
// ids, after checking what docs/product.md#calls says a licence request carries:
//   user_id   "eteris-" + customer_id            (query, or header X-Eteris-User-Id)
//   drm_token the user's drm token (userinfo)     (query, or header X-Eteris-Drm-Token)
//   ch_id     for a channel (live, catch-up, start-over), or
//   vod_id + vod_provider_id + vod_type for a VoD item (headers X-Eteris-Ch-Id, X-Eteris-Vod-Id, ...)
//             or its trailer (the same parameters; the key ids asked for are the trailer's)
// The request must also carry the signed-in session (a short-lived licence token, or Authorization:
// Bearer; host.licenceAuth decides): the drm token alone, a long-lived value, opens nothing. The session's drm token must be the one sent. The host may
// refuse beyond rights (lookups.contentAllowed: a session with no profile chosen, the adult PIN
// grant, the profile's age limit for the programme named by prog_id, or on air now). Only
// temporary licences are given. Refusals are 403 JSON errors.
// A channel has a key per programme: each KID asked for names its programme (keys.ts), which must
// have begun, lie in the live time-shift window or the channel's catch-up window (or a recording
// the caller keeps), and pass the host's locks for that programme; the answer holds those keys only.
import type { ContentRef, MediaConfig } from './config';
import { CATCHUP_MAX_AGE_SECONDS, LIVE_UPDATE_SECONDS, parsePositiveId, TIME_SHIFT_SECONDS } from './config';
import { b64url, type ContentKey, contentKey, kidFromB64url, programmeKey, programmeOfKid } from './keys';
import type { Periods } from './periods';
import type { Input } from '../openapi/input';
import { type KeyPeriod, type MediaAuth, type MediaHost, type MediaLookups, type MediaReq, type MediaRes, type Refusal, queryParam, sendError } from './types';

function userIdFor(customerId: number): string {
  return `eteris-${customerId}`;
}

/** A licence request's parameter: the query's (as the document checked it), else the `X-Eteris-*` header's. */
export function param(req: MediaReq, name: string): string | undefined {
  const q = queryParam(req, name);
  if (q !== undefined) return q;
  const h = req.headers[`x-eteris-${name.replace(/_/g, '-')}`];
  return typeof h === 'string' && h !== '' ? h : undefined;
}

/** The body of a licence request: the W3C ClearKey request, typed by the OpenAPI document. */
type LicenceRequest = Input<'POST /drm/clearkey'>['body'];

type Verdict = { ok: true; content: ContentRef } | { ok: false; status: number; code: string; message: string };

function deny(status: number, code: string, message: string): Verdict {
  return { ok: false, status, code, message };
}

/**
 * Decides whether `user` may have the key of the content the request names. A request for a VoD
 * item that asks for its trailer's key (`asksTrailer`) is the trailer's: no purchase or subscription
 * needed (the host still applies the viewer's locks).
 */
function checkEntitlement(req: MediaReq, user: MediaAuth, lookups: MediaLookups, asksTrailer: (vodId: number) => boolean = () => false): Verdict {
  if (param(req, 'user_id') !== userIdFor(user.customerId)) return deny(403, 'user_mismatch', 'user_id does not belong to this drm token');
  const chParam = param(req, 'ch_id');
  const vodParam = param(req, 'vod_id');
  if (chParam !== undefined) {
    const ch = parsePositiveId(chParam);
    if (ch === undefined) return deny(400, 'bad_request', 'ch_id must be a positive integer up to 2^53 - 1, without leading zeros');
    if (lookups.channelCatchup && lookups.channelCatchup(ch) === undefined) return deny(404, 'not_found', `No channel ${ch}`);
    if (!user.subscribedChannelIds.has(ch)) return deny(403, 'not_subscribed', `Channel ${ch} is not in the subscription`);
    return { ok: true, content: { kind: 'ch', id: ch } };
  }
  if (vodParam !== undefined) {
    const vod = parsePositiveId(vodParam);
    const provider = parsePositiveId(param(req, 'vod_provider_id'));
    const type = param(req, 'vod_type');
    if (vod === undefined || provider === undefined || !type) {
      return deny(400, 'bad_request', 'vod_id, vod_provider_id and vod_type are required together');
    }
    const facts = lookups.vod ? lookups.vod(vod) : { providerId: provider, type };
    if (!facts) return deny(404, 'not_found', `No VoD item ${vod}`);
    if (facts.providerId !== provider || facts.type !== type) return deny(403, 'content_mismatch', 'vod_provider_id / vod_type do not match the item');
    if (facts.trailer && asksTrailer(vod)) return { ok: true, content: { kind: 'trailer', id: vod } };
    const allowed =
      facts.type === 'free' ||
      user.purchasedVodIds.has(vod) ||
      (facts.type === 'svod' && user.vodProviderIds.has(facts.providerId));
    if (!allowed) return deny(403, facts.type === 'tvod' ? 'not_purchased' : 'not_subscribed', `VoD item ${vod} is not purchased or subscribed`);
    return { ok: true, content: { kind: 'vod', id: vod } };
  }
  return deny(400, 'bad_request', 'ch_id or vod_id is required');
}


/** Whether `user` may have the key of programme `p` of a (subscribed) channel at `now`, or why not. */
function programmeWindow(req: MediaReq, user: MediaAuth, lookups: MediaLookups, channelId: number, p: KeyPeriod, now: number): Refusal | null {
  // the next programme's key may be asked for as the live edge nears it (clocks differ a little)
  if (p.start > now + LIVE_UPDATE_SECONDS) return { status: 403, code: 'not_aired', message: 'The programme has not begun' };
  if (p.stop > now - TIME_SHIFT_SECONDS) return null;
  if (lookups.recorded?.(req, user, channelId, p)) return null;
  const catchup = lookups.channelCatchup ? lookups.channelCatchup(channelId) : user.catchupChannelIds.has(channelId);
  if (!catchup) return { status: 403, code: 'no_catchup', message: `Channel ${channelId} has no catch-up rights` };
  if (p.start < now - CATCHUP_MAX_AGE_SECONDS) return { status: 403, code: 'catchup_expired', message: 'The programme has left the catch-up window' };
  return null;
}

/** The keys of the programmes the KIDs name, or why one of them is refused. */
async function programmeKeys(req: MediaReq, user: MediaAuth, lookups: MediaLookups, config: MediaConfig, periods: Periods, channelId: number, kids: Buffer[], now: number): Promise<ContentKey[] | Refusal> {
  const keys: ContentKey[] = [];
  for (const kid of kids) {
    const id = programmeOfKid(config.secret, channelId, kid);
    const p = id === undefined ? undefined : periods.byId(channelId, id);
    if (!p) return { status: 403, code: 'kid_mismatch', message: 'A requested key id does not belong to this content' };
    const refusal = programmeWindow(req, user, lookups, channelId, p, now) ?? (lookups.contentAllowed ? await lookups.contentAllowed(req, { kind: 'ch', id: channelId }, user, p) : null);
    if (refusal) return refusal;
    keys.push(programmeKey(config.secret, channelId, p.id));
  }
  return keys;
}

export function licenceHandler(host: MediaHost, lookups: MediaLookups, config: MediaConfig, periods: Periods, now: () => number) {
  return async (req: MediaReq, res: MediaRes): Promise<void> => {
    // the CDM's request as the document checked it (ClearKeyLicenceRequest: 1-16 key ids, a type)
    const body = req.input?.body as LicenceRequest | undefined;
    if (!body) return sendError(res, 400, 'bad_request', 'The licence request must be ClearKey JSON');
    // a persistent licence would outlive the session and the rights it was given under
    if (body.type !== undefined && body.type !== 'temporary') return sendError(res, 403, 'temporary_only', 'Only temporary licences are given');
    const kids = body.kids.map(kidFromB64url);
    if (kids.some((k) => !k)) return sendError(res, 400, 'bad_request', 'every kid must be 16 bytes in base64url');
    const drmToken = param(req, 'drm_token');
    if (!drmToken) return sendError(res, 403, 'drm_token_missing', 'drm_token is required');
    const user = await (host.licenceAuth ?? host.auth)(req);
    if (!user) return sendError(res, 403, 'session_required', 'A licence needs the signed-in session (a licence token, or Authorization: Bearer)');
    if ('status' in user) return sendError(res, user.status, user.code, user.message);
    if (user.drmToken !== drmToken) return sendError(res, 403, 'drm_token_invalid', "Not the session's drm token");
    const asksTrailer = (vod: number) => {
      const { kid } = contentKey(config.secret, { kind: 'trailer', id: vod });
      return kids.every((k) => k!.equals(kid));
    };
    const verdict = checkEntitlement(req, user, lookups, asksTrailer);
    if (!verdict.ok) return sendError(res, verdict.status, verdict.code, verdict.message);
    const { content } = verdict;
    let keys: ContentKey[];
    if (content.kind === 'ch') {
      const got = await programmeKeys(req, user, lookups, config, periods, content.id, kids as Buffer[], now());
      if (!Array.isArray(got)) return sendError(res, got.status, got.code, got.message);
      keys = got;
    } else {
      const refusal = lookups.contentAllowed ? await lookups.contentAllowed(req, content, user) : null;
      if (refusal) return sendError(res, refusal.status, refusal.code, refusal.message);
      const key = contentKey(config.secret, content);
      if (kids.some((k) => !k!.equals(key.kid))) return sendError(res, 403, 'kid_mismatch', 'A requested key id does not belong to this content');
      keys = [key];
    }
    res.setHeader('Cache-Control', 'no-store');
    const unique = keys.filter((k, i) => keys.findIndex((o) => o.kid.equals(k.kid)) === i);
    res.json(200, { keys: unique.map(({ kid, key }) => ({ kty: 'oct', k: b64url(key), kid: b64url(kid) })), type: 'temporary' });
  };
}
