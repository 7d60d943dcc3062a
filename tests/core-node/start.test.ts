// `npm start` after a build (npm test builds before this stage): it builds nothing again (an edited
// test file is no input of the build), says nothing of Astro's telemetry, and serves the site.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { statSync, utimesSync } from 'node:fs';
import { freePort, tempDataDir } from '../server/helpers';

const BUILT = ['dist/eteris.iife.js', 'site/dist/index.html', 'build/server.mjs'];

describe('npm start', () => {
  it('a second start rebuilds nothing that has not changed and prints no telemetry notice', async () => {
    const before = BUILT.map((f) => statSync(f).mtimeMs);
    // a test beside an element's sources, edited since the build
    const now = new Date();
    utimesSync('src/elements/define.test.tsx', now, now);
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: tempDataDir() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const read = (d: Buffer) => {
          out += d;
          if (out.includes('Eteris is running at')) resolve();
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => reject(new Error(`npm start exited (${code}):\n${out}`)));
      });
      const home = await fetch(`http://localhost:${port}/`);
      assert.equal(home.status, 200);
    } finally {
      child.kill('SIGTERM');
    }
    assert.doesNotMatch(out, /Building|rollup|astro/i, out);
    assert.doesNotMatch(out, /telemetry/i, out);
    assert.deepEqual(BUILT.map((f) => statSync(f).mtimeMs), before, 'the built files are as they were');
  });
});
