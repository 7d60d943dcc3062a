// Handlers read the request as the OpenAPI document checked and typed it (`req.input`, the
// handler's `input`): none parses a raw path, query or form field into a number or a boolean again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Hand parsers of raw fields, which the document's checks replace. */
const HAND_PARSERS = /\b(intParam|optionalInt|parseBool|truthy)\s*\(/g;
/** Reads of the raw query or body, which only the request itself and the document's checker make. */
const RAW_READS = /\breq\.(query\b|fields\(|json\(|msgpack\(|bytes\()/g;
const READERS = [join('server', 'http', 'request.ts'), join('server', 'openapi', 'validate.ts')];

function lines(pattern: RegExp, skip: string[] = []): string[] {
  return sources('server')
    .filter((file) => !skip.includes(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.match(pattern) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('server handlers', () => {
  it('parse no raw field by hand', () => {
    assert.deepEqual(lines(HAND_PARSERS), []);
  });

  it('read the checked input, never the raw query or body', () => {
    assert.deepEqual(lines(RAW_READS, READERS), []);
  });
});
