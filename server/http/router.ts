// A tiny router: method + path pattern with `{name}` parameters (a parameter matches one segment,
// or a part of one, e.g. `/static/menu-icons/{id}.svg`). `*` at the end matches the rest.
import type { Req } from './request';
import type { Res } from './response';

export type Handler = (req: Req, res: Res) => unknown | Promise<unknown>;

interface Route {
  method: string;
  regex: RegExp;
  names: string[];
  handler: Handler;
}

type Match =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' };

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let src = '';
  const re = /\{(\w+)\}|\*$|[^{*]+/g;
  for (const m of pattern.matchAll(re)) {
    if (m[1]) {
      names.push(m[1]);
      src += '([^/]+?)';
    } else if (m[0] === '*') {
      names.push('rest');
      src += '(.*)';
    } else {
      src += m[0].replace(/[.+?^$()|[\]\\]/g, '\\$&');
    }
  }
  return { regex: new RegExp(`^${src}/?$`), names };
}

export class Router {
  private routes: Route[] = [];

  route(method: string, pattern: string, handler: Handler): void {
    const { regex, names } = compile(pattern);
    this.routes.push({ method: method.toUpperCase(), regex, names, handler });
  }

  match(method: string, path: string): Match {
    const allowed: string[] = [];
    const m = method === 'HEAD' ? 'GET' : method;
    for (const r of this.routes) {
      const hit = r.regex.exec(path);
      if (!hit) continue;
      if (r.method !== m) {
        allowed.push(r.method);
        continue;
      }
      const params: Record<string, string> = {};
      r.names.forEach((n, i) => (params[n] = hit[i + 1] ?? ''));
      return { kind: 'found', handler: r.handler, params };
    }
    return allowed.length ? { kind: 'method', allowed: [...new Set(allowed)] } : { kind: 'none' };
  }
}
