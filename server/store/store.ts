// The durable store: named collections of JSON records with auto ids, kept in memory and made
// durable through the journal. Every mutating call is journalled (fsync'd) before it returns.
// Records handed out are shared: treat them as read-only and write changes back with `put`/`update`.
import { Journal, type JournalLine, type Op } from './journal';

type Id = number | string;
interface Collection {
  nextId: number;
  rows: Map<Id, Record<string, unknown>>;
}
type State = Record<string, { nextId: number; rows: [Id, Record<string, unknown>][] }>;

const COMPACT_EVERY = 5000;

export class Store {
  private readonly collections = new Map<string, Collection>();
  private seq = 0;
  private batchOps: Op[] | null = null;
  private readonly journal: Journal;
  /** True when the store started from nothing (no snapshot, no journal): the caller seeds it. */
  readonly fresh: boolean;
  readonly droppedBytes: number;

  constructor(dir: string) {
    this.journal = new Journal(dir);
    const { snapshot, lines, droppedBytes } = this.journal.load<State>();
    this.droppedBytes = droppedBytes;
    if (snapshot) {
      this.seq = snapshot.seq;
      for (const [name, c] of Object.entries(snapshot.state)) {
        this.collections.set(name, { nextId: c.nextId, rows: new Map(c.rows) });
      }
    }
    for (const line of lines) {
      for (const op of line.ops) this.apply(op);
      this.seq = line.q;
    }
    this.fresh = !snapshot && lines.length === 0;
    if (lines.length > 0) this.compact();
    else this.journal.open();
  }

  private coll(name: string): Collection {
    let c = this.collections.get(name);
    if (!c) {
      c = { nextId: 1, rows: new Map() };
      this.collections.set(name, c);
    }
    return c;
  }

  private apply(op: Op): void {
    const c = this.coll(op.c);
    if (op.o === 'put') {
      c.rows.set(op.id, op.v as Record<string, unknown>);
      if (typeof op.id === 'number' && op.id >= c.nextId) c.nextId = op.id + 1;
    } else {
      c.rows.delete(op.id);
    }
  }

  private write(op: Op): void {
    this.apply(op);
    if (this.batchOps) {
      this.batchOps.push(op);
      return;
    }
    this.commit([op]);
  }

  private commit(ops: Op[]): void {
    if (ops.length === 0) return;
    const line: JournalLine = { q: ++this.seq, ops };
    this.journal.append(line);
    if (this.journal.lines >= COMPACT_EVERY) this.compact();
  }

  /** Runs `fn` so that all of its writes land in one journal line: all or nothing. */
  batch<T>(fn: () => T): T {
    if (this.batchOps) return fn();
    this.batchOps = [];
    try {
      const out = fn();
      const ops = this.batchOps;
      this.batchOps = null;
      this.commit(ops);
      return out;
    } catch (e) {
      // undo in-memory effects by reloading is overkill here: batches validate before writing
      this.batchOps = null;
      throw e;
    }
  }

  nextId(collection: string): number {
    return this.coll(collection).nextId;
  }

  insert<T extends object>(collection: string, value: T): T & { id: number } {
    const id = this.coll(collection).nextId;
    const rec = { ...value, id } as T & { id: number };
    this.write({ o: 'put', c: collection, id, v: rec });
    return rec;
  }

  put<T extends object>(collection: string, id: Id, value: T): T {
    const rec = { ...value };
    this.write({ o: 'put', c: collection, id, v: rec });
    return rec;
  }

  update<T extends object>(collection: string, id: Id, patch: Partial<T>): T | undefined {
    const cur = this.get<T>(collection, id);
    if (!cur) return undefined;
    return this.put<T>(collection, id, { ...cur, ...patch });
  }

  get<T>(collection: string, id: Id): T | undefined {
    return this.collections.get(collection)?.rows.get(id) as T | undefined;
  }

  delete(collection: string, id: Id): boolean {
    const c = this.collections.get(collection);
    if (!c || !c.rows.has(id)) return false;
    this.write({ o: 'del', c: collection, id });
    return true;
  }

  all<T>(collection: string): T[] {
    const c = this.collections.get(collection);
    return c ? ([...c.rows.values()] as T[]) : [];
  }

  find<T>(collection: string, pred: (r: T) => boolean): T | undefined {
    const c = this.collections.get(collection);
    if (!c) return undefined;
    for (const r of c.rows.values()) if (pred(r as T)) return r as T;
    return undefined;
  }

  filter<T>(collection: string, pred: (r: T) => boolean): T[] {
    return this.all<T>(collection).filter(pred);
  }

  compact(): void {
    const state: State = {};
    for (const [name, c] of this.collections) state[name] = { nextId: c.nextId, rows: [...c.rows] };
    this.journal.compact({ version: 1, seq: this.seq, state });
  }

  close(): void {
    this.journal.close();
  }
}
