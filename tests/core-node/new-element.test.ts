// `npm run new-element tv-foo`: run on a copy of the files it edits, it writes the element's folder
// and registers the tag, its DOM type, its entry, its budget and its messages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const EDITED = ['src/core/names.ts', 'src/elements/tags.ts', 'src/index.ts', 'package.json', 'src/core/i18n/locales'];

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eteris-new-element-'));
  for (const p of EDITED) cpSync(p, join(dir, p), { recursive: true });
  return dir;
}
const generate = (cwd: string, tag: string) => spawnSync(process.execPath, [resolve('scripts/new-element.mjs'), tag], { cwd, encoding: 'utf8' });

describe('npm run new-element', () => {
  it('writes the folder and registers the element everywhere it must be known', () => {
    const dir = scratch();
    try {
      const r = generate(dir, 'tv-vod-row');
      assert.equal(r.status, 0, r.stderr);
      for (const f of ['tv-vod-row.ts', 'VodRow.tsx', 'styles.ts', 'VodRow.test.tsx']) assert.ok(existsSync(join(dir, 'src/elements/tv-vod-row', f)), f);
      assert.match(readFileSync(join(dir, 'src/elements/tv-vod-row/tv-vod-row.ts'), 'utf8'), /@summary[\s\S]*export const TvVodRow = defineElement\(\{ tag: TAGS\.vodRow,/);
      assert.match(readFileSync(join(dir, 'src/core/names.ts'), 'utf8'), /export const TAGS = \{[^}]*\n {2}vodRow: 'tv-vod-row',\n\} as const;/);
      assert.match(readFileSync(join(dir, 'src/elements/tags.ts'), 'utf8'), /\n {2}noticePage: NoticePageProps;[\s\S]*\n {2}vodRow: VodRowProps;\n\}/);
      assert.match(readFileSync(join(dir, 'src/index.ts'), 'utf8'), /export \* from '\.\/elements\/tv-vod-row\/tv-vod-row';\nexport \{ configure \}/);
      assert.equal(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).sizeBudgets['dist/elements/tv-vod-row.js'], 3);
      for (const lang of ['lt', 'en', 'ru']) {
        const cat = JSON.parse(readFileSync(join(dir, `src/core/i18n/locales/${lang}.json`), 'utf8'));
        assert.equal(typeof cat.vod_row.title, 'string', lang);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a name that is not a tv- tag, and an element that exists', () => {
    const dir = scratch();
    try {
      assert.notEqual(generate(dir, 'VodRow').status, 0);
      assert.notEqual(generate(dir, 'vod-row').status, 0);
      assert.equal(generate(dir, 'tv-vod-row').status, 0);
      const again = generate(dir, 'tv-vod-row');
      assert.notEqual(again.status, 0);
      assert.match(again.stderr, /already exists/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
