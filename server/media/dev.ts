// A standalone server for the media module alone (its own tests and the browser test), with a
// fixed set of users instead of the real store. Also serves shaka-player and a test page root.
//   node build/media-dev.mjs [port]   (after bundling this file with esbuild)
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type Handler } from '../http/router';
import { requestValidator } from '../openapi/validate';
import { createReq } from '../http/request';
import { HttpError } from '../http/errors';
import { createRes } from '../http/response';
import { applyCors, parseOrigins } from '../http/cors';
import { registerMedia, type MediaOptions } from './index';
import type { MediaAuth, MediaLookups, MediaReq, VodFacts } from './types';

interface DevUser extends MediaAuth {
  token: string;
}

interface DevServerOptions extends MediaOptions {
  port?: number;
  users?: DevUser[];
  lookups?: MediaLookups;
  /** Origins allowed besides the server's own (default: ETERIS_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** Extra static files: URL path -> absolute file path. */
  files?: Record<string, string>;
}

/** VoD items 1-5 with distinct rights; any other id up to 200 is free. */
const DEV_VODS: Record<number, VodFacts> = {
  1: { providerId: 1, type: 'tvod' }, // purchased by DEV_USER
  2: { providerId: 1, type: 'svod' }, // DEV_USER subscribes to provider 1
  3: { providerId: 2, type: 'svod' }, // not subscribed
  4: { providerId: 1, type: 'tvod' }, // not purchased
  5: { providerId: 1, type: 'free' },
};

/** A demo user: subscribed to channels 1-37 (not 38-40); channel 39 has no catch-up; VoD provider 1, bought VoD 1. */
export const DEV_USER: DevUser = {
  token: 'dev-bearer',
  customerId: 1001,
  drmToken: 'dev-drm-token',
  subscribedChannelIds: new Set(Array.from({ length: 37 }, (_, i) => i + 1)),
  catchupChannelIds: new Set(Array.from({ length: 40 }, (_, i) => i + 1).filter((c) => c !== 39)),
  purchasedVodIds: new Set([1]),
  vodProviderIds: new Set([1]),
};

export async function startMediaDevServer(opts: DevServerOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const users = opts.users ?? [DEV_USER];
  const router = new Router();
  const auth = async (req: MediaReq) => {
    const m = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''));
    return (m && users.find((u) => u.token === m[1])) || null;
  };
  const lookups: MediaLookups = opts.lookups ?? {
    channelCatchup: (id) => (id >= 1 && id <= 40 ? id !== 39 : undefined),
    vod: (id) => DEV_VODS[id] ?? (id <= 200 ? { providerId: 1, type: 'free' } : undefined),
  };
  // the same request checks as the real server: the head-end reads the query they leave
  registerMedia({ route: (m, p, h) => router.route(m, p, requestValidator().wrap(m, p, h as Handler)), auth }, lookups, opts);
  const files = opts.files ?? {};
  const corsPolicy = { allowedOrigins: opts.allowedOrigins ?? parseOrigins(process.env.ETERIS_ALLOWED_ORIGINS) };
  const server = http.createServer(async (raw, rawRes) => {
    const res = createRes(rawRes, raw.method === 'HEAD');
    try {
      const req = createReq(raw, new URL(raw.url ?? '/', 'http://localhost'));
      // the same allow-list as the real server: this origin and ETERIS_ALLOWED_ORIGINS
      if (applyCors(req, res, corsPolicy)) return;
      const file = files[req.path];
      if (file) {
        const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream';
        return res.send(200, readFileSync(file), type);
      }
      const match = router.match(req.method, req.path);
      if (match.kind !== 'found') return res.json(404, { error: { code: 'not_found', message: req.path } });
      req.params = match.params;
      await match.handler(req, res);
    } catch (e) {
      // the request checks' refusals (400 validation_failed, 413, ...) answer as on the real server
      if (e instanceof HttpError) return res.error(e);
      console.error('[media-dev]', e);
      res.json(500, { error: { code: 'internal', message: String(e) } });
    }
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && /media-dev\.m?js$/.test(process.argv[1])) {
  const root = process.cwd();
  const s = await startMediaDevServer({
    port: Number(process.argv[2] ?? 4400),
    files: { '/shaka-player.js': join(root, 'node_modules/shaka-player/dist/shaka-player.compiled.js') },
  });
  console.log(`media dev server on ${s.url} (user eteris-${DEV_USER.customerId}, drm token ${DEV_USER.drmToken})`);
}
