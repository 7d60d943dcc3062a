// The media head-end's dev server with a fixed clock, for the node tests of manifests and tracks.
import { after, before } from 'node:test';
import { startMediaDevServer } from '../../server/media/dev';

/** The fixed "now": 2026-03-29 10:00:07 UTC (an odd second, to exercise rounding). */
export const NOW_S = Date.UTC(2026, 2, 29, 10, 0, 7) / 1000;

/** Starts the dev server before the file's tests and stops it after; returns a GET on it. */
export function mediaDevServer(): (path: string, headers?: Record<string, string>) => Promise<Response> {
  let server: Awaited<ReturnType<typeof startMediaDevServer>>;
  before(async () => {
    server = await startMediaDevServer({ now: () => NOW_S * 1000, allowedOrigins: ['https://partner.example'] });
  });
  after(() => server.close());
  return (path, headers = {}) => fetch(`${server.url}${path}`, { headers });
}
