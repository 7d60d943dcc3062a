// Shared steps of `npm start` and `npm test`: dependencies, the build, the backend process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
    err.exitCode = r.status ?? 1;
    throw err;
  }
}

const MARKER = 'node_modules/.eteris-lock-hash';
const lockHash = () => createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');

/** Installs dependencies on a fresh clone, or when package-lock.json changed since the last install. */
export function ensureDependencies() {
  const hash = lockHash();
  if (existsSync(MARKER) && readFileSync(MARKER, 'utf8') === hash) return false;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(MARKER, hash);
  return true;
}

const bin = (name) => `node_modules/.bin/${name}`;

/** Builds the element library, its manifest, the host site and the reference backend. */
export async function buildAll({ quiet = false } = {}) {
  const t0 = Date.now();
  const log = (m) => quiet || console.log(m);
  log('Building elements (rollup)…');
  const { writeLicences } = await import('./licences.mjs');
  writeLicences();
  run(bin('rollup'), ['-c', '--silent']);
  run(process.execPath, ['scripts/custom-elements.mjs']);
  log('Building the host site (astro)…');
  run(bin('astro'), ['build', '--root', 'site', '--silent']);
  log('Compressing the built files (brotli, gzip)…');
  const { precompress } = await import('./precompress.mjs');
  precompress();
  log('Building the reference backend…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
  log(`Built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Starts build/server.mjs; resolves once it prints its address. */
export function startServer({ port = 4321, dataDir = '.data', env = {}, stdio = 'pipe' } = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/server.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buf = '';
    const onData = (d) => {
      buf += d;
      if (stdio === 'inherit') process.stdout.write(d);
      const m = /on (http:\/\/\S+)/.exec(buf);
      if (m) {
        child.stdout.off('data', onData);
        if (stdio === 'inherit') child.stdout.pipe(process.stdout);
        else child.stdout.resume();
        resolve({ child, url: m[1] });
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', (code) => reject(new Error(`reference backend exited (${code}) before it was ready`)));
  });
}
