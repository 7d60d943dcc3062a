// What a licence request carries (docs/product.md#calls): a user id derived from customer_id, the drm token, and
// ch_id for TV or vod_id + vod_provider_id + vod_type for VoD. The content part goes into the
// licence URL of each load/preload (several contents are in flight while zapping); the user part is
// added as headers by one request filter, so the drm token never lands in a URL or a log. The
// signed-in session is proven by a short-lived licence token, never by the drm token alone.
import type { LicenceTokens } from './licence-token';

/**
 * `prog_id`: the programme a catch-up or start-over plays (the licence server checks the profile's
 * age limit against it; without it, against the programme on air).
 */
export type LicenceContent = { ch_id: number; prog_id?: number } | { vod_id: number; vod_provider_id: number; vod_type: string };

export interface LicenceUser {
  customerId: number;
  drmToken: string;
  /** The bearer session: the adult channel's key needs the server's adult grant of this session. */
  token?: string | null;
}

/** The reference backend's derivation ("eteris-" + customer_id); operators configure their own. */
function userIdFor(customerId: number): string {
  return `eteris-${customerId}`;
}

export function licenceUrl(base: string, content: LicenceContent): string {
  const u = new URL(base);
  for (const [k, v] of Object.entries(content)) u.searchParams.set(k, String(v));
  return u.toString();
}

/**
 * The session is proven by its short-lived licence token (core/api/licence.ts); until one is at hand
 * (a page's first licence, or one that could not be renewed), by the bearer token, and a licence
 * token is asked for.
 */
export function licenceHeaders(user: LicenceUser, tokens?: LicenceTokens): Record<string, string> {
  const h: Record<string, string> = { 'X-Eteris-User-Id': userIdFor(user.customerId), 'X-Eteris-Drm-Token': user.drmToken };
  if (!user.token) return h;
  const licence = tokens?.fresh();
  if (licence) h['X-Eteris-Licence-Token'] = licence;
  else {
    h.Authorization = `Bearer ${user.token}`;
    void tokens?.renew();
  }
  return h;
}

/**
 * A licence request's headers; with no licence token at hand but one on its way, once it has come:
 * the bearer token goes only where there is no licence token to wait for.
 */
export function licenceHeadersWhenReady(user: LicenceUser, tokens: LicenceTokens): Record<string, string> | Promise<Record<string, string>> {
  const renewing = tokens.fresh() ? null : tokens.renewing();
  return renewing ? renewing.then(() => licenceHeaders(user, tokens)) : licenceHeaders(user, tokens);
}

/** A licence request's headers with a new licence token: its retry after the server refused the one it carried. */
export async function renewedLicenceHeaders(user: LicenceUser, tokens: LicenceTokens): Promise<Record<string, string>> {
  await tokens.renew();
  return licenceHeaders(user, tokens);
}

/** Whether a refusal's body (shaka's BAD_HTTP_STATUS responseText) is of the licence token: expired, or of a session that changed. */
export function licenceTokenRefused(body: unknown): boolean {
  return typeof body === 'string' && /"code"\s*:\s*"licence_token_(expired|invalid)"/.test(body);
}
