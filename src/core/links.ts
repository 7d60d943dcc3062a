// The site's addresses of catalogue screens (docs/product.md#screens-and-routes), made against `config().siteBase` so a CMS
// or partner page links to the operator's site. One place, so every poster leads to the same route.
import { config } from './config';
import type { RowItem } from './api/vod';

const site = (path: string): string => new URL(path, config().siteBase).toString();

/** /tv: the TV guide. */
export const guideHref = (): string => site('tv');

/** /vod-about?id= : a VoD item's details. */
export const vodHref = (id: number): string => site(`vod-about?id=${id}`);
/** /group?id= : a series (seasons and episodes); `season` opens that season's tab. */
export const groupHref = (id: number, season?: number): string => site(`group?id=${id}${season ? `&season=${season}` : ''}`);
/** /vod-play?id= : plays a VoD item (from the bookmark when `resume`; its trailer when `trailer`). */
export const vodPlayHref = (id: number, opts: { resume?: boolean; trailer?: boolean } = {}): string =>
  site(`vod-play?id=${id}${opts.resume ? '&resume=1' : ''}${opts.trailer ? '&trailer=1' : ''}`);
/** /tv/0/{channel}/{epg}?play : live TV starting that channel (its programme on now) at once. */
/** /play?recording= : plays a recording (NPVR) from the profile's bookmark. */
export const recordingPlayHref = (id: number): string => site(`play?recording=${id}`);
/** /recordings: the customer's recordings (NPVR). */
export const recordingsHref = (): string => site('recordings');
export const liveHref = (channelId: number, epgId?: number | null): string => site(`tv/0/${channelId}${epgId ? `/${epgId}` : ''}?play`);
/** /tv/0/{channel}/{epg} : the guide with that programme's details open. */
export const programmeHref = (channelId: number, epgId: number): string => site(`tv/0/${channelId}/${epgId}`);
/** /play?channel=&epg=&mode=catchup : a past programme in the catch-up player. */
export const catchupHref = (channelId: number, epgId: number, opts: { resume?: boolean } = {}): string =>
  site(`play?channel=${channelId}&epg=${epgId}&mode=catchup${opts.resume ? '&resume=1' : ''}`);
/** /search/{query} : the search screen with that query's results (the field alone without one). */
export const searchHref = (query = ''): string => site(query.trim() ? `search/${encodeURIComponent(query.trim())}` : 'search');
/** /register?fresh=true : Subscribe. */
export const subscribeHref = (): string => site('register?fresh=true');
/** /vod : the catalogue. */
export const catalogueHref = (): string => site('vod');

/** Where a row's poster leads. */
export function rowItemHref(item: RowItem): string {
  if (item.kind === 'vod') return vodHref(item.vod.id);
  if (item.kind === 'group') return groupHref(item.group.id);
  if (item.kind === 'programme') {
    const r = item.resume;
    // a recording resumes from its bookmark by itself; catch-up is asked to
    return r.kind === 'recording' && r.recording_id ? recordingPlayHref(r.recording_id) : catchupHref(r.channel.channel_id, r.id, { resume: true });
  }
  return liveHref(item.channel.channel_id, item.channel.now?.id);
}
/** /subscription : plans and packages. */
export const productsHref = (): string => site('subscription');
