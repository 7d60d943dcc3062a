// Bundles the browser tests (tests/core, tests/elements, tests/player, and the tests beside each
// element in src/elements/<tag>/: *.test.ts(x)) with esbuild into build/browser-tests/<same path>, with code splitting so a test file shares one copy of src/core with the
// elements it imports, as on a real page. @web/test-runner then runs the bundles in Chromium.
import { build } from 'esbuild';
import { readdirSync, statSync, rmSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHAKA_BUILD } from './shaka-build.mjs';
import { loadDocument } from './openapi-types.mjs';

const BROWSER_TEST_DIRS = ['tests/core', 'tests/elements', 'tests/player', 'src/elements'];

function findTests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? findTests(p) : /\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/**
 * chai-a11y-axe (through @open-wc/testing) loads axe with `require` when a bundler offers one, so
 * esbuild put axe (0.5 MB) on every test page, fetched and parsed by files that never check
 * accessibility. Its loader is given the package's own browser path: axe is imported the first
 * time a test checks accessibility.
 */
const axeOnDemand = {
  name: 'axe-on-demand',
  setup(b) {
    b.onLoad({ filter: /[\\/]chai-a11y-axe[\\/]src[\\/]axe-import\.js$/ }, (args) => ({
      contents: "export let axe;\nexport async function loadAxe() {\n  if (!window.axe) await import('axe-core/axe.min.js');\n  axe = window.axe;\n}\n",
      resolveDir: dirname(args.path),
    }));
  },
};

/** Where the fake API (tests/fakes/api.ts) reads the document's operations and examples. */
const FAKE_API_JSON = 'build/browser-tests/fake-api.json';

/**
 * The OpenAPI document as the fake API needs it: each operation's success status and the schema
 * of its JSON answer (null: no body), and every schema's example. The server's document is the
 * one source of both.
 */
async function writeFakeApi() {
  const doc = await loadDocument();
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const ok = Object.entries(op.responses).find(([status]) => /^2/.test(status));
      if (!ok) continue;
      const [status, res] = ok;
      const ref = res.content?.['application/json']?.schema?.$ref;
      if (res.content && !ref) continue;
      operations.push({ method: method.toUpperCase(), path, status: Number(status), schema: ref ? ref.split('/').pop() : null });
    }
  }
  const examples = Object.fromEntries(Object.entries(doc.components.schemas).filter(([, s]) => 'example' in s).map(([name, s]) => [name, s.example]));
  mkdirSync('build/browser-tests', { recursive: true });
  writeFileSync(FAKE_API_JSON, JSON.stringify({ operations, examples }));
}

export async function buildBrowserTests() {
  const entries = BROWSER_TEST_DIRS.flatMap(findTests);
  rmSync('build/browser-tests', { recursive: true, force: true });
  if (!entries.length) return 0;
  await build({
    entryPoints: entries,
    outdir: 'build/browser-tests',
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    alias: { 'shaka-player': process.env.SHAKA_DEBUG ? 'shaka-player/dist/shaka-player.dash-es2021.debug.js' : SHAKA_BUILD },
    // maps in files of their own: every test page starts in a fresh browser context and fetches
    // its whole module graph; inline maps made that graph 3-4 times as large (axe, react-dom and
    // chai alone 6.7 MB), and the runner reads a linked map only to map a stack trace
    sourcemap: 'linked',
    define: { 'process.env.NODE_ENV': '"development"' },
    // a failed assertion holding a DOM node would hang the runner: see the file
    inject: ['tests/helpers/safe-errors.ts'],
    plugins: [axeOnDemand],
    logLevel: 'warning',
  });
  await writeFakeApi();
  return entries.length;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`${await buildBrowserTests()} browser test files bundled`);
