// Shared steps of the e2e tests that use <tv-player>'s control bar with the mouse.
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import type { Server } from '../server/helpers';
import { chooseProfile } from './profiles-helpers';
import { msg } from '../helpers/messages';

/** Resolves once the player's control bar shows (a mouse move over the player shows a hidden one). */
export async function barShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const chrome = document.querySelector('tv-player')?.shadowRoot?.querySelector<HTMLElement>('.chrome');
    return !!chrome && !chrome.inert && chrome.getAttribute('aria-hidden') !== 'true';
  }, undefined, { timeout: 10_000 });
}

/**
 * Clicks the seek bar at `fraction` of its width, as a viewer does: the mouse moves there first,
 * which shows a hidden control bar (a hidden bar is inert: a click on it reaches nothing), then
 * clicks once the bar is shown, and waits until the player is where the click asked. `name` is the
 * slider's accessible name (VoD or live/catch-up).
 */
export async function seekTo(page: Page, fraction: number, name = msg('player.vod_seek')): Promise<void> {
  // (found whether the bar shows or not: a hidden bar is out of the accessibility tree, and a
  // look-up by role would wait for good for a bar that only the mouse below shows again)
  const slider = page.locator('tv-player').locator(`[role="slider"][aria-label="${name}"]`);
  const box = (await slider.boundingBox())!;
  const x = box.x + box.width * fraction;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await barShown(page);
  const min = Number(await slider.getAttribute('aria-valuemin'));
  const max = Number(await slider.getAttribute('aria-valuemax'));
  await page.mouse.click(x, y);
  const target = min + (max - min) * fraction;
  // within a few seconds of the target (the bar is a few hundred pixels for the whole item)
  const slack = Math.max(3, (max - min) / 50);
  await page.waitForFunction(
    ({ target, slack, name }) => {
      const root = document.querySelector('tv-player')?.shadowRoot;
      const s = [...(root?.querySelectorAll('[role=slider]') ?? [])].find((el) => el.getAttribute('aria-label') === name);
      return !!s && Math.abs(Number(s.getAttribute('aria-valuenow')) - target) < slack;
    },
    { target, slack, name },
    { timeout: 20_000 },
  );
}

/**
 * One browser for a describe block, signed in as `email` and watching as `profile` (a player needs
 * a chosen profile); closed after the block. Returns a getter: the browser exists once `before` ran.
 * `server`: the file's backend (a getter, read once `before` runs), else a backend of its own.
 */
export function watchingAs(email: string, profile: string, server?: () => Server): () => E2E {
  let e: E2E | undefined;
  before(async () => {
    e = await launch(server ? { server: server() } : {});
    await logIn(e.page, e.server.url, email);
    await chooseProfile(e.page, profile);
  });
  after(() => e?.close());
  return () => e!;
}

/** The player shows moving pictures: playing, with data ahead and frames decoded. */
export async function playing(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const v = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
      return !!v && !v.paused && v.readyState >= 3 && v.getVideoPlaybackQuality().totalVideoFrames > 5;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Waits until the picture shown has played on `s` seconds: proof that that much time passed. */
export async function playedOn(page: Page, s: number): Promise<void> {
  const at = await page.evaluate(() => document.querySelector('tv-player')?.shadowRoot?.querySelector('video')?.currentTime ?? 0);
  await page.waitForFunction(
    ({ at, s }) => (document.querySelector('tv-player')?.shadowRoot?.querySelector('video')?.currentTime ?? 0) > at + s,
    { at, s },
    { timeout: 30_000 },
  );
}
