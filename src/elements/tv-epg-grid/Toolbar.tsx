import { useEffect, useLayoutEffect, useRef } from 'react';
import { colourKey } from '../../core/remote/colour-keys';
import { addDays, dayStart, daysBetween, formatDay } from '../../core/time/vilnius';
import type { Look } from './paint';
import type { GuideModel } from './model';

const HOUR = 3_600_000;

/** Day picker (Vilnius calendar days of the guide) and "Now". `onDay` gets the new left-edge time. */
export function Toolbar({ model, look, viewLeft, viewWidth, onDay, onNow }: {
  model: GuideModel; look: Look; viewLeft: number; viewWidth: number; onDay: (time: number) => void; onNow: () => void;
}) {
  const { t, lang, now } = look;
  // Days with at least 6 hours inside the guide (a UTC-aligned span clips the first and last Vilnius day).
  const days = daysBetween(model.start, model.end).filter((d) => Math.min(addDays(d, 1), model.end) - Math.max(d, model.start) >= 6 * HOUR);
  const today = dayStart(now);
  // the day shown as picked: today while the time now is in view (a guide opened at 23:40 reaches
  // into tomorrow), else the day of the view's centre
  const centre = viewLeft <= now && now < viewLeft + viewWidth && days.includes(today) ? today : dayStart(viewLeft + viewWidth / 2);
  const timeOfDay = viewLeft - dayStart(viewLeft);
  // A picked day keeps the time of day in view, moved back so the view stays inside that Vilnius day
  // (its centre decides the day shown as picked, unless it holds the time now).
  const pick = (d: number) => {
    const end = Math.min(addDays(d, 1), model.end);
    let left = d + timeOfDay;
    if (left + viewWidth > end) left = Math.max(d, end - viewWidth);
    onDay(Math.max(model.start, left));
  };
  // A remote's red and green keys: the day before and after the one shown.
  const step = useRef((_by: number) => undefined as void);
  step.current = (by: number) => {
    const next = days[days.indexOf(centre) + by];
    if (next !== undefined) pick(next);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const c = e.defaultPrevented ? null : colourKey(e);
      if (c !== 'red' && c !== 'green') return;
      e.preventDefault();
      step.current(c === 'red' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // The day shown as picked stays in view on the strip (at 1280 px the strip shows five of its
  // days; "Today" and the days after it were out of view on the right).
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    const b = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !b) return;
    const box = el.getBoundingClientRect();
    const r = b.getBoundingClientRect();
    if (r.left < box.left) el.scrollLeft -= box.left - r.left;
    else if (r.right > box.left + el.clientWidth) el.scrollLeft += r.right - box.left - el.clientWidth;
  }, [centre]);
  return (
    <div className="bar" part="toolbar" ref={bar}>
      <button type="button" onClick={onNow}>{t('epg.jump_now')}</button>
      <div className="days" role="group" aria-label={t('epg.days')}>
        {days.map((d) => (
          <button type="button" key={d} aria-pressed={d === centre} onClick={() => pick(d)}>
            {d === today ? t('epg.today') : formatDay(d, lang)}
          </button>
        ))}
      </div>
    </div>
  );
}
