// Calls that only the public API serves (registration, sign-up, password recovery, device pairing):
// they go to the public base whether or not this browser is signed in. A geo-blocking answer raises
// the notice as every other call does (./client.ts).
import type { GenericSchema, InferOutput } from 'valibot';
import { config } from '../config';
import { AppError, ErrorCategory } from '../errors';
import { emitApiEvent } from './events';
import { encodeQuery, request, type CheckedOptions, type RequestOptions } from './client';

export function publicApi<S extends GenericSchema>(path: string, opts: CheckedOptions<S>): Promise<InferOutput<S>>;
export function publicApi<T>(path: string, opts?: RequestOptions): Promise<T>;
export async function publicApi(path: string, opts: RequestOptions = {}): Promise<unknown> {
  const url = new URL(path.replace(/^\//, ''), config().publicApiBase).toString() + encodeQuery(opts.query);
  try {
    return await request<unknown>(url, { ...opts, source: opts.source ?? path }, { credentials: 'include' });
  } catch (err) {
    if (err instanceof AppError && err.category === ErrorCategory.GEO) emitApiEvent('geoBlocked', err);
    throw err;
  }
}
