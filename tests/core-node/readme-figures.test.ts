// The README's table of figures: every row names the bench command that prints it, and that
// command exists. The sizes on the wire are checked against the build by tests/e2e/wire-budgets;
// the player's code against bench:code here.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { figureRows } from '../helpers/readme';
import { playerSize } from '../../bench/code/size.mjs';

describe("the README's figures", () => {
  const readme = readFileSync('README.md', 'utf8');
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const rows = figureRows(readme);

  it('has a table of figures', () => {
    assert.ok(rows.length >= 3, `${rows.length} rows`);
  });

  it('names, in every row, a bench command of package.json', () => {
    for (const row of rows) {
      const m = /`npm run (bench:[\w-]+)/.exec(row.at(-1) ?? '');
      assert.ok(m, `no bench command in: ${row.join(' | ')}`);
      const name = m[1] ?? '';
      assert.ok(scripts[name], `npm run ${name} is not a script of package.json`);
    }
  });

  it("gives the player's code as bench:code counts it now", () => {
    const row = rows.find((r) => r.at(-1)?.includes('bench:code'));
    assert.ok(row, 'no row of bench:code');
    const size = playerSize();
    assert.equal(row[1], `${size.lines.toLocaleString('en')} / ${size.largest.lines} / ${size.state.length}`);
  });
});
