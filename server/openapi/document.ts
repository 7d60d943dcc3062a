// Builds the OpenAPI 3.1 document from OPS and SCHEMAS.
import { OPS, type OpDef } from './paths';
import { SCHEMAS, ref } from './schemas';

function fullPaths(op: OpDef): { path: string; security: 'bearer' | 'cookie' | 'none' }[] {
  switch (op.base) {
    case 'v1':
      return [{ path: `/api/v1${op.path}`, security: 'bearer' }];
    case 'pub':
      return [{ path: `/api/public/v1${op.path}`, security: 'none' }];
    case 'both':
      return [
        { path: `/api/v1${op.path}`, security: 'bearer' },
        { path: `/api/public/v1${op.path}`, security: 'none' },
      ];
    default:
      return [{ path: op.path, security: op.security ?? 'none' }];
  }
}

function responses(op: OpDef, bearer: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, what] of Object.entries(op.ok)) {
    if (what === null) out[status] = { description: 'No body' };
    else if (what.includes('/')) out[status] = { description: what, content: { [what]: { schema: { type: 'string' } } } };
    else out[status] = { description: what, content: { 'application/json': { schema: ref(what) } } };
  }
  for (const status of new Set([...(op.errors ?? []), ...(bearer ? [401] : []), 405, 451])) {
    out[String(status)] = { description: 'Error', content: { 'application/json': { schema: ref('Error') } } };
  }
  return out;
}

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPS) {
    for (const { path, security } of fullPaths(op)) {
      const params = [
        ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
        ...(op.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
      ];
      const body =
        op.body === 'form'
          ? { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } }, 'application/json': { schema: { type: 'object' } } } }
          : op.body === 'msgpack'
            ? { required: true, content: { 'application/msgpack': { schema: { type: 'string', contentEncoding: 'binary' } } } }
            : undefined;
      (paths[path] ??= {})[op.method] = {
        summary: op.summary,
        operationId: `${op.method}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
        ...(params.length ? { parameters: params } : {}),
        ...(body ? { requestBody: body } : {}),
        security: security === 'bearer' ? [{ bearer: [] }] : security === 'cookie' ? [{ sso: [] }] : [],
        responses: responses(op, security === 'bearer'),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Eteris reference backend',
      version: '1.0.0',
      description:
        'Operator API (/api/v1, bearer token; /api/public/v1 without), login service (/client), stats, event stream. Errors are {"error":{"code","message","fields"?}}. Outside the EU/EEA (CF-IPCountry) every API call answers 451 geo_blocked. The acting profile is chosen on the server (POST /api/v1/customer/profile/{id}/select binds the token to it; headers such as X-Profile-Id are ignored); a token bound to no profile may list profiles and choose one, nothing else profile-scoped (403 profile_required), except when the account has exactly one profile without a PIN, which it then acts as. PINs never leave the server: 5 wrong tries lock a PIN (429 pin_locked, Retry-After).',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: SCHEMAS,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        sso: { type: 'apiKey', in: 'cookie', name: 'eteris_sso' },
      },
    },
    paths,
  };
}
