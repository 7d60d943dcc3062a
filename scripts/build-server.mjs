// Bundles the reference backend (server/index.ts) into build/server.mjs with esbuild.
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    entryPoints: ['server/index.ts'],
    outfile: 'build/server.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    packages: 'external',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
