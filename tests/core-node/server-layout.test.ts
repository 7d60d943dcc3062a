// Where the backend keeps what: the records of the durable store are declared in server/domain,
// next to the collections they fill, never in the feature that happens to write them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('the backend layout', () => {
  it('declares every store record in server/domain', () => {
    const outside = sources('server')
      .filter((f) => !f.startsWith(join('server', 'domain')))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^(?:export )?(?:interface|type) (\w+Rec)\b/gm)].map((m) => `${f}: ${m[1]}`));
    assert.deepEqual(outside, []);
  });
});

/** The backend's features: each stands alone, and what two of them need lives in server/domain. */
const FEATURES = ['account', 'api', 'login', 'media'];

describe('the backend features', () => {
  it('import nothing of each other', () => {
    // the folder under server/ that each relative import of a feature's file lands in
    const crossing = FEATURES.flatMap((feature) =>
      sources(join('server', feature)).flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/from '(\.[^']*)'/g)]
          .filter((m) => {
            const [top, folder] = relative('server', join(dirname(f), m[1]!)).split(sep);
            return folder !== undefined && top !== feature && FEATURES.includes(top!);
          })
          .map((m) => `${f}: ${m[0]}`),
      ),
    );
    assert.deepEqual(crossing, []);
  });

  it('the domain imports no feature', () => {
    const crossing = sources(join('server', 'domain')).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/from '\.\.\/(?:api|login|account|media)\/[^']*'/g)].map((m) => `${f}: ${m[0]}`),
    );
    assert.deepEqual(crossing, []);
  });
});
