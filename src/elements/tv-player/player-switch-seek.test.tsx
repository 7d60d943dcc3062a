// A switch of the audio language empties shaka's audio buffer and flushes the pipeline (a seek 1 ms
// back); a second seek right after it caught the new language's init segment in shaka's segment
// prefetch while it was under way, aborted it, and shaka reused that aborted request from then on:
// its audio stream looped every few ms without asking for anything (shaka's log: "reused prefetched
// init segment", "updating in 0 seconds"), and the player waited with its spinner until the 30-s
// stall message. Seen on a busy machine in player-tracks (the second seek's mover unknown); here the
// test makes that second seek itself, in the flush's 'seeking' event, against the reference
// head-end's live channel 3 (audio lt, en, ru). The player plays without shaka's segment prefetch
// (config.ts).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf } from '../../../tests/helpers/player-state';
import { resetPriorities, savePriorities, type TrackLang } from '../../core/stores/priorities';
import { removeCookie } from '../../core/cookies';
import { COOKIES } from '../../core/names';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import type { MessageKey } from '../../core/i18n';

const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
/** Paths of the audio segments of channel 3 in `lang` asked for since `t0`. */
const audioSegments = (t0: number, lang: string) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= t0 && new RegExp(`/media/live/3/a-${lang}/\\d+\\.m4s$`).test(e.name))
    .map((e) => new URL(e.name).pathname);

describe('<tv-player> a seek during a switch of the audio language', function () {
  this.timeout(120_000);
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    configure(await backendConfig());
    await watchAs('anna@example.lt');
    const all: TrackLang[] = ['lt', 'en', 'ru', 'pl', 'de'];
    await savePriorities({ audio: all, subtitles: all, subtitlesDisabled: true });
  });
  after(() => {
    removeCookie(COOKIES.audioPriority);
    resetPriorities();
  });

  it('switches lt to en, en to ru and ru to lt on one player and plays on in each, a seek coming right after shaka\'s flush', async () => {
    const el = await fixture<HTMLElement>(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const root = el.shadowRoot!;
    const v = shown(el);
    const t = v.currentTime;
    await until(() => expect(v.currentTime).to.be.above(t + 2), 20_000);
    // each switch starts where the one before ended: two seconds into its playback in `from`
    for (const [from, to] of [['lt', 'en'], ['en', 'ru'], ['ru', 'lt']] as const) {
      expect(playbackOf(el).tracks?.audioActive, `before ${from} -> ${to}`).to.equal(from);
      // (the menu stays open after a choice: its button would close it)
      const menu = () => root.querySelector<HTMLElement>(`[role="dialog"][aria-label="${msg('player.tracks')}"]`);
      if (!menu()) root.querySelector<HTMLButtonElement>(`button[aria-label="${msg('player.tracks')}"]`)!.click();
      await until(() => expect(menu()).to.exist);
      const choice = [...menu()!.querySelectorAll('label')].find((l) => l.textContent === msg(`settings.track_${to}` as MessageKey))!.querySelector('input')!;

      // the first seek after the choice is shaka's flush; the next one comes at once
      const seeks: string[] = [];
      const t0 = performance.now();
      const onSeeking = () => {
        seeks.push(`${Math.round(performance.now() - t0)} ms: to ${v.currentTime.toFixed(3)}`);
        if (seeks.length === 1) v.currentTime += 0.23;
      };
      v.addEventListener('seeking', onSeeking);
      choice.click();
      await until(() => expect(seeks.length, `${from} -> ${to}: the flush and the seek after it`).to.be.at.least(2), 20_000);
      v.removeEventListener('seeking', onSeeking);

      // the sound of the new language comes and the picture plays on
      const why = () => `${from} -> ${to}: status ${playbackOf(el).status}, readyState ${v.readyState}, seeks ${seeks.join(', ')}, ${to} segments ${audioSegments(t0, to).length}`;
      await until(() => expect(audioSegments(t0, to).length, why()).to.be.at.least(2), 20_000);
      await until(() => expect([playbackOf(el).status, v.readyState >= 3], why()).to.deep.equal(['playing', true]), 20_000);
      const after = v.currentTime;
      await until(() => expect(v.currentTime, why()).to.be.above(after + 2), 20_000);
      expect(playbackOf(el).tracks?.audioActive, why()).to.equal(to);
      expect(playbackOf(el).error, why()).to.equal(null);
    }
    el.remove();
  });
});
