// A channel's key changes with every programme: headless chromium (ClearKey) plays live across a
// programme boundary through shaka-player without waiting for a key, asking for the next
// programme's key on the way, and catch-up of one programme asks for that programme's key only.
// Runs against the media dev server with programmes placed around the test's own clock.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEV_USER, startMediaDevServer } from '../../server/media/dev';
import { programmeKey } from '../../server/media/keys';
import type { KeyPeriod } from '../../server/media/types';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'];
const SECRET = 'media-keys-browser-secret';
const LENGTH = 600;

/** Programme k of every channel: [boundary + k * LENGTH, + LENGTH), id 1000 + k. */
let boundary = 0;
const programme = (k: number): KeyPeriod => ({ id: 1000 + k, start: boundary + k * LENGTH, stop: boundary + (k + 1) * LENGTH });

let server: Awaited<ReturnType<typeof startMediaDevServer>>;
let context: BrowserContext;
let page: Page;
let profile: string;

before(async () => {
  const root = process.cwd();
  server = await startMediaDevServer({
    secret: SECRET,
    files: {
      '/shaka-player.js': join(root, 'node_modules/shaka-player/dist/shaka-player.compiled.js'),
      '/player.html': join(root, 'tests/media-browser/player.html'),
    },
    lookups: {
      channelCatchup: (id) => id >= 1 && id <= 40,
      programmes: (_ch, from, to) => {
        const out: KeyPeriod[] = [];
        for (let k = Math.floor((from - boundary) / LENGTH); programme(k).start < to; k++) out.push(programme(k));
        return out;
      },
      programme: (_ch, id) => (id >= 980 && id <= 1020 ? programme(id - 1000) : undefined),
      // programme -2 is above the viewer's age limit
      contentAllowed: (_req, _content, _user, p) => (p?.id === 998 ? { status: 403, code: 'age_locked', message: 'over age' } : null),
    },
  });
  profile = mkdtempSync(join(tmpdir(), 'eteris-media-keys-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS });
  page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('[page]', m.text()));
  await page.goto(`${server.url}/player.html`);
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

interface Across {
  errors: unknown[];
  kids: string[];
  waitedForKey: number;
  currentTime: number;
}

const cred = `user_id=eteris-${DEV_USER.customerId}&drm_token=${DEV_USER.drmToken}`;
const kidOf = (channel: number, k: number) => programmeKey(SECRET, channel, programme(k).id).kid.toString('base64url');

function playAcross(manifest: string, licence: string, opts: { until: number; startTime?: number }): Promise<Across> {
  return page.evaluate(([m, l, o]) => (window as unknown as { playAcross: (...a: unknown[]) => Promise<Across> }).playAcross(m, l, o), [
    `${server.url}${manifest}`,
    `${server.url}${licence}`,
    { licenceHeaders: { Authorization: `Bearer ${DEV_USER.token}` }, ...opts },
  ] as const);
}

test('live playback crosses a programme boundary, with the next programme key, without waiting for it', { timeout: 90000 }, async () => {
  // the next programme begins on the first segment boundary a second or more from now, so after
  // the live edge the player starts at (the suggested delay and more behind now), and the playhead
  // meets it as soon as that delay allows
  boundary = 2 * Math.ceil((Date.now() / 1000 + 1) / 2);
  const r = await playAcross('/media/live/3/manifest.mpd', `/drm/clearkey?${cred}&ch_id=3`, { until: boundary + 4 });
  assert.deepEqual(r.errors, [], 'no player errors');
  assert.ok(r.currentTime >= boundary + 4, `the playhead passed the boundary (${r.currentTime} vs ${boundary})`);
  assert.ok(r.kids.includes(kidOf(3, -1)), 'the key of the programme on air was asked for');
  assert.ok(r.kids.includes(kidOf(3, 0)), 'the key of the next programme was asked for');
  assert.equal(r.waitedForKey, 0, 'the video never waited for a key');
  assert.ok(!r.kids.includes(kidOf(3, -2)), 'no key asked for of a programme not played (the refused one in the time-shift window)');
});

test('catch-up of an allowed programme plays with its key only; the over-age one next to it is refused', { timeout: 90000 }, async () => {
  boundary = 2 * Math.floor(Date.now() / 2000) - 3 * LENGTH;
  const catchup = (k: number) => `/media/catchup/5/manifest.mpd?from=${programme(k).start}&to=${programme(k).stop}`;
  const r = await playAcross(catchup(0), `/drm/clearkey?${cred}&ch_id=5`, { startTime: 0, until: 4 });
  assert.deepEqual(r.errors, [], 'no player errors');
  assert.ok(r.currentTime >= 4, `catch-up played (${r.currentTime})`);
  assert.deepEqual([...new Set(r.kids)], [kidOf(5, 0)]);
  const refused = await playAcross(catchup(-2), `/drm/clearkey?${cred}&ch_id=5`, { startTime: 0, until: 4 });
  assert.equal(refused.errors[0], 6007, 'LICENSE_REQUEST_FAILED');
  assert.deepEqual([...new Set(refused.kids)], [kidOf(5, -2)]);
});
