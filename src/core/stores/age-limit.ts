import { computed } from 'nanostores';
import { $session } from './session';
import { AGE_RATINGS } from '../api/profile-form';

export { AGE_RATINGS } from '../api/profile-form';
type AgeRatingKey = (typeof AGE_RATINGS)[number]['key'];

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
