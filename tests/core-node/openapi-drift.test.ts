// One source for the API: a field renamed in the OpenAPI document fails the type check of the
// server's handler that answers it and of the client's schema that reads it, until both follow.
// The document is changed in memory, its types generated into a scratch folder, and `tsc` runs on
// the files that read the renamed fields, with `#openapi-types` pointing there.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
// @ts-expect-error: a plain script, without types
import { generate, loadDocument } from '../../scripts/openapi-types.mjs';

interface Doc {
  components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
}

const dir = resolve(`build/openapi-drift-${process.pid}`);
const SIDES = ['server/api/wishlist.ts', 'src/core/api/contract.ts'];

/** tsc's errors for `sides` against the types of `doc`. */
async function typeErrors(doc: Doc, sides = SIDES): Promise<string> {
  const at = dir;
  mkdirSync(at, { recursive: true });
  writeFileSync(resolve(at, 'schema.gen.ts'), await generate(doc));
  const config = { extends: resolve('tsconfig.json'), compilerOptions: { paths: { '#openapi-types': ['./schema.gen.ts'] } }, files: sides.map((f) => resolve(f)), include: [] };
  writeFileSync(resolve(at, 'tsconfig.json'), JSON.stringify(config));
  const r = spawnSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', resolve(at, 'tsconfig.json')], { encoding: 'utf8' });
  return r.status === 0 ? '' : r.stdout + r.stderr;
}

/** Renames `from` to `to` in a schema of `doc`, in its properties and its required list. */
function rename(doc: Doc, schema: string, from: string, to: string): void {
  const s = doc.components.schemas[schema]!;
  const { [from]: field, ...rest } = s.properties;
  s.properties = { ...rest, [to]: field };
  s.required = s.required?.map((k) => (k === from ? to : k));
}

describe('a field of the OpenAPI document', () => {
  // one compiler run over the three files for both renames: they are in different schemas, and
  // neither file of one rename reads the other's schema
  let errors = '';
  before(async () => {
    const doc = (await loadDocument()) as Doc;
    rename(doc, 'WishItem', 'vod_id', 'vod_ref');
    rename(doc, 'RedeemForm', 'code', 'pairing_code');
    errors = await typeErrors(doc, [...SIDES, 'server/api/pairing.ts']);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('renamed, fails the type check of the server handler and of the client schema', () => {
    // the same document as it is type-checks: `npm test` runs tsc on it; here only the renames may fail
    assert.match(errors, /server\/api\/wishlist\.ts\(\d+,\d+\): error TS\d+: .*vod_id/);
    assert.match(errors, /src\/core\/api\/contract\.ts\(\d+,\d+\): error TS\d+/);
    assert.doesNotMatch(errors, /Cannot find module/);
  });

  it('of a request body renamed, fails the type check of the handler that reads it', () => {
    assert.match(errors, /server\/api\/pairing\.ts\(\d+,\d+\): error TS\d+: .*'code'/);
    assert.doesNotMatch(errors, /Cannot find module/);
  });
});
