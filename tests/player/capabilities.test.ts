// The capability queries of a load asked early (src/player/capabilities.ts): what shaka asked on the
// last load on this browser is kept, asked again when a cold start begins, and shaka's same query
// then gets that answer instead of waiting for the browser again.
import { expect } from '@open-wc/testing';
import { askKeptQueries, canonical, installQueryMemo, keepQueries, resetQueryMemo } from '../../src/player/capabilities';
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
