// What the hidden players' requests wait for (src/player/standby.ts shownSettled()): the player
// shown ending its seek or its wait for data, and then its frame at the new position. Chromium
// often presents a seek's frame after 'seeked': requests let go at 'seeked' ran their answers,
// appends and garbage before the frame's callbacks. A <video> whose state and frames the test sets.
import { expect } from '@open-wc/testing';
import { shownSettled, SHOWN_FRAME_MAX_MS, type ShownState } from '../../src/player/standby';
import { until } from '../helpers/until';

type Look = (now: number, meta: VideoFrameCallbackMetadata) => void;

/** A <video> seeking to `target`: its frames are presented by present(mediaTime). */
function seekingVideo(target: number) {
  const v = document.createElement('video');
  let seeking = true;
  let looks = new Map<number, Look>();
  let id = 0;
  Object.defineProperty(v, 'seeking', { get: () => seeking });
  Object.defineProperty(v, 'currentTime', { get: () => target });
  v.requestVideoFrameCallback = (fn: Look) => {
    looks.set(++id, fn);
    return id;
  };
  v.cancelVideoFrameCallback = (h: number) => void looks.delete(h);
  return {
    v,
    state: (): ShownState => (seeking ? 'busy' : 'settled'),
    /** The seek ends: 'seeked'. */
    seeked() {
      seeking = false;
      v.dispatchEvent(new Event('seeked'));
    },
    /** A frame at `mediaTime` is presented: the callbacks asked for before it run. */
    present(mediaTime: number) {
      const now = looks;
      looks = new Map();
      for (const fn of now.values()) fn(performance.now(), { mediaTime } as VideoFrameCallbackMetadata);
    },
    asked: () => looks.size,
  };
}

/** Whether `p` has resolved, looked at after the tasks queued before this one; and when it did. */
function watch(p: Promise<void>) {
  let done = false;
  let at = NaN;
  void p.then(() => {
    done = true;
    at = performance.now();
  });
  return {
    after: async () => {
      await new Promise((r) => setTimeout(r, 0));
      return done;
    },
    isDone: () => done,
    at: () => at,
  };
}

describe('hidden players wait for the seek of the player shown, and for its frame', () => {
  it("does not let go at 'seeked' while the seek's frame is yet to come; it does in a task after that frame", async () => {
    const s = seekingVideo(1800);
    const w = watch(shownSettled(s.v, s.state));
    expect(await w.after(), 'during the seek').to.equal(false);
    // the picture from before the seek is presented again: not the seek's frame
    s.present(5400.2);
    expect(await w.after(), 'after a frame of the old position').to.equal(false);
    s.seeked();
    expect(await w.after(), "after 'seeked', before the frame").to.equal(false);
    s.present(1800);
    expect(await w.after(), 'in a task after the frame').to.equal(true);
  });

  it("lets go at 'seeked' when the seek's frame was presented before it", async () => {
    const s = seekingVideo(1800);
    const w = watch(shownSettled(s.v, s.state));
    s.present(1799.96);
    expect(await w.after(), 'the frame, still seeking').to.equal(false);
    expect(s.asked(), 'no more frames asked for').to.equal(0);
    s.seeked();
    expect(await w.after(), "after 'seeked'").to.equal(true);
  });

  it('lets go without a frame at the latest SHOWN_FRAME_MAX_MS after the seek ended', async () => {
    const s = seekingVideo(1800);
    const w = watch(shownSettled(s.v, s.state));
    const seekedAt = performance.now();
    s.seeked();
    expect(await w.after(), "a task after 'seeked'").to.equal(false);
    await until(() => expect(w.isDone(), 'let go').to.equal(true));
    // a timer never fires early: not before half that time, however busy the machine
    expect(w.at() - seekedAt, 'let go after').to.be.at.least(SHOWN_FRAME_MAX_MS / 2);
    expect(s.asked(), "the frame's callback cancelled").to.equal(0);
  });

  it('lets go at once when the player shown is another one, or was not busy', async () => {
    const s = seekingVideo(1800);
    let state: ShownState = 'busy';
    const w = watch(shownSettled(s.v, () => state));
    expect(await w.after()).to.equal(false);
    state = 'gone';
    s.v.dispatchEvent(new Event('emptied'));
    expect(await w.after(), 'another player shown').to.equal(true);
    expect(await watch(shownSettled(s.v, () => 'settled')).after(), 'not busy').to.equal(true);
  });
});
