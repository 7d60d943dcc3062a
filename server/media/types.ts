// The slice of the server host the media module needs (structural: server/http/host.ts's Host
// satisfies it), so the module also runs under its own dev server (dev.ts) and in tests.
import type { IncomingHttpHeaders } from 'node:http';
import type { ContentRef } from './config';
import type { Refusal } from '../domain/media-facts';

export interface MediaReq {
  method: string;
  path: string;
  query: Record<string, string>;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  bytes(): Promise<Buffer>;
  /** The query and body as the OpenAPI document checked them (server/openapi/validate.ts), left before the handler runs. */
  input?: { query: Record<string, unknown>; body: Record<string, unknown> };
}

/** A query parameter as the document's check left it (text: the head-end parses its own). */
export function queryParam(req: MediaReq, name: string): string | undefined {
  const v = req.input?.query[name];
  return typeof v === 'string' ? v : undefined;
}

export interface MediaRes {
  setHeader(name: string, value: string | string[]): void;
  send(status: number, body: string | Buffer, contentType?: string): void;
  json(status: number, body: unknown): void;
}

type MediaHandler = (req: MediaReq, res: MediaRes) => unknown | Promise<unknown>;

/** What the media module reads from an authenticated user (a subset of the host's AuthContext). */
export interface MediaAuth {
  customerId: number;
  drmToken: string;
  subscribedChannelIds: Set<number>;
  catchupChannelIds: Set<number>;
  purchasedVodIds: Set<number>;
  vodProviderIds: Set<number>;
}

export interface MediaHost {
  route(method: string, pattern: string, handler: MediaHandler): void;
  /** The caller of a bearer-token request, or null. */
  auth(req: MediaReq): Promise<MediaAuth | null>;
  /** The session a licence request speaks for (e.g. by a licence token), a refusal, or null; `auth` without it. */
  licenceAuth?(req: MediaReq): Promise<MediaAuth | Refusal | null>;
}

/** A VoD item's commercial facts, as the catalogue knows them. */
export interface VodFacts {
  providerId: number;
  /** 'svod' | 'tvod' | 'free' (anything else is refused). */
  type: string;
  /** The item has a trailer (GET /media/trailer/{id}/manifest.mpd), licensed to anyone who may see the item. */
  trailer?: boolean;
}

/** A key period of a channel: one programme, [start, stop) in epoch seconds. */
export interface KeyPeriod {
  id: number;
  start: number;
  stop: number;
}

/** Optional catalogue lookups the host wiring passes to registerMedia (see README.md). */
export interface MediaLookups {
  /** Whether a channel has catch-up rights; undefined for an unknown channel (-> 404). */
  channelCatchup?(channelId: number): boolean | undefined;
  /** A VoD item's provider and type; undefined for an unknown item (-> 404 on licences). */
  vod?(vodId: number): VodFacts | undefined;
  /** A channel's programmes overlapping [from, to), in order and gap-free (each has its own key). */
  programmes?(channelId: number, from: number, to: number): KeyPeriod[];
  /** Programme `programmeId` of a channel, or undefined when the channel has no such programme. */
  programme?(channelId: number, programmeId: number): KeyPeriod | undefined;
  /**
   * Whether the caller keeps a recording of a programme that has left the catch-up window (its key
   * is then still given while the recording is kept).
   */
  recorded?(req: MediaReq, user: MediaAuth, channelId: number, programme: KeyPeriod): boolean;
  /**
   * A recording (NPVR) the request may play: its channel and recorded range, or why not (the host
   * checks the address's signature and the recording's expiry). Without it, recordings answer 404.
   */
  recording?(req: MediaReq, id: number): { channelId: number; from: number; to: number } | Refusal;
  /**
   * Whether the request may have a content's key beyond its subscription or purchase (the viewer's
   * locks: the adult PIN grant, the profile's age limit for the programme or item); null: allowed,
   * otherwise the refusal. For a channel, `programme` is the programme whose key is asked for.
   */
  contentAllowed?(req: MediaReq, content: ContentRef, user: MediaAuth, programme?: KeyPeriod): Promise<Refusal | null> | Refusal | null;
}

export type { Refusal } from '../domain/media-facts';

export function sendError(res: MediaRes, status: number, code: string, message: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.json(status, { error: { code, message } });
}
