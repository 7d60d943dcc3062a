// The stats HELLO: a msgpack map to the stats address, with the session's bearer token.
import { config } from '../config';
import { request } from './client';
import type { StatsHello } from './schema.gen';

/** Sends one HELLO; the encoder is a chunk of its own, so a page that never says hello never loads it. */
export async function postStatsHello(msg: StatsHello, token: string): Promise<void> {
  const { encode } = await import('@msgpack/msgpack');
  await request<void>(config().statsUrl, {
    method: 'POST',
    body: encode(msg),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/msgpack' },
    source: 'stats',
  });
}
