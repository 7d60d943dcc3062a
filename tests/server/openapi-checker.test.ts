// The request checker applies a JSON Schema subset: a document that uses more than that must not start,
// and the document the server serves describes only what a client can call.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '../../server/openapi/validate';
import { buildOpenApi } from '../../server/openapi/document';
import { call, startServer, type Server } from './helpers';

type Doc = ConstructorParameters<typeof Validator>[0];

const doc = (schema: Record<string, unknown>): Doc =>
  ({
    paths: { '/api/v1/x': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } } } } } },
    components: { schemas: { X: { type: 'object', properties: { mail: schema } } } },
  }) as unknown as Doc;

describe('the request checker', () => {
  it('refuses to start on a request schema keyword it does not apply', () => {
    assert.throws(() => new Validator(doc({ type: 'string', format: 'email' })), /post \/api\/v1\/x body uses the schema keyword "format"/);
    assert.throws(() => new Validator(doc({ type: 'array', uniqueItems: true })), /"uniqueItems"/);
    assert.throws(() => new Validator(doc({ $ref: '#/components/schemas/Nope' })), /unknown schema/);
  });

  it('starts on what it applies, with descriptions beside', () => {
    assert.doesNotThrow(() => new Validator(doc({ type: 'string', maxLength: 5, description: 'a mail' })));
    assert.doesNotThrow(() => new Validator(buildOpenApi() as unknown as Doc));
  });
});

describe('the served document', () => {
  let s: Server;
  before(async () => {
    s = await startServer();
  });
  after(() => s.stop());

  it('leaves the test controls out, though they answer on this server', async () => {
    const served = (await call(s.url, '/api/openapi.json')).body as { paths: Record<string, unknown> };
    assert.ok(Object.keys(served.paths).some((p) => p.startsWith('/api/v1/')));
    assert.deepEqual(Object.keys(served.paths).filter((p) => p.startsWith('/__test')), []);
    assert.equal((await call(s.url, '/__test/mails?to=x%40example.com')).status, 200);
  });
});
