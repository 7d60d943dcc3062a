// A tiny OpenAPI 3.1 response validator for the server tests: finds the operation for a concrete
// method + path, the response for the status, and checks the JSON body against its schema
// (the JSON Schema subset the document uses: $ref, type, enum, const, properties, required,
// additionalProperties, items, anyOf, pattern).
/* eslint-disable @typescript-eslint/no-explicit-any */
type Schema = Record<string, any>;

export class OpenApi {
  private readonly ops: { method: string; re: RegExp; template: string; op: any }[] = [];

  constructor(readonly doc: any) {
    for (const [template, item] of Object.entries<any>(doc.paths)) {
      const re = new RegExp('^' + template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+') + '/?$');
      for (const [method, op] of Object.entries<any>(item)) this.ops.push({ method: method.toUpperCase(), re, template, op });
    }
  }

  static async load(base: string): Promise<OpenApi> {
    const r = await fetch(`${base}/api/openapi.json`);
    if (r.status !== 200) throw new Error(`openapi.json: ${r.status}`);
    return new OpenApi(await r.json());
  }

  operation(method: string, path: string): { template: string; op: any } | undefined {
    const p = path.split('?')[0]!;
    // prefer the most literal template (fewest parameters)
    return this.ops
      .filter((o) => o.method === method.toUpperCase() && o.re.test(p))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))[0];
  }

  /** Returns a list of problems (empty = valid). */
  check(method: string, path: string, status: number, contentType: string | null, body: unknown): string[] {
    const found = this.operation(method, path);
    if (!found) return [`no operation for ${method} ${path}`];
    const resp = found.op.responses?.[String(status)];
    if (!resp) return [`${method} ${found.template}: status ${status} is not documented`];
    if (!resp.content) return [];
    const types = Object.keys(resp.content);
    const ct = (contentType ?? '').split(';')[0]!.trim();
    if (!types.includes(ct)) return [`${method} ${found.template} ${status}: content type ${ct} not in ${types.join(', ')}`];
    if (ct !== 'application/json') return [];
    return this.validate(resp.content[ct].schema, body, '$');
  }

  validate(schema: Schema, value: unknown, at: string): string[] {
    if (schema.$ref) {
      const name = String(schema.$ref).split('/').pop()!;
      return this.validate(this.doc.components.schemas[name], value, at);
    }
    const errs: string[] = [];
    if (schema.anyOf) {
      const ok = (schema.anyOf as Schema[]).some((s) => this.validate(s, value, at).length === 0);
      if (!ok) errs.push(`${at}: matches no anyOf branch (${JSON.stringify(value)?.slice(0, 80)})`);
      return errs;
    }
    if ('const' in schema && value !== schema.const) errs.push(`${at}: expected ${JSON.stringify(schema.const)}`);
    if (schema.enum && !(schema.enum as unknown[]).includes(value)) errs.push(`${at}: ${JSON.stringify(value)} not in enum`);
    if (schema.type) {
      const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
      const actual =
        value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
      const fits = types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
      if (!fits) return [...errs, `${at}: expected ${types.join('|')}, got ${actual}`];
    }
    if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern).test(value)) errs.push(`${at}: "${value}" !~ ${schema.pattern}`);
    if (Array.isArray(value) && schema.items) value.forEach((v, i) => errs.push(...this.validate(schema.items, v, `${at}[${i}]`)));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const o = value as Record<string, unknown>;
      for (const k of schema.required ?? []) if (!(k in o)) errs.push(`${at}: missing ${k}`);
      for (const [k, v] of Object.entries(o)) {
        if (schema.properties?.[k]) errs.push(...this.validate(schema.properties[k], v, `${at}.${k}`));
        else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
          errs.push(...this.validate(schema.additionalProperties, v, `${at}.${k}`));
        } else if (schema.additionalProperties === false) errs.push(`${at}: unexpected ${k}`);
      }
    }
    return errs;
  }
}
