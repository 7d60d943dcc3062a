// The WAI-ARIA grid keyboard model of the guide (roving tabindex over programme cells):
// Left/Right: previous/next programme; Up/Down: channel above/below at the same time;
// PageUp/PageDown: a screen of channels; Home/End: first/last programme of that day;
// Ctrl+Home/Ctrl+End: first/last channel; Enter/Space: open the programme.
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

export type Move = Focus | 'open' | null;

function at(m: GuideModel, row: number, idx: number, anchor?: number): Focus | null {
  const s = m.row(row);
  const p = idx >= s.lo && idx < s.hi ? s.list[idx] : undefined;
  if (!p) return null;
  return { row, id: p.id, start: p.start, anchor: anchor ?? Math.max(p.start, m.start) };
}

function toRow(m: GuideModel, row: number, anchor: number): Focus | null {
  const r = Math.max(0, Math.min(m.channels.length - 1, row));
  return at(m, r, indexAt(m.row(r), anchor), anchor);
}

export function moveFocus(m: GuideModel, f: Focus, key: string, ctrl: boolean, pageRows: number): Move {
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
      if (ctrl) return toRow(m, key === 'Home' ? 0 : m.channels.length - 1, f.anchor);
      const day = dayStart(Math.max(f.start, m.start));
      if (key === 'Home') return at(m, f.row, firstEndingAfter(s, Math.max(day, m.start)));
      const next = Math.min(addDays(day, 1), m.end);
      return at(m, f.row, firstEndingAfter(s, next - 1));
    }
    default:
      return null;
  }
}
