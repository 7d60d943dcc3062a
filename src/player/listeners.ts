// The one owner of every listener and timer of a player (video element, shaka, window, document,
// stores, timers): all of them are removed together by removeAll(), so destroy() cannot leak one.
// Once removeAll() ran the owner is closed: whatever is added later (an await that ended after
// destroy()) is undone at once.

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export class Listeners {
  private offs: (() => void)[] = [];
  private closed = false;

  private keep(off: () => void): void {
    if (this.closed) off();
    else this.offs.push(off);
  }

  private forget(off: () => void): void {
    const i = this.offs.indexOf(off);
    if (i >= 0) this.offs.splice(i, 1);
  }

  on<E extends Event = Event>(target: Target, type: string, fn: (e: E) => void, opts?: AddEventListenerOptions): void {
    const h = fn as unknown as EventListener;
    target.addEventListener(type, h, opts);
    this.keep(() => target.removeEventListener(type, h, opts));
  }

  /** A repeating timer owned here until cancelled; returns a cancel function. */
  every(ms: number, fn: () => void): () => void {
    const off = () => {
      clearInterval(id);
      this.forget(off);
    };
    const id = setInterval(fn, ms);
    this.keep(off);
    return off;
  }

  /** A one-shot timer owned here (forgotten once it fired or was cancelled); returns a cancel function. */
  after(ms: number, fn: () => void): () => void {
    const off = () => {
      clearTimeout(id);
      this.forget(off);
    };
    const id = setTimeout(() => {
      this.forget(off);
      fn();
    }, ms);
    this.keep(off);
    return off;
  }

  /**
   * A callback at the next frame `video` presents (forgotten once it ran or was cancelled); returns
   * a cancel function. Nothing is asked for where the browser has no requestVideoFrameCallback.
   */
  videoFrame(video: HTMLVideoElement, fn: VideoFrameRequestCallback): () => void {
    if (typeof video.requestVideoFrameCallback !== 'function') return () => undefined;
    const off = () => {
      video.cancelVideoFrameCallback(handle);
      this.forget(off);
    };
    const handle = video.requestVideoFrameCallback((now, meta) => {
      this.forget(off);
      fn(now, meta);
    });
    this.keep(off);
    return off;
  }

  /** A one-shot timer that is re-armed rather than added to: set() replaces the pending one. */
  timer(): { set(ms: number, fn: () => void): void; clear(): void; pending(): boolean } {
    let cancel: (() => void) | null = null;
    const clear = () => {
      cancel?.();
      cancel = null;
    };
    return {
      set: (ms, fn) => {
        clear();
        cancel = this.after(ms, () => {
          cancel = null;
          fn();
        });
      },
      clear,
      pending: () => cancel !== null,
    };
  }

  /** An unsubscribe function (a store subscription, a filter) to call on removeAll(). */
  add(off: () => void): void {
    this.keep(off);
  }

  get size(): number {
    return this.offs.length;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  removeAll(): void {
    this.closed = true;
    const offs = this.offs;
    this.offs = [];
    for (const off of offs) off();
  }
}
