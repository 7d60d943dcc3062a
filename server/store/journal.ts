// The store's files in DATA_DIR (record format: frames.ts):
//
//   MANIFEST      one M record {format, created, snapshotSeq}: written when the folder is first set up
//                 and after each snapshot, so a missing snapshot is told apart from a fresh install
//   snapshot.dat  the whole state up to sequence number q (snapshot.ts: a head, then a record per row)
//   journal.log   J records {q, ops}, q = previous q + 1: the writes since the snapshot
//
// - `append` writes one record and fdatasync()s before returning: a caller that answers the client
//   after it returns never acknowledges a write that could be lost. A failed write is cut back off
//   the file, so a later append never lands behind half a record.
// - `load` verifies every record. The one thing it drops is a cut-short LAST record (a crash
//   mid-append, never acknowledged): its bytes are first saved to journal.torn-<time>.bin. Any other
//   damage, a missing snapshot or journal in a folder that was set up before, or a gap in the sequence numbers
//   throws StoreDamaged and leaves every file exactly as it was (`--repair` deals with it).
// - `compact` replaces snapshot.dat atomically (tmp + fsync + rename + directory fsync), then the
//   manifest, then empties the journal; replay skips records at or below the snapshot's q, so a crash
//   between the steps is harmless.
import fs from 'node:fs';
import path from 'node:path';
import { FORMAT, encodeRecord, isTornTail, parseAt, type Kind } from './frames';
import { StoreDamaged, StoreUnavailable } from './errors';
import { encodeSnapshot, readSnapshot } from './snapshot';

export type Id = number | string;
export type Op = { o: 'put'; c: string; id: Id; v: unknown } | { o: 'del'; c: string; id: Id };
export interface JournalRecord {
  q: number;
  ops: Op[];
}
export type State = Record<string, { nextId: number; rows: [Id, Record<string, unknown>][] }>;
export interface Manifest {
  format: number;
  created: string;
  snapshotSeq: number;
}

export const FILES = { manifest: 'MANIFEST', snapshot: 'snapshot.dat', journal: 'journal.log' } as const;
const LEGACY = { snapshot: 'snapshot.json', journal: 'journal.jsonl' } as const;

interface Loaded {
  fresh: boolean;
  seq: number;
  state: State;
  records: JournalRecord[];
  notes: string[];
  /** true when the state came from format-1 files (snapshot.json + journal.jsonl). */
  legacy: boolean;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isSeq = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

export function readOne(file: string, kind: Kind): unknown {
  const name = path.basename(file);
  const buf = fs.readFileSync(file);
  const p = parseAt(buf, 0, kind);
  if (!p.ok) throw new StoreDamaged(name, `${p.reason} (first wrong byte at ${p.at}, file is ${buf.length} bytes)`, 0, 1);
  if (p.end !== buf.length) throw new StoreDamaged(name, `${buf.length - p.end} unexpected bytes after the record`, p.end);
  return p.value;
}

export function checkManifest(v: unknown): Manifest {
  if (!isObj(v) || v['format'] !== FORMAT || !isSeq(v['snapshotSeq']) || typeof v['created'] !== 'string') throw new StoreDamaged(FILES.manifest, 'not a format-2 manifest');
  return v as unknown as Manifest;
}

export function checkRecord(v: unknown): JournalRecord | null {
  if (!isObj(v) || !isSeq(v['q']) || !Array.isArray(v['ops'])) return null;
  for (const op of v['ops'] as unknown[]) {
    if (!isObj(op) || typeof op['c'] !== 'string' || (typeof op['id'] !== 'number' && typeof op['id'] !== 'string')) return null;
    if (op['o'] !== 'put' && op['o'] !== 'del') return null;
    if (op['o'] === 'put' && !isObj(op['v'])) return null;
  }
  return v as unknown as JournalRecord;
}

function fsyncDir(dir: string): void {
  try {
    const dfd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dfd);
    } finally {
      fs.closeSync(dfd);
    }
  } catch {
    // some platforms cannot fsync a directory; the rename is still atomic
  }
}

/** Writes `data` to `file` so that a crash leaves either the old file or the new one. */
export function writeAtomic(file: string, data: Buffer): void {
  const tmp = `${file}.tmp`;
  try {
    const fd = fs.openSync(tmp, 'w', FILE_MODE);
    try {
      fs.fchmodSync(fd, FILE_MODE);
      let off = 0;
      while (off < data.length) off += fs.writeSync(fd, data, off, data.length - off);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  fsyncDir(path.dirname(file));
}

/** The store's files are the customers' data: readable by the server's user only. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** Creates `dir` (or tightens an existing one) so that only the server's user can enter it. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
}

/** Writes a new file readable by the server's user only. */
export function writePrivate(file: string, data: Buffer | string): void {
  fs.writeFileSync(file, data, { mode: FILE_MODE });
  fs.chmodSync(file, FILE_MODE);
}

/** Tightens what an older install left readable to others (files 0600, folders 0700), one level deep. */
function tightenModes(dir: string): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) privateDir(p);
    else if (e.isFile() && (fs.statSync(p).mode & 0o077) !== 0) fs.chmodSync(p, FILE_MODE);
  }
}

