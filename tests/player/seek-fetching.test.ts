// A standby shown by a zap, or moved up to the live edge, seeks to where a live load starts (a
// segment's start). When that is the very end of what it holds, shaka counts the time as buffered
// and fetches the segment only at its engine's next look (bench/zap: up to 250 ms more on some
// preloaded zaps); seekFetching() lands just past the end instead, so shaka fetches at once.
import { expect } from '@open-wc/testing';
import { seekFetching } from '../../src/player/wrapper';

/** A media element stand-in holding the ranges `[start, end]...`. */
function media(...ranges: [number, number][]): { buffered: TimeRanges; currentTime: number } {
  const buffered = { length: ranges.length, start: (i: number) => ranges[i]![0], end: (i: number) => ranges[i]![1] } as TimeRanges;
  return { buffered, currentTime: 0 };
}

describe('seekFetching', () => {
  it('lands just past the end of a buffered range (within the next segment\'s first frame)', () => {
    const v = media([1000, 1002]);
    seekFetching(v, 1002);
    expect(v.currentTime).to.be.closeTo(1002.01, 1e-6);
    const w = media([990, 994], [1000, 1002.004]);
    seekFetching(w, 1002);
    expect(w.currentTime).to.be.closeTo(1002.01, 1e-6);
  });

  it('lands exactly on a time inside what is buffered, or outside it', () => {
    const v = media([1000, 1004]);
    seekFetching(v, 1002);
    expect(v.currentTime).to.equal(1002);
    seekFetching(v, 1010);
    expect(v.currentTime).to.equal(1010);
    const empty = media();
    seekFetching(empty, 1002);
    expect(empty.currentTime).to.equal(1002);
  });
});
