// The capability queries of a load asked early (src/player/capabilities.ts): what shaka asked on the
// last load on this browser is kept, asked again when a cold start begins, and shaka's same query
// then gets that answer instead of waiting for the browser again.
import { expect } from '@open-wc/testing';
import { askKeptQueries, canonical, installKeysAhead, installQueryMemo, keepQueries, KEYS_AHEAD_MS, keysAheadTaken, resetKeysAhead, resetQueryMemo } from '../../src/player/capabilities';
import { STORAGE_KEYS } from '../../src/core/storage';

const query = (width: number): MediaDecodingConfiguration => ({
  type: 'media-source',
  video: { contentType: 'video/mp4; codecs="avc1.4d401e"', width, height: (width * 9) / 16, bitrate: 143000, framerate: 25 },
  audio: { contentType: 'audio/mp4; codecs="mp4a.40.2"', channels: '1', bitrate: 38000, samplerate: 48000 },
  keySystemConfiguration: { keySystem: 'org.w3.clearkey', initDataType: 'cenc', sessionTypes: ['temporary'] },
});
/** The same query with its keys in another order (as another caller would build it). */
const reordered = (q: MediaDecodingConfiguration) => JSON.parse(JSON.stringify(q, Object.keys(q).reverse().concat(['contentType', 'width', 'height', 'bitrate', 'framerate', 'channels', 'samplerate', 'keySystem', 'initDataType', 'sessionTypes']))) as MediaDecodingConfiguration;

describe('capability queries asked early', () => {
  const caps = navigator.mediaCapabilities;
  /** The browser's side, counted: every query that reaches it, and the answer it gave. */
  let asked: string[] = [];
  const stub = () => {
    asked = [];
    caps.decodingInfo = ((q: MediaDecodingConfiguration) => {
      asked.push(canonical(q));
      return Promise.resolve({ supported: true, smooth: true, powerEfficient: false, asked: asked.length } as unknown as MediaCapabilitiesDecodingInfo);
    }) as typeof caps.decodingInfo;
  };
  /** A new page: nothing asked yet, the browser's decodingInfo stubbed (before the memo wraps it). */
  const newPage = () => {
    resetQueryMemo();
    stub();
  };
  beforeEach(() => localStorage.removeItem(STORAGE_KEYS.decodingQueries));
  after(() => {
    resetQueryMemo();
    delete (caps as unknown as Record<string, unknown>).decodingInfo; // the prototype's again
    localStorage.removeItem(STORAGE_KEYS.decodingQueries);
  });

  it('writes the same query as the same text, whatever the order of its keys', () => {
    expect(canonical(reordered(query(640)))).to.equal(canonical(query(640)));
    expect(canonical(query(640))).to.not.equal(canonical(query(320)));
  });

  it("keeps the queries of a load; the next page asks them at once, and shaka's same queries get those answers", async () => {
    // a first page: shaka asks for two variants
    newPage();
    installQueryMemo();
    await caps.decodingInfo(query(640));
    await caps.decodingInfo(query(320));
    expect(asked).to.have.length(2);
    keepQueries();
    expect((JSON.parse(localStorage.getItem(STORAGE_KEYS.decodingQueries)!) as string[]).map((k) => (JSON.parse(k) as MediaDecodingConfiguration).video!.width)).to.deep.equal([640, 320]);

    // the next page: a cold start asks them before shaka is in
    newPage();
    askKeptQueries();
    expect(asked, 'asked at the cold start').to.deep.equal([canonical(query(640)), canonical(query(320))]);
    // shaka's load then asks the same (built in its own key order): answered, the browser not asked again
    const a = await caps.decodingInfo(reordered(query(640)));
    const b = await caps.decodingInfo(query(320));
    expect(asked, 'asked by the load').to.have.length(2);
    expect([(a as unknown as { asked: number }).asked, (b as unknown as { asked: number }).asked]).to.deep.equal([1, 2]);
    // a query not kept goes to the browser
    await caps.decodingInfo(query(1280));
    expect(asked).to.have.length(3);
  });

  it('asks nothing early on a browser with no load kept, or with a kept value that is not a list of queries', async () => {
    newPage();
    askKeptQueries();
    expect(asked).to.deep.equal([]);
    localStorage.setItem(STORAGE_KEYS.decodingQueries, JSON.stringify({ not: 'a list' }));
    askKeptQueries();
    expect(asked).to.deep.equal([]);
    expect(localStorage.getItem(STORAGE_KEYS.decodingQueries), 'an invalid value is removed').to.equal(null);
  });

  it("keeps at most 12 queries, this page's first, and writes nothing when no new query was made", async () => {
    newPage();
    installQueryMemo();
    for (let w = 1; w <= 14; w++) await caps.decodingInfo(query(w * 100));
    keepQueries();
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.decodingQueries)!) as string[];
    expect(kept).to.have.length(12);
    expect((JSON.parse(kept[0]!) as MediaDecodingConfiguration).video!.width).to.equal(100);
    localStorage.setItem(STORAGE_KEYS.decodingQueries, JSON.stringify([]));
    keepQueries();
    expect(localStorage.getItem(STORAGE_KEYS.decodingQueries), 'nothing new: not written again').to.equal('[]');
  });
});

