// The rendered part of the guide: channel rows (sticky channel cell + programme cells) and the
// time bar, for one window of rows and time.
import { memo, type ReactElement } from 'react';
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import { formatTime, formatDay, dayStart } from '../../core/time/vilnius';
import type { Lang } from '../../core/names';
import type { t as translate } from '../../core/i18n';
import { catchupAvailable, lockOf } from './rights';
import { CH_W, firstEndingAfter, indexOfId, KeyPool, MIN, ROW_H, HEAD_H, type Win } from './layout';
import type { GuideModel } from './model';

export interface Look {
  t: typeof translate;
  lang: Lang;
  now: number;
  pxPerMs: number;
  ageLimit: number | null;
  adultUnlocked: boolean;
  /** Texts used in every cell, translated once per render. */
  txt: { catchup: string; adult: string };
}

/** Which cell of one row is in the tab order, focused, opened (null when not in this row). */
interface RowMarks {
  tabId: number | null;
  focusId: number | null;
  openId: number | null;
}

export interface RowPools {
  rows: KeyPool;
  cells: Map<number, KeyPool>;
}
export const newPools = (): RowPools => ({ rows: new KeyPool(), cells: new Map() });

function Cell({ p, ch, m, look, marks }: { p: GuideProgramme; ch: GuideChannel | undefined; m: GuideModel; look: Look; marks: RowMarks }) {
  const s = Math.max(p.start, m.start);
  const e = Math.min(p.end, m.end);
  const lock = lockOf(p, ch, look.ageLimit, look.adultUnlocked);
  const title = lock ? (lock === 'adult' ? look.txt.adult : look.t('epg.locked_age', { age: p.age ?? 0 })) : p.title;
  const cu = !lock && catchupAvailable(p, ch, look.now);
  const time = `${formatTime(p.start)}–${formatTime(p.end)}${!lock && p.age ? `  ${p.age}+` : ''}`;
  let cls = 'c';
  if (p.start <= look.now && p.end > look.now) cls += ' live';
  else if (p.end <= look.now) cls += ' past';
  if (cu) cls += ' cu';
  if (lock) cls += ' lock';
  if (p.id === marks.openId) cls += ' sel';
  return (
    <div role="gridcell" id={`p${p.id}`} className={cls} data-id={p.id} tabIndex={p.id === marks.tabId ? 0 : -1}
      aria-label={cu ? `${title}, ${time}, ${look.txt.catchup}` : undefined} aria-selected={p.id === marks.openId}
      style={{ left: CH_W + (s - m.start) * look.pxPerMs, width: Math.max(2, (e - s) * look.pxPerMs) }}>
      {title}<small> {time}</small>
    </div>
  );
}

interface RowProps {
  m: GuideModel;
  r: number;
  t0: number;
  t1: number;
  look: Look;
  marks: RowMarks;
  width: number;
  pool: KeyPool;
}

/** One channel: its sticky channel cell and the programmes inside [t0, t1) (plus the focused one). */
const Row = memo(function Row({ m, r, t0, t1, look, marks, width, pool }: RowProps) {
  const ch = m.channels[r]!;
  const s = m.row(r);
  const list: GuideProgramme[] = [];
  for (let i = firstEndingAfter(s, t0); i < s.hi && s.list[i]!.start < t1; i++) list.push(s.list[i]!);
  if (marks.focusId !== null && !list.some((p) => p.id === marks.focusId)) {
    const i = indexOfId(s, marks.focusId);
    if (i >= 0) list.push(s.list[i]!);
  }
  const keys = pool.assign(list.map((p) => p.id));
  return (
    <div role="row" aria-rowindex={r + 1} className="row" style={{ top: HEAD_H + r * ROW_H, width }}>
      <div role="rowheader" className="rh" title={ch.name}>
        {ch.logo && <img src={ch.logo} alt="" loading="lazy" />}
        <b>{ch.number}</b>{ch.name}
      </div>
      {list.map((p, j) => <Cell key={keys[j]} p={p} ch={ch} m={m} look={look} marks={marks} />)}
    </div>
  );
}, (a, b) => a.m === b.m && a.r === b.r && a.t0 === b.t0 && a.t1 === b.t1 && a.look === b.look && a.width === b.width && a.pool === b.pool
  && a.marks.tabId === b.marks.tabId && a.marks.focusId === b.marks.focusId && a.marks.openId === b.marks.openId);

const NO_MARKS: RowMarks = { tabId: null, focusId: null, openId: null };

/** Rows of the window (plus the focused row, which must stay in the DOM), keys recycled. */
export function renderRows(m: GuideModel, w: Win, look: Look, pools: RowPools, width: number,
  focus: { row: number; id: number } | null, tab: { row: number; id: number } | null, open: { row: number; id: number } | null): ReactElement[] {
  const idx: number[] = [];
  for (let r = w.r0; r < Math.min(w.r1, m.channels.length); r++) idx.push(r);
  if (focus && focus.row < m.channels.length && (focus.row < w.r0 || focus.row >= w.r1)) idx.push(focus.row);
  const rowKeys = pools.rows.assign(idx);
  return idx.map((r, k) => {
    const key = rowKeys[k]!;
    let pool = pools.cells.get(key);
    if (!pool) pools.cells.set(key, (pool = new KeyPool()));
    const marks = tab?.row === r || focus?.row === r || open?.row === r
      ? { tabId: tab?.row === r ? tab.id : null, focusId: focus?.row === r ? focus.id : null, openId: open?.row === r ? open.id : null }
      : NO_MARKS;
    return <Row key={key} m={m} r={r} t0={w.t0} t1={w.t1} look={look} marks={marks} width={width} pool={pool} />;
  });
}

const HALF_HOUR = 30 * MIN;
/** Half-hour marks of the window, Vilnius wall-clock time; local midnights show the day. */
export function TimeBar({ m, w, look, width }: { m: GuideModel; w: Win; look: Look; width: number }) {
  const marks: ReactElement[] = [];
  for (let t = Math.ceil(w.t0 / HALF_HOUR) * HALF_HOUR; t < w.t1; t += HALF_HOUR) {
    const day = dayStart(t) === t;
    marks.push(
      <div key={t} className={day ? 'tl day' : 'tl'} style={{ left: CH_W + (t - m.start) * look.pxPerMs }}>
        {day ? `${formatDay(t, look.lang)} ${formatTime(t)}` : formatTime(t)}
      </div>,
    );
  }
  return (
    <div className="time" aria-hidden="true" style={{ width }}>
      <div className="corner" />
      {marks}
    </div>
  );
}
