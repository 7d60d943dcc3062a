import { useStore } from '@nanostores/react';
import { createElement, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { VOD_SORTS, type VodSort } from '../../core/api/vod';
import { parseId } from '../../core/ids';
import { TAGS } from '../../core/names';
import { $vodProgress, loadVodProgress } from '../../core/stores/library';
import { $viewer } from '../../core/stores/smartrows';
import { $vodList, VOD_LIST_PAGE, loadVodList, moreVodList } from '../../core/stores/vod';
import { useGenreNames } from '../shared/catalogue-ui';
import { itemKey, Poster, PosterPlaceholder } from '../shared/Poster';
import { useSessionStart, useT } from '../shared/hooks';
import '../tv-vod-row/tv-vod-row';
import { ErrorDetails } from '../shared/ErrorDetails';

export interface VodPageProps {
  headingLevel?: number;
}

const SERIES_ROW = 5;

interface Filter {
  genre: number;
  sort: VodSort;
}

function filterFromAddress(): Filter {
  const q = new URLSearchParams(location.search);
  const g = q.get('genre');
  const s = q.get('sort') as VodSort | null;
  return { genre: parseId(g) ?? 0, sort: s && VOD_SORTS.includes(s) ? s : 'popular' };
}

/**
 * The view of <tv-vod-page> (/vod): the series row, then the films by genre with a sort, as a grid
 * of the same posters, a page at a time as it scrolls (the genre and sort are in the address).
 */
export function VodPage({ headingLevel }: VodPageProps) {
  const t = useT();
  useSessionStart();
  const viewer = useStore($viewer);
  const cat = useStore($vodList);
  const progress = useStore($vodProgress);
  const genreNames = useGenreNames();
  const [filter, setFilter] = useState<Filter>(filterFromAddress);
  const end = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => loadVodList(filter.genre, filter.sort), [filter, viewer]);
  useEffect(() => loadVodProgress(), [viewer]);
  useEffect(() => {
    const onPop = () => setFilter(filterFromAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const current = cat.key.endsWith(`#${filter.genre}#${filter.sort}`) && cat.key.startsWith(`${viewer}#`);
  const items = current ? cat.items : [];
  const total = current ? cat.total : null;
  const more = total === null ? !cat.error : items.length < total;
  const pending = cat.error ? 0 : total === null ? 12 : Math.min(VOD_LIST_PAGE, Math.max(0, total - items.length));
  // The genre list comes with the answer (only the genres the VoD list has; kept while another loads).
  const genreIds = cat.genres;

  useEffect(() => {
    const target = end.current;
    if (!target || !more || cat.error) return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && moreVodList(), { rootMargin: '0px 0px 800px' });
    io.observe(target);
    return () => io.disconnect();
  }, [more, cat.error, items.length]);

  // The latest choice (two quick changes in one render build on each other).
  const latest = useRef(filter);
  latest.current = filter;
  const go = (patch: Partial<Filter>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    const q = new URLSearchParams(location.search);
    if (next.genre) q.set('genre', String(next.genre));
    else q.delete('genre');
    if (next.sort !== 'popular') q.set('sort', next.sort);
    else q.delete('sort');
    const s = q.toString();
    history.pushState(null, '', `${location.pathname}${s ? `?${s}` : ''}`);
    setFilter(next);
  };

  // Arrow keys move through the grid: left / right one poster, up / down one line.
  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const cards = [...(grid.current?.querySelectorAll<HTMLAnchorElement>('a.card') ?? [])];
    const at = cards.indexOf(e.target as HTMLAnchorElement);
    if (at < 0) return;
    const top = cards[0]!.offsetTop;
    const cols = Math.max(1, cards.findIndex((c) => c.offsetTop !== top) === -1 ? cards.length : cards.findIndex((c) => c.offsetTop !== top));
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, ArrowDown: at + cols, ArrowUp: at - cols, Home: 0, End: cards.length - 1 }[e.key];
    if (to === undefined || to < 0 || to >= cards.length) return;
    e.preventDefault();
    cards[to]!.focus();
    cards[to]!.scrollIntoView({ block: 'nearest' });
    if (to >= cards.length - cols * 2) moreVodList();
  };

  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 2))}` as 'h2';
  const H2 = `h${Math.min(6, Math.max(1, (headingLevel ?? 2) + 1))}` as 'h3';
  return (
    <section className="vod" aria-labelledby="title">
      <H id="title">{t('vod_page.title')}</H>
      {filter.genre === 0 && createElement(TAGS.vodRow, { 'row-id': SERIES_ROW, 'heading-level': (headingLevel ?? 2) + 1 })}
      <div className="filters" part="filters">
        <div className="genres" role="group" aria-label={t('vod_page.genres')}>
          <button type="button" aria-pressed={filter.genre === 0} onClick={() => go({ genre: 0 })}>{t('vod_page.all')}</button>
          {genreIds.map((g) => (
            <button key={g} type="button" aria-pressed={filter.genre === g} onClick={() => go({ genre: g })}>{genreNames([g])[0] ?? g}</button>
          ))}
        </div>
        <label className="sort">
          <span>{t('vod_page.sort')}</span>
          <select value={filter.sort} onChange={(e) => go({ sort: e.currentTarget.value as VodSort })}>
            {VOD_SORTS.map((s) => (
              <option key={s} value={s}>{t(`vod_page.sort_${s}`)}</option>
            ))}
          </select>
        </label>
      </div>
      <H2 className="visually-hidden">{filter.genre ? genreNames([filter.genre])[0] : t('vod_page.films')}</H2>
      <div className="grid" part="grid" ref={grid} onKeyDown={onGridKey} aria-busy={cat.loading}>
        {items.map((v) => (
          <Poster key={itemKey({ kind: 'vod', vod: v })} item={{ kind: 'vod', vod: v }} progress={progress[v.id]} wish />
        ))}
        {Array.from({ length: pending }, (_, i) => (
          <PosterPlaceholder key={`p${i}`} />
        ))}
      </div>
      <div ref={end} className="end" />
      {current && total === 0 && !cat.error && <p className="state" part="empty">{t('vod_row.empty')}</p>}
      {cat.error && (
        <div className="state" role="alert" part="error">
          <p>{t(cat.error.messageKey)}</p>
          <ErrorDetails code={cat.error.code} />
          <button type="button" className="btn" onClick={() => moreVodList()}>{t('common.retry')}</button>
        </div>
      )}
      {current && total !== null && <p className="count" aria-live="polite">{t('vod_row.count', { shown: items.length, total })}</p>}
    </section>
  );
}
