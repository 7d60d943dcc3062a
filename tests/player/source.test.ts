import { expect } from '@open-wc/testing';
import { decideMode, formatClock, formatDuration, programmeBar, seekTarget, sourceFor, toEpoch, toPresentation, vodSource } from '../../src/player/source';
import { requestFromUrl } from '../../src/elements/tv-player/usePlayer';
import { actionFor, DigitBuffer } from '../../src/elements/tv-player/keys';
import { pickLanguage, normalisePriorities, DEFAULT_PRIORITIES } from '../../src/player/tracks';
import { licenceHeaders, licenceUrl } from '../../src/player/licence';
import { Listeners } from '../../src/player/listeners';
import { playerConfig } from '../../src/player/config';
import { configure } from '../../src/core/config';

const ch = { channel_id: 7, addr: '/media/live/7/manifest.mpd', catchup_addr: '/media/catchup/7/manifest.mpd' };
const base = 'http://example.test/';

describe('what the player loads', () => {
  const epg = { id: 1, channel_id: 7, start: 10_000, stop: 13_600 };
  it('is live while the programme airs, catch-up once it ended (30 s margin), start-over in between', () => {
    expect(decideMode(null, 11_000)).to.equal('live');
    expect(decideMode(epg, 11_000)).to.equal('live');
    expect(decideMode(epg, 11_000, 'startover')).to.equal('startover');
    expect(decideMode(epg, 11_000, 'catchup')).to.equal('startover');
    expect(decideMode(epg, 13_610)).to.equal('startover');
    expect(decideMode(epg, 13_630)).to.equal('catchup');
    expect(decideMode(epg, 9_000)).to.equal('live');
  });

  it('builds live and catch-up addresses from the channel', () => {
    const live = sourceFor(ch, null, 'live', base);
    expect(live).to.include({ url: 'http://example.test/media/live/7/manifest.mpd', origin: 0, mode: 'live', startTime: null });
    const cu = sourceFor(ch, epg, 'catchup', base);
    expect(cu.url).to.equal('http://example.test/media/catchup/7/manifest.mpd?from=10000&to=13600');
    expect(cu).to.include({ origin: 10_000, startTime: 0 });
    expect(toEpoch(cu, 30)).to.equal(10_030);
    expect(toPresentation(cu, 10_030)).to.equal(30);
    expect(toEpoch(live, 12_345)).to.equal(12_345);
  });

  it('plays a VoD item from its own start: positions are seconds of the item', () => {
    const v = vodSource({ id: 201, url: '/media/vod/201/manifest.mpd' }, base);
    expect(v).to.include({ url: 'http://example.test/media/vod/201/manifest.mpd', mode: 'vod', vodId: 201, channelId: null, origin: 0, startTime: 0 });
    expect(toEpoch(v, 95)).to.equal(95);
    expect(toPresentation(v, 95)).to.equal(95);
    expect([formatDuration(0), formatDuration(192), formatDuration(3 * 3600 + 65.7)]).to.deep.equal(['0:00', '3:12', '3:01:05']);
  });

  it("reads wall-clock times in Vilnius as the browser's own formatter does, across both DST changes", () => {
    const intl = (s: number, seconds: boolean) =>
      new Intl.DateTimeFormat('lt-LT', { timeZone: 'Europe/Vilnius', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), hour12: false }).format(new Date(s * 1000));
    const instants = [Date.UTC(2025, 0, 15, 12, 5, 9), Date.UTC(2025, 6, 15, 21, 59, 59), Date.UTC(2025, 2, 30, 0, 59, 59), Date.UTC(2025, 2, 30, 1, 0, 0),
      Date.UTC(2025, 9, 26, 0, 30, 1), Date.UTC(2025, 9, 26, 1, 30, 1), Date.UTC(2026, 10, 27, 22, 0, 0), Date.UTC(2026, 10, 27, 23, 0, 5)].map((ms) => ms / 1000);
    for (const s of instants) {
      expect(formatClock(s), `${s}`).to.equal(intl(s, false));
      expect(formatClock(s, true), `${s}`).to.equal(intl(s, true));
      expect(formatClock(s + 0.7, true), `${s}+0.7`).to.equal(intl(s, true));
    }
    expect(formatClock(Date.UTC(2025, 0, 15, 12, 5, 9) / 1000, true)).to.equal('14:05:09');
    expect(formatClock(NaN)).to.equal('--:--');
  });

  it('reads /play and /vod-play requests from the page URL', () => {
    expect(requestFromUrl('?channel=3&epg=42&mode=catchup')).to.deep.equal({ channelId: 3, epgId: 42, mode: 'catchup' });
    expect(requestFromUrl('?id=7&resume=1')).to.deep.equal({ vodId: 7, resume: true, trailer: false });
    expect(requestFromUrl('?id=7&trailer=1')).to.deep.equal({ vodId: 7, resume: false, trailer: true });
    expect(requestFromUrl('?id=x')).to.equal(null);
  });

  it('maps the stream onto the programme seek bar and back', () => {
    const bar = programmeBar(epg, { position: 10_900, seekStart: 10_000, seekEnd: 11_800, bufferEnd: 11_260, now: 11_800 });
    expect(bar.played).to.equal(0.25);
    expect(bar.watchableFrom).to.equal(0);
    expect(bar.watchableTo).to.equal(0.5);
    expect(bar.airedTo).to.equal(0.5);
    expect(bar.buffered).to.equal(0.35);
    // a click past what has aired lands on the newest second
    expect(seekTarget(epg, 0.9, { seekStart: 10_000, seekEnd: 11_800 })).to.equal(11_800);
    expect(seekTarget(epg, 0.1, { seekStart: 10_500, seekEnd: 11_800 })).to.equal(10_500);
    expect(seekTarget(epg, 0.25, { seekStart: 10_000, seekEnd: 11_800 })).to.equal(10_900);
  });
});

