import { expect } from '@open-wc/testing';
import { thumbnailAt, throttle, isSpriteSheet, type SpriteSheet } from '../../src/player/thumbnails';
import { until } from '../helpers/until';

// The reference backend's shape: 10-s step, 160x90 tiles, 5x5 per sheet (250 s per sheet).
const sheet: SpriteSheet = {
  step: 10, scale_width: 160, scale_height: 90, tile_width: 5, tile_height: 5,
  sprites: [{ start: 1000, sprite: 'a.svg' }, { start: 1250, sprite: 'b.svg' }, { start: 1500, sprite: 'c.svg' }],
};

describe('sprite-thumbnail maths', () => {
  it('picks the sheet and the tile for a time', () => {
    expect(thumbnailAt(sheet, 1000)).to.include({ url: 'a.svg', x: 0, y: 0, time: 1000, width: 160, height: 90 });
    // 1000 + 7 steps: row 1, column 2
    expect(thumbnailAt(sheet, 1075)).to.include({ url: 'a.svg', x: 320, y: 90, time: 1070 });
    // last tile of the first sheet
    expect(thumbnailAt(sheet, 1249.9)).to.include({ url: 'a.svg', x: 640, y: 360, time: 1240 });
    // second and third sheets
    expect(thumbnailAt(sheet, 1250)).to.include({ url: 'b.svg', x: 0, y: 0 });
    expect(thumbnailAt(sheet, 1622)).to.include({ url: 'c.svg', x: 320, y: 180, time: 1620 });
    expect(thumbnailAt(sheet, 1000)).to.include({ sheetWidth: 800, sheetHeight: 450 });
  });

  it('has no thumbnail outside the sheets or without data', () => {
    expect(thumbnailAt(sheet, 999)).to.equal(null);
    expect(thumbnailAt(sheet, 1750)).to.equal(null);
    expect(thumbnailAt(null, 1000)).to.equal(null);
    expect(thumbnailAt(sheet, Number.NaN)).to.equal(null);
    expect(thumbnailAt({ ...sheet, sprites: [] }, 1000)).to.equal(null);
  });

  it('finds a gap between sheets', () => {
    const gappy = { ...sheet, sprites: [{ start: 0, sprite: 'x' }, { start: 1000, sprite: 'y' }] };
    expect(thumbnailAt(gappy, 500)).to.equal(null);
    expect(thumbnailAt(gappy, 1010)).to.include({ url: 'y', x: 160 });
  });

  it('validates a sheet before using it', () => {
    expect(isSpriteSheet(sheet)).to.equal(true);
    expect(isSpriteSheet({ ...sheet, step: 0 })).to.equal(false);
    expect(isSpriteSheet({ step: 10 })).to.equal(false);
    expect(isSpriteSheet(null)).to.equal(false);
  });
});

describe('throttle', () => {
  it('runs the first call at once and collapses later calls into one with the latest arguments', async () => {
    let clock = 0;
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 200, () => clock);
    f(1);
    f(2);
    f(3);
    expect(calls).to.deep.equal([1]);
    clock = 250;
    await until(() => expect(calls).to.deep.equal([1, 3]));
    f.cancel();
  });

  it('drops the pending call on cancel', async () => {
    let clock = 0;
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 50, () => clock);
    f(1);
    f(2);
    f.cancel();
    // a second throttle's trailing call, due at the same time or later, runs after the dropped one would have
    const marks: number[] = [];
    const g = throttle((n: number) => marks.push(n), 50, () => clock);
    g(1);
    g(2);
    clock = 100;
    await until(() => expect(marks).to.deep.equal([1, 2]));
    expect(calls).to.deep.equal([1]);
  });
});
