import { computed } from 'nanostores';
import { $session } from './session';

/**
 * Age rating choices of docs/product.md#states/#roles: the value stored on the profile and the boundary shown to the
 * user (infants = 6 shown as 7, children = 13 as 14, teenagers = 17 as 18, all = 0, unrestricted).
 */
export const AGE_RATINGS = [
  { key: 'infants', age: 6, boundary: 7 },
  { key: 'children', age: 13, boundary: 14 },
  { key: 'teenagers', age: 17, boundary: 18 },
  { key: 'all', age: 0, boundary: null },
] as const;
export type AgeRatingKey = (typeof AGE_RATINGS)[number]['key'];

export function ageRatingOf(age: number): AgeRatingKey | null {
  return AGE_RATINGS.find((r) => r.age === age)?.key ?? null;
}

/**
 * The chosen profile's age limit: null while no profile is chosen, 0 when unrestricted,
 * otherwise the highest content age rating the profile may see.
 */
export const $ageLimit = computed($session, (s) => (s.profile ? s.profile.age : null));

/** Whether content with `rating` (years, 0 = for everyone) is allowed under `limit`. */
export function allowedFor(rating: number | null | undefined, limit: number | null): boolean {
  if (limit === null || limit === 0) return true;
  return (rating ?? 0) <= limit;
}