describe('player keyboard', () => {
  const k = (key: string, shiftKey = false) => actionFor({ key, shiftKey, ctrlKey: false, altKey: false, metaKey: false });
  it('maps keys to actions', () => {
    expect(k(' ')).to.deep.equal({ type: 'toggle-play' });
    expect(k('ArrowLeft')).to.deep.equal({ type: 'seek-by', seconds: -10 });
    expect(k('ArrowRight', true)).to.deep.equal({ type: 'seek-by', seconds: 60 });
    expect(k('PageUp')).to.deep.equal({ type: 'channel', delta: 1 });
    expect(k('7')).to.deep.equal({ type: 'digit', digit: 7 });
    expect(k('?')).to.deep.equal({ type: 'help' });
    expect(k('x')).to.equal(null);
    expect(actionFor({ key: 'f', shiftKey: false, ctrlKey: true, altKey: false, metaKey: false })).to.equal(null);
  });

  it('collects number keys into one channel number', () => {
    const got: number[] = [];
    const b = new DigitBuffer((n) => got.push(n), 10_000);
    b.push(1);
    expect(b.push(2)).to.equal('12');
    b.flush();
    expect(got).to.deep.equal([12]);
    b.push(0);
    b.flush();
    expect(got).to.deep.equal([12]);
  });

  it('tunes a number no channel number goes on from at once, and tells the one that could go on', () => {
    const got: number[] = [];
    const pending: number[] = [];
    const numbers = [1, 2, 3, 5, 10, 11, 12, 42, 100];
    const b = new DigitBuffer((n) => got.push(n), 10_000, { numbers: () => numbers, onPending: (n) => pending.push(n) });
    // "5": no 50-59, tuned without waiting
    expect(b.push(5)).to.equal('');
    expect(got).to.deep.equal([5]);
    expect(b.pending()).to.equal(false);
    // "1" could be 10, 11, 12 or 100: it waits, and its channel is told
    expect(b.push(1)).to.equal('1');
    expect(got).to.deep.equal([5]);
    expect(pending).to.deep.equal([1]);
    expect(b.pending()).to.equal(true);
    // "12": nothing goes on from it
    expect(b.push(2)).to.equal('');
    expect(got).to.deep.equal([5, 12]);
    // "10" could be 100; OK (flush) tunes 10
    b.push(1);
    expect(b.push(0)).to.equal('10');
    expect(pending).to.deep.equal([1, 1, 10]);
    b.flush();
    expect(got).to.deep.equal([5, 12, 10]);
    // "0" alone is no channel: nothing tuned, nothing waits
    expect(b.push(0)).to.equal('');
    expect(got).to.deep.equal([5, 12, 10]);
    // before the list is known every number waits
    const w = new DigitBuffer((n) => got.push(n), 10_000, { numbers: () => null });
    expect(w.push(5)).to.equal('5');
    w.cancel();
  });
});

