import { useEffect, useId, useState, type ReactNode } from 'react';
import { LIMITS } from '../../core/names';
import { pinErrorText } from '../../core/stores/pin';
import { Modal } from './Modal';
import { PinBox } from './PinBox';
import { useT } from './hooks';

interface PinDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** True when the PIN is right; false shows "The PIN code is incorrect, try again". */
  check: (pin: string) => boolean | Promise<boolean>;
  onCancel: () => void;
}

/**
 * PIN dialog of docs/product.md#screens-and-routes/#constants: 400 px, masked 4-box entry, auto-check at 4, Cancel and OK. Operable
 * with digits and OK (Enter submits), Escape cancels, and arrows reach the buttons.
 */
export function PinDialog({ open, title, children, check, onCancel }: PinDialogProps) {
  const t = useT();
  const id = useId();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<'wrong' | 'short' | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A fresh entry each time the dialog opens.
  useEffect(() => {
    if (open) {
      setPin('');
      setError(null);
      setBusy(false);
    }
  }, [open]);

  const submit = async (value: string) => {
    if (busy) return;
    if (value.length !== LIMITS.pinLength) {
      setError('short');
      return;
    }
    setBusy(true);
    let ok = false;
    try {
      ok = await check(value);
    } finally {
      setBusy(false);
    }
    if (!ok) {
      setPin('');
      setError('wrong');
      setAttempt((n) => n + 1);
    }
  };

  return (
    <Modal open={open} title={title} width={400} closable={false}>
      <form
        id={id}
        className="pin-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(pin);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
            return;
          }
          // A remote's arrows: down from the boxes to OK, up back to the boxes, left/right between
          // Cancel and OK (within the boxes, left/right move between the digits).
          const form = e.currentTarget;
          if (form.querySelector('.keypad')) return; // the 10-foot layout's keypad: the remote moves the focus
          const inBoxes = (e.target as HTMLElement).tagName === 'INPUT';
          const buttons = [...form.querySelectorAll<HTMLButtonElement>('.actions button')];
          const at = buttons.indexOf(e.target as HTMLButtonElement);
          if (e.key === 'ArrowDown' && inBoxes) buttons.at(-1)?.focus();
          else if (e.key === 'ArrowUp' && at >= 0) form.querySelectorAll('input')[Math.min(pin.length, LIMITS.pinLength - 1)]?.focus();
          else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && at >= 0) buttons[e.key === 'ArrowLeft' ? Math.max(0, at - 1) : Math.min(buttons.length - 1, at + 1)]?.focus();
          else return;
          e.preventDefault();
        }}
      >
        {children}
        {open && (
          <PinBox
            // Remount after a wrong PIN so the focus returns to the first box.
            key={attempt}
            label={t('pin.label')}
            value={pin}
            autoFocus
            invalid={error !== null}
            describedBy={error ? `${id}-err` : undefined}
            disabled={busy}
            onChange={(v) => {
              setPin(v);
              if (v.length) setError(null);
            }}
            onComplete={(v) => void submit(v)}
          />
        )}
        <p id={`${id}-err`} className="error" role="alert">
          {error === 'wrong' ? pinErrorText() : error === 'short' ? t('profiles.err_pin_length') : ''}
        </p>
        {busy && <p role="status" className="muted">{t('pin.checking')}</p>}
        <div className="actions">
          <button type="button" className="btn" onClick={onCancel}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>{t('common.ok')}</button>
        </div>
      </form>
    </Modal>
  );
}

export const pinDialogStyles = `
.pin-form { display: grid; gap: 1rem; }
.pin-form .error { min-height: 1.4em; margin: 0; color: var(--_error); text-align: center; }
.pin-form .actions { display: flex; justify-content: flex-end; gap: .75rem; }
`;
