// Opening an account and getting back into one, on the public API: registration, the guided
// sign-up (contact, emailed code, account), password recovery.
import { publicApi } from './public';
import { AcceptedSchema, AccountSchema, SignupConfirmedSchema, SignupStartedSchema } from './schemas';
import type { Form } from './client';

export const postRegister = (form: Form) => publicApi('register', { method: 'POST', form, schema: AccountSchema, source: 'register' });

export const postSignupContact = (form: Form) => publicApi('signup/contact', { method: 'POST', form, schema: SignupStartedSchema, source: 'signup/contact' });

export const postSignupConfirm = (signupId: string, code: string) =>
  publicApi('signup/confirm', { method: 'POST', form: { signup_id: signupId, code }, schema: SignupConfirmedSchema, source: 'signup/confirm' });

export const postSignupAccount = (form: Form) => publicApi('signup/account', { method: 'POST', form, schema: AccountSchema, source: 'signup/account' });

export const postRecovery = (email: string, lang: string) =>
  publicApi('password-recovery', { method: 'POST', form: { email, lang }, schema: AcceptedSchema, source: 'password-recovery' });

/** Sets the new password; the answer has no body (204). */
export const postRecoveryReset = (form: { email: string; code: string; password: string; password_confirm: string }): Promise<void> =>
  publicApi<void>('password-recovery/reset', { method: 'POST', form, source: 'password-recovery/reset' });
