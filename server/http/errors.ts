// One error type for the HTTP layer: a status, a stable machine code and a human message.
// Handlers throw it; the app turns it into `{"error":{"code","message","fields"?}}`.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  /** Extra members of the JSON error (e.g. `tries_left`, `retry_after`). */
  extra?: Record<string, string | number>;
  /** Seconds for a Retry-After header (429). */
  retryAfter?: number;
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const validationFailed = (fields: Record<string, string>) =>
  new HttpError(400, 'validation_failed', 'Some fields are invalid', fields);
export const unauthorized = (message = 'A valid bearer token is required') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Not allowed for this profile') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
/** 409 quota_exceeded: a per-customer or per-profile limit on stored items is reached. */
export const storedQuota = (max: number, what: string) => conflict('quota_exceeded', `At most ${max} ${what}; remove some first`);
