// The published package as a partner installs it: `npm pack`'s tarball installed with npm into a
// React 18 and a React 19 application (tests/hosts/package-app), bundled, and every eteris/react
// component rendered on a page of another origin. The application has one React, its own: a second
// copy nested under eteris would blank the page ("Cannot read properties of null (reading
// 'useRef')"). Also: `npm publish --dry-run` raises nothing but the missing login.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';

function npm(args: string[], cwd: string): string {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8' });
  assert.equal(r.status, 0, `npm ${args.join(' ')}\n${r.stdout}\n${r.stderr}`);
  return `${r.stdout}${r.stderr}`;
}

/** Every package.json of a package named `name` under node_modules, nested ones too. */
function copies(dir: string, name: string): string[] {
  const found: string[] = [];
  const walk = (nm: string) => {
    if (!existsSync(nm)) return;
    for (const entry of readdirSync(nm)) {
      const pkgs = entry.startsWith('@') ? readdirSync(join(nm, entry)).map((e) => join(nm, entry, e)) : [join(nm, entry)];
      for (const p of pkgs) {
        if (p.endsWith(`/${name}`) && existsSync(join(p, 'package.json'))) found.push(p);
        walk(join(p, 'node_modules'));
      }
    }
  };
  walk(join(dir, 'node_modules'));
  return found;
}

describe('the packed package in React applications', () => {
  let e: E2E;
  let work = '';
  let tarball = '';
  const bundles: Record<string, string> = {};
  let srv: http.Server;
  let origin = '';
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'eteris-package-'));
    const packed = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], resolve('.')).replace(/^[^[]*/, '')) as { filename: string }[];
    tarball = join(work, packed[0]!.filename);
    srv = http.createServer((req, res) => {
      const app = /^\/(react1[89])\.(html|js)$/.exec(req.url ?? '');
      if (!app) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': app[2] === 'js' ? 'text/javascript' : 'text/html; charset=utf-8' });
      res.end(
        app[2] === 'js'
          ? bundles[app[1]!]
          : `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partner</title></head><body><div id="root"></div><script>window.OPERATOR = ${JSON.stringify(e.server.url)};</script><script src="/${app[1]}.js"></script></body></html>`,
      );
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
    e = await launch({ server: await startServer({ env: { ETERIS_ALLOWED_ORIGINS: origin } }) });
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await new Promise((r) => srv.close(r));
    rmSync(work, { recursive: true, force: true });
  });

  it('npm publish --dry-run warns of nothing but the missing login', () => {
    const out = npm(['publish', '--dry-run', '--ignore-scripts'], resolve('.'));
    const warnings = out.split('\n').filter((l) => /npm (warn|error)/i.test(l) && !/requires you to be logged in/.test(l));
    assert.deepEqual(warnings, []);
    assert.match(out, /\+ eteris@/);
  });

  for (const [app, major] of [['react18', '18'], ['react19', '19']] as const) {
    it(`installs into a React ${major} application with its one React, and every eteris/react component renders`, async () => {
      const dir = join(work, app);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      copyFileSync(`tests/hosts/package-app/${app}/package.json`, join(dir, 'package.json'));
      copyFileSync('tests/hosts/package-app/app.js', join(dir, 'app.js'));
      npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', tarball], dir);
      // one React and one react-dom: the application's (eteris brings none of its own)
      assert.deepEqual(copies(dir, 'react').map((p) => p.slice(dir.length)), ['/node_modules/react']);
      assert.deepEqual(copies(dir, 'react-dom').map((p) => p.slice(dir.length)), ['/node_modules/react-dom']);
      assert.equal(existsSync(join(dir, 'node_modules/eteris/node_modules')), false, 'eteris installs nothing beside itself');

      const out = await build({
        entryPoints: [join(dir, 'app.js')],
        absWorkingDir: dir,
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'error',
      });
      bundles[app] = out.outputFiles[0]!.text;

      const { page } = e;
      const consoleErrors: string[] = [];
      const onConsole = (m: { type(): string; text(): string }) => {
        if (m.type() === 'error' && /useRef|Invalid hook call|more than one copy of React/i.test(m.text())) consoleErrors.push(m.text());
      };
      page.on('console', onConsole);
      try {
        await page.goto(`${origin}/${app}.html`);
        assert.match((await page.locator('#version').textContent()) ?? '', new RegExp(`^${major}\\.`));
        const manifest = JSON.parse(readFileSync(join(dir, 'node_modules/eteris/dist/custom-elements.json'), 'utf8')) as { modules: { declarations: { name: string; tagName: string }[] }[] };
        const names = (await page.locator('#wrappers').textContent())!.split(' ');
        assert.ok(names.length >= 6, names.join(' '));
        // each component's element is in the page, defined by the package (an upgraded element)
        const tags = Object.fromEntries(manifest.modules.map((m) => [m.declarations[0]!.name, m.declarations[0]!.tagName]));
        const wanted = names.map((name) => {
          assert.ok(tags[name], `${name} is an element of the manifest`);
          return `section[data-wrapper="${name}"] > ${tags[name]}`;
        });
        const missing = () => page.evaluate((list) => list.filter((s) => !document.querySelector(s)?.matches(':defined')), wanted);
        await page.waitForFunction((list) => list.every((s) => document.querySelector(s)?.matches(':defined')), wanted).catch(async (err: Error) => {
          throw new Error(`${err.message}: at ${page.url()} not defined: ${(await missing()).join(', ')}`);
        });
        assert.deepEqual(await page.locator('.failed').allTextContents(), []);
        assert.deepEqual(consoleErrors, []);
        assert.deepEqual(e.errors, []);
      } finally {
        page.off('console', onConsole);
      }
    });
  }
});
