// Request validation driven by the OpenAPI document: every route the server registers under an API
// prefix must be an operation of the document, and each request is checked against that operation's
// parameters and request body BEFORE its handler runs. Form and query values are strings by nature:
// an integer field must be all digits and in range, a boolean one of true/false/1/0/on/off. JSON and
// msgpack values must already have the schema's type: nothing is coerced.
//
// The validator supports the JSON Schema subset the document uses ($ref, type, enum, const,
// minLength, maxLength, pattern, minimum, maximum, properties, required, additionalProperties, items,
// minItems, maxItems, anyOf). It recurses over the SCHEMA, never over the value's own depth: bodies are parsed
// with a depth guard first (server/http/request.ts).
import type { Handler } from '../http/router';
import type { Req } from '../http/request';
import { HttpError } from '../http/errors';
import { buildOpenApi } from './document';

type Schema = Record<string, unknown>;
type Mode = 'form' | 'json';
type Errors = Record<string, string>;

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Param[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }>; 'x-any-content-type'?: boolean };
  'x-invalid-fields'?: 'handler';
}

/** Route prefixes whose every route must be an operation of the OpenAPI document. */
const DOCUMENTED_PREFIXES = ['/api/', '/client/', '/stats', '/__test/', '/events/', '/media/', '/drm/'];

const patterns = new Map<string, RegExp>();
const regex = (p: string) => {
  let r = patterns.get(p);
  if (!r) patterns.set(p, (r = new RegExp(p)));
  return r;
};

/** The keywords the checker applies, and those that only describe. */
const CHECKED = new Set(['$ref', 'type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'properties', 'required', 'additionalProperties', 'items', 'minItems', 'maxItems', 'anyOf']);
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'example', 'default', 'deprecated', 'readOnly', 'writeOnly']);

const FORM_TRUE = ['true', '1', 'on'];
const FORM_FALSE = ['false', '0', 'off'];

export class Validator {
  private readonly ops = new Map<string, Operation>();

