// "Skip to content", used as a keyboard user would: shared by the route walk (every route) and the
// site's frame (other languages).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { settled } from './browser';
import { msg, type TestLang } from '../helpers/messages';

/** The focused element, through shadow roots: its tag, id, class and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return { tag: a?.localName ?? '', id: a?.id ?? '', cls: a?.className ?? '', text: a === document.body ? '' : (a?.textContent ?? '').trim().slice(0, 80) };
  });
}

/** The skip link's box in the window. */
const skipBox = (page: Page) => page.locator('a.skip-link').evaluate((a) => {
  const b = a.getBoundingClientRect();
  return { top: b.top, bottom: b.bottom, width: b.width };
});

/**
 * "Skip to content" is the first stop, before /tv's "Skip to the guide" too (Shift+Tab from it leaves
 * the page), it shows when Tab comes onto it, and Enter takes the focus to <main>.
 */
export async function useSkipLink(page: Page, lang: TestLang, where: string): Promise<void> {
  const text = msg('route.skip_to_content', {}, lang);
  await settled(page); // (a registered-only route sends a visitor on to the demo page)
  await page
    .waitForFunction((t) => document.querySelector('a.skip-link')?.textContent === t, text, { timeout: 20_000 })
    .catch(() => assert.fail(`${where}: no "Skip to content" link reading "${text}"`));
  assert.ok((await skipBox(page)).bottom <= 0, `${where}: the link is out of sight until focused`);
  await page.locator('a.skip-link').focus();
  await page.keyboard.press('Shift+Tab');
  // Shift+Tab leaves the page or, in a headless browser, wraps round to its last stop
  const before = await page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    let node: Node | null = a;
    while (node && node.getRootNode() !== document) node = (node.getRootNode() as ShadowRoot).host ?? null;
    const link = document.querySelector('a.skip-link')!;
    return !node || node === document.body || !!(link.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) ? null : (a?.textContent ?? '').trim().slice(0, 80);
  });
  assert.equal(before, null, `${where}: no stop of the page comes before "Skip to content"`);
  // from outside the page (or from its last stop, through the page's edge) Tab comes onto it first
  for (let i = 0; i < 3 && (await focused(page)).cls !== 'skip-link'; i++) {
    const at = await focused(page);
    assert.ok(i === 0 || at.tag === 'body', `${where}: Tab from the top stops on "${at.text}" before "Skip to content"`);
    await page.keyboard.press('Tab');
  }
  assert.deepEqual(await focused(page), { tag: 'a', id: '', cls: 'skip-link', text }, `${where}: Tab from the top comes onto "Skip to content"`);
  const box = await skipBox(page);
  assert.ok(box.top >= 0 && box.width > 0, `${where}: the focused link is in sight (top ${box.top})`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main', undefined, { timeout: 5_000 }).catch(() => undefined);
  assert.equal((await focused(page)).id, 'main', `${where}: the link takes the focus to the main content`);
}
