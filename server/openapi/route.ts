// Serves the OpenAPI document at /api/openapi.json.
import type { Host } from '../http/host';
import { buildOpenApi } from './document';

export function registerOpenApi(host: Host): void {
  const doc = JSON.stringify(buildOpenApi(), null, 1);
  host.route('GET', '/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.send(200, doc, 'application/json; charset=utf-8');
  });
}
