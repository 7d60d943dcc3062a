import { atom, map } from 'nanostores';

/** Global style state of spec §3 (app_class, adult PIN with its stamp, shop items). */
export interface StyleState {
  app_class: string;
  adult_pin: string | null;
  adult_pin_stamp: number;
  shop_items: number[];
}
export const $style = map<StyleState>({ app_class: '', adult_pin: null, adult_pin_stamp: 0, shop_items: [] });

/** Which page-level modal is open; several elements open and close these. */
export type OpenModal = null | 'settings' | { legal: 'terms' | 'privacy' | 'cookies' | 'contacts' };
export const $modal = atom<OpenModal>(null);

/** Set when the backend answers as for a geo-blocked visitor. */
export const $geoBlocked = atom(false);
