// Builds the element library:
// - dist/elements/<tag>.js: one ESM entry per element, all sharing ONE core chunk
//   (dist/elements/chunks/core.js: React, nanostores, i18n, src/core, define.ts, shared pieces);
// - dist/eteris.iife.js: one self-contained file for partners' <script> tags.
import { readdirSync, existsSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const elements = Object.fromEntries(
  readdirSync('src/elements', { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('tv-') && existsSync(`src/elements/${d.name}/${d.name}.ts`))
    .map((d) => [d.name, `src/elements/${d.name}/${d.name}.ts`]),
);

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  esbuild({ target: 'es2022', jsx: 'automatic', loaders: { '.json': 'json' }, tsconfig: 'tsconfig.json' }),
  terser({ format: { comments: false } }),
];

/** Everything that is not one element's own code goes to the single shared chunk. */
function manualChunks(id) {
  if (id.includes('/node_modules/shaka-player/')) return 'shaka';
  if (id.includes('/node_modules/') || id.includes('/src/core/') || id.includes('/src/elements/shared/') || id.endsWith('/src/elements/define.ts')) return 'core';
  return undefined;
}

export default [
  {
    input: { ...elements, index: 'src/index.ts' },
    output: { dir: 'dist/elements', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].js', manualChunks },
    plugins: plugins(),
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/eteris.iife.js', format: 'iife', name: 'Eteris', inlineDynamicImports: true },
    plugins: plugins(),
  },
];
