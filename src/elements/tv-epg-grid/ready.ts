/** `el.updateComplete`: resolves true once the first screen of programmes for the current data is in the DOM (false: the error or an empty guide showed first). */
interface Ready {
  promise: Promise<boolean>;
  resolve(v: boolean): void;
  done: boolean;
}

function newReady(): Ready {
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

/**
 * The host's `data-view`: `moving` while a scroll comes to rest, a block request waits to be made or
 * data has arrived that is not drawn yet; `loading` while only answers are awaited; `settled` when
 * what is drawn is all the view will draw. Tests wait for it instead of for a time.
 */
export class ViewState {
  rest = false;
  fetch = false;
  asked = 0;
  stale = false;
  lineup = false;
  constructor(private readonly host: () => Element | undefined) {}
  /** Something the view draws from changed: moving until it is drawn. */
  changed = (): void => {
    this.stale = true;
    this.mark();
  };
  /** Drawn from the latest data; `lineup`: the channel line-up is still on its way. */
  drawn(lineup: boolean): void {
    this.stale = false;
    this.lineup = lineup;
    this.mark();
  }
  /** Follows a block request of the view until it is answered. */
  ask(p: Promise<unknown>): void {
    this.asked++;
    this.mark();
    void p.finally(() => {
      this.asked--;
      this.mark();
    });
  }
  mark(): void {
    const host = this.host();
    if (!(host instanceof HTMLElement)) return;
    const state = this.rest || this.fetch || this.stale ? 'moving' : this.asked || this.lineup ? 'loading' : 'settled';
    if (host.dataset.view !== state) host.dataset.view = state;
  }
}
