// Registration (docs/product.md#screens-and-routes, #states: details, terms, loading, success or failure) against
// POST register of the public API; the server checks every rule again (server/account/validate.ts).
import { map } from 'nanostores';
import { $locale } from '../i18n';
import { AppError, ErrorCode } from '../errors';
import { postRegister } from '../api/account';
import { fetchLegalText } from '../api/legal';
import { fetchStore } from '../api/fetch-store';
import type { Lang } from '../names';

export type RegisterForm = {
  name: string;
  surname: string;
  city: string;
  email: string;
  phone: string;
  password: string;
  password2: string;
};

interface RegisterState {
  status: 'idle' | 'loading' | 'success' | 'failure';
  error: AppError | null;
  email: string;
}

export const $registration = map<RegisterState>({ status: 'idle', error: null, email: '' });

export async function register(form: RegisterForm): Promise<void> {
  $registration.set({ status: 'loading', error: null, email: form.email });
  try {
    await postRegister({ name: form.name, surname: form.surname, city: form.city, email: form.email, phone: form.phone, password: form.password, password_confirm: form.password2, terms: true, lang: $locale.get() });
    $registration.set({ status: 'success', error: null, email: form.email.trim().toLowerCase() });
  } catch (err) {
    const error = err instanceof AppError ? err : new AppError({ code: ErrorCode.BAD_RESPONSE, message: String(err), source: 'register' });
    $registration.set({ status: 'failure', error, email: form.email });
  }
}

export function resetRegistration(): void {
  $registration.set({ status: 'idle', error: null, email: '' });
}

/** The terms and the privacy policy, shown on the registration's terms step. */
const legalTexts = fetchStore<{ terms: string; privacy: string }>('register-legal', { terms: '', privacy: '' });
export const $registerLegal = legalTexts.$store;
export function loadLegalTexts(lang: Lang): Promise<{ terms: string; privacy: string }> {
  const one = (doc: 'terms' | 'privacy') => fetchLegalText(doc, lang);
  return legalTexts.run(async () => {
    const [terms, privacy] = await Promise.all([one('terms'), one('privacy')]);
    return { terms, privacy };
  });
}
