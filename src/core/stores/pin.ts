import { atom } from 'nanostores';
import { AppError } from '../errors';
import { t } from '../i18n';

/**
 * What the server said about the last PIN it refused (profile choice, adult unlock, purchase):
 * a wrong PIN with the tries left, or a lock with its length. PINs are checked only on the server;
 * this is only what the PIN dialog shows next to "The PIN code is incorrect, try again".
 */
type PinFeedback = { kind: 'wrong'; triesLeft: number | null } | { kind: 'locked'; retryAfter: number } | null;
const $pinFeedback = atom<PinFeedback>(null);

/** True (and the feedback set) when `err` is the server refusing a PIN; anything else clears it. */
export function notePinRefusal(err: unknown): boolean {
  if (err instanceof AppError && err.apiCode === 'pin_locked') {
    $pinFeedback.set({ kind: 'locked', retryAfter: err.retryAfter ?? 60 });
    return true;
  }
  if (err instanceof AppError && (err.apiCode === 'pin_invalid' || err.apiCode === 'pin_required')) {
    $pinFeedback.set({ kind: 'wrong', triesLeft: err.triesLeft ?? null });
    return true;
  }
  $pinFeedback.set(null);
  return false;
}

/** The PIN dialog's error text for a refused PIN, in the viewer's language. */
export function pinErrorText(): string {
  const f = $pinFeedback.get();
  if (f?.kind === 'locked') return t('pin.locked', { minutes: Math.max(1, Math.ceil(f.retryAfter / 60)) });
  const wrong = t('errors.pin_incorrect');
  return f?.kind === 'wrong' && f.triesLeft !== null ? `${wrong}. ${t('pin.tries_left', { count: f.triesLeft })}` : wrong;
}
