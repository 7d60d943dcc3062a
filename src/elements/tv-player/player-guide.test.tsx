// <tv-player> next to <tv-epg-grid>: the player reads the guide's programmes from the shared store
// instead of downloading the channel's programme list again.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import '../tv-epg-grid/tv-epg-grid';
import { playbackOf, playerOf } from '../../../tests/helpers/player-state';
import { resetEpg } from '../../core/stores/epg';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { loadChannels } from '../../player/catalogue';

/** The <tv-player> in a test's frame (its state is the element's own). */
const playerIn = (frame: Element) => frame.querySelector('tv-player')!;

/** The grid requests of this page whose channel list names `id`. */
const gridCallsFor = (id: number) =>
  performance
    .getEntriesByType('resource')
    .map((e) => /\/epggrid\/channels\/([\d,]+)\//.exec(new URL(e.name).pathname)?.[1])
    .filter((ids): ids is string => !!ids && ids.split(',').includes(String(id)));

/** The UTC days of channel `id` each grid request of this page asked for, one entry per request and day. */
const daysAskedFor = (id: number) =>
  performance.getEntriesByType('resource').flatMap((e) => {
    const m = /\/epggrid\/channels\/([\d,]+)\/from\/(\d+)\/to\/(\d+)\//.exec(new URL(e.name).pathname);
    if (!m || !m[1]!.split(',').includes(String(id))) return [];
    const [from, to] = [Number(m[2]) / 86_400, Number(m[3]) / 86_400];
    return Array.from({ length: to - from }, (_, i) => from + i);
  });

describe('<tv-player> with <tv-epg-grid> on the page', function () {
  this.timeout(60_000);
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('downloads the playing channel\'s programmes once, for both', async () => {
    resetEpg();
    performance.clearResourceTimings();
    const el = await fixture<HTMLElement>(html`<div style="width: 1200px">
      <tv-player channel-id="3" autoplay></tv-player>
      <tv-epg-grid></tv-epg-grid>
    </div>`);
    await until(() => {
      expect(playbackOf(playerIn(el)).status).to.equal('playing');
      expect(playerOf(playerIn(el)).epg_id).to.not.equal(null);
      expect(playerOf(playerIn(el)).channel_loading).to.equal(false);
    }, 20_000);
    // the guide shows channel 3's programme on air, from the same data
    const grid = el.querySelector('tv-epg-grid')!;
    await until(() => expect(grid.shadowRoot!.textContent ?? '').to.contain(playerOf(playerIn(el)).epg!.title ?? '\u0000'), 20_000);
    // no day of channel 3 asked for twice, whichever of the two asked first
    const days = daysAskedFor(3);
    expect(days.length, `days of channel 3 asked for: ${days.join(', ')}`).to.equal(new Set(days).size);
  });

  it('the guide opened after the player asks only for the days of the playing channel the player did not', async () => {
    resetEpg();
    performance.clearResourceTimings();
    const el = await fixture<HTMLElement>(html`<div style="width: 1200px"><tv-player channel-id="3" autoplay></tv-player></div>`);
    await until(() => {
      expect(playbackOf(playerIn(el)).status).to.equal('playing');
      expect(playerOf(playerIn(el)).epg_id).to.not.equal(null);
    }, 20_000);
    // the player asked for channel 3 alone: the day of the programme on air (and the next or the day
    // before when that programme is the first or last of its day)
    expect(gridCallsFor(3).length).to.be.at.least(1);
    expect(gridCallsFor(3).every((ids) => ids === '3'), gridCallsFor(3).join(' | ')).to.equal(true);
    const playerDays = daysAskedFor(3);
    const guide = document.createElement('tv-epg-grid');
    el.append(guide);
    await until(() => expect(guide.shadowRoot?.textContent ?? '').to.contain(playerOf(playerIn(el)).epg!.title ?? '\u0000'), 20_000);
    await until(() => expect(gridCallsFor(4).length).to.be.at.least(1), 20_000);
    const days = daysAskedFor(3);
    expect(days.length, `days of channel 3 asked for: ${days.join(', ')} (the player: ${playerDays.join(', ')})`).to.equal(new Set(days).size);
    guide.remove();
  });

  it('reads the manifest of a channel whose name the pointer rests on in the guide: the click on it waits for no manifest: its licence and audio go out first', async () => {
    resetEpg();
    const el = await fixture<HTMLElement>(html`<div style="width: 1200px">
      <tv-player channel-id="3" autoplay></tv-player>
      <tv-epg-grid></tv-epg-grid>
    </div>`);
    await until(() => expect(playbackOf(playerIn(el)).status).to.equal('playing'), 20_000);
    const grid = el.querySelector('tv-epg-grid')!.shadowRoot!;
    // a channel the viewer may watch, not channel 3 nor its neighbours (their standbys hold them)
    const line = await loadChannels();
    let head: HTMLElement | null = null;
    let target: (typeof line)[number] | undefined;
    await until(() => {
      for (const h of grid.querySelectorAll<HTMLElement>('.ch[data-row]')) {
        const c = line.find((x) => x.name === h.title && x.subscribed !== false && !x.adult && ![2, 3, 4].includes(x.channel_id) && x.number > 5);
        if (c) {
          head = h;
          target = c;
          return;
        }
      }
      throw new Error('no channel name in the guide');
    }, 20_000);
    const path = `/media/live/${target!.channel_id}/manifest.mpd`;
    head!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await until(() => {
      const m = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.endsWith(path)) as PerformanceResourceTiming | undefined;
      expect(m?.responseEnd, 'its manifest read while the pointer rests on its name').to.be.above(0);
    }, 20_000);
    const t = performance.now();
    head!.click();
    await until(() => expect(playerOf(playerIn(el)).channel_id).to.equal(target!.channel_id), 20_000);
    await until(() => expect(playbackOf(playerIn(el)).status).to.equal('playing'), 20_000);
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const after = entries.filter((e) => e.startTime >= t).map((e) => new URL(e.name));
    // what a failure needs to be understood: when each read of the manifest went, and the click
    const reads = entries.filter((e) => new URL(e.name).pathname.endsWith(path)).map((e) => `${Math.round(e.startTime - t)}..${Math.round(e.responseEnd - t)} ms`);
    const timeline = entries.filter((e) => e.startTime >= t - 200).map((e) => `${Math.round(e.startTime - t)} ${new URL(e.name).pathname}`).slice(0, 40);
    // (shaka reads a live manifest again on its own a moment after its load: never before these)
    const firstOf = (f: (u: URL) => boolean) => Math.min(...entries.filter((e) => e.startTime >= t && f(new URL(e.name))).map((e) => e.startTime));
    const licenceAt = firstOf((u) => u.pathname.startsWith('/drm/') && u.searchParams.get('ch_id') === String(target!.channel_id));
    const audioAt = firstOf((u) => u.pathname.includes(`/media/live/${target!.channel_id}/a-`));
    expect(firstOf((u) => u.pathname.endsWith(path)), `its manifest asked for before its licence and audio (reads of it, from the click: ${reads.join(', ')}; requests from 200 ms before the click: ${timeline.join(' | ')})`).to.be.above(Math.max(licenceAt, audioAt));
    expect(after.some((u) => u.pathname.includes(`/media/live/${target!.channel_id}/a-`)), 'its audio asked for').to.equal(true);
    expect(after.some((u) => u.pathname.startsWith('/drm/') && u.searchParams.get('ch_id') === String(target!.channel_id)), 'its licence asked for').to.equal(true);
  });
});
