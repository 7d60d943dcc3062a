// <tv-player> picks audio and subtitles by the profile's priority lists, falling through the whole
// list (src/player/tracks.ts), against the reference head-end's languages (server/media/tracks.ts):
// channel id mod 3 == 0 -> audio lt, en, ru; == 1 -> lt, ru; == 2 -> en; subtitles lt, en on every
// channel, each subtitle segment one cue "EN 0897663522" (language + segment number n, shown over
// [2n, 2n + 2) s of the live timeline). The priorities are set the way the language settings do
// (savePriorities: the $priorities store and the encrypted _audio_priority cookie).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, shownStatus } from '../../../tests/helpers/player-state';
import { $priorities, resetPriorities, savePriorities, type Priorities, type TrackLang } from '../../core/stores/priorities';
import { removeCookie } from '../../core/cookies';
import { COOKIES } from '../../core/names';
import { shakaLog } from '../../../tests/helpers/shaka-log';
import { movesSince, recordPlayheadMoves } from '../../../tests/helpers/playhead-moves';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import type { MessageKey } from '../../core/i18n';
import { chromeTimings } from '../../core/stores/player';

const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;

/** Paths of the resources fetched since `t0` (performance.now()), and before `t1` if given. */
const fetchedSince = (t0: number, t1 = Infinity) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= t0 && e.startTime < t1)
    .map((e) => new URL(e.name).pathname);

/**
 * Every SourceBuffer the page makes, with its type and its MediaSource (the failure messages print
 * what each one of an open MediaSource holds: the audio and the video of every player, shown or not).
 */
const sourceBuffers: { type: string; sb: SourceBuffer; ms: MediaSource }[] = [];
const addSourceBuffer = MediaSource.prototype.addSourceBuffer;
MediaSource.prototype.addSourceBuffer = function (this: MediaSource, type: string) {
  const sb = addSourceBuffer.call(this, type);
  sourceBuffers.push({ type, sb, ms: this });
  return sb;
};
recordPlayheadMoves();
const ranges = (b: TimeRanges) => Array.from({ length: b.length }, (_, i) => `${b.start(i).toFixed(2)}-${b.end(i).toFixed(2)}`).join(' ');
const sourceBuffersNow = () =>
  sourceBuffers
    .filter((x) => x.ms.readyState !== 'closed')
    .map((x) => { try { return `${x.type.split(';')[0]}${x.sb.updating ? ' (updating)' : ''} [${ranges(x.sb.buffered)}]`; } catch { return `${x.type.split(';')[0]} (removed)`; } })
    .join(', ');

/** Representation ids of the audio requests (init and media) of live channel `id` since `t0`. */
function audioReps(t0: number, id: number): string[] {
  const re = new RegExp(`^/media/live/${id}/(a[^/]*)/(\\d+\\.m4s|init\\.mp4)$`);
  return [...new Set(fetchedSince(t0).flatMap((p) => re.exec(p)?.[1] ?? []))].sort();
}
const audioSegments = (t0: number, id: number) => fetchedSince(t0).filter((p) => new RegExp(`^/media/live/${id}/a[^/]*/\\d+\\.m4s$`).test(p));
const textSegments = (t0: number) => fetchedSince(t0).filter((p) => /\.vtt$/.test(p));

/** A full order of the five languages, `first` at the front in that order. */
function order(first: TrackLang[]): TrackLang[] {
  return [...first, ...(['lt', 'en', 'ru', 'pl', 'de'] as TrackLang[]).filter((l) => !first.includes(l))];
}

async function setPriorities(p: Partial<Priorities>): Promise<void> {
  await savePriorities({ audio: order([]), subtitles: order([]), subtitlesDisabled: true, ...p });
}

/** The subtitle track the viewer sees (mode "showing") and the text of its active cues. */
function showingCues(v: HTMLVideoElement): { lang: string; cues: string[] }[] {
  return [...v.textTracks]
    .filter((t) => t.mode === 'showing')
    .map((t) => ({ lang: t.language, cues: [...(t.activeCues ?? [])].map((c) => (c as VTTCue).text) }));
}

/** Mounts an autoplaying player on channel `id`, waits until it plays; returns it and the mark before it. */
async function play(id: number): Promise<{ el: HTMLElement; t0: number }> {
  const t0 = performance.now();
  const el = await fixture<HTMLElement>(html`<tv-player channel-id=${id} autoplay></tv-player>`);
  await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
  return { el, t0 };
}

