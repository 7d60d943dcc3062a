// What the store reports. `StoreDamaged` stops the server at start (the files are left as they are);
// `StoreRefused` and `StoreUnavailable` fail one write, answered by the HTTP layer as that request's
// error, and leave the store usable.
import { HttpError } from '../http/errors';

export class StoreDamaged extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly offset?: number,
    readonly record?: number,
  ) {
    const where = record !== undefined ? ` record #${record}` : '';
    const at = offset !== undefined ? ` at byte ${offset}` : '';
    super(`${file}${where}${at}: ${detail}`);
  }
}

/** The value cannot be stored as it is (too deep, too large, not plain JSON). Nothing was written. */
export class StoreRefused extends HttpError {
  constructor(message: string, status = 422) {
    super(status, 'not_storable', message);
  }
}

/** The disk refused the write. Nothing was acknowledged; the in-memory state was rolled back. */
export class StoreUnavailable extends HttpError {
  constructor(message: string) {
    super(503, 'store_unavailable', message);
  }
}
