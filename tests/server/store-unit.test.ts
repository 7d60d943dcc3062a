// The store module on its own: writes it cannot take change nothing and leave it usable, a batch is
// all or nothing, and a failed compaction never fails a later write.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Store } from '../../server/store/store';
import { StoreRefused } from '../../server/store/errors';
import { tempDataDir } from './helpers';

function nested(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('store unit', () => {
  it('refuses values it could not write or read back, and stays usable', () => {
    const dir = tempDataDir();
    const s = new Store(dir);
    for (const bad of [{ deep: nested(6000) }, { n: NaN }, { n: 10n }, { when: new Date(0) }, { list: [1, undefined] }]) {
      assert.throws(() => s.insert('things', bad), StoreRefused);
    }
    assert.deepEqual(s.all('things'), [], 'nothing refused reached memory');
    const ok = s.insert('things', { deep: nested(20), name: 'ok' });
    assert.equal(ok.id, 1, 'refused writes took no id');
    s.close();
    const again = new Store(dir);
    assert.deepEqual(again.all('things'), [ok]);
    again.close();
  });

  it('a batch that throws leaves no trace in memory or on disk', () => {
    const dir = tempDataDir();
    const s = new Store(dir);
    s.insert('things', { n: 1 });
    assert.throws(() =>
      s.batch(() => {
        s.insert('things', { n: 2 });
        s.delete('things', 1);
        s.insert('things', { deep: nested(100) });
      }),
    );
    assert.deepEqual(s.all('things'), [{ n: 1, id: 1 }]);
    assert.equal(s.nextId('things'), 2);
    s.close();
    const again = new Store(dir);
    assert.deepEqual(again.all('things'), [{ n: 1, id: 1 }]);
    again.close();
  });

  it('a failed compaction is logged; later writes succeed and survive', () => {
    const dir = tempDataDir();
    const s = new Store(dir);
    s.insert('things', { n: 1 });
    fs.mkdirSync(path.join(dir, 'snapshot.dat.tmp')); // the snapshot cannot be written
    const errors: unknown[] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      assert.equal(s.compact(), false);
    } finally {
      console.error = orig;
    }
    assert.equal(errors.length, 1);
    for (let n = 2; n <= 5; n++) s.insert('things', { n });
    s.close();
    fs.rmdirSync(path.join(dir, 'snapshot.dat.tmp'));
    const again = new Store(dir);
    assert.deepEqual(
      again.all<{ n: number }>('things').map((t) => t.n),
      [1, 2, 3, 4, 5],
    );
    again.close();
  });
});
