// The real proof of the CENC packager and the licence endpoint: Debian chromium (headless, with
// its built-in ClearKey CDM) plays a live channel, a catch-up programme, a start-over programme and
// a VoD item through shaka-player to decoded frames, and an unsubscribed channel fails with a DRM
// licence error. Runs against the media dev server (server/media/dev.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEV_USER, startMediaDevServer } from '../../server/media/dev';
import { call, login, selectProfile, startServer, type Server } from './helpers';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'];

interface PlayResult {
  errors: { code: number | string; category: number | string }[];
  frames: number;
  isLive: boolean;
  seekStart: number;
  seekEnd: number;
  currentTime: number;
  startedAt: number;
  videoWidth: number;
  decodedFrames: number;
  keySystem: string;
  firstMediaTime?: number;
}

let server: Awaited<ReturnType<typeof startMediaDevServer>>;
let context: BrowserContext;
let page: Page;
let profile: string;
let backend: Server | undefined;

const cred = `user_id=eteris-${DEV_USER.customerId}&drm_token=${DEV_USER.drmToken}`;
/** The dev user's signed-in session, which every licence request carries. */
const DEV_SESSION = { Authorization: `Bearer ${DEV_USER.token}` };

before(async () => {
  const root = process.cwd();
  server = await startMediaDevServer({
    files: {
      '/shaka-player.js': join(root, 'node_modules/shaka-player/dist/shaka-player.compiled.js'),
      '/player.html': join(root, 'tests/media-browser/player.html'),
    },
  });
  profile = mkdtempSync(join(tmpdir(), 'eteris-media-chromium-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS });
  page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('[page]', m.text()));
  await page.goto(`${server.url}/player.html`);
});

after(async () => {
  await backend?.stop();
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

function play(manifest: string, licence: string, opts: { startTime?: number; licenceHeaders?: Record<string, string> } = {}, base = server.url): Promise<PlayResult> {
  return page.evaluate(([m, l, o]) => (window as unknown as { playTo: (...a: unknown[]) => Promise<PlayResult> }).playTo(m, l, o), [
    `${base}${manifest}`,
    `${base}${licence}`,
    base === server.url ? { licenceHeaders: DEV_SESSION, ...opts } : opts,
  ] as const);
}

function assertPlayed(r: PlayResult, what: string): void {
  assert.deepEqual(r.errors, [], `${what}: no player errors`);
  assert.equal(r.keySystem, 'org.w3.clearkey', `${what}: ClearKey in use`);
  assert.ok(r.videoWidth > 0, `${what}: a decoded picture (videoWidth ${r.videoWidth})`);
  assert.ok(r.frames >= 20, `${what}: frames presented (${r.frames})`);
  assert.ok(r.currentTime > r.startedAt + 0.5, `${what}: time advanced ${r.startedAt} -> ${r.currentTime}`);
}

test('plays a live channel with ClearKey at the live edge', { timeout: 60000 }, async () => {
  const r = await play('/media/live/1/manifest.mpd', `/drm/clearkey?${cred}&ch_id=1`);
  assertPlayed(r, 'live');
  assert.equal(r.isLive, true);
  const now = Date.now() / 1000;
  assert.ok(Math.abs(r.currentTime - now) < 30, `live presentation time is wall-clock epoch seconds (${r.currentTime} vs ${now})`);
});

test('plays a catch-up programme from its start', { timeout: 60000 }, async () => {
  const now = Math.floor(Date.now() / 1000);
  const from = now - 3 * 3600;
  const to = from + 45 * 60;
  const r = await play(`/media/catchup/7/manifest.mpd?from=${from}&to=${to}`, `/drm/clearkey?${cred}&ch_id=7`, { startTime: 0 });
  assertPlayed(r, 'catch-up');
  assert.equal(r.isLive, false);
  assert.ok(Math.abs(r.seekEnd - (to - from)) <= 2, `seek range spans the programme (${r.seekEnd})`);
  assert.ok(r.startedAt < 2, 'starts at the programme start');
});

test('plays start-over of a programme still on air', { timeout: 60000 }, async () => {
  const now = Math.floor(Date.now() / 1000);
  const from = now - 10 * 60;
  const r = await play(`/media/catchup/8/manifest.mpd?from=${from}&to=${now + 20 * 60}`, `/drm/clearkey?${cred}&ch_id=8`, { startTime: 0 });
  assertPlayed(r, 'start-over');
  // a dynamic manifest with a known end: shaka calls it "in progress" (isLive() is false)
  assert.ok(r.seekStart <= 2, `seek range reaches back to the programme start (${r.seekStart})`);
  assert.ok(r.seekEnd > 9 * 60 - 30 && r.seekEnd < 10 * 60, `seek range ends at the live edge, not at 'to' (${r.seekEnd})`);
  assert.ok(r.startedAt < 5, `playback starts at the programme start (${r.startedAt})`);
});

test('plays a VoD item', { timeout: 60000 }, async () => {
  const r = await play('/media/vod/2/manifest.mpd', `/drm/clearkey?${cred}&vod_id=2&vod_provider_id=1&vod_type=svod`);
  assertPlayed(r, 'VoD');
  assert.equal(r.isLive, false);
  assert.ok(Math.abs(r.seekEnd - 192) < 0.1, `VoD lasts 192 s (${r.seekEnd})`);
});

// Subtitles: shaka's DASH text path adds the segment reference's timestampOffset (Period@start -
// presentationTimeOffset) to plain WebVTT cue times, as it does for media. Each text segment n has
// one cue "EN 000000000n" over media time [2n, 2n + 2); the cue shaka shows must be the one of the
// segment holding the playhead, at presentation time 2n - 2 * startNumber. (window.subtitleSamples in
// tests/media-browser/player.html plays and samples.)

interface SubtitleSamples {
  errors: number[];
  samples: { t: number; lang: string; cues: { text: string; start: number; end: number }[] }[];
  text: string[];
}

async function subtitleSamples(manifest: string, licence: string, lang: string, startTime?: number): Promise<SubtitleSamples> {
  return page.evaluate(([m, l, o]) => (window as unknown as { subtitleSamples: (...a: unknown[]) => Promise<SubtitleSamples> }).subtitleSamples(m, l, o), [
    `${server.url}${manifest}`,
    `${server.url}${licence}`,
    { lang, startTime, licenceHeaders: DEV_SESSION },
  ] as const);
}

/**
 * Every cue shown is the cue of its segment (`first` = the presentation's first segment number): it
 * spans [2k, 2k + 2) and says segment first + k; and the cues shown hold the playhead. The browser
 * updates `activeCues` when it next runs "time marches on" (every 15-250 ms, later on a busy machine),
 * so a sample may still show the cue that ended just before the playhead: up to 1 s is allowed, which
 * still fails a cue a segment (2 s) early or late.
 */
function assertCuesTimed(r: SubtitleSamples, lang: string, first: number, what: string): void {
  assert.deepEqual(r.errors, [], `${what}: no player errors`);
  assert.deepEqual(r.text, [lang], `${what}: the ${lang} text track is active`);
  assert.ok(r.samples.length >= 3, `${what}: cues showed while playing (${JSON.stringify(r.samples)})`);
  for (const s of r.samples) {
    assert.equal(s.lang, lang);
    assert.ok(s.cues.length >= 1 && s.cues.length <= 2, `${what} at ${s.t}: ${JSON.stringify(s.cues)}`);
    for (const c of s.cues) {
      const k = Math.round(c.start / 2);
      assert.deepEqual(c, { text: `${lang.toUpperCase()} ${String(first + k).padStart(10, '0')}`, start: 2 * k, end: 2 * k + 2 }, `${what} at ${s.t}`);
    }
    assert.ok(
      s.cues.some((c) => c.start - 0.1 <= s.t && s.t <= c.end + 1),
      `${what}: the cues shown at ${s.t} hold the playhead (${JSON.stringify(s.cues)})`,
    );
  }
}

test('subtitles are timed right in shaka: live, catch-up, start-over and VoD', { timeout: 120000 }, async () => {
  // live: presentation time is epoch seconds, segment n at [2n, 2n + 2)
  assertCuesTimed(await subtitleSamples('/media/live/1/manifest.mpd', `/drm/clearkey?${cred}&ch_id=1`, 'en'), 'en', 0, 'live');
  const now = Math.floor(Date.now() / 1000);
  // catch-up: time 0 = the programme start (segment floor(from / 2)), segments of the live timeline
  const from = now - 2 * 3600 + 1;
  assertCuesTimed(
    await subtitleSamples(`/media/catchup/7/manifest.mpd?from=${from}&to=${from + 1800}`, `/drm/clearkey?${cred}&ch_id=7`, 'lt', 600),
    'lt',
    Math.floor(from / 2),
    'catch-up',
  );
  // start-over: the same, on a dynamic manifest
  const soFrom = now - 5 * 60 + 1;
  assertCuesTimed(
    await subtitleSamples(`/media/catchup/8/manifest.mpd?from=${soFrom}&to=${now + 600}`, `/drm/clearkey?${cred}&ch_id=8`, 'en', 0),
    'en',
    Math.floor(soFrom / 2),
    'start-over',
  );
  // VoD: 0..192 s, segment n at [2n, 2n + 2)
  assertCuesTimed(await subtitleSamples('/media/vod/5/manifest.mpd', `/drm/clearkey?${cred}&vod_id=5&vod_provider_id=1&vod_type=free`, 'ru', 30), 'ru', 0, 'VoD');
});

test('an unsubscribed channel fails with a DRM licence error', { timeout: 60000 }, async () => {
  const r = await play('/media/live/38/manifest.mpd', `/drm/clearkey?${cred}&ch_id=38`);
  assert.ok(r.errors.length > 0, 'the player reports an error');
  assert.equal(r.errors[0]!.category, 6, 'shaka category DRM');
  assert.equal(r.errors[0]!.code, 6007, 'LICENSE_REQUEST_FAILED');
  assert.equal(r.frames, 0, 'no frame is shown');
});

test('a wrong drm token fails with a DRM licence error', { timeout: 60000 }, async () => {
  const r = await play('/media/vod/5/manifest.mpd', `/drm/clearkey?user_id=eteris-${DEV_USER.customerId}&drm_token=nope&vod_id=5&vod_provider_id=1&vod_type=free`);
  assert.equal(r.errors[0]?.code, 6007);
});

test('the drm token without the signed-in session fails with a DRM licence error', { timeout: 60000 }, async () => {
  const r = await play('/media/vod/5/manifest.mpd', `/drm/clearkey?${cred}&vod_id=5&vod_provider_id=1&vod_type=free`, { licenceHeaders: {} });
  assert.equal(r.errors[0]?.code, 6007);
  assert.equal(r.frames, 0, 'no frame is shown');
});

// The same against the built reference backend (server/media-wiring.ts: seeded users, catalogue
// rights), loaded cross-origin from the dev server's page, so CORS is exercised too.
test('reference backend: anna plays live, catch-up and a bought VoD item; no catch-up rights and unsubscribed channels are refused', { timeout: 90000 }, async () => {
  // the dev server's page is another origin: the operator lists it, as it would a partner's
  backend = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: new URL(server.url).origin } });
  const { token } = await login(backend.url);
  // the session acts as Anna (master, no age limit): without one, the household's strictest profile's limit applies
  assert.equal((await selectProfile(backend.url, token, 1)).status, 200);
  const licenceHeaders = { Authorization: `Bearer ${token}` };
  const info = (await call(backend.url, '/api/v1/userinfo', { token })).body as { customer_id: number; drm_token: string };
  const annaCred = `user_id=eteris-${info.customer_id}&drm_token=${encodeURIComponent(info.drm_token)}`;
  assertPlayed(await play('/media/live/1/manifest.mpd', `/drm/clearkey?${annaCred}&ch_id=1`, { licenceHeaders }, backend.url), 'backend live');
  const now = Math.floor(Date.now() / 1000);
  const range = `from=${now - 7200}&to=${now - 5400}`;
  assertPlayed(await play(`/media/catchup/2/manifest.mpd?${range}`, `/drm/clearkey?${annaCred}&ch_id=2`, { startTime: 0, licenceHeaders }, backend.url), 'backend catch-up');
  // anna bought VoD 4 (tvod, provider 4 in the seed catalogue)
  assertPlayed(await play('/media/vod/4/manifest.mpd', `/drm/clearkey?${annaCred}&vod_id=4&vod_provider_id=4&vod_type=tvod`, { licenceHeaders }, backend.url), 'backend VoD');
  // channel 12 has no catch-up rights in the seed; 39 is outside anna's subscription
  assert.equal((await call(backend.url, `/media/catchup/12/manifest.mpd?${range}`)).status, 403);
  const refused = await play('/media/live/39/manifest.mpd', `/drm/clearkey?${annaCred}&ch_id=39`, { licenceHeaders }, backend.url);
  assert.equal(refused.errors[0]?.code, 6007);
});
