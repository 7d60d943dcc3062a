// The client's HTTP calls (src/core/api/<resource>.ts, the only place that makes them): each
// resource is asked for by one function, which the screens and the player share, and every answer
// the client reads passes a run-time schema first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join('src', 'core', 'api');

interface Call {
  at: string;
  /** `GET epg/{}`: the method and the path with its variable parts as `{}`. */
  resource: string;
  /** The call from `api(` to the end of its options. */
  text: string;
  /** The answer's declared type (`api<T>`), if any. */
  typed: string | undefined;
}

function calls(): Call[] {
  const out: Call[] = [];
  for (const name of readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.gen.ts'))) {
    const file = join(DIR, name);
    const src = readFileSync(file, 'utf8');
    const found = [...src.matchAll(/\bapi(?:<([^>(]*)>)?\(\s*(['`])([^'`]*)\2/g)];
    found.forEach((m, i) => {
      const rest = src.slice(m.index, found[i + 1]?.index ?? src.length);
      const end = rest.indexOf('})');
      const text = end < 0 ? rest : rest.slice(0, end + 2);
      const method = /\bmethod:\s*'(\w+)'/.exec(text)?.[1] ?? 'GET';
      const path = m[3]!.replace(/\$\{[^}]*\}/g, '{}');
      out.push({ at: `${file}:${src.slice(0, m.index).split('\n').length}`, resource: `${method} ${path}`, text, typed: m[1] });
    });
  }
  return out;
}

/** Resources asked for twice on purpose: each call asks a different question of them. */
const TWO_QUESTIONS: Record<string, string> = {
  'GET userinfo': "a visitor's demo answer promises less, and has its own schema",
  'GET reminders': "the profile's list, and one programme's reminder looked up by filter",
  'GET client/smartivus/product-groups': "the shop's groups, and the offers of one title in the purchase dialog's shape",
};

describe('the client API calls', () => {
  it('finds the calls it checks', () => {
    assert.ok(calls().length > 40, 'the scan found too few api() calls: has the call form changed?');
  });

  it('check every answer they read against a schema', () => {
    // a call typed `api<void>` or `api<unknown>` (or not typed at all) hands its caller nothing to read
    const unchecked = calls().filter((c) => c.typed !== undefined && c.typed !== 'void' && c.typed !== 'unknown' && !/\bschema:/.test(c.text));
    assert.deepEqual(unchecked.map((c) => `${c.resource} (${c.at})`), []);
  });

  it('ask for each resource from one function', () => {
    const by = new Map<string, string[]>();
    for (const c of calls()) by.set(c.resource, [...(by.get(c.resource) ?? []), c.at]);
    const twice = [...by].filter(([r, at]) => at.length > 1 && !TWO_QUESTIONS[r]).map(([r, at]) => `${r}: ${at.join(', ')}`);
    assert.deepEqual(twice, []);
  });
});
