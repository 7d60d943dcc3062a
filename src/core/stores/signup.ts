// Sign-up (/sign-up, docs/product.md#screens-and-routes): leave contact (a 6-digit code is mailed), confirm the code, account
// data, payments (the recurring-payment consent and the terms must be ticked), thank-you.
import { map } from 'nanostores';
import { $locale } from '../i18n';
import { AppError, ErrorCode } from '../errors';
import { postSignupAccount, postSignupConfirm, postSignupContact } from '../api/account';

interface SignupState {
  busy: boolean;
  error: AppError | null;
  /** When the code was last sent (ms), for the resend countdown. */
  sentAt: number;
}

export const $signup = map<SignupState>({ busy: false, error: null, sentAt: 0 });
/** Seconds before the code may be sent again. */
export const RESEND_AFTER = 60;

const asError = (err: unknown, source: string) => (err instanceof AppError ? err : new AppError({ code: ErrorCode.BAD_RESPONSE, message: String(err), source }));

async function step<T>(source: string, call: () => Promise<T>): Promise<T | null> {
  $signup.set({ ...$signup.get(), busy: true, error: null });
  try {
    const r = await call();
    $signup.set({ ...$signup.get(), busy: false, error: null });
    return r;
  } catch (err) {
    $signup.set({ ...$signup.get(), busy: false, error: asError(err, source) });
    return null;
  }
}

/** Leaves the contact; the answer's sign-up id, or null (the store's error says why). */
export async function leaveContact(c: { name: string; email: string; phone: string }): Promise<string | null> {
  const r = await step('signup/contact', () => postSignupContact({ ...c, lang: $locale.get() }));
  if (r) $signup.set({ ...$signup.get(), sentAt: Date.now() });
  return r?.signup_id ?? null;
}

export async function confirmCode(signupId: string, code: string): Promise<boolean> {
  return Boolean(await step('signup/confirm', () => postSignupConfirm(signupId, code)));
}

interface SignupAccount {
  name: string;
  surname: string;
  city: string;
  password: string;
  password2: string;
  recurring: boolean;
  terms: boolean;
  marketing: boolean;
}

export async function finishSignup(signupId: string, a: SignupAccount): Promise<boolean> {
  const form = {
    signup_id: signupId,
    name: a.name,
    surname: a.surname,
    city: a.city,
    password: a.password,
    password_confirm: a.password2,
    recurring_consent: a.recurring,
    terms: a.terms,
    marketing: a.marketing,
    lang: $locale.get(),
  };
  return Boolean(await step('signup/account', () => postSignupAccount(form)));
}

export function clearSignupError(): void {
  $signup.set({ ...$signup.get(), error: null });
}
