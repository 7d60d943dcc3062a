// The bench tools' static server: the repository's files on 127.0.0.1 (any free port), for the
// bench page and the builds under test. (run.mjs serves brotli and more types with its own.)
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** Starts the server; resolves with it and its base URL. */
export async function serveRepo() {
  const server = createServer((req, res) => {
    const file = join(ROOT, normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!file.startsWith(ROOT) || !existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': extname(file) === '.html' ? 'text/html' : 'text/javascript' }).end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}
