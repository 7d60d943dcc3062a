import { map, type MapStore } from 'nanostores';
import { AppError, ErrorCode } from '../errors';

export interface FetchState<T> {
  loading: boolean;
  loaded: boolean;
  data: T;
  error: AppError | null;
}

export interface FetchStore<T> {
  $store: MapStore<FetchState<T>>;
  /** request -> success | failure; the error is reset when a request starts. */
  run(load: () => Promise<T>): Promise<T>;
  reset(): void;
}

export function toAppError(err: unknown, source: string): AppError {
  if (err instanceof AppError) return err;
  return new AppError({ code: ErrorCode.BAD_RESPONSE, message: String(err), source });
}

/**
 * The one generic data fetch of docs/product.md#states. On failure the error and its source are recorded and the
 * data falls back to `empty` (an API data error leaves an empty items list).
 */
export function fetchStore<T>(source: string, empty: T): FetchStore<T> {
  const initial: FetchState<T> = { loading: false, loaded: false, data: empty, error: null };
  const $store = map<FetchState<T>>({ ...initial });
  let seq = 0;
  return {
    $store,
    async run(load) {
      const id = ++seq;
      $store.set({ ...$store.get(), loading: true, error: null });
      try {
        const data = await load();
        if (id === seq) $store.set({ loading: false, loaded: true, data, error: null });
        return data;
      } catch (err) {
        const error = toAppError(err, source);
        console.error(`[eteris] ${source} failed:`, error.message);
        if (id === seq) $store.set({ loading: false, loaded: true, data: empty, error });
        return empty;
      }
    },
    reset() {
      seq++;
      $store.set({ ...initial });
    },
  };
}

export interface Items<T> {
  items: T[];
}
export const emptyItems = <T>(): Items<T> => ({ items: [] });
