import type { Profile } from '../../core/api/profiles';
import { isProfileAge, PROFILE_PIN_LENGTH, type ProfileAge, type ProfileInput } from '../../core/api/profile-form';
import { LIMITS } from '../../core/names';

/** The profile wizard's draft and its rules (docs/product.md#validation), kept free of React so they are easy to test. */
export interface Draft {
  name: string;
  avatarId: number;
  /** Stored age rating (6, 13, 17 or 0); null until chosen. */
  age: ProfileAge | null;
  pin: string;
  pin2: string;
  needsPin: boolean;
  /** The profile already has a PIN (the server never sends it): an empty entry keeps it. */
  hasPin: boolean;
}

export type Step = 'name' | 'age' | 'pin' | 'confirm';
type FieldError = 'err_name' | 'err_age' | 'err_pin_match' | 'err_pin_length' | 'err_pin_required';
export type Errors = Partial<Record<'name' | 'age' | 'pin', FieldError>>;

/** Four steps for the master (who sets the age rating), three for other profiles. */
export function wizardSteps(master: boolean): Step[] {
  return master ? ['name', 'age', 'pin', 'confirm'] : ['name', 'pin', 'confirm'];
}

export function initialDraft(p: Profile | null): Draft {
  if (!p) return { name: '', avatarId: LIMITS.defaultAvatarId, age: null, pin: '', pin2: '', needsPin: false, hasPin: false };
  return { name: p.name, avatarId: p.avatar?.id ?? LIMITS.defaultAvatarId, age: isProfileAge(p.age) ? p.age : null, pin: '', pin2: '', needsPin: p.needs_pin_to_login, hasPin: Boolean(p.has_pin) };
}

export function validateStep(step: Step, d: Draft): Errors {
  const e: Errors = {};
  if (step === 'name' || step === 'confirm') if (!d.name.trim()) e.name = 'err_name';
  if (step === 'age' || step === 'confirm') if (d.age === null) e.age = 'err_age';
  if (step === 'pin' || step === 'confirm') {
    if (d.pin.length > 0 && d.pin.length < PROFILE_PIN_LENGTH) e.pin = 'err_pin_length';
    else if (d.pin !== d.pin2) e.pin = 'err_pin_match';
    else if (d.needsPin && !d.pin && !d.hasPin) e.pin = 'err_pin_required';
  }
  return e;
}

/** What the form sends: an unchanged PIN (empty entry while one is set) is left out, can_buy never. */
export function toInput(d: Draft, fallbackAge: number): ProfileInput {
  const age = d.age ?? (isProfileAge(fallbackAge) ? fallbackAge : null);
  const input: ProfileInput = { name: d.name.trim(), avatar_id: d.avatarId, needs_pin_to_login: d.needsPin };
  if (age !== null) input.age = age;
  if (d.pin || !d.hasPin) input.pin = d.pin;
  return input;
}
