// snapshot.dat: one S record {q, state, rows} whose collections carry their nextId but no rows,
// then one R record {c, id, v} per row, `rows` of them. Each row has its own checksum, so damage to
// one byte costs the repair one row, not the whole state. A snapshot written before this layout (the
// rows inside the S record, no `rows` count) is still read.
import fs from 'node:fs';
import { encodeRecord, isTornTail, parseAt, resync } from './frames';
import { StoreDamaged } from './errors';
import type { Id, State } from './journal';

const NAME = 'snapshot.dat';
type Row = { c: string; id: Id; v: Record<string, unknown> };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isSeq = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isRow = (v: unknown): v is Row => isObj(v) && typeof v['c'] === 'string' && (typeof v['id'] === 'number' || typeof v['id'] === 'string') && isObj(v['v']);

export function encodeSnapshot(q: number, state: State): Buffer {
  const head: State = {};
  const parts: Buffer[] = [];
  let rows = 0;
  for (const [c, coll] of Object.entries(state)) {
    head[c] = { nextId: coll.nextId, rows: [] };
    for (const [id, v] of coll.rows) {
      parts.push(encodeRecord('R', JSON.stringify({ c, id, v })));
      rows++;
    }
  }
  return Buffer.concat([encodeRecord('S', JSON.stringify({ q, state: head, rows })), ...parts]);
}

function checkHead(v: unknown): { q: number; state: State; rows: number | null } {
  if (!isObj(v) || !isSeq(v['q']) || !isObj(v['state'])) throw new StoreDamaged(NAME, 'checksum matches but the contents are not a snapshot');
  for (const [name, c] of Object.entries(v['state'])) {
    if (!isObj(c) || !isSeq(c['nextId']) || !Array.isArray(c['rows'])) throw new StoreDamaged(NAME, `collection "${name}" is malformed`);
  }
  return { q: v['q'], state: v['state'] as State, rows: isSeq(v['rows']) ? v['rows'] : null };
}

/** The snapshot, every record verified; throws StoreDamaged naming the first wrong record. */
export function readSnapshot(file: string): { q: number; state: State } {
  const buf = fs.readFileSync(file);
  const first = parseAt(buf, 0, 'S');
  if (!first.ok) throw new StoreDamaged(NAME, `${first.reason} (first wrong byte at ${first.at}, file is ${buf.length} bytes)`, 0, 1);
  const head = checkHead(first.value);
  let off = first.end;
  let n = 1;
  for (let i = 0; i < (head.rows ?? 0); i++) {
    n++;
    const p = parseAt(buf, off, 'R');
    if (!p.ok) throw new StoreDamaged(NAME, `${p.reason} (first wrong byte at ${p.at})`, off, n);
    if (!isRow(p.value) || !head.state[p.value.c]) throw new StoreDamaged(NAME, 'checksum matches but the contents are not a row of the snapshot', off, n);
    head.state[p.value.c]!.rows.push([p.value.id, p.value.v]);
    off = p.end;
  }
  if (off !== buf.length) throw new StoreDamaged(NAME, `${buf.length - off} unexpected bytes after the last row`, off);
  return { q: head.q, state: head.state };
}

interface Salvaged {
  q: number;
  state: State;
  kept: number;
  /** What could not be kept, one line per damaged byte range. */
  lost: string[];
  damaged: Buffer[];
}

/**
 * Every intact row of a damaged snapshot. A damaged head costs the collections' next ids (worked
 * out again from the rows) and the sequence number (`q`, from the manifest: the caller's `q`).
 */
export function salvageSnapshot(buf: Buffer, q: number): Salvaged {
  const out: Salvaged = { q, state: {}, kept: 0, lost: [], damaged: [] };
  const lose = (n: number, from: number, to: number, why: string) => {
    // which row it was, as far as the damaged bytes still say (not verified: the checksum failed)
    const row = /^R\d+ \d+ [0-9a-f]{16} \{"c":"([^"]{1,64})","id":("?[\w-]{1,64}"?),/.exec(buf.toString('utf8', from, Math.min(to, from + 200)));
    const what = row ? `, which reads as ${row[1]} ${row[2]} (unverified)` : '';
    out.lost.push(`${NAME} record #${n}, bytes ${from}..${to - 1} (${to - from} bytes)${what}: ${why}`);
    out.damaged.push(buf.subarray(from, to));
  };
  let off = 0;
  let n = 1;
  const first = parseAt(buf, 0, 'S');
  let head: ReturnType<typeof checkHead> | null = null;
  try {
    head = first.ok ? checkHead(first.value) : null;
  } catch {
    head = null;
  }
  if (first.ok && head) {
    out.q = head.q;
    out.state = head.state;
    off = first.end;
  } else {
    const next = resync(buf, 0, 'R');
    const end = next < 0 ? buf.length : next;
    lose(1, 0, end, `${first.ok ? 'not a snapshot head' : first.reason}; the collections' next ids are worked out from the rows kept`);
    off = end;
  }
  while (off < buf.length) {
    n++;
    const p = parseAt(buf, off, 'R');
    if (p.ok && isRow(p.value)) {
      const row = p.value;
      const coll = (out.state[row.c] ??= { nextId: 1, rows: [] });
      coll.rows.push([row.id, row.v]);
      if (typeof row.id === 'number' && row.id >= coll.nextId) coll.nextId = row.id + 1;
      out.kept++;
      off = p.end;
      continue;
    }
    const torn = !p.ok && isTornTail(buf, off, p);
    const next = p.ok ? p.end : torn ? -1 : resync(buf, off, 'R');
    const end = next < 0 ? buf.length : next;
    lose(n, off, end, p.ok ? 'checksum matches but the contents are not a row' : p.reason);
    off = end;
  }
  if (head && head.rows !== null && out.kept < head.rows) out.lost.push(`${NAME}: ${head.rows - out.kept} of its ${head.rows} rows could not be kept`);
  return out;
}
