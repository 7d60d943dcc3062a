// Field rules shared by registration, sign-up and password recovery (docs/product.md#validation).
import { normalisePhone } from './phone';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_RE = /^[\x21-\x7e\u00c0-\u017f]+$/;

export function str(f: Record<string, unknown>, k: string): string {
  const v = f[k];
  return v === undefined || v === null ? '' : String(v).trim();
}

export function checkPassword(f: Record<string, unknown>, errors: Record<string, string>): string {
  const p = f['password'] === undefined ? '' : String(f['password']);
  const confirm = f['password_confirm'] ?? f['password2'];
  if (p.length < 8) errors['password'] = 'At least 8 characters';
  else if (!PASSWORD_RE.test(p)) errors['password'] = 'Invalid characters';
  else if (confirm !== undefined && String(confirm) !== p) errors['password_confirm'] = 'Passwords do not match';
  return p;
}

export function checkContact(f: Record<string, unknown>, errors: Record<string, string>, fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of fields) {
    const v = str(f, k);
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
