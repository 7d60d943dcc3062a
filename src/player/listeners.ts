// The one owner of every listener the player adds (video element, shaka, window, timers): all of
// them are removed together by removeAll(), so destroy() cannot leak one.

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export class Listeners {
  private offs: (() => void)[] = [];

  on<E extends Event = Event>(target: Target, type: string, fn: (e: E) => void, opts?: AddEventListenerOptions): void {
    const h = fn as unknown as EventListener;
    target.addEventListener(type, h, opts);
    this.offs.push(() => target.removeEventListener(type, h, opts));
  }

  every(ms: number, fn: () => void): void {
    const id = setInterval(fn, ms);
    this.offs.push(() => clearInterval(id));
  }

  /** A one-shot timer owned here; returns a cancel function. */
  after(ms: number, fn: () => void): () => void {
    const id = setTimeout(fn, ms);
    const off = () => clearTimeout(id);
    this.offs.push(off);
    return off;
  }

  add(off: () => void): void {
    this.offs.push(off);
  }

  get size(): number {
    return this.offs.length;
  }

  removeAll(): void {
    const offs = this.offs;
    this.offs = [];
    for (const off of offs) off();
  }
}
