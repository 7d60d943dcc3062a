// Builds the element library:
// - dist/elements/<tag>.js: one ESM entry per element, all sharing ONE core chunk
//   (dist/elements/chunks/core.js: React, r2wc, nanostores, i18next with the lt texts, define.ts and
//   what it needs: config, session, route rules) and, above it, chunks that rollup cuts by which
//   entries use them (the guide's stores, the PIN box, reminders...), so a CMS page with one
//   <tv-vod-row> loads only what that row needs (bench/cms, tests/e2e/cms-page.test.ts);
// - dist/eteris.iife.js: one self-contained file for partners' <script> tags.
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { SHAKA_BUILD } from './scripts/shaka-build.mjs';

const elements = Object.fromEntries(
  readdirSync('src/elements', { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('tv-') && existsSync(`src/elements/${d.name}/${d.name}.ts`))
    .map((d) => [d.name, `src/elements/${d.name}/${d.name}.ts`]),
);

/**
 * shaka-player's compiled file ends with a UMD tail that calls define() when the host page has an
 * AMD loader (RequireJS on a CMS page): the player would then register itself there and our import
 * would get nothing. Cut that branch out of the bundle.
 */
function shakaNoAmd() {
  const amd = /typeof define\s*==+\s*["']function["']\s*&&\s*define\.amd/g;
  return {
    name: 'shaka-no-amd',
    transform(code, id) {
      if (!id.includes('/node_modules/shaka-player/') || !amd.test(code)) return null;
      amd.lastIndex = 0;
      return { code: code.replace(amd, 'false'), map: null };
    },
  };
}

/** `import 'shaka-player'` gets the build of scripts/shaka-build.mjs (DASH only, ES2021). */
function shakaBuild() {
  return {
    name: 'shaka-build',
    resolveId(source, importer) {
      return source === 'shaka-player' ? this.resolve(SHAKA_BUILD, importer, { skipSelf: true }) : null;
    },
  };
}

/**
 * The Lithuanian texts every page may need at once (what code outside React reads, the frame, the
 * catalogue rows) are part of the core; the screens' own texts (products, registration, settings...)
 * are the `lt` chunk, fetched the first time a view asks for one of them (src/core/i18n). Tests
 * and the dev server import the whole lt.json as it is.
 */
export const LT_SHELL = ['common', 'errors', 'route', 'nav', 'footer', 'legal', 'languages', 'geo', 'mobile', 'session', 'pin', 'epg', 'player', 'reminders', 'home', 'vod_row', 'wishlist', 'live_page', 'continue_watching'];
const LT_FILE = path.resolve('src/core/i18n/locales/lt.json');
function ltShell() {
  const fromI18n = (source, importer) => source === './locales/lt.json' && !!importer && importer.endsWith(`${path.sep}src${path.sep}core${path.sep}i18n${path.sep}index.ts`);
  return {
    name: 'lt-shell',
    resolveId(source, importer) {
      return fromI18n(source, importer) ? '\0lt-shell' : null;
    },
    resolveDynamicImport(source, importer) {
      return typeof source === 'string' && fromI18n(source, importer) ? LT_FILE : null;
    },
    load(id) {
      if (id !== '\0lt-shell') return null;
      const all = JSON.parse(readFileSync(LT_FILE, 'utf8'));
      for (const k of LT_SHELL) if (!(k in all)) this.error(`lt.json has no section ${k}`);
      return `export default ${JSON.stringify(Object.fromEntries(LT_SHELL.map((k) => [k, all[k]])))};`;
    },
  };
}

/**
 * The elements' descriptions in lt and ru (`elements_docs` of the locale files) are read by the
 * elements page (/elements) only, embedded at build time (site/src/elements-manifest.ts): no bundle
 * carries them.
 */
const LOCALE_FILE = /[\\/]src[\\/]core[\\/]i18n[\\/]locales[\\/][a-z]+\.json$/;
function withoutElementsDocs() {
  return {
    name: 'without-elements-docs',
    transform(code, id) {
      if (!LOCALE_FILE.test(id)) return null;
      const all = JSON.parse(code);
      if (!('elements_docs' in all)) return null;
      delete all.elements_docs;
      return { code: JSON.stringify(all), map: null };
    },
  };
}

/** `iife`: the partners' script loads shaka at run time from next to itself (never inlined). */
const plugins = ({ iife = false } = {}) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __ETERIS_IIFE__: String(iife) } }),
  ltShell(),
  withoutElementsDocs(),
  shakaBuild(),
  shakaNoAmd(),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  esbuild({ target: 'es2022', jsx: 'automatic', loaders: { '.json': 'json' }, tsconfig: 'tsconfig.json' }),
  // (ETERIS_NO_MINIFY=1: readable function names in a browser's profiles and traces; never shipped)
  ...(process.env.ETERIS_NO_MINIFY ? [] : [terser({ format: { comments: false } })]),
];

/**
 * The runtime every element needs goes to the one shared core chunk (with define.ts, which pulls
 * in the core modules it needs); the rest of src/core and src/elements/shared is split by rollup
 * by the set of entries that use it. Loaded on demand only: shaka, the markdown renderer with
 * marked (imported by shared/markdown.tsx), the stats hello's msgpack encoder, and the en and ru
 * catalogues (lt is the default and in the core); and the phone and QR code libraries, which only
 * the getting-in screens (src/elements/join) load.
 */
function manualChunks(id) {
  if (id.includes('/node_modules/shaka-player/')) return 'shaka';
  if (id.includes('/node_modules/marked/') || id.endsWith('/src/elements/shared/markdown-view.tsx')) return 'markdown';
  if (id.includes('/node_modules/libphonenumber-js/')) return 'phone';
  if (id.includes('/node_modules/qrcode-generator/')) return 'qr';
  if (id.includes('/node_modules/@msgpack/')) return 'msgpack';
  const locale = /\/src\/core\/i18n\/locales\/(en|ru|lt)\.json$/.exec(id);
  if (locale) return `locale-${locale[1]}`;
  if (/\/node_modules\/(react|react-dom|scheduler|@r2wc\/[^/]+|nanostores|@nanostores\/react|i18next)\//.test(id) || id.endsWith('/src/elements/define.ts')) return 'core';
  return undefined;
}

export default [
  {
    input: { ...elements, index: 'src/index.ts', configure: 'src/configure.ts' },
    // SOURCEMAP=1 (profiling): maps next to the chunks, to name what a CPU profile shows
    output: { dir: 'dist/elements', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].js', manualChunks, sourcemap: !!process.env.SOURCEMAP },
    plugins: plugins(),
  },
  {
    // (src/iife.ts sets window.Eteris itself: rollup's `name` would replace another copy's)
    input: 'src/iife.ts',
    output: { file: 'dist/eteris.iife.js', format: 'iife', inlineDynamicImports: true },
    plugins: plugins({ iife: true }),
  },
  {
    // eteris/react: typed wrappers for React 18 and 19 apps, using the application's own React
    input: 'src/react/index.ts',
    output: { file: 'dist/react.js', format: 'es' },
    external: ['react'],
    plugins: plugins(),
  },
  {
    // shaka for the IIFE build, fetched lazily by src/player/shaka-loader.ts (dist/eteris-shaka.js)
    input: 'src/player/shaka-entry.ts',
    output: { file: 'dist/eteris-shaka.js', format: 'es' },
    plugins: plugins(),
  },
];
