// The gap guard's start hole (src/player/gaps.ts): a hole of at most START_HOLE_S before the first
// buffered range is played through (the browser fills it with silence), not jumped; it is jumped only
// when the playhead stands still there.
import { expect } from '@open-wc/testing';
import { GapGuard, SMALL_GAP_S, START_HOLE_S, isStartNudge } from '../../src/player/gaps';

function ranges(list: [number, number][]): TimeRanges {
  return { length: list.length, start: (i: number) => list[i]![0], end: (i: number) => list[i]![1] } as TimeRanges;
}

/** A playing media element with one range starting `hole` s after the playhead. */
function media(t: number, hole: number) {
  return { currentTime: t, buffered: ranges([[t + hole, t + 10]]), paused: false, ended: false, seeking: false, readyState: 4, playbackRate: 1 };
}

describe('the gap guard and the hole before the first range', () => {
  it('leaves a 16-ms hole while the playhead moves, and jumps it once the playhead stands still', () => {
    let now = 0;
    const m = media(100, 0.016);
    const guard = new GapGuard(m, () => 1e9, () => now);
    guard.check();
    expect(m.currentTime, 'first look').to.equal(100);
    // the playhead moved on into the range: nothing to do
    now += 250;
    m.currentTime = 100.02;
    guard.check();
    expect(m.currentTime).to.equal(100.02);
    expect(guard.jumped).to.equal(0);
    // another start, and the playhead does not move: jumped at the second look
    const still = media(200, 0.016);
    const g2 = new GapGuard(still, () => 1e9, () => now);
    g2.check();
    expect(still.currentTime).to.equal(200);
    now += 250;
    g2.check();
    expect(still.currentTime).to.equal(200.016);
    expect(g2.jumped).to.equal(1);
  });

  it('jumps a hole before the first range longer than START_HOLE_S at once', () => {
    const m = media(300, START_HOLE_S + 0.1);
    const guard = new GapGuard(m, () => 1e9, () => 0);
    guard.check();
    expect(m.currentTime).to.be.closeTo(300 + START_HOLE_S + 0.1, 1e-9);
  });

  it('tells a start nudge from other moves', () => {
    const m = media(10, 0.016);
    expect(isStartNudge(m, 10, 10.016)).to.equal(true);
    expect(isStartNudge({ ...m, paused: true }, 10, 10.016), 'paused').to.equal(false);
    expect(isStartNudge(m, 10, 11), 'not the range start').to.equal(false);
    expect(isStartNudge(media(10, 0.2), 10, 10.2), 'over START_HOLE_S').to.equal(false);
    expect(isStartNudge(m, 10.02, 10.016), 'backwards').to.equal(false);
  });

  it('jumps a 4-second hole with media after it once the playhead stands at it', () => {
    const m = { ...media(0, 0), currentTime: 9.95, buffered: ranges([[0, 10], [14, 30]]) };
    const guard = new GapGuard(m, () => 1e9, () => 0);
    expect(4).to.be.above(SMALL_GAP_S);
    guard.check();
    // first look at the hole: the playhead may still be moving towards it
    expect(m.currentTime).to.equal(9.95);
    guard.check();
    expect(m.currentTime).to.equal(14);
    expect(guard.jumped).to.equal(1);
  });

  it('leaves a hole with nothing playable after it', () => {
    const m = { ...media(0, 0), currentTime: 9.95, buffered: ranges([[0, 10], [14, 30]]) };
    const guard = new GapGuard(m, () => 12, () => 0);
    guard.check();
    guard.check();
    expect(m.currentTime).to.equal(9.95);
  });

  it('leaves a seek back out of the buffer alone however long its media takes, the live range far ahead', () => {
    // a viewer's seek 30 minutes back on a slow connection: the playhead waits at the target, the
    // live range it left still buffered 1,800 s ahead
    let now = 5000;
    const m = { ...media(0, 0), currentTime: 1000, seeking: true, readyState: 1, buffered: ranges([[2800, 2830]]) };
    const guard = new GapGuard(m, () => 1e9, () => now);
    for (let i = 0; i < 40; i++) {
      guard.check();
      now += 250;
    }
    expect(m.currentTime, 'ten seconds after the seek').to.equal(1000);
    expect(guard.jumped).to.equal(0);
  });

  it('jumps a small hole a seek stands in after a second', () => {
    let now = 5000;
    const m = { ...media(0, 0), currentTime: 100, seeking: true, readyState: 1, buffered: ranges([[101, 130]]) };
    const guard = new GapGuard(m, () => 1e9, () => now);
    guard.check();
    expect(m.currentTime, 'at once').to.equal(100);
    now += 1000;
    guard.check();
    expect(m.currentTime, 'a second later').to.equal(101);
  });
});