export const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export class Journal {
  private fd = -1;
  private size = 0;
  private broken: string | null = null;
  /** When the current episode of failing writes began, '' while writes succeed. */
  private failingSince = '';
  private created = new Date().toISOString();
  /** Records in journal.log since the last snapshot. */
  records = 0;

  constructor(readonly dir: string) {
    privateDir(dir);
    tightenModes(dir);
  }

  file(name: string): string {
    return path.join(this.dir, name);
  }

  load(): Loaded {
    const has = (n: string) => fs.existsSync(this.file(n));
    const notes: string[] = [];
    if (!has(FILES.manifest) && !has(FILES.snapshot) && !has(FILES.journal)) {
      if (has(LEGACY.snapshot) || has(LEGACY.journal)) return this.loadLegacy(notes);
      return { fresh: true, seq: 0, state: {}, records: [], notes, legacy: false };
    }
    let manifest: Manifest | null = null;
    if (has(FILES.manifest)) {
      manifest = checkManifest(readOne(this.file(FILES.manifest), 'M'));
      this.created = manifest.created;
    }
    if (!has(FILES.snapshot)) {
      const why = manifest
        ? `${FILES.manifest} says this folder was set up on ${manifest.created} and its last snapshot holds everything up to record ${manifest.snapshotSeq}`
        : `${FILES.journal} holds records, so this folder was set up before`;
      throw new StoreDamaged(FILES.snapshot, `missing: ${why}. Starting without it would lose every write it holds (the demo data is NOT seeded over a used folder)`);
    }
    const snap = readSnapshot(this.file(FILES.snapshot));
    if (manifest && snap.q < manifest.snapshotSeq) {
      throw new StoreDamaged(FILES.snapshot, `holds records up to ${snap.q} but the last snapshot written held up to ${manifest.snapshotSeq}: an older snapshot was put back`);
    }
    if (manifest && !has(FILES.journal)) {
      throw new StoreDamaged(
        FILES.journal,
        `missing: ${FILES.manifest} says this folder was set up on ${manifest.created}, and the journal holds every write since its last snapshot (record ${manifest.snapshotSeq}). Starting without it would lose those writes without a word`,
      );
    }
    if (!manifest) notes.push(`${FILES.manifest} was missing; it is written again from ${FILES.snapshot}`);
    const records = has(FILES.journal) ? this.readJournal(snap.q, notes) : [];
    return { fresh: false, seq: snap.q, state: snap.state, records, notes, legacy: false };
  }

  private readJournal(snapSeq: number, notes: string[]): JournalRecord[] {
    const name = FILES.journal;
    const buf = fs.readFileSync(this.file(name));
    const out: JournalRecord[] = [];
    let off = 0;
    let n = 0;
    let prev = -1;
    while (off < buf.length) {
      n++;
      const p = parseAt(buf, off, 'J');
      if (!p.ok) {
        if (isTornTail(buf, off, p)) {
          const side = this.file(`journal.torn-${stamp()}.bin`);
          writePrivate(side, buf.subarray(off));
          const fd = fs.openSync(this.file(name), 'r+');
          fs.ftruncateSync(fd, off);
          fs.fsyncSync(fd);
          fs.closeSync(fd);
          notes.push(`dropped a torn journal tail of ${buf.length - off} bytes (record #${n} at byte ${off}, cut short by a crash mid-append and never acknowledged); its bytes are kept in ${path.basename(side)}`);
          break;
        }
        throw new StoreDamaged(name, `${p.reason} (first wrong byte at ${p.at})`, off, n);
      }
      const rec = checkRecord(p.value);
      if (!rec) throw new StoreDamaged(name, 'checksum matches but the contents are not a journal record', off, n);
      if (prev >= 0 && rec.q !== prev + 1) throw new StoreDamaged(name, `sequence number ${rec.q} follows ${prev}: records are missing or out of order`, off, n);
      if (rec.q > snapSeq) {
        if (out.length === 0 && rec.q !== snapSeq + 1) {
          throw new StoreDamaged(name, `the first record after the snapshot (which ends at ${snapSeq}) is ${rec.q}: records ${snapSeq + 1}..${rec.q - 1} are missing`, off, n);
        }
        out.push(rec);
      }
      prev = rec.q;
      off = p.end;
    }
    return out;
  }

  /** Format 1 (before checksums): read once, strictly, and replaced by format 2 at the first compaction. */
  private loadLegacy(notes: string[]): Loaded {
    let seq = 0;
    let state: State = {};
    if (fs.existsSync(this.file(LEGACY.snapshot))) {
      try {
        const s = JSON.parse(fs.readFileSync(this.file(LEGACY.snapshot), 'utf8')) as { seq: number; state: State };
        seq = s.seq;
        state = s.state;
      } catch (e) {
        throw new StoreDamaged(LEGACY.snapshot, `format-1 snapshot does not parse: ${(e as Error).message}`);
      }
    }
    const records: JournalRecord[] = [];
    if (fs.existsSync(this.file(LEGACY.journal))) {
      const buf = fs.readFileSync(this.file(LEGACY.journal));
      let start = 0;
      let n = 0;
      while (start < buf.length) {
        n++;
        const nl = buf.indexOf(10, start);
        if (nl < 0) {
          writePrivate(this.file(`journal.torn-${stamp()}.bin`), buf.subarray(start));
          notes.push(`dropped a torn format-1 journal tail of ${buf.length - start} bytes`);
          break;
        }
        let rec: JournalRecord | null = null;
        try {
          rec = checkRecord(JSON.parse(buf.toString('utf8', start, nl)));
        } catch {
          rec = null;
        }
        if (!rec) throw new StoreDamaged(LEGACY.journal, 'format-1 record does not parse', start, n);
        if (rec.q > seq) records.push(rec);
        start = nl + 1;
      }
    }
    notes.push(`read format-1 files (${LEGACY.snapshot}, ${LEGACY.journal}); they move to legacy-v1/ once format 2 is written`);
    return { fresh: false, seq, state, records, notes, legacy: true };
  }

  /** Moves format-1 files aside once a format-2 snapshot holds their contents. */
  retireLegacy(): void {
    const dest = this.file('legacy-v1');
    privateDir(dest);
    for (const n of Object.values(LEGACY)) if (fs.existsSync(this.file(n))) fs.renameSync(this.file(n), path.join(dest, n));
    fsyncDir(this.dir);
  }

  open(): void {
    if (this.fd >= 0) return;
    this.fd = fs.openSync(this.file(FILES.journal), 'a', FILE_MODE);
    this.size = fs.fstatSync(this.fd).size;
  }

  append(payload: string): void {
    if (this.broken) throw new StoreUnavailable(`The data store stopped taking writes: ${this.broken}. Restart the server.`);
    this.open();
    const data = encodeRecord('J', payload);
    try {
      let off = 0;
      while (off < data.length) off += fs.writeSync(this.fd, data, off, data.length - off);
    } catch (e) {
      this.cutBack(e as Error);
      throw this.failing('writing to', e as Error);
    }
    try {
      fs.fdatasyncSync(this.fd);
    } catch (e) {
      // after a failed fsync nobody knows what reached the disk: acknowledge nothing from now on
      this.broken = `fdatasync failed (${(e as Error).message})`;
      throw this.failing('flushing', e as Error);
    }
    this.size += data.length;
    this.records++;
    if (this.failingSince) {
      console.warn(`[store] writes to ${this.file(FILES.journal)} work again (they failed from ${this.failingSince})`);
      this.failingSince = '';
    }
  }

  /**
   * Clients only see 503s: the operator is told in the log, once per episode (until a write
   * succeeds again), with the file and what fails.
   */
  private failing(what: string, e: Error): StoreUnavailable {
    if (!this.failingSince) {
      this.failingSince = new Date().toISOString();
      const then = this.broken ? 'no write is taken until the server is restarted' : 'logged again only after a write has succeeded';
      console.error(`[store] WRITES FAIL: ${what} ${this.file(FILES.journal)} failed (${e.message}); every write is answered 503 meanwhile; ${then}`);
    }
    return new StoreUnavailable(`The write could not be saved: ${e.message}`);
  }

  private cutBack(cause: Error): void {
    try {
      fs.ftruncateSync(this.fd, this.size);
      fs.fdatasyncSync(this.fd);
    } catch (e) {
      this.broken = `a failed write (${cause.message}) could not be cut back off ${FILES.journal} (${(e as Error).message})`;
    }
  }

  /** Writes the first snapshot (empty, record 0) and the manifest of a fresh folder. */
  init(): void {
    // the journal exists before the manifest does, so a crash in between never looks like a lost journal
    this.open();
    this.compact(0, {});
  }

  /** Writes the snapshot of `state` up to record `seq`; throws (leaving the files usable) if it cannot. */
  compact(seq: number, state: State): void {
    writeAtomic(this.file(FILES.snapshot), encodeSnapshot(seq, state));
    const manifest: Manifest = { format: FORMAT, created: this.created, snapshotSeq: seq };
    writeAtomic(this.file(FILES.manifest), encodeRecord('M', JSON.stringify(manifest)));
    this.open();
    fs.ftruncateSync(this.fd, 0);
    fs.fsyncSync(this.fd);
    this.size = 0;
    this.records = 0;
  }

  close(): void {
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = -1;
  }
}
