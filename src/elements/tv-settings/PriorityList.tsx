import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { move, type TrackLang } from '../../core/stores/priorities';
import { useT } from '../shared/hooks';

interface PriorityListProps {
  label: string;
  order: TrackLang[];
  onChange: (order: TrackLang[]) => void;
  disabled?: boolean;
}

/**
 * A drag-to-reorder list that also works by keyboard: focus a language's handle, press Space (or
 * Enter) to grab it, ArrowUp/ArrowDown (Home/End) to move it, Space/Enter to drop, Escape to put it
 * back. Alt+ArrowUp/ArrowDown moves without grabbing. Every move is announced in a live region.
 */
export function PriorityList({ label, order, onChange, disabled }: PriorityListProps) {
  const t = useT();
  const id = useId();
  const [grabbed, setGrabbedState] = useState<{ lang: TrackLang; before: TrackLang[] } | null>(null);
  // Also kept in a ref: the next key may arrive before the re-render.
  const grabRef = useRef(grabbed);
  const setGrabbed = (g: typeof grabbed) => {
    grabRef.current = g;
    setGrabbedState(g);
  };
  const orderRef = useRef(order);
  orderRef.current = order;
  const [dragging, setDragging] = useState<TrackLang | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const handles = useRef(new Map<TrackLang, HTMLButtonElement | null>());
  const focusAfter = useRef<TrackLang | null>(null);
  const name = (l: TrackLang) => t(`settings.track_${l}`);
  const count = order.length;

  useEffect(() => {
    // Keep the focus on the moved language's handle after the list re-renders.
    const l = focusAfter.current;
    focusAfter.current = null;
    if (l) handles.current.get(l)?.focus();
  }, [order]);

  const moveTo = (lang: TrackLang, to: number, announce: 'moved' | 'dropped' = 'moved') => {
    const from = orderRef.current.indexOf(lang);
    const next = move(orderRef.current, from, to);
    const pos = next.indexOf(lang) + 1;
    setMessage(t(`settings.${announce}`, { lang: name(lang), pos, count }));
    if (from !== next.indexOf(lang)) {
      focusAfter.current = lang;
      orderRef.current = next;
      onChange(next);
    }
  };

  const onKey = (lang: TrackLang, e: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    const order = orderRef.current;
    const grabbed = grabRef.current;
    const i = order.indexOf(lang);
    const isGrabbed = grabbed?.lang === lang;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (isGrabbed) {
        setGrabbed(null);
        setMessage(t('settings.dropped', { lang: name(lang), pos: i + 1, count }));
      } else {
        setGrabbed({ lang, before: order });
        setMessage(t('settings.grabbed', { lang: name(lang) }));
      }
    } else if (e.key === 'Escape' && isGrabbed) {
      e.preventDefault();
      e.stopPropagation(); // do not close the modal
      const before = grabbed.before;
      setGrabbed(null);
      focusAfter.current = lang;
      orderRef.current = before;
      onChange(before);
      setMessage(t('settings.cancelled', { lang: name(lang), pos: before.indexOf(lang) + 1 }));
    } else if ((isGrabbed || e.altKey) && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      moveTo(lang, e.key === 'ArrowUp' ? i - 1 : i + 1);
    } else if (isGrabbed && (e.key === 'Home' || e.key === 'End')) {
      e.preventDefault();
      moveTo(lang, e.key === 'Home' ? 0 : count - 1);
    } else if (!isGrabbed && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      const next = order[Math.max(0, Math.min(count - 1, e.key === 'ArrowUp' ? i - 1 : i + 1))];
      if (next) handles.current.get(next)?.focus();
    }
  };

  const onDragOver = (i: number, e: DragEvent<HTMLLIElement>) => {
    if (!dragging || disabled) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (over !== i) setOver(i);
  };
  const onDrop = (i: number, e: DragEvent<HTMLLIElement>) => {
    e.preventDefault();
    if (dragging && !disabled) moveTo(dragging, i, 'dropped');
    setDragging(null);
    setOver(null);
  };

  return (
    // Disabled (subtitles off): dimmed, marked for assistive technology, and its handles inert.
    <div className="priority" role="group" aria-label={label} aria-disabled={disabled ? true : undefined}>
      <p id={`${id}-help`} className="visually-hidden">{t('settings.priority_help')}</p>
      <ol className="priority-list" aria-label={label}>
        {order.map((lang, i) => (
          <li
            key={lang}
            draggable={!disabled}
            data-lang={lang}
            className={[grabbed?.lang === lang ? 'grabbed' : '', dragging === lang ? 'dragging' : '', over === i && dragging !== lang ? 'over' : ''].join(' ').trim() || undefined}
            onDragStart={(e) => {
              if (disabled) {
                e.preventDefault();
                return;
              }
              setDragging(lang);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', lang);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onDragOver={(e) => onDragOver(i, e)}
            onDrop={(e) => onDrop(i, e)}
          >
            <span className="pos" aria-hidden="true">{i + 1}</span>
            <span className="lang">{name(lang)}</span>
            <button
              type="button"
              className="icon-btn handle"
              ref={(el) => {
                handles.current.set(lang, el);
              }}
              disabled={disabled}
              aria-label={t('settings.move_handle', { lang: name(lang), pos: i + 1, count })}
              aria-describedby={`${id}-help`}
              aria-pressed={grabbed?.lang === lang}
              onKeyDown={(e) => onKey(lang, e)}
              onFocus={() => {
                // Moving on to another language drops the grabbed one where it is.
                if (grabRef.current && grabRef.current.lang !== lang) setGrabbed(null);
              }}
            >
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 6h.01M16 6h.01M8 12h.01M16 12h.01M8 18h.01M16 18h.01" /></svg>
            </button>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">{message}</p>
    </div>
  );
}