describe('<tv-player> audio and subtitle priorities', function () {
  this.timeout(90_000);
  before(async () => {
    performance.setResourceTimingBufferSize(100_000); // (250 by default: segment requests fill it)
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });
  after(() => {
    removeCookie(COOKIES.audioPriority);
    resetPriorities();
  });

  it('plays the first audio language of the list the channel has: ru before en and lt on an lt + ru channel', async () => {
    await setPriorities({ audio: order(['ru', 'en', 'lt']) });
    const { el, t0 } = await play(4);
    const v = shown(el);
    const t = v.currentTime;
    // keeps fetching (and playing) Russian: every audio request of the channel is a-ru
    await until(() => expect(audioSegments(t0, 4)).to.have.length.at.least(3), 20_000);
    await until(() => expect(v.currentTime).to.be.above(t + 2), 20_000);
    expect(audioReps(t0, 4)).to.deep.equal(['a-ru']);
    el.remove();
  });

  it('falls through the whole list: lt, ru, en on the English-only channel plays en', async () => {
    await setPriorities({ audio: order(['lt', 'ru', 'en']) });
    const { el, t0 } = await play(5);
    await until(() => expect(audioSegments(t0, 5)).to.have.length.at.least(3), 20_000);
    expect(audioReps(t0, 5)).to.deep.equal(['a-en']);
    el.remove();
  });

  it('falls through past languages the channel lacks to a non-main track: de, pl, en on lt + en + ru plays en', async () => {
    await setPriorities({ audio: order(['de', 'pl', 'en']) });
    const { el, t0 } = await play(3);
    await until(() => expect(audioSegments(t0, 3)).to.have.length.at.least(3), 20_000);
    expect(audioReps(t0, 3)).to.deep.equal(['a-en']);
    el.remove();
  });

  it('with subtitles on, shows the first subtitle language the channel has: ru, en -> English cues, timed to the picture', async () => {
    await setPriorities({ subtitles: order(['ru', 'en']), subtitlesDisabled: false });
    const { el, t0 } = await play(7);
    const v = shown(el);
    await until(() => expect(showingCues(v).flatMap((s) => s.cues)).to.have.length.at.least(1), 20_000);
    // the cue shown is the English one of the 2-s segment the playhead is in (live time = epoch s),
    // in three segments in a row (the browser updates the cues shown on its own cadence: looked at
    // until it has)
    const cueOf = (k: number) => `EN ${String(k).padStart(10, '0')}`;
    for (let i = 0; i < 3; i++) {
      let k = 0;
      await until(() => {
        k = Math.floor(v.currentTime / 2);
        expect(showingCues(v), `at ${v.currentTime}`).to.deep.equal([{ lang: 'en', cues: [cueOf(k)] }]);
      }, 10_000);
      await until(() => expect(Math.floor(v.currentTime / 2)).to.be.above(k), 10_000);
    }
    // and each cue is timed to its segment's picture: EN k from 2k to 2k + 2
    const cues = [...v.textTracks].filter((t) => t.mode === 'showing').flatMap((t) => [...(t.cues ?? [])] as VTTCue[]);
    expect(cues.length, 'cues').to.be.at.least(3);
    for (const c of cues) {
      const k = Number(c.text.slice(3));
      expect(c.text).to.equal(cueOf(k));
      expect(c.startTime, `${c.text} starts`).to.be.closeTo(2 * k, 0.01);
      expect(c.endTime, `${c.text} ends`).to.be.closeTo(2 * k + 2, 0.01);
    }
    const texts = textSegments(t0);
    expect(texts.filter((p) => p.startsWith('/media/live/7/t-en/'))).to.have.length.at.least(1);
    expect(texts.filter((p) => p.startsWith('/media/live/7/') && !p.startsWith('/media/live/7/t-en/'))).to.deep.equal([], 'no other language of the channel is fetched');
    el.remove();
  });

  it('with subtitles disabled (the default), no cue shows and no subtitle segment is fetched', async () => {
    removeCookie(COOKIES.audioPriority);
    resetPriorities();
    const { el, t0 } = await play(7);
    const v = shown(el);
    // the first audio segments have come (shaka asks for a text stream's beside them), and the
    // playhead has gone on into the next segment: a cue of its own would show now
    const k = Math.floor(v.currentTime / 2);
    await until(() => expect(audioSegments(t0, 7)).to.have.length.at.least(3), 20_000);
    await until(() => expect(Math.floor(v.currentTime / 2)).to.be.above(k), 20_000);
    expect(showingCues(v)).to.deep.equal([]);
    expect([...v.textTracks].filter((tt) => (tt.activeCues?.length ?? 0) > 0)).to.have.length(0);
    expect(textSegments(t0)).to.deep.equal([]);
    // the default audio list (lt first) plays lt
    expect(audioReps(t0, 7)).to.deep.equal(['a-lt']);
    el.remove();
  });

  it('the control bar offers the audio and subtitle languages of the channel; a choice switches at once and is kept', async () => {
    await setPriorities({});
    const { el } = await play(3);
    const root = el.shadowRoot!;
    const v = shown(el);
    const menuButton = () => root.querySelector<HTMLButtonElement>(`button[aria-label="${msg('player.tracks')}"]`);
    await until(() => expect(menuButton()).to.exist, 20_000);
    expect(menuButton()!.getAttribute('aria-expanded')).to.equal('false');
    menuButton()!.click();
    const menu = () => root.querySelector<HTMLElement>(`[role="dialog"][aria-label="${msg('player.tracks')}"]`);
    await until(() => expect(menu()).to.exist);
    expect(menuButton()!.getAttribute('aria-expanded')).to.equal('true');
    // a group of choices is a fieldset named by its legend; a choice is a label around its radio
    const group = (legend: MessageKey) => [...menu()!.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === msg(legend))!;
    const options = (legend: MessageKey) =>
      [...group(legend).querySelectorAll('label')].map((l) => [l.textContent, l.querySelector('input')!.checked] as [string, boolean]);
    const choice = (legend: MessageKey, name: MessageKey) => [...group(legend).querySelectorAll('label')].find((l) => l.textContent === msg(name))!.querySelector('input')!;
    const [LT, EN, RU, OFF] = [msg('settings.track_lt'), msg('settings.track_en'), msg('settings.track_ru'), msg('player.subtitles_off')];
    // channel 3 has lt, en, ru audio and lt, en subtitles; lt plays, subtitles are off
    expect(options('player.audio')).to.deep.equal([[LT, true], [EN, false], [RU, false]]);
    expect(options('player.subtitles')).to.deep.equal([[OFF, true], [LT, false], [EN, false]]);
    // the checked choice has focus, for the keyboard
    expect(root.activeElement).to.equal(group('player.audio').querySelector('input:checked'));
    await expect(el).to.be.accessible();

    // English audio: fetched from now on, and first in the kept priorities
    const t1 = performance.now();
    const seeks: string[] = [];
    const onSeeking = () => seeks.push(`${Math.round(performance.now() - t1)} ms: to ${v.currentTime.toFixed(3)}`);
    v.addEventListener('seeking', onSeeking);
    choice('player.audio', 'settings.track_en').click();
    await until(() => expect(options('player.audio')).to.deep.equal([[LT, false], [EN, true], [RU, false]]), 20_000);
    expect($priorities.get().audio[0]).to.equal('en');
    await until(() => expect(audioSegments(t1, 3).filter((p) => p.includes('/a-en/'))).to.have.length.at.least(2), 20_000);
    // the switch empties the audio buffer only: no video segment is asked for again (shaka's flush
    // of its pipeline, a seek 1 ms back, is not a viewer's seek to warm up: warm requests of its
    // segments, and the hold of shaka's others behind them, stopped its audio stream now and then)
    const videoSegment = /^\/media\/live\/3\/v[^/]*\/\d+\.m4s$/;
    const since = fetchedSince(t1).filter((p) => videoSegment.test(p));
    const before = new Set(fetchedSince(0, t1).filter((p) => videoSegment.test(p)));
    expect(before.size, 'video segments asked for before the switch').to.be.at.least(3);
    const when = (p: string) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith(p)).map((e) => Math.round(e.startTime - t1));
    const again = since.filter((p, i) => before.has(p) || since.indexOf(p) !== i);
    expect(again, `video segments asked for again since the switch (at ${again.map((p) => `${when(p).join(', ')} ms`).join('; ')}; seeks ${seeks.join(', ')})`).to.deep.equal([]);

    // English subtitles show, above the control bar while it is shown
    choice('player.subtitles', 'settings.track_en').click();
    await until(() => expect(showingCues(v).map((c) => c.lang)).to.deep.equal(['en']), 20_000);
    await until(() => expect(showingCues(v)[0]!.cues[0] ?? '').to.match(/^EN \d{10}$/), 20_000);
    expect($priorities.get()).to.include({ subtitlesDisabled: false });
    expect($priorities.get().subtitles[0]).to.equal('en');
    // (what the player and the page were doing, for the messages of the waits below)
    const why = () => {
      const pb = playbackOf(el);
      const active = root.activeElement;
      const recent = performance.getEntriesByType('resource').filter((e) => /\/media\//.test(e.name)).slice(-8).map((e) => `${new URL(e.name).pathname.replace('/media/live/', '')} @${Math.round(e.startTime)}+${Math.round(e.duration)}`);
      return `status ${pb.status}${pb.stalled ? ' (stalled)' : ''}, focus ${active ? `${active.tagName}.${active.className} ${active.getAttribute('aria-label') ?? ''}` : 'none'}, paused ${v.paused}, readyState ${v.readyState}, at ${v.currentTime.toFixed(2)} (seek range ${pb.seekStart}-${pb.seekEnd}, position ${pb.position}), buffered [${ranges(v.buffered)}], source buffers ${sourceBuffersNow()}, seeks since the switch ${seeks.join(', ')}, playhead moves since ${movesSince(t1, 6)}, now ${Math.round(performance.now())} (${Math.round(performance.now() - t1)} ms since the switch), last media requests ${recent.join(', ')}${shakaLog(t1 - 50, /audio|seek|clear|flush|buffer/i)}`;
    };
    // (the cue on screen and the ones to come)
    const cueLines = () => [...new Set([...v.textTracks].filter((t) => t.mode === 'showing').flatMap((t) => [...(t.cues ?? [])].map((c) => (c as VTTCue).line)))];
    await until(() => expect(cueLines(), why()).to.deep.equal([-4]), 10_000);

    // Escape closes the menu and gives the focus back to its button
    group('player.audio').querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => expect(menu()).to.equal(null));
    expect(root.activeElement).to.equal(menuButton());
    expect(v.paused).to.equal(false);
    // the mouse moves once more; once the bar hides (a while after, shortened here: the test is
    // about where the subtitles go then), they go back to the bottom line
    // (the message says what kept the bar: the playback's status, a focus, the help or the menu)
    const { controlsHideMs } = chromeTimings;
    chromeTimings.controlsHideMs = 100;
    try {
      root.querySelector('.player')!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
      await until(() => expect(root.querySelector('.player')!.classList.contains('idle'), why()).to.equal(true), 15_000);
    } finally {
      chromeTimings.controlsHideMs = controlsHideMs;
    }
    v.removeEventListener('seeking', onSeeking);
    await until(() => expect(cueLines(), why()).to.deep.equal(['auto']), 10_000);

    // Off hides them again
    menuButton()!.click();
    await until(() => expect(menu()).to.exist);
    group('player.subtitles').querySelector('input')!.click();
    await until(() => expect(showingCues(v)).to.deep.equal([]), 20_000);
    expect($priorities.get().subtitlesDisabled).to.equal(true);

    // C on the player turns them on again (the first language of the priorities: English now) and off
    const key = (k: string) => root.querySelector('.player')!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
    key('c');
    await until(() => expect(showingCues(v).map((c) => c.lang)).to.deep.equal(['en']), 20_000);
    expect($priorities.get().subtitlesDisabled).to.equal(false);
    key('C');
    await until(() => expect(showingCues(v)).to.deep.equal([]), 20_000);
    expect($priorities.get().subtitlesDisabled).to.equal(true);
    expect(v.paused).to.equal(false);

    el.remove();
    // the choice is kept: another channel with English audio plays it
    const next = await play(6);
    await until(() => expect(audioSegments(next.t0, 6)).to.have.length.at.least(2), 20_000);
    expect(audioReps(next.t0, 6)).to.deep.equal(['a-en']);
    next.el.remove();
  });
});
