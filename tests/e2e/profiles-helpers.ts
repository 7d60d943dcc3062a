// Helpers for end-to-end runs that go past "Who is watching?" (anna has three profiles).
import type { Page } from 'playwright-core';

/** Picks the interface language as a visitor would (the navigation's language menu; reloads). */
export async function chooseLanguage(page: Page, baseUrl: string, lang: 'lt' | 'en' | 'ru'): Promise<void> {
  await page.goto(`${baseUrl}/`);
  const nav = page.locator('tv-nav');
  await nav.getByRole('button', { name: LANGUAGE_BUTTON }).click();
  const item = nav.getByRole('menu').locator(`[role="menuitemradio"][lang="${lang}"]`);
  if ((await item.getAttribute('aria-checked')) === 'true') {
    await page.keyboard.press('Escape');
    return;
  }
  await Promise.all([page.waitForEvent('load'), item.click()]);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** The navigation's language menu button, named "Language: <current language>" in every language. */
export const LANGUAGE_BUTTON = /^(Kalba|Language|Язык): /;

/** Chooses a profile in "Who is watching?" (entering its PIN when it needs one). */
export async function chooseProfile(page: Page, name: string, pin?: string): Promise<void> {
  const gate = page.locator('tv-session-gate');
  await gate.getByRole('button', { name: new RegExp(`\\b${name}\\b`) }).click();
  if (pin) {
    await gate.getByRole('group').first().waitFor();
    await page.keyboard.type(pin);
  }
  await gate.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** Picks Jonas (a PIN to log in) in "Who is watching?" and types a wrong PIN: the dialog's error shows. */
export async function showWrongPinError(page: Page): Promise<void> {
  const gate = page.locator('tv-session-gate');
  await gate.getByRole('button', { name: /\bJonas\b/ }).click();
  await gate.getByRole('group').first().waitFor();
  await page.keyboard.type('9999');
  await gate.locator('.error').filter({ hasText: /\S/ }).first().waitFor();
}

/** The stat messages the reference backend has recorded (test control, decoded from msgpack). */
export async function recordedStats(baseUrl: string): Promise<{ customerId: number; message: Record<string, unknown> }[]> {
  const r = await fetch(`${baseUrl}/__test/stats`);
  if (!r.ok) throw new Error(`GET /__test/stats: ${r.status}`);
  return ((await r.json()) as { items: { customerId: number; message: Record<string, unknown> }[] }).items;
}
