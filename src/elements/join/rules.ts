// The field rules of docs/product.md#validation as the user meets them (the server enforces the same ones:
// server/account/validate.ts): each check answers null (fine) or the message key to show.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { LT_METADATA } from './lt-phone-metadata';
import type { MessageKey } from '../../core/i18n';

export type Rule = (value: string, all: Record<string, string>) => MessageKey | null;

const PASSWORD_MIN = 8;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Printable ASCII and the Latin letters with diacritics (ą č ę ė į š ų ū ž ...), no spaces. */
const PASSWORD_RE = /^[\x21-\x7e\u00c0-\u017f]+$/;

/** `+370 612 34 567` (docs/product.md#validation), or null when the text is not a Lithuanian number. */
export function normalisePhone(text: string): string | null {
  const s = text.trim();
  if (!/^[\d\s()+\-.]{1,24}$/.test(s)) return null;
  const p = parsePhoneNumberFromString(s, 'LT', LT_METADATA);
  if (!p || p.countryCallingCode !== '370' || !p.isValid()) return null;
  const n = p.nationalNumber;
  if (n.length !== 8) return null;
  return `+370 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`;
}

export const required: Rule = (v) => (v.trim() ? null : 'register.errors.required');
export const email: Rule = (v) => required(v, {}) ?? (EMAIL_RE.test(v.trim()) ? null : 'register.errors.email');
export const phone: Rule = (v) => required(v, {}) ?? (normalisePhone(v) ? null : 'register.errors.phone');
export const password: Rule = (v) => {
  if (v.length < PASSWORD_MIN) return 'register.errors.password_short';
  return PASSWORD_RE.test(v) ? null : 'register.errors.password_chars';
};
export const passwordAgain: Rule = (v, all) => (v === (all['password'] ?? '') ? null : 'register.errors.password_mismatch');

/** A hint while typing: weak, fair or strong (length and kinds of characters). */
export function strength(p: string): 'weak' | 'fair' | 'strong' {
  const kinds = [/[a-ząčęėįšųūž]/, /[A-ZĄČĘĖĮŠŲŪŽ]/, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(p)).length;
  if (p.length >= 12 && kinds >= 3) return 'strong';
  if (p.length >= PASSWORD_MIN && kinds >= 2) return 'fair';
  return 'weak';
}

/** The messages of every field with a rule (only the failing ones). */
export function check(rules: Record<string, Rule>, values: Record<string, string>): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {};
  for (const [k, rule] of Object.entries(rules)) {
    const m = rule(values[k] ?? '', values);
    if (m) out[k] = m;
  }
  return out;
}

/** The server's field refusals (server/account/validate.ts words) as the client's message keys. */
export function serverFieldKey(field: string, word: string): MessageKey {
  if (word === 'required') return 'register.errors.required';
  if (field === 'email') return 'register.errors.email';
  if (field === 'phone') return 'register.errors.phone';
  if (field === 'password_confirm') return 'register.errors.password_mismatch';
  if (field === 'password') return /characters$/.test(word) && !/^At least/.test(word) ? 'register.errors.password_chars' : 'register.errors.password_short';
  if (field === 'terms' || field === 'recurring_consent') return 'register.errors.not_ticked';
  return 'register.errors.invalid';
}
