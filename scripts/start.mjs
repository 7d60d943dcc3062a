// npm start: install (first run), build, start the reference backend + host site on one address.
import { ensureDependencies, buildAll, startServer } from './lib.mjs';

const port = Number(process.env.PORT ?? 4321);
try {
  ensureDependencies();
  await buildAll({ changedOnly: true });
  const { child, url } = await startServer({ port, dataDir: process.env.DATA_DIR ?? '.data' });
  console.log(`\nEteris is running at ${url}\n(demo: anna@example.lt / Labas123!  ·  Ctrl-C stops)`);
  const stop = () => {
    child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
} catch (err) {
  console.error(`\nnpm start failed: ${err.message}`);
  process.exit(err.exitCode ?? 1);
}
