// A labelled form field of the getting-in screens: its message (docs/product.md#validation) shows as the user leaves
// it and on submit, tied to the input (aria-invalid, aria-describedby), never a tooltip.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { MessageKey } from '../../core/i18n';
import { useT } from '../shared/hooks';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  name: string;
  label: string;
  value: string;
  error?: MessageKey | null;
  /** Extra words under the field (a hint, the password's strength). */
  hint?: ReactNode;
  onValue(value: string): void;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ name, label, value, error, hint, onValue, ...rest }, ref) {
  const t = useT();
  const id = `f-${name}`;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} name={name} value={value} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => onValue(e.target.value)} {...rest} />
      {hint && (
        <div id={`${id}-hint`} className="hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
});

interface CheckProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  error?: MessageKey | null;
  onChecked(checked: boolean): void;
}

/** A consent checkbox with its message ("Mandatory field not ticked"). */
export const Check = forwardRef<HTMLInputElement, CheckProps>(function Check({ name, label, checked, error, onChecked }, ref) {
  const t = useT();
  const id = `f-${name}`;
  return (
    <div className={`check${error ? ' invalid' : ''}`}>
      <input ref={ref} type="checkbox" id={id} name={name} checked={checked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChecked(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
});
