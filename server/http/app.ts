// Composes the HTTP pipeline: the headers every answer carries (browser-policy.ts) -> URL parsing ->
// test faults -> CORS -> geo-blocking -> router -> static files. Every failure becomes a JSON error
// with a 4xx/5xx status; nothing crashes the process.
import http from 'node:http';
import { HttpError, notFound, unauthorized } from './errors';
import { createReq, type Req } from './request';
import { createRes, type Res } from './response';
import { Router } from './router';
import { applyCors } from './cors';
import { geoBlocked } from './geo';
import { applyFaults } from './faults';
import type { AuthContext, Host, HostConfig } from './host';
import type { Store } from '../store/store';
import { requestValidator } from '../openapi/validate';
import { baseHeaders, requestIsHttps } from './browser-policy';
import { answerRaw, capConnectionsPerAddress, connectionsPerAddress } from './connections';

const JSON_PREFIXES = ['/api/', '/client/', '/__test/', '/stats', '/events/', '/media/', '/drm/'];

interface App {
  host: Host;
  server: http.Server;
  /** Throws when an operation of the OpenAPI document has no route: the route table is the document's. */
  checkRoutes(): void;
  close(): Promise<void>;
}

type Authenticate = (req: Req) => AuthContext | null;
type StaticHandler = (req: Req, res: Res) => Promise<void>;

/**
 * A client that sends its headers or its body slowly holds a socket and memory: its request is
 * answered 408 and closed once the headers (ETERIS_HEADERS_TIMEOUT_MS, 10 s) or the whole request
 * (ETERIS_REQUEST_TIMEOUT_MS, 30 s) have not arrived in time. An event stream is not affected: its
 * request is complete once its headers are in.
 */
function slowClientLimits(): http.ServerOptions {
  const ms = (name: string, fallback: number) => Number(process.env[name]) || fallback;
  const headersTimeout = ms('ETERIS_HEADERS_TIMEOUT_MS', 10_000);
  const requestTimeout = Math.max(ms('ETERIS_REQUEST_TIMEOUT_MS', 30_000), headersTimeout);
  return { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 4)) };
}

/** Requests Node refuses before a handler sees them still get the JSON error shape. */
function answerClientError(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout', 'The request did not arrive in time']
        : [400, 'Bad Request', 'bad_request', 'Malformed request'];
  answerRaw(socket, status, reason, code, message);
}

export function createApp(config: HostConfig, store: Store, authenticate: Authenticate, serveStatic: StaticHandler): App {
  const router = new Router();
  const routes = new Set<string>();
  const closers: (() => void)[] = [];
  const host: Host = {
    config,
    store,
    // every request is validated against the OpenAPI document's operation before its handler runs
    route: (method, pattern, handler) => {
      router.route(method, pattern, requestValidator().wrap(method, pattern, handler));
      routes.add(`${method.toUpperCase()} ${pattern}`);
    },
    auth: async (req) => authenticate(req),
    requireAuth: async (req) => {
      const ctx = authenticate(req);
      if (!ctx) throw unauthorized();
      return ctx;
    },
    onClose: (fn) => closers.push(fn),
  };

  async function handle(rawReq: http.IncomingMessage, rawRes: http.ServerResponse): Promise<void> {
    const https = requestIsHttps(rawReq, config);
    const res = createRes(rawRes, rawReq.method === 'HEAD', { secure: https, acceptEncoding: rawReq.headers['accept-encoding'] });
    for (const [name, value] of Object.entries(baseHeaders(https))) res.setHeader(name, value);
    let req: Req;
    try {
      const url = new URL(rawReq.url ?? '/', 'http://localhost');
      req = createReq(rawReq, url);
    } catch (e) {
      res.error(e instanceof HttpError ? e : new HttpError(400, 'bad_request', 'Malformed request URL'));
      return;
    }
    try {
      if (config.testControls) {
        const fault = await applyFaults(req, res);
        if (fault === 'dropped') return;
        if (fault) {
          applyCors(req, res, config);
          throw fault;
        }
      }
      if (applyCors(req, res, config)) return;
      const blocked = geoBlocked(req);
      if (blocked) throw blocked;
      const match = router.match(req.method, req.path);
      if (match.kind === 'found') {
        req.params = match.params;
        await match.handler(req, res);
        if (!res.headersSent() && !rawRes.writableEnded && !rawRes.headersSent) {
          // handlers that return without answering (should not happen) get an explicit 204
          res.noContent();
        }
        return;
      }
      if (match.kind === 'method') {
        res.setHeader('Allow', [...match.allowed, 'OPTIONS'].join(', '));
        throw new HttpError(405, 'method_not_allowed', `${req.method} is not allowed here`);
      }
      if (JSON_PREFIXES.some((p) => req.path.startsWith(p)) || req.path === '/stats') throw notFound(`No route for ${req.path}`);
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Only GET here');
      await serveStatic(req, res);
    } catch (e) {
      if (e instanceof HttpError) {
        res.error(e);
      } else {
        console.error('[server] unhandled error', req.method, req.path, e);
        res.error(new HttpError(500, 'internal', 'Internal server error'));
      }
      // drain a body nobody read so that keep-alive connections stay usable
      if (!rawReq.readableEnded) rawReq.resume();
    }
  }

  const server = http.createServer(slowClientLimits(), (q, s) => {
    if (refused.has(q.socket)) return void q.socket.destroy();
    handle(q, s).catch((e) => {
      console.error('[server] failed to answer', e);
      try {
        s.destroy();
      } catch {
        /* ignore */
      }
    });
  });
  server.on('clientError', answerClientError);
  // (read by the request handler above, which runs only once the server listens)
  const refused = capConnectionsPerAddress(server, connectionsPerAddress(config.trustProxy));

  return {
    host,
    server,
    checkRoutes: () => {
      const missing = requestValidator().unhandled(routes, config.testControls);
      if (missing.length) throw new Error(`Operations of the OpenAPI document without a route: ${missing.join(', ')}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const fn of closers) {
          try {
            fn();
          } catch (e) {
            console.error('[server] close hook failed', e);
          }
        }
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
