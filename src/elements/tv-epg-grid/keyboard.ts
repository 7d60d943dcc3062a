// The WAI-ARIA grid keyboard model of the guide (roving tabindex over programme cells):
// Left/Right: previous/next programme; Up/Down: channel above/below at the same time;
// PageUp/PageDown: a screen of channels; Home/End: first/last programme of that day;
// Ctrl+Home: first channel, now; Ctrl+End: last channel; Enter/Space: open the programme.
import { addDays, dayStart } from '../../core/time/vilnius';
import { firstEndingAfter, indexAt, indexOfId } from './layout';
import type { GuideModel } from './model';

export interface Focus {
  row: number;
  id: number;
  start: number;
  /** Time kept while moving between channels. */
  anchor: number;
}

type Move = Focus | 'open' | null;

function at(m: GuideModel, row: number, idx: number, anchor?: number): Focus | null {
  const s = m.row(row);
  const p = idx >= s.lo && idx < s.hi ? s.list[idx] : undefined;
  if (!p) return null;
  return { row, id: p.id, start: p.start, anchor: anchor ?? Math.max(p.start, m.start) };
}

/** The programme of channel `row` at `anchor`, or null while that row has no programmes (not loaded yet). */
export function toRow(m: GuideModel, row: number, anchor: number): Focus | null {
  const r = Math.max(0, Math.min(m.channels.length - 1, row));
  return at(m, r, indexAt(m.row(r), anchor), anchor);
}

/** Ctrl+Home / Ctrl+End: the row and time they go to (the first channel at `now`, the last channel at the same time). */
export function edgeTarget(m: GuideModel, f: Focus, key: string, now: number): { row: number; anchor: number } {
  return key === 'Home' ? { row: 0, anchor: Math.min(Math.max(now, m.start), m.end - 1) } : { row: m.channels.length - 1, anchor: f.anchor };
}

export function moveFocus(m: GuideModel, f: Focus, key: string, ctrl: boolean, pageRows: number, now: number): Move {
  const s = m.row(f.row);
  const i = indexOfId(s, f.id, f.start);
  switch (key) {
    case 'Enter':
    case ' ':
      return 'open';
    case 'ArrowRight':
      return i < 0 ? null : at(m, f.row, i + 1);
    case 'ArrowLeft':
      return i < 0 ? null : at(m, f.row, i - 1);
    case 'ArrowDown':
      return f.row + 1 < m.channels.length ? toRow(m, f.row + 1, f.anchor) : null;
    case 'ArrowUp':
      return f.row > 0 ? toRow(m, f.row - 1, f.anchor) : null;
    case 'PageDown':
      return toRow(m, f.row + pageRows, f.anchor);
    case 'PageUp':
      return toRow(m, f.row - pageRows, f.anchor);
    case 'Home':
    case 'End': {
      if (ctrl) {
        const { row, anchor } = edgeTarget(m, f, key, now);
        return toRow(m, row, anchor);
      }
      const day = dayStart(Math.max(f.start, m.start));
      if (key === 'Home') return at(m, f.row, firstEndingAfter(s, Math.max(day, m.start)));
      const next = Math.min(addDays(day, 1), m.end);
      return at(m, f.row, firstEndingAfter(s, next - 1));
    }
    default:
      return null;
  }
}
