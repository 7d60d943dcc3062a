import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ONE_PLAYBACK_WRITER = {
  // (each <tv-player> has its own playback store: `stores.playback`, or `playback` taken from it)
  selector: "CallExpression[callee.property.name=/^(set|setKey)$/]:matches([callee.object.name='playback'], [callee.object.property.name='playback'])",
  message: 'Only src/player/playback.ts writes a playback store: report to it (reportPlayback).',
};
const NO_FIXED_WAITS = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'A fixed wait: wait for the event or state the test needs (until/untilAsync in tests/helpers/until.ts, page.waitForFunction).',
  },
  {
    selector: "CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier'][arguments.length>1]:not([arguments.1.value=0])",
    message: 'A fixed wait: wait for the event or state the test needs (until/untilAsync in tests/helpers/until.ts), never for a time.',
  },
  {
    // a page.waitForFunction that waits for the page's clock to pass a time (`Date.now() > deadline`)
    selector: "CallExpression[callee.property.name='waitForFunction'] BinaryExpression[operator=/^[<>]=?$/] > CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name='now']",
    message: 'A wait for a time (a deadline): wait for the state the test needs, or move the page\'s clock (page.clock) past the timer it waits for.',
  },
];
const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
// Every HTTP call of the client is a function of src/core/api/<resource>.ts; the rest imports those.
const API_CALLS = { group: ['**/api/client', '**/api/public'], importNames: ['api', 'publicApi', 'request'], message: 'Call the API through a function of src/core/api/<resource>.ts.' };
// The core is framework-free: elements bring React, the core never does.
const REACT = { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@nanostores/react', '@r2wc/*'], message: 'src/core has no React: views live in src/elements.' };
// core/api reports to stores through events (./events.ts), so it imports none.
const STORES = { group: ['**/stores/*'], message: 'core/api imports no store: emit an api event (src/core/api/events.ts) instead.', allowTypeImports: true };
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['src/core/api/schema.gen.ts', 'dist/**', 'build/**', 'site/dist/**', 'site/.astro/**', 'node_modules/**', 'server/media/fixtures/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', navigator: 'readonly', location: 'readonly', console: 'readonly',
        process: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly',
        clearInterval: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', fetch: 'readonly', crypto: 'readonly',
        TextEncoder: 'readonly', TextDecoder: 'readonly', customElements: 'readonly', HTMLElement: 'readonly',
        CustomEvent: 'readonly', Event: 'readonly', AbortController: 'readonly', performance: 'readonly', atob: 'readonly', btoa: 'readonly',
        requestAnimationFrame: 'readonly', cancelAnimationFrame: 'readonly', globalThis: 'readonly', structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowTernary: true, allowShortCircuit: true }],
    },
  },
  { files: ['tests/**', 'src/**/*.test.ts', 'src/**/*.test.tsx'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
  // a playback store has one writer (src/player/playback.ts); the player reports to it, everything else reads
  {
    files: ['src/**', 'tests/**'],
    ignores: ['src/player/playback.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_PLAYBACK_WRITER] },
  },
  // a test waits for the event or state it needs, never for a time (a busy machine outlasts any time)
  {
    files: ['tests/**', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    ignores: ['tests/helpers/until.ts', 'tests/hosts/**'],
    rules: { 'no-restricted-syntax': ['error', ONE_PLAYBACK_WRITER, ...NO_FIXED_WAITS] },
  },
  { files: ['src/core/**'], ignores: ['src/core/api/**', ...TESTS], rules: restrict(API_CALLS, REACT) },
  { files: ['src/core/api/**'], rules: restrict(REACT, STORES) },
  { files: ['src/**'], ignores: ['src/core/**', ...TESTS], rules: restrict(API_CALLS) },
);
