// The route table is the OpenAPI document's: a server whose routes leave out an operation of the
// document does not start, and a route the document does not have is refused when it is added.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createApp } from '../../server/http/app';
import type { HostConfig } from '../../server/http/host';
import type { Store } from '../../server/store/store';
import { buildOpenApi } from '../../server/openapi/document';

const doc = buildOpenApi() as { paths: Record<string, Record<string, unknown>> };
const OPERATIONS = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => [m.toUpperCase(), path] as const));

function app(testControls: boolean) {
  const config = { port: 0, dataDir: '', testControls, root: '.', allowedOrigins: [], trustProxy: false } as unknown as HostConfig;
  return createApp(config, {} as Store, () => null, async () => {});
}
const answer = () => undefined;

describe('the route table', () => {
  it('a path of the document without a handler fails the start, naming it', () => {
    const a = app(false);
    const left = ['GET', '/api/v1/payment-cards'] as const;
    for (const [m, p] of OPERATIONS) if (!p.startsWith('/__test/') && !(m === left[0] && p === left[1])) a.host.route(m, p, answer);
    assert.throws(() => a.checkRoutes(), /without a route: GET \/api\/v1\/payment-cards$/);
    a.host.route(...left, answer);
    assert.doesNotThrow(() => a.checkRoutes());
  });

  it('asks for the test controls only on a server started with them', () => {
    const a = app(true);
    for (const [m, p] of OPERATIONS) if (!p.startsWith('/__test/')) a.host.route(m, p, answer);
    assert.throws(() => a.checkRoutes(), /POST \/__test\/events\/tick/);
  });

  it('a handler with no path in the document is refused', () => {
    assert.throws(() => app(false).host.route('GET', '/api/v1/nowhere', answer), /not an operation of the OpenAPI document/);
  });

  it('holds the media head-end to the document too: its manifests, segments and licences', () => {
    const media = OPERATIONS.filter(([, p]) => p.startsWith('/media/') || p.startsWith('/drm/')).map(([m, p]) => `${m} ${p}`);
    for (const op of ['GET /media/live/{id}/manifest.mpd', 'GET /media/catchup/{id}/manifest.mpd', 'GET /media/vod/{id}/{rep}/{number}.m4s', 'POST /drm/clearkey']) assert.ok(media.includes(op), op);
    assert.throws(() => app(false).host.route('GET', '/media/nowhere/{id}/manifest.mpd', answer), /not an operation of the OpenAPI document/);
    assert.throws(() => app(false).host.route('POST', '/drm/widevine', answer), /not an operation of the OpenAPI document/);
  });
});
