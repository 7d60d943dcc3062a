// JavaScript on the wire, as served (figures): a CMS page with one <tv-vod-row>, one with
// one <tv-epg-grid>, a partner's page with the one-file script, and a page with a player before and
// after Start watching. Each page really shows what it embeds, every script comes compressed (brotli),
// shaka only on a page with a player (made once the page is idle), and the bytes the browser received stay within the budgets of
// bench/wire/pages.mjs. Figures beside other players: bench/wire/run.mjs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { launch, type E2E } from './browser';
import type { Server } from '../server/helpers';
import { readFileSync } from 'node:fs';
import { figureRows } from '../helpers/readme';
// @ts-expect-error: a plain ES module shared with the bench (no types)
import { WIRE_BUDGETS_KB, WIRE_PAGES, measurePage, servePages, totals } from '../../bench/wire/pages.mjs';

interface Script { path: string; status: number; encoding: string; wire: number; raw: number }
interface Measure { id: string; label: string; scripts: Script[] }
interface WirePage { id: string; then?: { id: string } }

const budgets = WIRE_BUDGETS_KB as Record<string, number>;
const kb = (n: number) => (n / 1024).toFixed(1);
const list = (m: Measure) => m.scripts.map((s) => `${s.path} ${s.encoding} ${kb(s.wire)}`).join(', ');

describe('JavaScript on the wire, as served', () => {
  let e: E2E;
  let server: Server;
  let context: BrowserContext;
  const measures = new Map<string, Measure>();
  const errors: string[] = [];

  before(async () => {
    // the stage's Chromium, in a context of its own
    e = await launch({ serviceWorkers: 'block' });
    ({ server, context } = e);
    context.on('weberror', (err) => errors.push(String(err.error())));
    await servePages(context, server.url);
  });
  after(async () => {
    await e?.close();
  });

  for (const p of WIRE_PAGES as WirePage[]) {
    it(`${p.id}${p.then ? ` and ${p.then.id}` : ''}: shown, compressed, within budget`, async () => {
      const got: Measure[] = await measurePage(context, server.url, p);
      for (const m of got) measures.set(m.id, m);
      for (const m of got) {
        assert.ok(m.scripts.length > 0, `${m.id}: scripts loaded`);
        const failed = m.scripts.filter((s) => s.status !== 200);
        assert.deepEqual(failed, [], `${m.id}: every script answered`);
        // every script of 1 KB or more arrives brotli-compressed, and smaller on the wire than decoded
        const plain = m.scripts.filter((s) => s.raw >= 1024 && (s.encoding !== 'br' || s.wire >= s.raw));
        assert.deepEqual(plain, [], `${m.id}: sent uncompressed`);
        const t = totals(m.scripts);
        const budget = budgets[m.id];
        assert.ok(budget, `${m.id} has a budget`);
        assert.ok(t.wire <= budget * 1024, `${m.id}: ${kb(t.wire)} KB on the wire, budget ${budget} KB: ${list(m)}`);
        // (a subscriber's page with a player makes it once idle, before play)
        assert.equal(t.shaka, m.id.startsWith('player-'), `${m.id}: shaka ${t.shaka ? 'loaded' : 'not loaded'}: ${list(m)}`);
      }
      assert.deepEqual(errors, []);
    });
  }

  it("matches the README's figures (within 3 %): the table says what the build weighs", () => {
    const rows = figureRows(readFileSync('README.md', 'utf8'));
    const readmeKb = (what: RegExp) => {
      const row = rows.find((r) => what.test(r[0] ?? ''));
      assert.ok(row, `README figure ${what}`);
      return Number(/([\d.]+) KB/.exec(row[1] ?? '')?.[1]);
    };
    const pairs: [RegExp, string][] = [[/CMS page with one `<tv-vod-row>`/, 'cms-vod-row'], [/partner's one-file script/, 'partner-script'], [/player page after play/, 'player-after']];
    for (const [what, id] of pairs) {
      const measured = totals(measures.get(id)!.scripts).wire / 1024;
      const written = readmeKb(what);
      assert.ok(Math.abs(measured - written) <= 0.03 * measured, `${id}: ${measured.toFixed(1)} KB measured, the README says ${written} KB`);
    }
  });

  it('counts what the page really loads: the one-file script is most of a partner page, the ESM pages share the core', () => {
    const partner = measures.get('partner-script')!;
    const iife = partner.scripts.find((s) => s.path === '/eteris.iife.js');
    assert.ok(iife && iife.wire > 0.8 * totals(partner.scripts).wire, list(partner));
    for (const id of ['cms-vod-row', 'cms-epg-grid', 'player-before']) {
      assert.ok(measures.get(id)!.scripts.some((s) => s.path === '/elements/chunks/core.js'), `${id}: ${list(measures.get(id)!)}`);
    }
  });
});
