// Checks built files against the brotli size budgets in package.json ("sizeBudgets": {file: KB}).
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';

function brotliKB(file) {
  return brotliCompressSync(readFileSync(file)).length / 1024;
}

export function checkBudgets() {
  const budgets = JSON.parse(readFileSync('package.json', 'utf8')).sizeBudgets ?? {};
  let passed = 0;
  let failed = 0;
  for (const [file, kb] of Object.entries(budgets)) {
    const size = existsSync(file) ? brotliKB(file) : Infinity;
    const ok = size <= kb;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${file}: ${size.toFixed(1)} KB brotli (budget ${kb} KB)`);
    ok ? passed++ : failed++;
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(checkBudgets().failed ? 1 : 0);
