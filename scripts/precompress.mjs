// Writes `file.br` (brotli quality 11) and `file.gz` (gzip level 9) beside every text file of the
// element library (dist/) and the site (site/dist/) of 1 KB or more; the reference backend sends
// them to browsers that accept them (server/static.ts). Stale siblings (older than their file) are
// never sent, so a later partial build stays correct.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|md|xml|webmanifest|map)$/;

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (TEXT.test(e.name)) yield p;
  }
}

export function precompress(roots = ['dist', 'site/dist']) {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const root of roots) {
    for (const file of files(root)) {
      const buf = readFileSync(file);
      if (buf.length < 1024) continue;
      const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      count++;
      before += buf.length;
      after += br.length;
    }
  }
  return { count, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = Date.now();
  const { count, before, after } = precompress();
  console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
