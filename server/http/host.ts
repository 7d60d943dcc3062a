// What a feature module (server/api/*, server/login/*, server/media/*) gets to register itself:
// routes, the request's authentication, the durable store and the configuration.
import type { Handler } from './router';
import type { Req } from './request';
import type { Store } from '../store/store';
import type { Secrets } from '../security/secrets';

export interface AuthContext {
  /** The bearer token ('' for a licence token's session, which never sees it). */
  token: string;
  /** The token's id (sha256 of it): what a session's grants and licence tokens are bound to. */
  tokenId: string;
  userId: number;
  customerId: number;
  email: string;
  emailVerified: boolean;
  lang: string;
  groups: number[];
  drmToken: string;
  /** Profiles of this customer. */
  profileIds: number[];
  masterProfileId: number | null;
  /** The acting profile: the one the token is bound to on the server (null: none chosen yet). */
  profileId: number | null;
  subscribedProductIds: Set<number>;
  subscribedChannelIds: Set<number>;
  catchupChannelIds: Set<number>;
  /** VoD ids bought or rented and not expired. */
  purchasedVodIds: Set<number>;
  /** svod providers covered by a subscription. */
  vodProviderIds: Set<number>;
}

export interface HostConfig {
  port: number;
  dataDir: string;
  testControls: boolean;
  /** Repo root: every repo file is resolved relative to this (process.cwd()). */
  root: string;
  /** Origins (besides the site's own) allowed to call with credentials: ETERIS_ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Behind a proxy (ETERIS_TRUST_PROXY=1): the client address is X-Forwarded-For's last entry. */
  trustProxy: boolean;
  /**
   * Other origins the site's pages talk to (ETERIS_SERVICE_ORIGINS): the operator's API, media or
   * login hosts when they are not this server; the pages' CSP allows them (server/http/browser-policy.ts).
   */
  serviceOrigins?: string[];
  /** The site's public address (ETERIS_PUBLIC_URL); an https one means HSTS and Secure cookies on every answer. */
  publicUrl?: string;
  /** Per-install keys (server/security/secrets.ts). */
  secrets: Secrets;
}

export interface Host {
  config: HostConfig;
  store: Store;
  route(method: string, pattern: string, handler: Handler): void;
  /** The caller of a bearer-token request, or null (missing, unknown or revoked token). */
  auth(req: Req): Promise<AuthContext | null>;
  /** Like `auth` but answers 401 (throws) when there is no valid token. */
  requireAuth(req: Req): Promise<AuthContext>;
  /** Called on shutdown (close SSE streams, timers). */
  onClose(fn: () => void): void;
}
