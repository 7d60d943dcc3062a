// The durable store: named collections of JSON records with auto ids, kept in memory and made
// durable through the journal. Every mutating call is journalled (fsync'd) before it returns.
// Records handed out are shared: treat them as read-only and write changes back with `put`/`update`.
//
// A write that cannot be stored (nested too deep, too large, not plain JSON) or that the disk refuses
// throws StoreRefused / StoreUnavailable for that one call and changes nothing, in memory or on disk;
// a batch is all or nothing the same way. A failed compaction is logged and retried later: the journal
// still holds every write, so later writes never fail because of it.
import { Journal, type Id, type JournalRecord, type Op, type State } from './journal';
import { StoreRefused } from './errors';
import { checkStorable } from './storable';

interface Collection {
  nextId: number;
  rows: Map<Id, Record<string, unknown>>;
}
interface Undo {
  c: string;
  id: Id;
  had: boolean;
  prev: Record<string, unknown> | undefined;
  nextId: number;
}

const COMPACT_EVERY = Number(process.env['ETERIS_STORE_COMPACT_EVERY']) || 5000;
/** One journal record (a write or a whole batch) at most. */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;

export class Store {
  private readonly collections = new Map<string, Collection>();
  private seq = 0;
  private batchOps: Op[] | null = null;
  private batchUndo: Undo[] = [];
  private readonly journal: Journal;
  private compactAfter = COMPACT_EVERY;
  /** True when the store started from nothing (a folder never set up): the caller seeds it. */
  readonly fresh: boolean;
  /** What happened at start that an operator should know (a dropped torn tail, a migration). */
  readonly notes: string[];

  /** Throws StoreDamaged, leaving the files untouched, when the folder's data cannot be trusted. */
  constructor(dir: string) {
    this.journal = new Journal(dir);
    const loaded = this.journal.load();
    this.notes = loaded.notes;
    this.seq = loaded.seq;
    for (const [name, c] of Object.entries(loaded.state)) this.collections.set(name, { nextId: c.nextId, rows: new Map(c.rows) });
    for (const rec of loaded.records) {
      for (const op of rec.ops) this.apply(op);
      this.seq = rec.q;
    }
    this.fresh = loaded.fresh;
    if (loaded.fresh) {
      this.journal.init();
    } else if (loaded.records.length > 0 || loaded.legacy || this.notes.some((n) => n.includes('MANIFEST'))) {
      if (this.compact() && loaded.legacy) this.journal.retireLegacy();
    }
    this.journal.open();
  }

  private coll(name: string): Collection {
    let c = this.collections.get(name);
    if (!c) {
      c = { nextId: 1, rows: new Map() };
      this.collections.set(name, c);
    }
    return c;
  }

  private apply(op: Op): Undo {
    const c = this.coll(op.c);
    const undo: Undo = { c: op.c, id: op.id, had: c.rows.has(op.id), prev: c.rows.get(op.id), nextId: c.nextId };
    if (op.o === 'put') {
      c.rows.set(op.id, op.v as Record<string, unknown>);
      if (typeof op.id === 'number' && op.id >= c.nextId) c.nextId = op.id + 1;
    } else {
      c.rows.delete(op.id);
    }
    return undo;
  }

  private rollback(undos: Undo[]): void {
    for (let i = undos.length - 1; i >= 0; i--) {
      const u = undos[i]!;
      const c = this.coll(u.c);
      if (u.had) c.rows.set(u.id, u.prev!);
      else c.rows.delete(u.id);
      c.nextId = u.nextId;
    }
  }

  private write(op: Op): void {
    if (op.o === 'put') checkStorable(op.v);
    if (this.batchOps) {
      this.batchUndo.push(this.apply(op));
      this.batchOps.push(op);
      return;
    }
    const undo = this.apply(op);
    try {
      this.commit([op]);
    } catch (e) {
      this.rollback([undo]);
      throw e;
    }
  }

  private commit(ops: Op[]): void {
    if (ops.length === 0) return;
    const rec: JournalRecord = { q: this.seq + 1, ops };
    let payload: string;
    try {
      payload = JSON.stringify(rec);
    } catch (e) {
      throw new StoreRefused(`The record cannot be stored: ${(e as Error).message}`);
    }
    if (Buffer.byteLength(payload) > MAX_RECORD_BYTES) throw new StoreRefused(`The record is larger than ${MAX_RECORD_BYTES} bytes`, 413);
    this.journal.append(payload);
    this.seq = rec.q;
    if (this.journal.records >= this.compactAfter) this.compact();
  }

  /** Runs `fn` so that all of its writes land in one journal record: all or nothing. */
  batch<T>(fn: () => T): T {
    if (this.batchOps) return fn();
    this.batchOps = [];
    this.batchUndo = [];
    try {
      const out = fn();
      this.commit(this.batchOps);
      return out;
    } catch (e) {
      this.rollback(this.batchUndo);
      throw e;
    } finally {
      this.batchOps = null;
      this.batchUndo = [];
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

  /** Writes a snapshot and empties the journal. Never throws: on failure the journal keeps everything. */
  compact(): boolean {
    try {
      const state: State = {};
      for (const [name, c] of this.collections) state[name] = { nextId: c.nextId, rows: [...c.rows] };
      this.journal.compact(this.seq, state);
      this.compactAfter = COMPACT_EVERY;
      return true;
    } catch (e) {
      // try again after as many records again; the journal stays the source of truth meanwhile
      this.compactAfter = this.journal.records + COMPACT_EVERY;
      console.error(`[store] compaction failed, the journal keeps every write and it is tried again later: ${(e as Error).message}`);
      return false;
    }
  }

  close(): void {
    this.journal.close();
  }
}
