// Licence tokens: what a licence request proves the signed-in session with, instead of the bearer
// token itself (a licence server may be another host; the bearer never needs to reach it). A token
// is short-lived, bound to the session (its token id) and the profile it acts as, and signed with a
// key derived from the install's media secret, so nothing is stored. It stops opening anything when
// it expires, when the session ends (logout, password reset, revoked device, lifetimes) and when the
// session changes profile. The player asks for a new one before it runs out.
import crypto from 'node:crypto';
import type { AuthContext, Host } from '../http/host';
import type { Req } from '../http/request';
import { C, type User } from '../domain/model';
import { buildContext } from '../domain/auth';
import { liveToken, sessionNow } from '../domain/sessions';
import { apiPrivate } from './define';
import type { Refusal } from '../domain/media-facts';

/** How long a licence token opens licences (seconds): a few minutes, ETERIS_LICENCE_TOKEN_SECONDS in tests. */
const LICENCE_TOKEN_SECONDS = 300;

function licenceTokenSeconds(env: NodeJS.ProcessEnv): number {
  const v = env['ETERIS_LICENCE_TOKEN_SECONDS'];
  const n = Number(v);
  if (v === undefined || v === '') return LICENCE_TOKEN_SECONDS;
  if (Number.isSafeInteger(n) && n > 0) return n;
  console.warn(`[licence] ignoring ETERIS_LICENCE_TOKEN_SECONDS=${JSON.stringify(v)}: not a whole number of seconds`);
  return LICENCE_TOKEN_SECONDS;
}

const keyOf = (mediaSecret: string): Buffer => crypto.createHmac('sha256', mediaSecret).update('eteris-licence-token').digest();
const sign = (key: Buffer, payload: string): string => crypto.createHmac('sha256', key).update(payload).digest('base64url');

const refuse = (code: string, message: string): Refusal => ({ status: 403, code, message });

export function registerLicenceToken(host: Host): void {
  const key = keyOf(host.config.secrets.media);
  const seconds = licenceTokenSeconds(process.env);

  // (a write: the session must have chosen its profile, 403 profile_required otherwise)
  apiPrivate(host, 'POST', '/customer/licence-token', (_req, res, ctx) => {
    const expires = sessionNow() + seconds;
    const payload = `${ctx.tokenId}.${ctx.profileId}.${expires}`;
    res.setHeader('Cache-Control', 'no-store');
    res.json(200, { licence_token: `${payload}.${sign(key, payload)}`, expires, expires_in: seconds });
  });
}

/**
 * The session a licence request speaks for: its licence token's (`raw`: the request's query
 * `licence_token` or header X-Eteris-Licence-Token, as the licence server reads it) when it carries
 * one, else its bearer token's; a refusal for a licence token that is not (or no longer) good; null
 * without either.
 */
export async function licenceSession(host: Host, req: Req, raw: string | undefined): Promise<AuthContext | Refusal | null> {
  if (raw === undefined) return host.auth(req);
  const parts = raw.split('.');
  const [tokenId, profile, expires, sig] = parts;
  const payload = `${tokenId}.${profile}.${expires}`;
  const good = sign(keyOf(host.config.secrets.media), payload);
  if (parts.length !== 4 || !sig || sig.length !== good.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(good))) {
    return refuse('licence_token_invalid', 'Not a licence token of this service');
  }
  if (Number(expires) <= sessionNow()) return refuse('licence_token_expired', 'The licence token has expired: ask for a new one');
  const rec = liveToken(host.store, tokenId!, true);
  const user = rec ? host.store.get<User>(C.users, rec.userId) : undefined;
  if (!rec || !user) return refuse('licence_token_invalid', 'The session of this licence token has ended');
  const ctx = buildContext(host.store, user, '', rec.profileId ?? null, rec.id);
  if (String(ctx.profileId) !== profile) return refuse('licence_token_invalid', 'The session has changed profile since this licence token');
  return ctx;
}