describe('tracks, licence and configuration', () => {
  it('falls through the priority list', () => {
    expect(pickLanguage(['ru', 'en'], ['lt', 'en', 'ru'])).to.equal('en');
    expect(pickLanguage(['lt-LT', 'en'], ['lt', 'en'])).to.equal('lt-LT');
    expect(pickLanguage(['de'], ['lt', 'en', 'ru'])).to.equal(null);
    expect(normalisePriorities(null)).to.deep.equal(DEFAULT_PRIORITIES);
    expect(normalisePriorities({ audio: ['ru'], subtitlesDisabled: false })).to.include({ subtitlesDisabled: false }).and.to.have.property('audio').deep.equal(['ru']);
  });

  it('puts the content in the licence URL and the user in headers', () => {
    expect(licenceUrl('http://x.test/drm/clearkey', { ch_id: 5 })).to.equal('http://x.test/drm/clearkey?ch_id=5');
    expect(licenceUrl('http://x.test/drm/clearkey', { vod_id: 2, vod_provider_id: 1, vod_type: 'svod' })).to.equal('http://x.test/drm/clearkey?vod_id=2&vod_provider_id=1&vod_type=svod');
    expect(licenceHeaders({ customerId: 1001, drmToken: 'tok' })).to.deep.equal({ 'X-Eteris-User-Id': 'eteris-1001', 'X-Eteris-Drm-Token': 'tok' });
  });

  it('overrides the shaka defaults that hurt zapping and takes DRM from the configuration', () => {
    const cfg = configure({ drm: { keySystem: 'com.widevine.alpha', licenseUrl: 'https://lic.example/wv' } });
    const c = playerConfig(cfg, DEFAULT_PRIORITIES) as {
      drm: { servers: Record<string, string> };
      manifest: { dash: { initialSegmentLimit: number } };
      streaming: { lowLatencyMode: boolean; updateIntervalSeconds: number };
      preferredAudio: { language: string }[];
    };
    expect(c.drm.servers).to.deep.equal({ 'com.widevine.alpha': 'https://lic.example/wv' });
    expect(c.manifest.dash.initialSegmentLimit).to.be.greaterThan(3600); // 2 h of 2-s segments
    expect(c.streaming.lowLatencyMode).to.equal(false);
    expect(c.streaming.updateIntervalSeconds).to.be.lessThan(1);
    expect(c.preferredAudio.map((p) => p.language)).to.deep.equal(['lt', 'en', 'ru']);
    configure({});
  });

  it('removes every listener it owns at once', () => {
    const l = new Listeners();
    const target = new EventTarget();
    let n = 0;
    l.on(target, 'x', () => n++);
    l.on(target, 'y', () => n++);
    target.dispatchEvent(new Event('x'));
    l.removeAll();
    target.dispatchEvent(new Event('x'));
    target.dispatchEvent(new Event('y'));
    expect(n).to.equal(1);
    expect(l.size).to.equal(0);
  });
});
