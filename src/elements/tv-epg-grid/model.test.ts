// The handed-in data's index (model.ts): each row's programmes, whatever the order of the channels,
// and the first screen reading only the rows it draws.
import { expect } from '@open-wc/testing';
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import { modelFromData } from './model';

const H = 3_600_000;
const channel = (id: number): GuideChannel => ({ id, number: id, name: `K${id}`, catchup: true, subscribed: true });
function programmes(ids: number[], perChannel: number): GuideProgramme[] {
  return ids.flatMap((c) => Array.from({ length: perChannel }, (_, i) => ({ id: c * 1000 + i, channelId: c, start: i * H, end: (i + 1) * H, title: `C${c} P${i}` })));
}
const titles = (m: ReturnType<typeof modelFromData>, row: number) => {
  const s = m.row(row);
  return s.list.slice(s.lo, s.hi).map((p) => p.title);
};

describe('the guide model of handed-in data', () => {
  it('gives each row its own programmes when the list is in channel-id order', () => {
    const m = modelFromData({ channels: [channel(2), channel(1), channel(3)], programmes: programmes([1, 2, 3], 3), start: 0, end: 3 * H });
    expect(titles(m, 0)).to.deep.equal(['C2 P0', 'C2 P1', 'C2 P2']);
    expect(titles(m, 1)).to.deep.equal(['C1 P0', 'C1 P1', 'C1 P2']);
    expect(titles(m, 2)).to.deep.equal(['C3 P0', 'C3 P1', 'C3 P2']);
  });

  it('gives each row its own programmes when the list follows another order, and none to a channel without any', () => {
    const chs = [channel(5), channel(1), channel(9), channel(4)];
    const m = modelFromData({ channels: chs, programmes: programmes([9, 1, 5], 2), start: 0, end: 2 * H });
    expect(titles(m, 0)).to.deep.equal(['C5 P0', 'C5 P1']);
    expect(titles(m, 1)).to.deep.equal(['C1 P0', 'C1 P1']);
    expect(titles(m, 2)).to.deep.equal(['C9 P0', 'C9 P1']);
    expect(titles(m, 3)).to.deep.equal([]);
    expect(titles(m, 4)).to.deep.equal([]);
  });

  it('reads only the rows asked for, not the whole list (the first screen of 1000 channels x 11 days)', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    const list = programmes(ids, 100);
    let reads = 0;
    const counted = new Proxy(list, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const m = modelFromData({ channels: ids.map(channel), programmes: counted, start: 0, end: 100 * H });
    for (let r = 0; r < 12; r++) expect(m.row(r).hi - m.row(r).lo).to.equal(100);
    expect(titles(m, 11)[0]).to.equal('C12 P0');
    expect(reads, `${reads} reads of a list of ${list.length}`).to.be.below(2000);
  });
});
