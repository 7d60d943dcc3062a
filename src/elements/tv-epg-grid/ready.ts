/** `el.updateComplete`: resolves once the first screen of programmes for the current data is in the DOM. */
export interface Ready {
  promise: Promise<boolean>;
  resolve(v: boolean): void;
  done: boolean;
}

export function newReady(): Ready {
  let resolve!: (v: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  const ready: Ready = { promise, done: false, resolve: (v) => {
    if (ready.done) return;
    ready.done = true;
    resolve(v);
  } };
  return ready;
}

const readies = new WeakMap<Element, Ready>();
export function readyOf(host: Element): Ready {
  let r = readies.get(host);
  if (!r) readies.set(host, (r = newReady()));
  return r;
}
/** A new data set: the next first screen resolves a new promise. */
export function resetReady(host: Element): void {
  if (readies.get(host)?.done) readies.set(host, newReady());
}
