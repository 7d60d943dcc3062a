// The one writer of a player's playback state (src/player/playback.ts): views render for a change, not for a report.
import { expect } from '@open-wc/testing';
import { createPlayerStores, NO_TRACKS } from '../../src/core/stores/player';
import { reportPlayback, reportIdle } from '../../src/player/playback';

describe('reportPlayback', () => {
  it('tells the views of a change, and not of a report that changes nothing', () => {
    const { playback } = createPlayerStores();
    reportIdle(playback);
    const seen: string[] = [];
    const off = playback.listen((s) => seen.push(`${s.status} ${s.tracks.audioActive}`));
    // shaka reports "buffering" several times while a zap loads, and the same tracks twice
    reportPlayback(playback, { status: 'buffering' });
    reportPlayback(playback, { status: 'buffering' });
    reportPlayback(playback, { tracks: { audio: ['lt', 'ru'], audioActive: 'lt', text: [], textActive: null } });
    reportPlayback(playback, { tracks: { audio: ['lt', 'ru'], audioActive: 'lt', text: [], textActive: null } });
    reportPlayback(playback, { status: 'buffering', error: null });
    reportPlayback(playback, { status: 'playing' });
    reportPlayback(playback, { tracks: { audio: ['lt', 'ru'], audioActive: 'ru', text: [], textActive: null } });
    off();
    expect(seen).to.deep.equal(['buffering null', 'buffering lt', 'playing lt', 'playing ru']);
    expect(playback.get().tracks).to.not.equal(NO_TRACKS);
  });
});
