import { atom, map } from 'nanostores';
import { onApiEvent } from '../api/events';

/**
 * The adult channels' unlock of docs/product.md#data (its "style" state: adult_pin and adult_pin_stamp): whether
 * the server granted it on this page ('granted'; never the PIN itself: the grant is held by the
 * server), and when.
 */
interface AdultUnlock {
  pin: 'granted' | null;
  stamp: number;
}
export const $adultUnlock = map<AdultUnlock>({ pin: null, stamp: 0 });

/** Which page-level modal is open; several elements open and close these. */
type OpenModal = null | 'settings' | { legal: 'terms' | 'privacy' | 'cookies' | 'contacts' };
export const $modal = atom<OpenModal>(null);

/** Set when the backend answers as for a geo-blocked visitor. */
export const $geoBlocked = atom(false);
onApiEvent('geoBlocked', () => $geoBlocked.set(true));
