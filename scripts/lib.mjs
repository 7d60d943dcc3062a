// Shared steps of `npm start` and `npm test`: dependencies, the build, the backend process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Every file under the given paths (files or folders), as `path size mtime` lines: a cheap fingerprint.
 * Test files beside the sources are no input of the build: editing one builds nothing again.
 */
function fingerprint(paths) {
  const lines = [];
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const name of readdirSync(p).sort()) walk(join(p, name));
    else if (!/\.test\.tsx?$/.test(p)) lines.push(`${p} ${st.size} ${st.mtimeMs}`);
  };
  for (const p of paths) walk(p);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

const COMMON = ['package-lock.json', 'package.json', 'tsconfig.json'];
/** What each part of the build reads, and a file it writes (missing: build again). */
const PARTS = {
  elements: { inputs: ['src', 'rollup.config.mjs', 'scripts/custom-elements.mjs', 'scripts/react-wrappers.mjs', 'scripts/licences.mjs', 'scripts/shaka-build.mjs', ...COMMON], output: 'dist/eteris.iife.js' },
  site: { inputs: ['site/src', 'site/public', 'site/astro.config.mjs', 'src', ...COMMON], output: 'site/dist/index.html' },
  server: { inputs: ['server', 'scripts/build-server.mjs', ...COMMON], output: 'build/server.mjs' },
};
const STAMPS = 'build/.build-stamps.json';

/**
 * Builds the element library, its manifest, the host site and the reference backend.
 * `changedOnly`: skips each part whose inputs are as they were at its last build (`npm start`).
 */
export async function buildAll({ quiet = false, changedOnly = false } = {}) {
  const t0 = Date.now();
  const log = (m) => quiet || console.log(m);
  // the licences list is a source of the elements: written (when it changed) before fingerprinting
  const { writeLicences } = await import('./licences.mjs');
  writeLicences();
  // so are eteris/react's components, generated from the elements' manifest
  const { writeReactWrappers } = await import('./react-wrappers.mjs');
  writeReactWrappers();
  const stamps = changedOnly && existsSync(STAMPS) ? JSON.parse(readFileSync(STAMPS, 'utf8')) : {};
  const now = Object.fromEntries(Object.entries(PARTS).map(([k, v]) => [k, fingerprint(v.inputs)]));
  const stale = (part) => !changedOnly || stamps[part] !== now[part] || !existsSync(PARTS[part].output);
  const done = (part) => {
    stamps[part] = now[part];
    mkdirSync('build', { recursive: true });
    writeFileSync(STAMPS, JSON.stringify(stamps));
  };
  const astroEnv = { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } };
  const elements = stale('elements');
  if (elements) {
    log('Building elements (rollup)…');
    run(bin('rollup'), ['-c', '--silent']);
    run(process.execPath, ['scripts/custom-elements.mjs']);
  }
  const site = stale('site');
  if (site) {
    log('Building the host site (astro)…');
    run(bin('astro'), ['build', '--root', 'site', '--silent'], astroEnv);
  }
  if (elements || site) {
    log('Compressing the built files (brotli, gzip)…');
    const { precompress } = await import('./precompress.mjs');
    precompress();
  }
  if (elements) done('elements');
  if (site) done('site');
  if (stale('server')) {
    log('Building the reference backend…');
    const { buildServer } = await import('./build-server.mjs');
    await buildServer();
    done('server');
  }
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
