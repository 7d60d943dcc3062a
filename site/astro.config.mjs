import { defineConfig } from 'astro/config';

// Static host site: every page is a shell composing the element library, which the reference
// backend serves under /elements/. Parameter routes (/tv/..., /search/..., ...) are served by the
// backend's fallback to the section's index.html.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  output: 'static',
  outDir: './dist',
  build: { format: 'directory', inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  telemetry: false,
});
