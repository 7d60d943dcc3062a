// The store's own defence against values it could not write or read back: checked without recursion,
// so a value nested thousands deep is refused cleanly instead of overflowing the stack while being
// serialised (which once poisoned every later write).
import { StoreRefused } from './errors';

const MAX_DEPTH = 64;
const MAX_NODES = 1_000_000;

/** Throws StoreRefused unless `value` is plain JSON (objects, arrays, strings, finite numbers, booleans, null) within the limits. */
export function checkStorable(value: unknown): void {
  const stack: [unknown, number][] = [[value, 1]];
  let nodes = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++nodes > MAX_NODES) throw new StoreRefused(`The record has more than ${MAX_NODES} values`, 413);
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new StoreRefused('The record holds a number that is not finite');
      continue;
    }
    if (typeof v !== 'object') throw new StoreRefused(`The record holds a ${typeof v}, which is not JSON`);
    if (depth > MAX_DEPTH) throw new StoreRefused(`The record is nested deeper than ${MAX_DEPTH} levels`);
    if (Array.isArray(v)) {
      for (const x of v) {
        if (x === undefined) throw new StoreRefused('The record holds an undefined array element');
        stack.push([x, depth + 1]);
      }
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) throw new StoreRefused('The record holds an object that is not plain JSON');
    for (const x of Object.values(v as Record<string, unknown>)) if (x !== undefined) stack.push([x, depth + 1]);
  }
}
