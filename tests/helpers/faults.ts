// The backend's per-request test faults from the page's side (server/http/faults.ts), and a watch
// for errors nobody caught.

export interface Restore {
  restore(): void;
  /** Requests that carried the fault so far. */
  readonly count: number;
}

/**
 * Until `restore()`, every request whose URL matches `match` carries `X-Fault-Body`: the reference
 * backend handles it as usual (auth, rights) and then answers `body` instead of its own 2xx body.
 * The answer comes over real HTTP, so the client reads it as it would read the operator's API.
 */
export function answerWith(match: RegExp, body: unknown): Restore {
  const orig = window.fetch;
  let count = 0;
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!match.test(url)) return orig(input, init);
    count++;
    const headers = new Headers(init.headers);
    headers.set('X-Fault-Body', JSON.stringify(body));
    return orig(input, { ...init, headers });
  };
  return {
    restore: () => (window.fetch = orig),
    get count() {
      return count;
    },
  };
}

/**
 * Until `restore()`, every request whose URL matches `match` carries the backend's fault headers
 * (`{ 'X-Fault-Drop': '1' }`: the connection is cut, as when the network goes away).
 */
export function faultWith(match: RegExp, faults: Record<string, string>): Restore {
  const orig = window.fetch;
  let count = 0;
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!match.test(url)) return orig(input, init);
    count++;
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(faults)) headers.set(k, v);
    return orig(input, { ...init, headers });
  };
  return {
    restore: () => (window.fetch = orig),
    get count() {
      return count;
    },
  };
}

export interface Uncaught {
  /** Messages of uncaught errors and unhandled rejections seen so far. */
  readonly seen: string[];
  stop(): void;
}

/** Records the page's uncaught errors (`error`) and unhandled rejections until `stop()`. */
export function watchUncaught(): Uncaught {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => seen.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => seen.push(`unhandledrejection: ${String((e.reason as Error)?.message ?? e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    seen,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