  constructor(private readonly doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }) {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        this.ops.set(`${method.toUpperCase()} ${path}`, op);
        for (const p of op.parameters ?? []) this.supported(p.schema, `${method} ${path} ${p.name}`);
        for (const c of Object.values(op.requestBody?.content ?? {})) this.supported(c.schema, `${method} ${path} body`);
      }
    }
  }

  /** A request schema keyword this checker does not apply would pass every value silently: refuse to start. */
  private supported(schema: Schema, where: string, seen = new Set<Schema>()): void {
    if (seen.has(schema)) return;
    seen.add(schema);
    for (const k of Object.keys(schema)) {
      if (!CHECKED.has(k) && !ANNOTATIONS.has(k)) throw new Error(`server/openapi: ${where} uses the schema keyword "${k}", which the request checker does not apply`);
    }
    const target = typeof schema['$ref'] === 'string' ? this.doc.components.schemas[(schema['$ref'] as string).split('/').pop()!] : undefined;
    if (schema['$ref'] !== undefined && !target) throw new Error(`server/openapi: ${where} refers to the unknown schema ${String(schema['$ref'])}`);
    const children = [
      ...(target ? [target] : []),
      ...Object.values((schema['properties'] ?? {}) as Record<string, Schema>),
      ...((schema['anyOf'] ?? []) as Schema[]),
      ...(schema['items'] ? [schema['items'] as Schema] : []),
      ...(schema['additionalProperties'] && typeof schema['additionalProperties'] === 'object' ? [schema['additionalProperties'] as Schema] : []),
    ];
    for (const c of children) this.supported(c, where, seen);
  }

  /**
   * The document's operations that no registered route answers (`METHOD /path`); the test controls'
   * only on a server started with them. A route the document lacks already fails in `wrap`.
   */
  unhandled(registered: ReadonlySet<string>, testControls: boolean): string[] {
    return [...this.ops.keys()].filter((k) => !registered.has(k) && (testControls || !k.includes(' /__test/')));
  }

  operation(method: string, pattern: string): Operation | undefined {
    return this.ops.get(`${method.toUpperCase()} ${pattern}`);
  }

  /** Wraps a route's handler so that the request is validated first; throws for an undocumented API route. */
  wrap(method: string, pattern: string, handler: Handler): Handler {
    const op = this.operation(method, pattern);
    if (!op) {
      if (DOCUMENTED_PREFIXES.some((p) => pattern.startsWith(p))) {
        throw new Error(`Route ${method} ${pattern} is not an operation of the OpenAPI document: add it to server/openapi/paths.ts`);
      }
      return handler;
    }
    return async (req, res) => {
      await this.check(req, op);
      return handler(req, res);
    };
  }

  /** Validates parameters and body; leaves them on `req.input`, typed as their schemas say. */
  async check(req: Req, op: Operation): Promise<void> {
    const errors: Errors = {};
    const params: Record<string, unknown> = {};
    const query: Record<string, unknown> = {};
    for (const p of op.parameters ?? []) {
      const raw = p.in === 'path' ? req.params[p.name] : p.in === 'query' ? req.query[p.name] : headerValue(req, p.name);
      if (raw === undefined || (raw === '' && p.in !== 'path')) {
        if (p.required) errors[p.name] = 'required';
        continue;
      }
      const v = this.value(p.schema, raw, 'form', p.name, errors);
      if (p.in === 'path') params[p.name] = v;
      else if (p.in === 'query') query[p.name] = v;
    }
    if (Object.keys(errors).length) throw invalid(errors);
    let body: Record<string, unknown> = {};
    const invalidFields: Errors = {};
    if (op.requestBody) {
      const content = op.requestBody.content;
      const type = contentType(req);
      let value: unknown;
      let mode: Mode = 'json';
      let schema: Schema;
      if (content['application/msgpack']) {
        schema = content['application/msgpack'].schema;
        value = await req.msgpack();
      } else if (content['application/json'] && (type === 'application/json' || op.requestBody['x-any-content-type'])) {
        // x-any-content-type: JSON whatever type the sender names (a browser CDM's licence request names none)
        schema = content['application/json'].schema;
        value = await req.json();
      } else if ((type === '' || type === 'application/x-www-form-urlencoded' || type === 'text/plain') && content['application/x-www-form-urlencoded']) {
        schema = content['application/x-www-form-urlencoded'].schema;
        value = await req.fields();
        mode = 'form';
      } else {
        throw new HttpError(415, 'unsupported_media_type', `Send ${Object.keys(content).join(' or ')}, not ${type || 'no content type'}`);
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid({ body: 'must be an object (a map)' });
      const out = this.value(schema, value, mode, '', invalidFields);
      body = (out ?? {}) as Record<string, unknown>;
      if (Object.keys(invalidFields).length && op['x-invalid-fields'] !== 'handler') throw invalid(invalidFields);
    }
    req.input = { params, query, body, invalid: invalidFields };
  }

  private resolve(schema: Schema): Schema {
    let s = schema;
    while (typeof s['$ref'] === 'string') s = this.doc.components.schemas[(s['$ref'] as string).split('/').pop()!] ?? {};
    return s;
  }

  /**
   * Checks `value` against `schema`; records problems in `errors` under the field path `at` and
   * returns the value with form strings turned into the schema's type (undefined when invalid).
   * For objects, invalid properties are left out of the result.
   */
  value(schema: Schema, value: unknown, mode: Mode, at: string, errors: Errors): unknown {
    const s = this.resolve(schema);
    const field = at || 'body';
    if (Array.isArray(s['anyOf'])) {
      for (const branch of s['anyOf'] as Schema[]) {
        const e: Errors = {};
        const v = this.value(branch, value, mode, at, e);
        if (!Object.keys(e).length) return v;
      }
      errors[field] = 'does not match any allowed form';
      return undefined;
    }
    const types = s['type'] === undefined ? [] : Array.isArray(s['type']) ? (s['type'] as string[]) : [s['type'] as string];
    let v = value;
    if (mode === 'form' && typeof v === 'string' && types.length && !types.includes('string')) {
      const converted = fromForm(v, types);
      if (converted === undefined) {
        errors[field] = `must be ${describeType(types)}`;
        return undefined;
      }
      v = converted;
    }
    if (types.length && !types.some((t) => hasType(v, t))) {
      errors[field] = `must be ${describeType(types)}`;
      return undefined;
    }
    if ('const' in s && v !== s['const']) {
      errors[field] = `must be ${JSON.stringify(s['const'])}`;
      return undefined;
    }
    if (Array.isArray(s['enum']) && !(s['enum'] as unknown[]).includes(v)) {
      errors[field] = `must be one of ${(s['enum'] as unknown[]).map((x) => String(x)).join(', ')}`;
      return undefined;
    }
    if (typeof v === 'string') {
      const len = [...v].length;
      if (typeof s['maxLength'] === 'number' && len > s['maxLength']) return fail(errors, field, `at most ${s['maxLength']} characters`);
      if (typeof s['minLength'] === 'number' && len < s['minLength']) return fail(errors, field, s['minLength'] === 1 ? 'required' : `at least ${s['minLength']} characters`);
      if (typeof s['pattern'] === 'string' && !regex(s['pattern']).test(v)) {
        return fail(errors, field, s['pattern'].includes('\\u0000') ? 'must not be blank nor contain control characters' : 'has an invalid format');
      }
    }
    if (typeof v === 'number') {
      if (typeof s['minimum'] === 'number' && v < s['minimum']) return fail(errors, field, `at least ${s['minimum']}`);
      if (typeof s['maximum'] === 'number' && v > s['maximum']) return fail(errors, field, `at most ${s['maximum']}`);
    }
    if (Array.isArray(v)) {
      if (typeof s['minItems'] === 'number' && v.length < s['minItems']) return fail(errors, field, `at least ${s['minItems']} item${s['minItems'] === 1 ? '' : 's'}`);
      if (typeof s['maxItems'] === 'number' && v.length > s['maxItems']) return fail(errors, field, `at most ${s['maxItems']} items`);
      if (s['items']) return v.map((x, i) => this.value(s['items'] as Schema, x, mode, `${at}[${i}]`, errors));
      return v;
    }
    if (v && typeof v === 'object') return this.object(s, v as Record<string, unknown>, mode, at, errors);
    return v;
  }

  private object(s: Schema, o: Record<string, unknown>, mode: Mode, at: string, errors: Errors): Record<string, unknown> {
    const props = (s['properties'] ?? {}) as Record<string, Schema>;
    const extra = s['additionalProperties'];
    const out: Record<string, unknown> = {};
    const name = (k: string) => (at ? `${at}.${k}` : k);
    for (const [k, raw] of Object.entries(o)) {
      const ps = Object.hasOwn(props, k) ? props[k] : extra && typeof extra === 'object' ? (extra as Schema) : undefined;
      if (!ps) {
        if (extra === false) errors[name(k).slice(0, 64)] = 'unknown field';
        else out[k] = raw;
        continue;
      }
      // an empty form field is an absent one, unless the field is text
      if (mode === 'form' && raw === '' && !this.acceptsString(ps)) continue;
      const before = Object.keys(errors).length;
      const v = this.value(ps, raw, mode, name(k), errors);
      if (Object.keys(errors).length === before) out[k] = v;
    }
    for (const k of (s['required'] ?? []) as string[]) {
      if (!(k in out) && errors[name(k)] === undefined) errors[name(k)] = 'required';
    }
    return out;
  }

  private acceptsString(schema: Schema): boolean {
    const s = this.resolve(schema);
    const t = s['type'];
    return t === undefined || t === 'string' || (Array.isArray(t) && t.includes('string'));
  }
}

