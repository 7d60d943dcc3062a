// What the user reads, by message key: tests name texts by their key in the catalogues, so a copy
// edit in src/core/i18n/locales does not break them (and a removed key fails `tsc`).
import lt from '../../src/core/i18n/locales/lt.json';
import en from '../../src/core/i18n/locales/en.json';
import ru from '../../src/core/i18n/locales/ru.json';
import type { MessageKey } from '../../src/core/i18n';

const catalogues = { lt, en, ru } as const;
export type TestLang = keyof typeof catalogues;

/** The text of `key` in `lang` (lt by default), with {{vars}} filled in. */
export function msg(key: MessageKey, vars: Record<string, string | number> = {}, lang: TestLang = 'lt'): string {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], catalogues[lang]);
  if (typeof text !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? `{{${v}}}`));
}

/** A regular expression matching the exact text of `key` in any of the three languages. */
export function anyLang(key: MessageKey): RegExp {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${(['lt', 'en', 'ru'] as const).map((l) => esc(msg(key, {}, l))).join('|')})$`);
}
