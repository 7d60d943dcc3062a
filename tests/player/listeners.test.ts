// The one owner of a player's listeners, timers and frame callbacks (src/player/listeners.ts):
// removeAll() cancels whatever is pending, and whatever is added after it is undone at once. A
// <video> whose frames the test presents.
import { expect } from '@open-wc/testing';
import { Listeners } from '../../src/player/listeners';

type Look = (now: number, meta: VideoFrameCallbackMetadata) => void;

/** A <video> whose frame callbacks run when the test calls present(). */
function framedVideo() {
  const v = document.createElement('video');
  let looks = new Map<number, Look>();
  let id = 0;
  v.requestVideoFrameCallback = (fn: Look) => {
    looks.set(++id, fn);
    return id;
  };
  v.cancelVideoFrameCallback = (h: number) => void looks.delete(h);
  return {
    v,
    present(mediaTime: number) {
      const now = looks;
      looks = new Map();
      for (const fn of now.values()) fn(performance.now(), { mediaTime } as VideoFrameCallbackMetadata);
    },
    asked: () => looks.size,
  };
}

describe('Listeners', () => {
  it('runs a video frame callback at the next frame, once, and forgets it', () => {
    const l = new Listeners();
    const f = framedVideo();
    const seen: number[] = [];
    l.videoFrame(f.v, (_now, meta) => seen.push(meta.mediaTime));
    expect(l.size, 'owned while it waits').to.equal(1);
    f.present(3);
    f.present(4);
    expect(seen).to.deep.equal([3]);
    expect(l.size, 'forgotten once it ran').to.equal(0);
  });

  it('cancels a video frame callback it was asked to cancel', () => {
    const l = new Listeners();
    const f = framedVideo();
    const seen: number[] = [];
    const cancel = l.videoFrame(f.v, (_now, meta) => seen.push(meta.mediaTime));
    cancel();
    expect(f.asked(), "the browser's callback cancelled").to.equal(0);
    f.present(1);
    expect(seen).to.deep.equal([]);
    expect(l.size).to.equal(0);
  });

  it('removeAll() cancels the pending frame callbacks and listeners', () => {
    const l = new Listeners();
    const f = framedVideo();
    const seen: string[] = [];
    l.videoFrame(f.v, () => seen.push('frame'));
    l.on(f.v, 'seeked', () => seen.push('seeked'));
    l.removeAll();
    expect(f.asked(), "the browser's frame callback cancelled").to.equal(0);
    f.present(1);
    f.v.dispatchEvent(new Event('seeked'));
    expect(seen).to.deep.equal([]);
    expect(l.size).to.equal(0);
  });

  it('undoes at once a frame callback asked for after removeAll()', () => {
    const l = new Listeners();
    const f = framedVideo();
    const seen: number[] = [];
    l.removeAll();
    l.videoFrame(f.v, (_now, meta) => seen.push(meta.mediaTime));
    expect(f.asked()).to.equal(0);
    f.present(2);
    expect(seen).to.deep.equal([]);
  });

  it('asks for nothing where the browser has no video frame callbacks', () => {
    const l = new Listeners();
    const v = document.createElement('video');
    Object.defineProperty(v, 'requestVideoFrameCallback', { value: undefined });
    const cancel = l.videoFrame(v, () => undefined);
    expect(l.size).to.equal(0);
    cancel();
  });
});
