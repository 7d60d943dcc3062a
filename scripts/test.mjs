// npm test: everything CI runs. Installs what it needs (npm ci; Debian's chromium when root),
// then: type check, lint, build, size budgets, node tests (backend contract), browser element
// tests (@web/test-runner), end-to-end tests (playwright-core). Ends with `N passed, N failed`.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureDependencies, buildAll, run, startServer } from './lib.mjs';
import { checkBudgets } from './size-budgets.mjs';

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/** Names of the failed tests, repeated at the very end so the last lines of a CI log say what failed. */
const failedNames = [];
/** [seconds, stage, file or top-level suite]: the slowest are printed at the end, to see where time goes. */
const slow = [];
// `npm test -- e2e` runs one group; paths pick files within their groups
// (`node scripts/test.mjs browser src/elements/shared/markdown.test.tsx`).
const args = process.argv.slice(2);
const paths = args.filter((a) => a.includes('/'));
const only = args.filter((a) => !a.includes('/'));
// `npm run test:quick`: the inner loop. Types, lint of the changed files, and the browser tests of
// tests/core and of the elements whose folder changed, against a backend built alone (no rollup,
// no astro, no budgets, no node or end-to-end tests).
const quick = only.includes('quick');
if (quick) only.splice(0, only.length, 'types', 'lint', 'browser');
const wanted = (name) => only.length === 0 || only.includes(name);
/** The given paths under these folders, or the folders themselves when no path was given. */
const pick = (dirs) => (paths.length ? paths.filter((p) => dirs.some((d) => p.startsWith(`${d}/`))) : dirs.filter(existsSync));

