// The Eteris reference backend: one process serving the API, login service, stats, event stream,
// media (server/media) and the static site. Bundled by scripts/build-server.mjs to build/server.mjs.
import path from 'node:path';
import { createApp } from './http/app';
import type { HostConfig } from './http/host';
import { Store } from './store/store';
import { seedStore } from './domain/seed';
import { createAuthenticate } from './domain/auth';
import { createStatic } from './static';
import { registerRoutes } from './routes';
import { loadSecrets } from './security/secrets';
import { parseOrigins } from './http/cors';

const root = process.cwd();
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
const config: HostConfig = {
  port: Number(process.env.PORT) || 4321,
  dataDir,
  testControls: process.env.ETERIS_TEST_CONTROLS === '1',
  root,
  allowedOrigins: parseOrigins(process.env.ETERIS_ALLOWED_ORIGINS),
  trustProxy: process.env.ETERIS_TRUST_PROXY === '1',
  secrets: loadSecrets(dataDir),
};

const store = new Store(config.dataDir);
if (store.droppedBytes > 0) console.warn(`[store] dropped a torn journal tail of ${store.droppedBytes} bytes`);
if (store.fresh) seedStore(store);

const app = createApp(config, store, createAuthenticate(store), createStatic(root));
registerRoutes(app.host);

app.server.listen(config.port, () => {
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  console.log(`Eteris reference backend on http://localhost:${port}`);
});

let closing = false;
function shutdown(): void {
  if (closing) return;
  closing = true;
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  app
    .close()
    .catch(() => undefined)
    .finally(() => {
      store.close();
      process.exit(0);
    });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