describe('MediaKeys made ahead', () => {
  const access = (type: string) =>
    navigator.requestMediaKeySystemAccess('org.w3.clearkey', [{ initDataTypes: ['keyids', 'cenc'], videoCapabilities: [{ contentType: type }] }]);
  /** The CDM's side, counted: every MediaKeys the browser is asked to make. */
  let made = 0;
  let real: MediaKeySystemAccess['createMediaKeys'];
  before(() => {
    resetKeysAhead();
    real = MediaKeySystemAccess.prototype.createMediaKeys;
    MediaKeySystemAccess.prototype.createMediaKeys = function (this: MediaKeySystemAccess) {
      made++;
      return real.call(this);
    };
    installKeysAhead();
  });
  after(() => {
    resetKeysAhead();
    MediaKeySystemAccess.prototype.createMediaKeys = real;
  });
  const later = () => new Promise((r) => setTimeout(r, KEYS_AHEAD_MS + 100));

  it('hands a load of a key system configuration asked for before the MediaKeys made after that, at once, each to one load, and they decrypt', async () => {
    const a = await access('video/mp4; codecs="avc1.4d401e"');
    made = 0;
    const first = await a.createMediaKeys();
    await later();
    expect(made, 'asked once: nothing made ahead').to.equal(1);
    const second = await a.createMediaKeys();
    expect(made).to.equal(2);
    await later();
    expect(made, 'asked twice: the next made ahead').to.equal(3);
    const taken = keysAheadTaken;
    const third = await a.createMediaKeys();
    expect(keysAheadTaken - taken, 'the third load is handed the MediaKeys made ahead').to.equal(1);
    expect(made).to.equal(3);
    expect(new Set([first, second, third]).size, 'each load its own').to.equal(3);
    // the same access again (another player's load): made afresh, its next made ahead later
    const fourth = await a.createMediaKeys();
    expect(made).to.equal(4);
    expect(fourth).to.not.equal(third);
    await later();
    expect(made, 'and the next one made ahead again').to.equal(5);
    // MediaKeys made ahead work as any: attached to a video, a session asks for its licence
    const video = document.createElement('video');
    await video.setMediaKeys(third);
    const session = third.createSession('temporary');
    const message = new Promise<MediaKeyMessageEvent>((r) => session.addEventListener('message', (e) => r(e), { once: true }));
    await session.generateRequest('keyids', new TextEncoder().encode(JSON.stringify({ kids: ['AAAAAAAAAAAAAAAAAAAAAA'] })));
    expect(JSON.parse(new TextDecoder().decode((await message).message)).kids).to.deep.equal(['AAAAAAAAAAAAAAAAAAAAAA']);
    await session.close();
    await video.setMediaKeys(null);
  });

  it('makes nothing ahead for another configuration asked for once', async () => {
    const a = await access('video/mp4; codecs="avc1.42e01e"');
    made = 0;
    await a.createMediaKeys();
    await later();
    expect(made).to.equal(1);
  });
});
