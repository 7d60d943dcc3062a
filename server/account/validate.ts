// Field rules shared by registration, sign-up and password recovery (docs/product.md#validation).
import { normalisePhone } from './phone';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_RE = /^[\x21-\x7e\u00c0-\u017f]+$/;

/** A text field of a checked form, trimmed ('' when left out). */
export const str = (v: string | undefined): string => (v ?? '').trim();

/** The password fields of the registration, sign-up and reset forms (as the document types them). */
interface PasswordFields {
  password?: string;
  password_confirm?: string;
  password2?: string;
}

export function checkPassword(f: PasswordFields, errors: Record<string, string>): string {
  const p = f.password ?? '';
  const confirm = f.password_confirm ?? f.password2;
  if (p.length < 8) errors['password'] = 'At least 8 characters';
  else if (!PASSWORD_RE.test(p)) errors['password'] = 'Invalid characters';
  else if (confirm !== undefined && confirm !== p) errors['password_confirm'] = 'Passwords do not match';
  return p;
}

type ContactField = 'name' | 'surname' | 'city' | 'email' | 'phone';

export function checkContact(f: Partial<Record<ContactField, string>>, errors: Record<string, string>, fields: readonly ContactField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of fields) {
    const v = str(f[k]);
    if (!v) errors[k] = 'required';
    out[k] = v;
  }
  if (out['email'] && !EMAIL_RE.test(out['email'])) errors['email'] = 'Invalid e-mail';
  if (out['phone']) {
    const phone = normalisePhone(out['phone']);
    if (phone) out['phone'] = phone;
    else errors['phone'] = 'Phone must follow +370 xxx xx xxx';
  }
  if (out['email']) out['email'] = out['email'].toLowerCase();
  return out;
}
