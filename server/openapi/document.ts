// Builds the OpenAPI 3.1 document from OPS and SCHEMAS.
import { OPS, type OpDef } from './paths';
import { SCHEMAS, ref } from './schemas';
import { HEADER_PARAMS, PATH_PARAM, PATH_PARAMS, QUERY_PARAMS, REQUEST_SCHEMAS } from './requests';
import { LIMITS, QUOTAS } from '../http/limits';
import { EXAMPLES } from './examples';

/** The schema of a query parameter of an operation (its own, else the shared one by name). */
function queryParamSchema(op: OpDef, name: string): Record<string, unknown> {
  const s = op.params?.[name] ?? QUERY_PARAMS[name];
  if (!s) throw new Error(`server/openapi: no schema for query parameter ${name} of ${op.method} ${op.path}`);
  return s;
}

function headerParamSchema(op: OpDef, name: string): Record<string, unknown> {
  const s = HEADER_PARAMS[name];
  if (!s) throw new Error(`server/openapi: no schema for header ${name} of ${op.method} ${op.path}`);
  return s;
}

const LIMITS_TEXT =
  `Every request is validated against this document before it is handled: unknown body fields, wrong types ` +
  `(form and query values are strings; numeric ones must be all digits and in range; JSON numbers must be numbers), ` +
  `too long strings, control characters in text, values out of range answer 400 validation_failed with ` +
  `error.fields naming each field and what is wrong. Bodies: at most ${LIMITS.bodyBytes} bytes (413 payload_too_large), ` +
  `nesting at most ${LIMITS.depth} levels (400 too_deep), form-encoded, JSON or (stats) msgpack only (415). ` +
  `Quotas: ${QUOTAS.profiles} profiles and ${QUOTAS.cards} payment cards per customer; ${QUOTAS.bookmarks} bookmarks, ` +
  `${QUOTAS.wishlist} wishlist items and ${QUOTAS.reminders} reminders per profile (409 quota_exceeded); per client address ` +
  `and hour ${QUOTAS.signupsPerAddressHour} sign-ups, ${QUOTAS.registrationsPerAddressHour} registrations and ` +
  `${QUOTAS.pairingsPerAddressHour} device pairings; ${QUOTAS.statsPerCustomerMinute} stats HELLOs per customer and minute ` +
  `(429 quota_exceeded with Retry-After); the last ${QUOTAS.statsKeptPerCustomer} stats records per customer are kept.`;

/** The response schemas, each with its example answer (examples.ts) where it has one. */
function withExamples(schemas: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  for (const name of Object.keys(EXAMPLES)) if (!schemas[name]) throw new Error(`server/openapi: an example for the unknown schema ${name}`);
  return Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, name in EXAMPLES ? { ...s, example: EXAMPLES[name] } : s]));
}

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
  const validated = op.body || op.query?.length || op.headers?.length || /\{/.test(op.path) || bearer;
  // a private write needs a chosen profile (403 profile_required; server/api/define.ts)
  const write = bearer && op.method !== 'get';
  for (const status of new Set([...(op.errors ?? []), ...(bearer ? [401] : []), ...(write ? [403] : []), ...(validated ? [400] : []), ...(op.body ? [413] : []), ...(op.body && op.body !== 'json' ? [415] : []), 405, 451])) {
    out[String(status)] = { description: 'Error', content: { 'application/json': { schema: ref('Error') } } };
  }
  return out;
}

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPS) {
    for (const { path, security } of fullPaths(op)) {
      const params = [
        ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1]!, in: 'path', required: true, schema: op.params?.[m[1]!] ?? PATH_PARAMS[m[1]!] ?? PATH_PARAM })),
        ...(op.query ?? []).map((name) => ({ name, in: 'query', required: op.required?.includes(name) ?? false, schema: queryParamSchema(op, name) })),
        ...(op.headers ?? []).map((name) => ({ name, in: 'header', required: false, schema: headerParamSchema(op, name) })),
      ];
      if (op.body && (!op.input || !REQUEST_SCHEMAS[op.input])) throw new Error(`server/openapi: ${op.method} ${op.path} has a body without a known input schema`);
      const input = op.input ? ref(op.input) : undefined;

      const body =
        op.body === 'form'
          ? { content: { 'application/x-www-form-urlencoded': { schema: input }, 'application/json': { schema: input } } }
          : op.body === 'msgpack'
            ? { required: true, content: { 'application/msgpack': { schema: input } } }
            : op.body === 'json'
              ? { required: true, content: { 'application/json': { schema: input } }, 'x-any-content-type': true }
              : undefined;
      (paths[path] ??= {})[op.method] = {
        summary: op.summary,
        operationId: `${op.method}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
        ...(params.length ? { parameters: params } : {}),
        ...(body ? { requestBody: body } : {}),
        security: security === 'bearer' ? [{ bearer: [] }] : security === 'cookie' ? [{ sso: [] }] : [],
        responses: responses(op, security === 'bearer'),
        ...(op.invalid ? { 'x-invalid-fields': op.invalid } : {}),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Eteris reference backend',
      version: '1.0.0',
      description:
        'Operator API (/api/v1, bearer token; /api/public/v1 without), login service (/client), stats, event stream. Errors are {"error":{"code","message","fields"?}}. Outside the EU/EEA (CF-IPCountry) every API call answers 451 geo_blocked. The acting profile is chosen on the server (POST /api/v1/customer/profile/{id}/select binds the token to it; headers such as X-Profile-Id are ignored); a token bound to no profile may list profiles and choose one, nothing else profile-scoped (403 profile_required), except when the account has exactly one profile without a PIN, which it then acts as. PINs never leave the server: 5 wrong tries lock a PIN (429 pin_locked, Retry-After). ' + LIMITS_TEXT,
    },
    servers: [{ url: '/' }],
    components: {
      schemas: { ...withExamples(SCHEMAS), ...REQUEST_SCHEMAS },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        sso: { type: 'apiKey', in: 'cookie', name: 'eteris_sso' },
      },
    },
    paths,
  };
}
