// What the API client tells the rest of the core: the stores listen here (stores/session.ts,
// stores/ui.ts), so core/api imports no store and a store can be loaded in any order.
import type { AppError } from '../errors';

interface ApiEvents {
  /** A signed-in call was refused as unauthenticated (401). */
  authFailed: AppError;
  /** The service refused this place (451 or `geo_blocked`). */
  geoBlocked: AppError;
}
type Name = keyof ApiEvents;

const listeners: { [K in Name]: Set<(detail: ApiEvents[K]) => void> } = { authFailed: new Set(), geoBlocked: new Set() };
/** The last geo refusal: a listener that comes later (a lazily loaded store) still hears it. */
let geoBlocked: AppError | null = null;

export function emitApiEvent<K extends Name>(name: K, detail: ApiEvents[K]): void {
  if (name === 'geoBlocked') geoBlocked = detail;
  for (const fn of listeners[name]) fn(detail);
}

/** Listens to the API client; returns the unsubscribe. */
export function onApiEvent<K extends Name>(name: K, fn: (detail: ApiEvents[K]) => void): () => void {
  listeners[name].add(fn);
  if (name === 'geoBlocked' && geoBlocked) fn(geoBlocked as ApiEvents[K]);
  return () => listeners[name].delete(fn);
}

let tokenSource: () => string | null = () => null;

/** The session store hands the client its bearer token (read at each call). */
export function provideToken(source: () => string | null): void {
  tokenSource = source;
}

export const currentToken = (): string | null => tokenSource();
