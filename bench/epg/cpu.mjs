// CPU time per frame of the vertical fling, per Chromium thread, read from /proc (Linux; only this
// script's Chromium): a thread's CPU time moves much less than fps or a trace's wall times when
// other work on the machine takes the cores away (on this 2-core machine, still by up to a fifth
// under a load of 4-5), so two builds or style variants are compared in turns, several times.
// Runs the variants in turns, RUNS times each, in one browser, and prints per variant the median
// CPU ms per frame of the renderer's main thread, of all of Chromium's threads, and the fps.
// Usage: node bench/epg/cpu.mjs [--runs=5] [--n=1000] [--step=200] [--px=56000] variant...
//   --step: a fixed step per frame, without the probe (the same work for every variant, however
//   late its frames come); --px: at most this far.
//   a variant: a build's URL path (e.g. /build/grid-before/elements/tv-epg-grid.js), "dist" (this
//   build), or dist+css:<rules> (extra rules put in the guide's shadow root after the mount).
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveRepo } from './serve.mjs';

const arg = (name, def) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? def;
const RUNS = Number(arg('runs', '5'));
const N = Number(arg('n', '1000'));
/** --step=200: a fixed step per frame and no probe (the same work for every variant, however late its frames). */
const STEP = Number(arg('step', '0'));
const variants = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!variants.length) variants.push('dist');

const { server, base } = await serveRepo();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--enable-precise-memory-info',
    '--disable-renderer-backgrounding', '--disable-background-timer-throttling'],
});

const TICK = 1000 / 100; // ms per clock tick (USER_HZ 100)
/** CPU ms of every thread of this script's Chromium (the processes descended from this one). */
function cpu() {
  const out = new Map();
  const parent = new Map();
  const cmds = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      cmds.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      /* process gone */
    }
  }
  const mine = (pid) => {
    for (let p = pid; p && p !== '0' && p !== '1'; p = parent.get(p)) if (p === String(process.pid)) return true;
    return false;
  };
  for (const [pid, cmd] of cmds) {
    if (pid === String(process.pid) || !mine(pid)) continue;
    const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ms = (Number(f[11]) + Number(f[12])) * TICK;
        out.set(`${pid}/${tid}`, { k: `${type}/${tid === pid ? 'main' : name.replace(/\d+$/, '')}`, ms });
      } catch {
        /* thread gone */
      }
    }
  }
  return out;
}

async function run(variant) {
  const [build, css] = variant.split('+css:');
  const grid = build === 'dist' ? '' : build;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/bench/epg/page.html?impl=grid&n=${N}${grid ? `&grid=${encodeURIComponent(grid)}` : ''}`);
  await page.waitForFunction(() => window.__harness === true);
  const info = await page.evaluate(() => window.bench.setup());
  await page.evaluate(() => window.bench.mount());
  if (css) await page.evaluate((c) => {
    const s = document.createElement('style');
    s.textContent = c;
    document.querySelector('tv-epg-grid').shadowRoot.append(s);
  }, css);
  await page.evaluate(() => window.bench.scroll('x', 7200, 4000));
  const vPx = Math.min(info.rowsPx - 720, Number(arg('px', 'Infinity')));
  const c0 = cpu();
  const r = STEP
    ? await page.evaluate(([px, step]) => new Promise((resolve) => {
      const s = document.querySelector('tv-epg-grid').shadowRoot.querySelector('.scroller');
      let frames = 0;
      const t0 = performance.now();
      const tick = () => {
        frames++;
        s.scrollTop = Math.min(px, frames * step);
        if (frames * step < px) requestAnimationFrame(tick);
        else requestAnimationFrame(() => resolve({ frames, fps: (frames * 1000) / (performance.now() - t0), blank: 0, longtasks: 0 }));
      };
      requestAnimationFrame(tick);
    }), [vPx, STEP])
    : await page.evaluate(([px, ms]) => window.bench.scroll('y', px, ms), [vPx, (vPx / 12000) * 1000]);
  const c1 = cpu();
  await context.close();
  const d = new Map();
  for (const [id, { k, ms }] of c1) d.set(k, (d.get(k) ?? 0) + (ms - (c0.get(id)?.ms ?? 0)) / r.frames);
  let all = 0;
  for (const v of d.values()) all += v;
  return { fps: r.fps, frames: r.frames, blank: r.blank, lt: r.longtasks, main: d.get('renderer/main') ?? 0, all, d };
}

const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = new Map(variants.map((v) => [v, []]));
for (let i = 0; i < RUNS; i++) for (const v of variants) {
  const r = await run(v);
  results.get(v).push(r);
  process.stderr.write(`${i + 1} ${v.slice(0, 60)}: main ${r.main.toFixed(2)} ms/frame, all ${r.all.toFixed(2)}, fps ${r.fps.toFixed(1)}, blank ${(r.blank * 100).toFixed(1)} %, long tasks ${r.lt}\n`);
}
for (const [v, rs] of results) {
  const keys = new Map();
  for (const r of rs) for (const [k, x] of r.d) keys.set(k, [...(keys.get(k) ?? []), x]);
  const top = [...keys].map(([k, xs]) => [k, med(xs)]).filter(([, x]) => x >= 0.2).sort((a, b) => b[1] - a[1]);
  console.log(`${v}\n  main thread ${med(rs.map((r) => r.main)).toFixed(2)} ms/frame (${rs.map((r) => r.main.toFixed(2)).join(' ')}), all threads ${med(rs.map((r) => r.all)).toFixed(2)}, fps ${med(rs.map((r) => r.fps)).toFixed(1)} (${rs.map((r) => r.fps.toFixed(1)).join(' ')}), blank max ${(Math.max(...rs.map((r) => r.blank)) * 100).toFixed(1)} %`);
  console.log(`  ${top.map(([k, x]) => `${k} ${x.toFixed(2)}`).join(', ')}`);
}
await browser.close();
server.closeAllConnections();
server.close();
process.exit(0);