function step(name, ok, passed = ok ? 1 : 0, failed = ok ? 0 : 1) {
  totals.passed += passed;
  totals.failed += failed;
  if (!ok || failed) failedSteps.push(name);
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed`);
}

/** Files changed against main's merge base (committed or not) and untracked ones that still exist. */
function changedFiles() {
  const git = (...a) => spawnSync('git', a, { encoding: 'utf8' }).stdout?.trim() ?? '';
  const base = git('merge-base', 'HEAD', 'main') || 'HEAD';
  const names = [...git('diff', '--name-only', base).split('\n'), ...git('ls-files', '-o', '--exclude-standard').split('\n')];
  return [...new Set(names.filter((n) => n && existsSync(n)))];
}

function tryRun(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
}

function tapCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const tap = readFileSync(file, 'utf8');
  // TAP: a test is `# Subtest: name` … `not ok N - name`, indented 4 per level; a failed
  // suite is `not ok` too: name only the failed tests that have no subtests, with their parents
  const stack = [];
  const parent = [];
  for (const line of tap.split('\n')) {
    const m = /^(\s*)(?:# Subtest: (.*)|not ok \d+ - (.*))$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    if (m[2] !== undefined) {
      stack[depth] = m[2];
      parent[depth] = false;
      if (depth > 0) parent[depth - 1] = true;
    } else if (!parent[depth]) failedNames.push(`${file}: ${[...stack.slice(0, depth), m[3]].join(' > ')}`);
  }
  // a top-level suite (one per file, as a rule) ends with `ok N - name` and its duration
  for (const m of tap.matchAll(/^(?:not )?ok \d+ - (.*)\n {2}---\n {2}duration_ms: ([\d.]+)/gm)) slow.push([Number(m[2]) / 1000, file, m[1]]);
  const num = (k) => Number(new RegExp(`^# ${k} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  return { passed: num('pass'), failed: num('fail') + num('cancelled') };
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const t0 = Date.now();
/** Wall time of each stage, printed at the end: where a run's minutes go. */
const stages = [];
let stageStart = t0;
let stageName = 'install (npm ci, chromium) when needed';
function stage(next) {
  const now = Date.now();
  stages.push([stageName, now - stageStart]);
  stageName = next;
  stageStart = now;
}
// Every temporary folder of this run (backend data, browser profiles) goes under one folder that
// is removed at the end, whatever the tests leave behind.
const runTmp = mkdtempSync(join(tmpdir(), 'eteris-run-'));
process.env.TMPDIR = runTmp;
process.on('exit', () => rmSync(runTmp, { recursive: true, force: true }));
ensureDependencies();
ensureChromium();
/** A free TCP port on this machine. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// Loaded only now: on a fresh clone these need the dependencies just installed (esbuild).
const { runNodeTests } = await import('./run-node-tests.mjs');
const { buildBrowserTests } = await import('./build-browser-tests.mjs');
mkdirSync('build', { recursive: true });

stage('types (OpenAPI, licences, tsc)');
// (the inner loop keeps tsc's incremental state between runs: a second check reads only what changed)
if (wanted('types') && quick) step('type check (tsc)', tryRun('node_modules/.bin/tsc', ['-p', '.', '--incremental', '--tsBuildInfoFile', 'build/tsc-quick.tsbuildinfo']));
else if (wanted('types')) {
  step('client types generated from the OpenAPI document are current', tryRun(process.execPath, ['scripts/openapi-types.mjs', '--check']));
  step('open-source licences list matches the bundled dependencies', tryRun(process.execPath, ['scripts/licences.mjs', '--check']));
  step('type check (tsc --strict, incl. the client/server contract and the site\'s TypeScript)', tryRun('node_modules/.bin/tsc', ['-p', '.']));
}
stage('lint');
const lintable = (f) => /\.(tsx?|mjs|js)$/.test(f) && /^(src|server|tests|scripts|bench|site\/src)\//.test(f);
const changed = quick ? changedFiles() : [];
if (wanted('lint') && quick) {
  const files = changed.filter(lintable);
  step(`lint (eslint, ${files.length} changed files)`, files.length === 0 || tryRun('node_modules/.bin/eslint', ['--max-warnings=0', ...files]));
} else if (wanted('lint')) step('lint (eslint)', tryRun('node_modules/.bin/eslint', ['--max-warnings=0', ...['src', 'server', 'tests', 'scripts', 'bench', 'site/src', 'site/astro.config.mjs'].filter(existsSync)]));

stage('build');
if (quick) await (await import('./build-server.mjs')).buildServer();
else await buildAll({ quiet: true, changedOnly: true });
stage('size budgets');
if (wanted('budgets')) {
  const r = checkBudgets();
  step('size budgets', r.failed === 0, r.passed, r.failed);
}

stage('node tests');
if (wanted('node')) {
  const r = await runNodeTests(pick(['tests/server', 'tests/core-node']), { tapFile: 'build/node-tests.tap' });
  const c = r.files ? tapCounts('build/node-tests.tap') : { passed: 0, failed: 0 };
  step('node tests (backend contract, media)', r.code === 0, c.passed, c.failed || (r.code === 0 ? 0 : 1));
}

const changedElements = new Set(changed.map((f) => /^src\/elements\/([^/]+)\//.exec(f)?.[1]).filter(Boolean));
const quickTests = () => readdirSync('tests/core').filter((n) => /\.test\.tsx?$/.test(n)).map((n) => `tests/core/${n}`)
  .concat([...changedElements].flatMap((d) => readdirSync(`src/elements/${d}`).filter((n) => /\.test\.tsx?$/.test(n)).map((n) => `src/elements/${d}/${n}`)));
if (quick) paths.push(...quickTests());
const browserPicked = paths.filter((p) => /\.test\.tsx?$/.test(p) && !p.startsWith('tests/server/') && !p.startsWith('tests/e2e/'));
stage('browser tests');
if (wanted('browser') && (paths.length === 0 || browserPicked.length > 0)) {
  const files = await buildBrowserTests();
  const dataDir = mkdtempSync(join(tmpdir(), 'eteris-wtr-'));
  // the element tests' page (web-test-runner) is another origin than the backend: name it in the
  // backend's CORS allow-list, on a port chosen here
  const wtrPort = await freePort();
  const { child, url } = await startServer({
    port: await freePort(),
    dataDir,
    env: { ETERIS_TEST_CONTROLS: '1', ETERIS_ALLOWED_ORIGINS: `http://localhost:${wtrPort}` },
  });
  writeFileSync('build/test-env.json', JSON.stringify({ backend: url }));
  rmSync('build/browser-test-counts.json', { force: true });
  const chosen = browserPicked.map((p) => `build/browser-tests/${p.replace(/\.tsx?$/, '.js')}`);
  const ok = files === 0 || tryRun('node_modules/.bin/wtr', ['--config', 'web-test-runner.config.mjs', '--port', String(wtrPort), ...(chosen.length ? ['--files', ...chosen] : [])]);
  child.kill('SIGTERM');
  const c = existsSync('build/browser-test-counts.json') ? JSON.parse(readFileSync('build/browser-test-counts.json', 'utf8')) : { passed: 0, failed: files ? 1 : 0 };
  for (const n of c.names ?? []) failedNames.push(`browser ${n}`);
  for (const [f, sec] of Object.entries(c.seconds ?? {})) slow.push([sec, 'browser', f]);
  step('browser tests (@web/test-runner, Chromium)', ok, c.passed, c.failed || (ok ? 0 : 1));
}

stage('end-to-end tests');
if (wanted('e2e')) {
  // one Chromium for the stage: each test opens its own context in it (tests/e2e/browser.ts)
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./chromium.mjs');
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  process.env.ETERIS_E2E_BROWSER = browserServer.wsEndpoint();
  const r = await runNodeTests(pick(['tests/e2e']), { tapFile: 'build/e2e.tap' });
  await browserServer.close();
  const c = r.files ? tapCounts('build/e2e.tap') : { passed: 0, failed: 0 };
  step('end-to-end tests (playwright-core)', r.code === 0, c.passed, c.failed || (r.code === 0 ? 0 : 1));
}

stage('');
console.log('\nstage times:');
for (const [name, ms] of stages) if (ms >= 500) console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`);
if (slow.length) {
  console.log('\nslowest files:');
  for (const [sec, where, name] of slow.sort((a, b) => b[0] - a[0]).slice(0, 15)) console.log(`  ${sec.toFixed(1).padStart(6)} s  ${where}: ${name}`);
}
if (failedNames.length) console.log(`\nfailed:\n${failedNames.map((n) => `  ✖ ${n}`).join('\n')}`);
console.log(`\nnpm test took ${((Date.now() - t0) / 1000).toFixed(0)} s${failedSteps.length ? `; failing: ${failedSteps.join(', ')}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
