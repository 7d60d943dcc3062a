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

/** Indexes handed-in data without copying it: one [lo, hi) range per channel. */
export function modelFromData(d: GridData): GuideModel {
  const channels = Array.isArray(d.channels) ? d.channels : [];
  const list = Array.isArray(d.programmes) ? d.programmes : [];
  const index = new Map<number, number>();
  channels.forEach((c, i) => index.set(c.id, i));
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
  const slices: (RowSlice | undefined)[] = [];
  return {
    channels,
    start: d.start,
    end: d.end,
    row(i) {
      if (i < 0 || i >= channels.length) return EMPTY;
      return (slices[i] ??= { list, lo: lo[i]!, hi: hi[i]! });
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

export function programmeIn(m: GuideModel, row: number, idx: number): GuideProgramme | undefined {
  const s = m.row(row);
  return idx >= s.lo && idx < s.hi ? s.list[idx] : undefined;
}
