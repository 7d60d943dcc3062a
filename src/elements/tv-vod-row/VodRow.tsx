import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { loadVodProgress, $vodProgress } from '../../core/stores/library';
import { $viewer, loadMore, loadRow, retryRow, ROW_PAGE, rowStore } from '../../core/stores/smartrows';
import { rowItemHref } from '../../core/links';
import type { EventCallbacks, VodSelect } from '../../core/element-events';
import type { RowItem } from '../../core/api/vod';
import { itemKey, Poster, PosterPlaceholder } from '../shared/Poster';
import { useSessionStart, useT } from '../shared/hooks';
import { ErrorDetails } from '../shared/ErrorDetails';

export interface VodRowProps extends EventCallbacks<'vodSelect'> {
  rowId?: number;
  headingLevel?: number;
}

/** What a poster's `tvvodselect` names: its kind and id (a recording's id, a catch-up programme's id). */
function selectOf(item: RowItem): { kind: VodSelect['kind']; id: number } {
  if (item.kind === 'vod') return { kind: 'vod', id: item.vod.id };
  if (item.kind === 'group') return { kind: 'group', id: item.group.id };
  if (item.kind === 'channel') return { kind: 'channel', id: item.channel.channel_id };
  const r = item.resume;
  return r.kind === 'recording' && r.recording_id ? { kind: 'recording', id: r.recording_id } : { kind: 'catchup', id: r.id };
}

/** How far ahead of the visible end the next page is asked for (px). */
const AHEAD = 600;

/**
 * The view of <tv-vod-row>: one smart row of posters that scrolls sideways (mouse buttons, wheel,
 * touch, arrow keys with one tab stop), asks for the next page as its end comes near, and keeps
 * its size while loading (placeholders are the cards' own boxes).
 */
export function VodRow({ rowId, headingLevel, onTvVodSelect }: VodRowProps) {
  const t = useT();
  useSessionStart();
  const id = rowId && rowId > 0 ? Math.floor(rowId) : 0;
  const viewer = useStore($viewer);
  const $row = useMemo(() => rowStore(id), [id]);
  const row = useStore($row);
  const progress = useStore($vodProgress);
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  const cards = useRef<(HTMLAnchorElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [edges, setEdges] = useState({ start: true, end: true });
  const nowS = Math.floor(Date.now() / 1000);

  useEffect(() => {
    if (id) loadRow(id);
  }, [id, viewer]);
  useEffect(() => loadVodProgress(), [viewer]);

  const current = row.key === viewer;
  const items = current ? row.items : [];
  const total = current ? row.total : null;
  const more = total === null ? !row.error : items.length < total;
  // Stand-ins: a first screen before anything came, then the next page's worth at the end.
  const pending = total === null ? (row.error ? 0 : 8) : Math.min(ROW_PAGE, Math.max(0, total - items.length));
  const channel = row.type === 'channel';

  // A row far below the view asks for no pictures until it comes within half a screen of it
  // (a home page holds many rows; the browser's own lazy loading looks much further ahead).
  const box = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '50% 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  // The next page is asked for when the end of the list comes within AHEAD px of the view.
  useEffect(() => {
    const root = list.current;
    const target = end.current;
    if (!root || !target || !more || row.error) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(id), { root, rootMargin: `0px ${AHEAD}px` });
    io.observe(target);
    return () => io.disconnect();
  }, [id, more, row.error, items.length]);

  // Which way it can still scroll (the mouse buttons show only where there is more).
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const update = () => setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      ro.disconnect();
    };
  }, [items.length, pending]);

  // A vertical wheel scrolls the row sideways while it can go further that way; at its ends the
  // page scrolls as usual.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaX) >= Math.abs(e.deltaY) || e.shiftKey) return;
      const canGo = e.deltaY > 0 ? el.scrollLeft + el.clientWidth < el.scrollWidth - 1 : el.scrollLeft > 0;
      if (!canGo) return;
      e.preventDefault();
      el.scrollLeft += e.deltaY;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const focusCard = (i: number) => {
    const n = Math.max(0, Math.min(items.length - 1, i));
    setActive(n);
    const card = cards.current[n];
    card?.focus({ preventScroll: true });
    card?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (n >= items.length - 4) loadMore(id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>, i: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      focusCard(i + (getComputedStyle(e.currentTarget).direction === 'rtl' ? -step : step));
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusCard(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusCard(items.length - 1);
    }
  };
  const page = (dir: 1 | -1) => {
    const el = list.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 2))}` as 'h2';
  const tabStop = Math.min(active, Math.max(0, items.length - 1));
  const empty = current && row.loaded && !row.error && total === 0;
  return (
    <section ref={box} aria-labelledby="heading" aria-busy={row.loading} className={channel ? 'channels' : undefined}>
      <div className="head">
        <H id="heading" part="heading" className={row.title ? undefined : 'heading-placeholder'}>
          {row.title || <span className="visually-hidden">{t('vod_row.loading')}</span>}
        </H>
        <div className="scroll-buttons">
          <button type="button" className="icon-btn" tabIndex={-1} aria-label={t('vod_row.scroll_back')} disabled={edges.start} onClick={() => page(-1)}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="m15 5-7 7 7 7" /></svg>
          </button>
          <button type="button" className="icon-btn" tabIndex={-1} aria-label={t('vod_row.scroll_forward')} disabled={edges.end} onClick={() => page(1)}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="m9 5 7 7-7 7" /></svg>
          </button>
        </div>
      </div>
      <div className="list" part="list" ref={list} role="group" aria-labelledby="heading">
        {items.map((item, i) => (
          <Poster
            key={itemKey(item)}
            item={item}
            nowS={nowS}
            progress={item.kind === 'vod' ? progress[item.vod.id] : undefined}
            tabIndex={i === tabStop ? 0 : -1}
            wish
            art={near}
            cardRef={(el) => {
              cards.current[i] = el;
            }}
            onFocus={() => setActive(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            onClick={() =>
              onTvVodSelect?.({
                ...selectOf(item),
                href: rowItemHref(item),
              })
            }
          />
        ))}
        {Array.from({ length: pending }, (_, i) => (
          // Keyed by position: a placeholder the row was snapped to goes away when its poster comes
          // (the same node moved to the end would pull the scroll after it).
          <PosterPlaceholder key={`p${items.length + i}`} channel={channel} />
        ))}
        <span ref={end} className="end" aria-hidden="true" />
        {empty && <p className="state" part="empty">{t('vod_row.empty')}</p>}
        {row.error && current && (
          <div className="state" part="error" role="alert">
            <p>{t(row.error.messageKey)}</p>
            <ErrorDetails code={row.error.code} />
            <button type="button" className="btn" onClick={() => retryRow(id)}>{t('common.retry')}</button>
          </div>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">{total !== null && current ? t('vod_row.count', { shown: items.length, total }) : ''}</p>
    </section>
  );
}
