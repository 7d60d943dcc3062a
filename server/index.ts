// The Eteris reference backend: one process serving the API, login service, stats, event stream,
// media (server/media) and the static site. Bundled by scripts/build-server.mjs to build/server.mjs.
import path from 'node:path';
import { createApp } from './http/app';
import type { HostConfig } from './http/host';
import { Store } from './store/store';
import { StoreDamaged } from './store/errors';
import { repairStore } from './store/repair';
import { seedStore } from './domain/seed';
import { migrateStore } from './domain/migrate';
import { createAuthenticate } from './domain/auth';
import { createStatic } from './static';
import { pageAt } from './catalogue/pages';
import { registerRoutes } from './routes';
import { loadSecrets } from './security/secrets';
import { parseOrigins } from './http/cors';
import { parseServiceOrigins } from './http/browser-policy';
import { lifetimesFromEnv, setLifetimes } from './domain/sessions';

const root = process.cwd();
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
const config: HostConfig = {
  // PORT=0: a free port the system picks (printed below)
  port: process.env.PORT ? Number(process.env.PORT) : 4321,
  dataDir,
  testControls: process.env.ETERIS_TEST_CONTROLS === '1',
  root,
  allowedOrigins: parseOrigins(process.env.ETERIS_ALLOWED_ORIGINS),
  trustProxy: process.env.ETERIS_TRUST_PROXY === '1',
  serviceOrigins: parseServiceOrigins(process.env.ETERIS_SERVICE_ORIGINS),
  publicUrl: process.env.ETERIS_PUBLIC_URL || undefined,
  secrets: loadSecrets(dataDir),
};

if (process.argv[2] === '--repair') {
  const dir = path.resolve(root, process.argv[3] || process.env.DATA_DIR || '.data');
  for (const line of repairStore(dir)) console.log(`[store repair] ${line}`);
  process.exit(0);
}

setLifetimes(lifetimesFromEnv(process.env));
const store = openStore(config.dataDir);
for (const note of store.notes) console.warn(`[store] ${note}`);
if (store.fresh) seedStore(store, config.secrets.cookie);
for (const note of migrateStore(store, config.secrets.cookie)) console.warn(`[store] ${note}`);

// a CMS page the page list does not have is not found, like any unknown path
const app = createApp(config, store, createAuthenticate(store), createStatic(root, config, { page: (param) => pageAt(param) !== undefined }));
registerRoutes(app.host);
app.checkRoutes();

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

function openStore(dir: string): Store {
  try {
    return new Store(dir);
  } catch (e) {
    if (!(e instanceof StoreDamaged)) throw e;
    console.error(
      [
        `[store] NOT STARTING: the data in ${dir} is damaged.`,
        `[store] ${e.message}`,
        '[store] Every file was left exactly as it was. To keep every intact record and move the damaged ones to a',
        `[store] quarantine folder, stop anything using it and run:  npm run store:repair -- ${dir}`,
      ].join('\n'),
    );
    process.exit(2);
  }
}
