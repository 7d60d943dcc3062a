// Bundles node-side tests (tests/server, tests/core-node, tests/e2e ...) with esbuild and runs them
// with node's test runner. Usage: node scripts/run-node-tests.mjs <dir> [more dirs] [-- node --test flags]
// Prints node's TAP-like summary; exit code is node --test's.
// Two files run at once where the machine has two cores (each test file starts its own server and
// browser context, so files share nothing); ETERIS_TEST_CONCURRENCY=N runs N.
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { readdirSync, statSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { availableParallelism } from 'node:os';

function findTests(dir) {
  if (statSync(dir).isFile()) return [dir];
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...findTests(p));
    else if (/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

export async function runNodeTests(dirs, { concurrency = Number(process.env.ETERIS_TEST_CONCURRENCY) || Math.min(2, availableParallelism()), reporter = 'spec', tapFile = null, outdir = `build/node-tests-${process.pid}` } = {}) {
  const entries = dirs.flatMap(findTests);
  if (entries.length === 0) return { code: 0, files: 0 };
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entries,
    outdir,
    outbase: '.',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  const files = entries.map((e) => join(outdir, relative('.', e)).replace(/\.tsx?$/, '.mjs'));
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--enable-source-maps', '--test', `--test-concurrency=${concurrency}`,
        `--test-reporter=${reporter}`, '--test-reporter-destination=stdout',
        ...(tapFile ? ['--test-reporter=tap', `--test-reporter-destination=${tapFile}`] : []),
        ...files,
      ],
      { stdio: 'inherit', env: { ...process.env, ETERIS_TEST_CONTROLS: '1' } },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  rmSync(outdir, { recursive: true, force: true });
  return { code, files: files.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const { code } = await runNodeTests(dirs.length ? dirs : ['tests/server']);
  process.exit(code);
}
