// Append-only journal of JSON lines plus an atomically replaced snapshot.
//
// - `append(entry)` writes one line and fdatasync()s before returning, so a caller that answers the
//   client after `append` returns never acknowledges a write that could be lost.
// - `load()` reads the snapshot, then replays journal lines whose sequence number is newer. A torn
//   last line (the process died mid-write) does not parse: it and anything after it are dropped and
//   the file is truncated to the last good line.
// - `compact(state)` writes `snapshot.json.tmp`, fsyncs it, renames it over `snapshot.json`, fsyncs
//   the directory, then empties the journal. A crash between the rename and the truncation is
//   harmless because replay skips lines at or below the snapshot's sequence number.
import fs from 'node:fs';
import path from 'node:path';

export interface JournalLine {
  q: number;
  ops: Op[];
}
export type Op = { o: 'put'; c: string; id: number | string; v: unknown } | { o: 'del'; c: string; id: number | string };

export interface Snapshot<S> {
  version: 1;
  seq: number;
  state: S;
}

export class Journal {
  private fd = -1;
  private readonly journalPath: string;
  private readonly snapshotPath: string;
  lines = 0;

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.journalPath = path.join(dir, 'journal.jsonl');
    this.snapshotPath = path.join(dir, 'snapshot.json');
  }

  /** Returns the snapshot (if any) and the journal lines to replay on top of it, in order. */
  load<S>(): { snapshot: Snapshot<S> | null; lines: JournalLine[]; droppedBytes: number } {
    let snapshot: Snapshot<S> | null = null;
    if (fs.existsSync(this.snapshotPath)) {
      snapshot = JSON.parse(fs.readFileSync(this.snapshotPath, 'utf8')) as Snapshot<S>;
    }
    const lines: JournalLine[] = [];
    let droppedBytes = 0;
    if (fs.existsSync(this.journalPath)) {
      const buf = fs.readFileSync(this.journalPath);
      let good = 0;
      let start = 0;
      while (start < buf.length) {
        const nl = buf.indexOf(10, start);
        if (nl < 0) break; // no newline: torn last line
        let parsed: JournalLine | null = null;
        try {
          parsed = JSON.parse(buf.subarray(start, nl).toString('utf8')) as JournalLine;
        } catch {
          parsed = null;
        }
        if (!parsed || typeof parsed.q !== 'number' || !Array.isArray(parsed.ops)) break;
        if (!snapshot || parsed.q > snapshot.seq) lines.push(parsed);
        start = nl + 1;
        good = start;
      }
      droppedBytes = buf.length - good;
      if (droppedBytes > 0) {
        const fd = fs.openSync(this.journalPath, 'r+');
        fs.ftruncateSync(fd, good);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
      }
      this.lines = lines.length;
    }
    return { snapshot, lines, droppedBytes };
  }

  open(): void {
    this.fd = fs.openSync(this.journalPath, 'a');
  }

  append(line: JournalLine): void {
    if (this.fd < 0) this.open();
    const data = Buffer.from(JSON.stringify(line) + '\n');
    let off = 0;
    while (off < data.length) off += fs.writeSync(this.fd, data, off, data.length - off);
    fs.fdatasyncSync(this.fd);
    this.lines++;
  }

  compact<S>(snapshot: Snapshot<S>): void {
    const tmp = `${this.snapshotPath}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    fs.writeSync(fd, JSON.stringify(snapshot));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, this.snapshotPath);
    this.fsyncDir();
    if (this.fd >= 0) fs.closeSync(this.fd);
    const jfd = fs.openSync(this.journalPath, 'w');
    fs.fsyncSync(jfd);
    fs.closeSync(jfd);
    this.fsyncDir();
    this.lines = 0;
    this.open();
  }

  close(): void {
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = -1;
  }

  private fsyncDir(): void {
    try {
      const dfd = fs.openSync(this.dir, 'r');
      fs.fsyncSync(dfd);
      fs.closeSync(dfd);
    } catch {
      // some platforms cannot fsync a directory; the rename is still atomic
    }
  }
}
