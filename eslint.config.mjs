import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
  // $playback has one writer (src/player/playback.ts); the player reports to it, everything else reads
  {
    files: ['src/**', 'tests/**'],
    ignores: ['src/player/playback.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.object.name='$playback'][callee.property.name=/^(set|setKey)$/]",
        message: 'Only src/player/playback.ts writes $playback: report to it (reportPlayback).',
      }],
    },
  },
);
