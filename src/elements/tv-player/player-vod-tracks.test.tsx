// A VoD item starts with the audio and subtitles of the profile's priority lists, against
// the reference head-end: every VoD item has audio lt, en and subtitles lt, en, ru
// (server/media/tracks.ts), each subtitle segment one cue "RU 0000000007" (language + segment n,
// shown over [2n, 2n + 2) s of the item). The priorities are set the way the language settings do.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, shownStatus } from '../../../tests/helpers/player-state';
import { resetPriorities, savePriorities, type TrackLang } from '../../core/stores/priorities';
import { removeCookie } from '../../core/cookies';
import { COOKIES } from '../../core/names';
import { backendConfig, keepBookmarks, watchAs, until } from '../../../tests/helpers/env';

/** VoD 4: a film anna bought (tvod). */
const VOD = 4;

const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
const fetchedSince = (t0: number) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= t0)
    .map((e) => new URL(e.name).pathname);
/** Representation ids of the item's requests of `kind` (a: audio, t: subtitles) since `t0`. */
function reps(t0: number, kind: 'a' | 't'): string[] {
  const re = new RegExp(`^/media/vod/${VOD}/(${kind}-[a-z]+)/`);
  return [...new Set(fetchedSince(t0).flatMap((p) => re.exec(p)?.[1] ?? []))].sort();
}
const order = (first: TrackLang[]): TrackLang[] => [...first, ...(['lt', 'en', 'ru', 'pl', 'de'] as TrackLang[]).filter((l) => !first.includes(l))];
const showingCues = (v: HTMLVideoElement) =>
  [...v.textTracks].filter((t) => t.mode === 'showing').map((t) => ({ lang: t.language, cues: [...(t.activeCues ?? [])].map((c) => (c as VTTCue).text) }));

describe('<tv-player vod-id> audio and subtitles', function () {
  this.timeout(90_000);
  let restoreBookmarks: () => Promise<void> = async () => undefined;
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    configure(await backendConfig());
    await watchAs('anna@example.lt');
    restoreBookmarks = await keepBookmarks();
  });
  after(async () => {
    removeCookie(COOKIES.audioPriority);
    resetPriorities();
    await restoreBookmarks();
  });

  it('starts with the first audio and subtitle languages of the priority lists the item has: de, en -> English sound; pl, ru -> Russian subtitles', async () => {
    await savePriorities({ audio: order(['de', 'en']), subtitles: order(['pl', 'ru']), subtitlesDisabled: false });
    const t0 = performance.now();
    const el = await fixture<HTMLElement>(html`<tv-player vod-id=${VOD} autoplay></tv-player>`);
    await until(() => expect(shownStatus(el)).to.equal('playing'), 30_000);
    const v = shown(el);
    // the control bar's menu reads what plays: both lists of the item, English and Russian in use
    await until(() => expect(playbackOf(el).tracks).to.deep.equal({ audio: ['lt', 'en'], audioActive: 'en', text: ['lt', 'en', 'ru'], textActive: 'ru' }), 20_000);
    // Russian cues of the 2-s segment the playhead is in, on the item's own timeline
    await until(() => {
      const k = Math.floor(v.currentTime / 2);
      const t = v.currentTime - 2 * k;
      if (t < 0.15 || t > 1.85) throw new Error(`at a cue boundary (${v.currentTime})`);
      expect(showingCues(v)).to.deep.equal([{ lang: 'ru', cues: [`RU ${String(k).padStart(10, '0')}`] }]);
    }, 20_000);
    const at = v.currentTime;
    await until(() => expect(v.currentTime).to.be.above(at + 2), 20_000);
    // only English sound and Russian subtitles went over the wire
    expect(reps(t0, 'a')).to.deep.equal(['a-en']);
    expect(reps(t0, 't')).to.deep.equal(['t-ru']);
    el.remove();
  });

  it('with subtitles disabled, the item plays its first audio language of the list and fetches no subtitles', async () => {
    await savePriorities({ audio: order(['ru', 'lt']), subtitles: order(['en']), subtitlesDisabled: true });
    const t0 = performance.now();
    const el = await fixture<HTMLElement>(html`<tv-player vod-id=${VOD} autoplay></tv-player>`);
    await until(() => expect(shownStatus(el)).to.equal('playing'), 30_000);
    const v = shown(el);
    // the first audio segments have come (shaka asks for a text stream's beside them), and the
    // playhead has gone on into the next segment: a cue of its own would show now
    const k = Math.floor(v.currentTime / 2);
    await until(() => expect(fetchedSince(t0).filter((p) => new RegExp(`^/media/vod/${VOD}/a-[a-z]+/\\d+\\.m4s$`).test(p))).to.have.length.at.least(3), 20_000);
    await until(() => expect(Math.floor(v.currentTime / 2)).to.be.above(k), 20_000);
    expect(playbackOf(el).tracks).to.deep.equal({ audio: ['lt', 'en'], audioActive: 'lt', text: ['lt', 'en', 'ru'], textActive: null });
    expect(showingCues(v)).to.deep.equal([]);
    expect(reps(t0, 'a')).to.deep.equal(['a-lt']);
    expect(reps(t0, 't')).to.deep.equal([]);
    el.remove();
  });
});