function fail(errors: Errors, field: string, message: string): undefined {
  errors[field] = message;
  return undefined;
}

function hasType(v: unknown, t: string): boolean {
  switch (t) {
    case 'integer':
      return Number.isSafeInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'null':
      return v === null;
    case 'array':
      return Array.isArray(v);
    case 'object':
      return !!v && typeof v === 'object' && !Array.isArray(v);
    default:
      return typeof v === t;
  }
}

function describeType(types: string[]): string {
  return types.map((t) => (t === 'integer' ? 'an integer' : t === 'object' || t === 'array' ? `an ${t}` : `a ${t}`)).join(' or ');
}

/** A form/query string as the schema's non-string type, or undefined when it is not spelled as one. */
function fromForm(v: string, types: string[]): unknown {
  if (types.includes('integer') && /^-?\d{1,16}$/.test(v)) return Number(v);
  if (types.includes('number') && /^-?\d{1,16}(\.\d{1,9})?$/.test(v)) return Number(v);
  if (types.includes('boolean')) {
    if (FORM_TRUE.includes(v)) return true;
    if (FORM_FALSE.includes(v)) return false;
  }
  return undefined;
}

function headerValue(req: Req, name: string): string | undefined {
  const h = req.headers[name.toLowerCase()];
  return Array.isArray(h) ? h[0] : h;
}

function contentType(req: Req): string {
  return String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function invalid(errors: Errors): HttpError {
  const [first, what] = Object.entries(errors)[0]!;
  return new HttpError(400, 'validation_failed', `Invalid request: ${first}: ${what}`, errors);
}

let shared: Validator | undefined;
/** The validator of this server's OpenAPI document (built once). */
export function requestValidator(): Validator {
  return (shared ??= new Validator(buildOpenApi() as unknown as ConstructorParameters<typeof Validator>[0]));
}
