// The page player's way back (its Back button and Escape): to where the viewer came from when that
// was a page of this site, else to the item's details (VoD) or the TV guide (TV).
import { config } from '../../core/config';

/** /vod-about?id= : a VoD item's details (what to buy or subscribe to watch it). */
export function vodAboutHref(id: number): string {
  return new URL(`vod-about?id=${id}`, config().siteBase).toString();
}

/** Where Back goes when the viewer did not come from a page of this site. */
function backFallback(vodId: number | null): string {
  return vodId !== null ? vodAboutHref(vodId) : new URL('tv', config().siteBase).toString();
}

/** The viewer came here from another page of this site (not the login service's pages). */
function cameFromSite(referrer: string, here: Location): boolean {
  if (!referrer) return false;
  try {
    const r = new URL(referrer);
    const client = new URL(config().clientBase).pathname;
    return r.origin === here.origin && r.pathname !== here.pathname && !r.pathname.startsWith(client);
  } catch {
    return false;
  }
}

export function goBack(vodId: number | null): void {
  if (cameFromSite(document.referrer, location) && history.length > 1) history.back();
  else location.assign(backFallback(vodId));
}
