// axe-core in the page under test, evaluated by the DevTools protocol, which the page's CSP does not
// govern (a <script> would be).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: unknown[]; failureSummary?: string; any: { data?: { contrastRatio?: number; fgColor?: string; bgColor?: string } }[] };
type AxeResult = { violations: { id: string; impact: string | null; nodes: AxeNode[] }[] };

/**
 * Puts axe-core in every document `page` opens from now on: its half a megabyte of source goes to
 * the browser once, not with each audit (a test that audits many pages).
 */
export async function axeOnEveryPage(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE });
}

async function run(page: Page, options: object): Promise<AxeResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (o) => {
    const w = window as unknown as { axe: { run(ctx: Document, o: object): Promise<AxeResult> } };
    // (the violations only: axe skips gathering what passed)
    const r = await w.axe.run(document, { ...o, resultTypes: ['violations'] });
    return { violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, any: n.any.map((a) => ({ data: a.data })) })) })) };
  }, options);
}

/** axe-core's colour-contrast rule on the page as it is now: the texts that fail, with their ratio. */
export async function lowContrast(page: Page): Promise<string[]> {
  const r = await run(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  return r.violations.flatMap((v) => v.nodes.map((n) => {
    const d = n.any[0]?.data ?? {};
    return `${JSON.stringify(n.target)}: ${d.contrastRatio}:1 (${d.fgColor} on ${d.bgColor})`;
  }));
}

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it is now: the serious and critical findings (low
 * contrast among them), one line per element.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const r = await run(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => {
      const d = n.any[0]?.data ?? {};
      const why = v.id === 'color-contrast' ? `${d.contrastRatio}:1 (${d.fgColor} on ${d.bgColor})` : (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200);
      return `${v.id} ${JSON.stringify(n.target)}: ${why}`;
    }));
}
