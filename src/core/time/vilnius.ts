// Wall-clock maths for Europe/Vilnius: UTC offsets from Intl (cached per hour), DST-safe day
// boundaries (a day is 23, 24 or 25 hours long), and fast HH:mm formatting for the guide.
import type { Lang } from '../names';

const TZ = 'Europe/Vilnius';
const HOUR = 3_600_000;
const DAY = 86_400_000;

const partsFmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});
const offsetCache = new Map<number, number>();

/** Offset of Vilnius wall-clock time from UTC at instant `ms`, in ms (+2 h in winter, +3 h in summer). */
export function vilniusOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let off = offsetCache.get(hour);
  if (off === undefined) {
    const p: Record<string, number> = {};
    for (const part of partsFmt.formatToParts(hour * HOUR)) if (part.type !== 'literal') p[part.type] = Number(part.value);
    off = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * HOUR;
    if (offsetCache.size > 5000) offsetCache.clear();
    offsetCache.set(hour, off);
  }
  return off;
}

/** Wall-clock fields of an instant in Vilnius. */
function wallClock(ms: number): { y: number; m: number; d: number; hh: number; mm: number } {
  const local = new Date(ms + vilniusOffset(ms));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate(), hh: local.getUTCHours(), mm: local.getUTCMinutes() };
}

/** The instant of a Vilnius wall-clock time (for a time skipped or repeated by DST, the earlier one). */
export function fromWallClock(y: number, m: number, d: number, hh = 0, mm = 0): number {
  const naive = Date.UTC(y, m, d, hh, mm);
  let t = naive - vilniusOffset(naive);
  t = naive - vilniusOffset(t);
  return t;
}

/** Start (local midnight) of the Vilnius day containing `ms`. */
export function dayStart(ms: number): number {
  const w = wallClock(ms);
  return fromWallClock(w.y, w.m, w.d);
}

/** Local midnight `n` calendar days after the Vilnius day containing `ms`. */
export function addDays(ms: number, n: number): number {
  const w = wallClock(ms);
  return fromWallClock(w.y, w.m, w.d + n);
}

/** Local midnights of every Vilnius day overlapping [from, to). */
export function daysBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let d = dayStart(from); d < to; d = addDays(d, 1)) out.push(d);
  return out;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** "HH:mm" in Vilnius (24-hour clock, as in all three interface languages). */
export function formatTime(ms: number): string {
  const local = ms + vilniusOffset(ms);
  const mins = Math.floor((((local % DAY) + DAY) % DAY) / 60_000);
  return `${pad(Math.floor(mins / 60))}:${pad(mins % 60)}`;
}

export function formatRange(start: number, end: number): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}

const dayFmts = new Map<string, Intl.DateTimeFormat>();
/** "Pr, 03-30"-style short day label in the interface language, Vilnius calendar. */
export function formatDay(ms: number, lang: Lang, style: 'short' | 'long' = 'short'): string {
  const key = `${lang}:${style}`;
  let f = dayFmts.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, style === 'short' ? { timeZone: TZ, weekday: 'short', day: 'numeric', month: 'numeric' } : { timeZone: TZ, weekday: 'long', day: 'numeric', month: 'long' });
    dayFmts.set(key, f);
  }
  return f.format(ms);
}

const dateTimeFmts = new Map<string, Intl.DateTimeFormat>();
/** A date and/or time in the interface language on the Vilnius clock, whatever the browser's zone. */
export function formatDateTime(ms: number, lang: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang}:${JSON.stringify(options)}`;
  let f = dateTimeFmts.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { ...options, timeZone: TZ, ...(options.timeStyle || options.hour ? { hourCycle: 'h23' } : {}) });
    dateTimeFmts.set(key, f);
  }
  return f.format(ms);
}

/** UTC day number of the operator API (start / 86400 in seconds). */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY);
}
