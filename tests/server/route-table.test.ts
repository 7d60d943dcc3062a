// The route table is the OpenAPI document's: a server whose routes leave out an operation of the
// document does not start, and a route the document does not have is refused when it is added.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createApp } from '../../server/http/app';
import type { HostConfig } from '../../server/http/host';
import { rmSync } from 'node:fs';
import { Store } from '../../server/store/store';
import { buildOpenApi } from '../../server/openapi/document';
import { registerRoutes } from '../../server/routes';
import { tempDataDir } from './helpers';

const doc = buildOpenApi() as { paths: Record<string, Record<string, unknown>> };
const OPERATIONS = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => [m.toUpperCase(), path] as const));

function app(testControls: boolean, store = {} as Store) {
  const config = { port: 0, dataDir: '', testControls, root: '.', allowedOrigins: [], trustProxy: false, secrets: { media: 'm', cookie: 'c' } } as unknown as HostConfig;
  return createApp(config, store, () => null, async () => {});
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

  it("is the document's operations, both ways: every route the server registers is one, and every one has a route", async () => {
    for (const testControls of [false, true]) {
      const dir = tempDataDir();
      const store = new Store(dir);
      const a = app(testControls, store);
      const registered = new Set<string>();
      registerRoutes({ ...a.host, route: (m, p, h) => (registered.add(`${m} ${p}`), a.host.route(m, p, h)) });
      await a.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
      const documented = OPERATIONS.filter(([, p]) => testControls || !p.startsWith('/__test/')).map(([m, p]) => `${m} ${p}`);
      assert.deepEqual([...registered].filter((k) => !documented.includes(k)), [], `registered, not documented (test controls ${testControls})`);
      assert.deepEqual(documented.filter((k) => !registered.has(k)), [], `documented, not registered (test controls ${testControls})`);
    }
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
