// The profile form as the OpenAPI document states it (the ProfileForm body of POST and PUT
// customer/profile): its type is generated from the document, and the rules the wizard checks
// before sending (age ratings, name length, PIN length) are the document's constants, held against
// it by tests/core-node/profile-form-rules.test.ts.
import { LIMITS } from '../names';
import type * as S from './schema.gen';

/** A stored age rating of a profile: 6 (infants), 13 (children), 17 (teenagers), 0 (all, unrestricted). */
export type ProfileAge = NonNullable<S.ProfileForm['age']>;

/**
 * What the profile form sends (docs/product.md#calls: form-encoded name, age, pin, avatar_id,
 * needs_pin_to_login, can_buy): only the fields the form shows. `age` is absent for a non-master
 * (no age field), `pin` when the PIN was left unchanged, `can_buy` unless the form shows it; the
 * server changes only the fields it receives.
 */
export type ProfileInput = Required<Pick<S.ProfileForm, 'name' | 'avatar_id' | 'needs_pin_to_login'>> & Pick<S.ProfileForm, 'age' | 'pin' | 'can_buy'>;

/**
 * Age rating choices of docs/product.md#states/#roles, every age the document allows: the value
 * stored on the profile and the boundary shown to the user (infants = 6 shown as 7, children = 13
 * as 14, teenagers = 17 as 18, all = 0, unrestricted).
 */
export const AGE_RATINGS = [
  { key: 'infants', age: 6, boundary: 7 },
  { key: 'children', age: 13, boundary: 14 },
  { key: 'teenagers', age: 17, boundary: 18 },
  { key: 'all', age: 0, boundary: null },
] as const satisfies readonly { key: string; age: ProfileAge; boundary: number | null }[];

export function isProfileAge(age: number): age is ProfileAge {
  return AGE_RATINGS.some((r) => r.age === age);
}

/** The longest profile name the document accepts (a name needs one visible character). */
export const PROFILE_NAME_MAX = 40;

/** A profile's PIN: empty (none, or unchanged) or exactly this many digits. */
export const PROFILE_PIN_LENGTH = LIMITS.pinLength;
