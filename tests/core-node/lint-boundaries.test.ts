// The layering the lint keeps: HTTP calls only in src/core/api (the player's too),
// no React in src/core, and core/api reporting to stores through events instead of importing them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
/** The messages of the rules that keep the layering, for `code` as if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath: path });
  return r!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the layering lint', () => {
  it('refuses an API call from a store, an element or the player, and lets the resource files make it', async () => {
    const call = "import { api } from '../api/client';\nexport const f = () => api('userinfo');\n";
    assert.match((await refusals('src/core/stores/x.ts', call)).join('\n'), /src\/core\/api\/<resource>\.ts/);
    const pub = "import { publicApi } from '../../core/api/public';\nexport const f = () => publicApi('userinfo');\n";
    assert.equal((await refusals('src/elements/tv-x/X.tsx', pub)).length, 1);
    assert.deepEqual(await refusals('src/core/api/x.ts', call), []);
    assert.match((await refusals('src/player/x.ts', "import { api } from '../core/api/client';\nexport const f = () => api('epg/1');\n")).join('\n'), /src\/core\/api\/<resource>\.ts/);
  });

  it('lets a store import the API types, not React', async () => {
    assert.deepEqual(await refusals('src/core/stores/x.ts', "import type { Form } from '../api/client';\nexport const f = (x: Form) => x;\n"), []);
    assert.match((await refusals('src/core/stores/x.ts', "import { useStore } from '@nanostores/react';\nexport const f = useStore;\n")).join('\n'), /no React/);
  });

  it('refuses a store import in core/api', async () => {
    const geo = "import { $geoBlocked } from '../stores/ui';\nexport const f = () => $geoBlocked.set(true);\n";
    assert.match((await refusals('src/core/api/x.ts', geo)).join('\n'), /api event/);
  });
});
