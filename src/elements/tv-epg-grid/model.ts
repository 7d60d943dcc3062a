// What the view draws, whether handed in through the `data` property or loaded by the stores.
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import { epgRow } from '../../core/stores/epg';
import type { RowSlice } from './layout';

/** The embedding contract: times in epoch ms, programmes sorted by channel then start. */
export interface GridData {
  channels: GuideChannel[];
  programmes: GuideProgramme[];
  start: number;
  end: number;
  now?: number;
}

export interface GuideModel {
  channels: readonly GuideChannel[];
  start: number;
  end: number;
  row(i: number): RowSlice;
  /** Row of a channel id, or -1. */
  rowOf(channelId: number): number;
}

const EMPTY: RowSlice = { list: [], lo: 0, hi: 0 };

/**
 * Indexes handed-in data without copying it: one [lo, hi) range per channel, found when its row is
 * first drawn. Programmes sorted by channel id (the usual order) are found by binary search, so the
 * first screen reads ~20 entries per row drawn instead of the whole list (287,000 programmes at
 * 1000 channels x 11 days: 4-11 ms of the first paint in bench:epg); any other order of contiguous
 * channels falls back to one scan of the list.
 */
export function modelFromData(d: GridData): GuideModel {
  const channels = Array.isArray(d.channels) ? d.channels : [];
  const list = Array.isArray(d.programmes) ? d.programmes : [];
  const index = new Map<number, number>();
  channels.forEach((c, i) => index.set(c.id, i));
  let scanned: { lo: Int32Array; hi: Int32Array } | null = null;
  const scan = () => {
    if (scanned) return scanned;
    const lo = new Int32Array(channels.length);
    const hi = new Int32Array(channels.length);
    let cur = -1;
    let curId = NaN;
    for (let i = 0; i < list.length; i++) {
      const id = list[i]!.channelId;
      if (id !== curId) {
        if (cur >= 0) hi[cur] = i;
        curId = id;
        cur = index.get(id) ?? -1;
        if (cur >= 0) lo[cur] = i;
      }
    }
    if (cur >= 0) hi[cur] = list.length;
    return (scanned = { lo, hi });
  };
  const idAt = (i: number) => list[i]!.channelId;
  /** The first index whose channel id is not below `id`, were the list in channel-id order. */
  const lowerBound = (id: number) => {
    let a = 0;
    let b = list.length;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (idAt(m) < id) a = m + 1;
      else b = m;
    }
    return a;
  };
  const slices: (RowSlice | undefined)[] = [];
  const sliceOf = (i: number): RowSlice => {
    const id = channels[i]!.id;
    const lo = scanned ? -1 : lowerBound(id);
    const hi = scanned ? -1 : lowerBound(id + 1);
    // a whole run of the channel, with other channels (or the list's ends) on both sides: its
    // programmes are contiguous (the contract), so this is all of them
    // (none found there: the list may be in another order, or the channel has none; the scan tells)
    const whole = lo >= 0 && lo < hi && idAt(lo) === id && idAt(hi - 1) === id && (lo === 0 || idAt(lo - 1) !== id) && (hi === list.length || idAt(hi) !== id);
    if (whole) return { list, lo, hi };
    const s = scan();
    return { list, lo: s.lo[i]!, hi: s.hi[i]! };
  };
  return {
    channels,
    start: d.start,
    end: d.end,
    row(i) {
      if (i < 0 || i >= channels.length) return EMPTY;
      return (slices[i] ??= sliceOf(i));
    },
    rowOf: (id) => index.get(id) ?? -1,
  };
}

/** The stores' guide: channel list and the cached rows (re-created when `version` moves). */
export function modelFromStore(channels: readonly GuideChannel[], start: number, end: number, _version: number): GuideModel {
  const index = new Map<number, number>();
  channels.forEach((c, i) => index.set(c.id, i));
  return {
    channels,
    start,
    end,
    row(i) {
      const c = channels[i];
      if (!c) return EMPTY;
      const list = epgRow(c.id);
      return { list, lo: 0, hi: list.length };
    },
    rowOf: (id) => index.get(id) ?? -1,
  };
}
