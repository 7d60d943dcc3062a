// Serves the OpenAPI document at /api/openapi.json, without the test controls: they exist only on a
// server started with them on, and the request checker keeps their operations.
import type { Host } from '../http/host';
import { buildOpenApi } from './document';

export function registerOpenApi(host: Host): void {
  const full = buildOpenApi() as { paths: Record<string, unknown> };
  const paths = Object.fromEntries(Object.entries(full.paths).filter(([p]) => !p.startsWith('/__test/')));
  const doc = JSON.stringify({ ...full, paths }, null, 1);
  host.route('GET', '/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.send(200, doc, 'application/json; charset=utf-8');
  });
}
