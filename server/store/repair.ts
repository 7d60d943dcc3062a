// `node build/server.mjs --repair [DATA_DIR]` (npm run store:repair -- DATA_DIR): keeps every intact
// record, moves everything else into quarantine-<time>/ (the original files whole, plus the damaged
// byte ranges on their own and a report), and leaves a consistent snapshot the server starts from.
// It never deletes a byte: a folder it cannot make sense of is left for a person with the report.
import fs from 'node:fs';
import path from 'node:path';
import { encodeRecord, FORMAT, isTornTail, parseAt, resync } from './frames';
import { FILES, checkManifest, checkRecord, privateDir, readOne, stamp, writeAtomic, writePrivate, type JournalRecord, type Manifest, type State } from './journal';
import { encodeSnapshot, readSnapshot, salvageSnapshot } from './snapshot';
import { StoreDamaged } from './errors';
import { Store } from './store';

export function repairStore(dir: string): string[] {
  const out: string[] = [];
  const file = (n: string) => path.join(dir, n);
  if (!fs.existsSync(dir) || !Object.values(FILES).some((n) => fs.existsSync(file(n)))) return [`${dir} holds no store: nothing to repair`];
  try {
    new Store(dir).close();
    return [`${dir}: every record is intact, nothing to repair`];
  } catch (e) {
    if (!(e instanceof StoreDamaged)) throw e;
    out.push(`found: ${e.message}`);
  }

  const qdir = file(`quarantine-${stamp()}`);
  privateDir(qdir);
  const report: string[] = [];
  const quarantine = (n: string) => {
    fs.renameSync(file(n), path.join(qdir, n));
    report.push(`${n}: moved here whole, byte for byte`);
  };

  let created = new Date().toISOString();
  let snapshotSeq = 0;
  if (fs.existsSync(file(FILES.manifest))) {
    try {
      ({ created, snapshotSeq } = checkManifest(readOne(file(FILES.manifest), 'M')));
    } catch (e) {
      out.push(`${FILES.manifest} is damaged (${(e as Error).message}): quarantined, written again`);
      quarantine(FILES.manifest);
    }
  }

  let base: { q: number; state: State } = { q: 0, state: {} };
  let baseOk = false;
  let salvaged = -1;
  if (fs.existsSync(file(FILES.snapshot))) {
    try {
      base = readSnapshot(file(FILES.snapshot));
      baseOk = true;
    } catch (e) {
      const s = salvageSnapshot(fs.readFileSync(file(FILES.snapshot)), snapshotSeq);
      base = { q: s.q, state: s.state };
      salvaged = s.kept;
      out.push(`${FILES.snapshot} is damaged (${(e as Error).message}): ${s.kept} intact rows kept, the file quarantined whole`);
      for (const line of s.lost) out.push(`NOT kept: ${line}`);
      report.push(...s.lost);
      if (s.damaged.length) writePrivate(path.join(qdir, 'snapshot.damaged.bin'), Buffer.concat(s.damaged));
      quarantine(FILES.snapshot);
    }
  } else {
    out.push(`${FILES.snapshot} is missing: the state it held is NOT recovered, only the journal's records are kept (put a backup of it back and run --repair again if you have one)`);
  }

  const kept: JournalRecord[] = [];
  if (fs.existsSync(file(FILES.journal))) {
    const buf = fs.readFileSync(file(FILES.journal));
    const damaged: Buffer[] = [];
    let off = 0;
    let n = 0;
    let total = 0;
    while (off < buf.length) {
      n++;
      const p = parseAt(buf, off, 'J');
      const rec = p.ok ? checkRecord(p.value) : null;
      if (p.ok && rec) {
        total++;
        if (rec.q > base.q) kept.push(rec);
        off = p.end;
        continue;
      }
      const torn = !p.ok && isTornTail(buf, off, p);
      const next = p.ok ? p.end : torn ? -1 : resync(buf, off, 'J');
      const end = next < 0 ? buf.length : next;
      const why = p.ok ? 'checksum matches but the contents are not a journal record' : torn ? 'torn last record, cut short by a crash and never acknowledged' : p.reason;
      const line = `${FILES.journal} record #${n}, bytes ${off}..${end - 1} (${end - off} bytes): ${why}`;
      out.push(`quarantined ${line}`);
      report.push(line);
      damaged.push(buf.subarray(off, end));
      off = end;
    }
    if (damaged.length) writePrivate(path.join(qdir, 'journal.damaged.bin'), Buffer.concat(damaged));
    out.push(`${FILES.journal}: ${total} intact records, ${kept.length} of them newer than the snapshot and kept, ${damaged.length} damaged ranges quarantined`);
    quarantine(FILES.journal);
  } else {
    out.push(`${FILES.journal} is missing: the writes made after the snapshot (after record ${base.q}) are NOT recovered (put a backup of it back and run --repair again if you have one)`);
  }

  // replay order is the sequence order; duplicates keep the first copy; gaps are the quarantined records
  kept.sort((a, b) => a.q - b.q);
  const records = kept.filter((r, i) => i === 0 || r.q !== kept[i - 1]!.q);
  const lines = records.map((r, i) => encodeRecord('J', JSON.stringify({ q: base.q + 1 + i, ops: r.ops })));
  if (!baseOk) writeAtomic(file(FILES.snapshot), encodeSnapshot(base.q, base.state));
  const manifest: Manifest = { format: FORMAT, created, snapshotSeq: base.q };
  writeAtomic(file(FILES.manifest), encodeRecord('M', JSON.stringify(manifest)));
  writeAtomic(file(FILES.journal), Buffer.concat(lines));
  writePrivate(path.join(qdir, 'REPORT.txt'), [`eteris store repair, ${new Date().toISOString()}`, ...out, '', ...report, ''].join('\n'));

  const store = new Store(dir); // verifies the result and compacts it into a new snapshot
  store.close();
  out.push(`wrote a new consistent snapshot with ${records.length} journal records replayed on top of ${baseOk ? `the snapshot (up to record ${base.q})` : salvaged >= 0 ? `the ${salvaged} rows kept of the snapshot` : 'an empty state'}`);
  out.push(`quarantine: ${qdir} (REPORT.txt says what is in it)`);
  return out;
}
