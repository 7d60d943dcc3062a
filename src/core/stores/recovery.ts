// Password recovery (/password-recovery): ask for a code by e-mail, then set a new password with
// the code (or the mail's link, which carries both). The server answers the request the same way
// whether or not the account exists, and a reset ends every session of the account.
import { map } from 'nanostores';
import { $locale } from '../i18n';
import { AppError, ErrorCode } from '../errors';
import { postRecovery, postRecoveryReset } from '../api/account';

interface RecoveryState {
  step: 'request' | 'reset' | 'done';
  busy: boolean;
  error: AppError | null;
  email: string;
}

export const $recovery = map<RecoveryState>({ step: 'request', busy: false, error: null, email: '' });

const asError = (err: unknown, source: string) => (err instanceof AppError ? err : new AppError({ code: ErrorCode.BAD_RESPONSE, message: String(err), source }));

export async function requestRecovery(email: string): Promise<void> {
  $recovery.set({ ...$recovery.get(), busy: true, error: null });
  try {
    await postRecovery(email.trim(), $locale.get());
    $recovery.set({ step: 'reset', busy: false, error: null, email: email.trim() });
  } catch (err) {
    $recovery.set({ ...$recovery.get(), busy: false, error: asError(err, 'password-recovery') });
  }
}

export async function resetPassword(email: string, code: string, password: string, password2: string): Promise<void> {
  $recovery.set({ ...$recovery.get(), busy: true, error: null });
  try {
    await postRecoveryReset({ email: email.trim(), code: code.trim(), password, password_confirm: password2 });
    $recovery.set({ step: 'done', busy: false, error: null, email: email.trim() });
  } catch (err) {
    $recovery.set({ ...$recovery.get(), busy: false, error: asError(err, 'password-recovery/reset') });
  }
}

/** Goes to a step (the mail's link opens the reset step with the e-mail and the code). */
export function recoveryStep(step: RecoveryState['step'], email = $recovery.get().email): void {
  $recovery.set({ step, busy: false, error: null, email });
}
