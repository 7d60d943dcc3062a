import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { apiAsset } from '../../core/api/vod';
import { $locale } from '../../core/i18n';
import { catchupHref, groupHref, liveHref, programmeHref, vodHref } from '../../core/links';
import { $access } from '../../core/stores/access';
import { $channels, loadChannels } from '../../core/stores/channels';
import { $session } from '../../core/stores/session';
import { $viewer } from '../../core/stores/smartrows';
import {
  $recentSearches, $results, clearRecentSearches, closeSuggestions, kindOf, moreResults, pathForQuery, queryFromPath,
  rememberSearch, retryResults, runSearch, SEARCH_KINDS, type SearchHit, type SearchKind,
} from '../../core/stores/search';
import type { MessageKey } from '../../core/i18n';
import { isScreen, useEscapeBack } from '../shared/catalogue-ui';
import { useSessionStart, useT } from '../shared/hooks';
import { WishButton } from '../shared/WishButton';
import { SearchField } from '../tv-search/SearchField';
import { formatDateTime, formatRange } from '../../core/time/vilnius';
import { ErrorDetails } from '../shared/ErrorDetails';

const SHOWN_AT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

export interface SearchPageProps {
  headingLevel?: number;
}

const KIND_TITLE: Record<SearchKind, MessageKey> = {
  live: 'search.kind_live',
  catchup: 'search.kind_catchup',
  recording: 'search.kind_recording',
  vod: 'search.kind_vod',
};

/** Where a result leads: the guide programme, the catch-up player, live TV, the VoD details or series. */
function hitHref(h: SearchHit): string {
  const ch = h.channel_id ?? 0;
  switch (h.type) {
    case 'channel':
      return liveHref(h.id);
    case 'live':
      return programmeHref(ch, h.id);
    case 'catchup':
      return catchupHref(ch, h.id);
    case 'recording':
      return programmeHref(ch, h.id);
    case 'vod':
      return vodHref(h.id);
    case 'group':
      return groupHref(h.id);
  }
}

/**
 * The view of <tv-search-page> (/search/{query}): the field (focused on arrival) with suggestions,
 * then the results of the query in the address, grouped by kind (live, catch-up, recordings, films
 * and series) with each kind's count, a page at a time as the viewer scrolls. Back / forward and
 * reload keep the query (it is the address); with no query, the profile's recent searches.
 */
export function SearchPage({ headingLevel }: SearchPageProps) {
  const t = useT();
  useSessionStart();
  const lang = useStore($locale);
  const viewer = useStore($viewer);
  const session = useStore($session);
  const access = useStore($access);
  const results = useStore($results);
  const recent = useStore($recentSearches);
  const channels = useStore($channels);
  const [query, setQuery] = useState(() => queryFromPath(location.pathname));
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  useEscapeBack(isScreen('search'));

  useEffect(() => {
    const onPop = () => setQuery(queryFromPath(location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => runSearch(query), [query, viewer]);
  // a query the viewer searched (typed, chosen, or opened by its address) joins their recent searches
  useEffect(() => {
    if (query && access === 'profile') rememberSearch(query);
  }, [query, access]);
  useEffect(() => void loadChannels(lang, session.token), [lang, session.token]);

  const search = (q: string) => {
    closeSuggestions();
    const path = pathForQuery(location.pathname, q);
    if (path !== location.pathname) history.pushState(null, '', path + location.search);
    setQuery(queryFromPath(path));
  };

  const current = results.query === query;
  const items = current ? results.items : [];
  const total = current ? results.total : null;
  const more = total !== null && items.length < total;
  const firstLoading = !!query && current && total === null && !results.error;

  useEffect(() => {
    const target = end.current;
    if (!target || !more || results.error) return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && moreResults(), { rootMargin: '0px 0px 800px' });
    io.observe(target);
    return () => io.disconnect();
  }, [more, results.error, items.length]);

  const groups = useMemo(() => {
    const by: Record<SearchKind, SearchHit[]> = { live: [], catchup: [], recording: [], vod: [] };
    for (const h of items) by[kindOf(h)].push(h);
    return by;
  }, [items]);
  const channelName = useMemo(() => new Map(channels.data.map((c) => [c.id, c])), [channels.data]);

  // Arrows move through the results in reading order; up from the first goes back to the field.
  const onListKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(e.key)) return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a.hit') ?? [])];
    const at = links.findIndex((a) => a === e.target || a.parentElement?.contains(e.target as Node));
    if (at < 0) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : -1;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? links.length - 1 : at + step;
    if (to < 0) return input.current?.focus();
    const next = links[Math.min(to, links.length - 1)];
    next?.focus();
    next?.scrollIntoView({ block: 'nearest' });
    if (to >= links.length - 6) moreResults();
  };
  const firstResult = () => list.current?.querySelector<HTMLAnchorElement>('a.hit')?.focus();

  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 1))}` as 'h1';
  const H2 = `h${Math.min(6, Math.max(1, (headingLevel ?? 1) + 1))}` as 'h2';

  const sub = (h: SearchHit): string => {
    if (h.type === 'channel') return t('search.channel');
    if (h.type === 'vod') return t('search.film');
    if (h.type === 'group') return t('search.series');
    const c = h.channel_id !== undefined ? channelName.get(h.channel_id) : undefined;
    const when = h.start !== undefined && h.stop !== undefined ? (h.type === 'live' ? `${t('search.on_now')} · ${formatRange(h.start * 1000, h.stop * 1000)}` : formatDateTime(h.start * 1000, lang, SHOWN_AT)) : '';
    return [c?.name, when].filter(Boolean).join(' · ');
  };
  const lockOf = (h: SearchHit): string | null =>
    h.locked === 'adult' || (h.type === 'channel' && h.adult) ? t('search.locked_adult') : h.locked === 'age' ? t('search.locked_age') : null;

  const renderHit = (h: SearchHit) => {
    const lock = lockOf(h);
    if (h.type === 'vod' || h.type === 'group') {
      return (
        <li key={`${h.type}${h.id}`} className="poster-cell">
          <a className="hit poster" href={hitHref(h)}>
            <span className="art">
              {h.poster && <img src={apiAsset(h.poster)} alt="" width="300" height="450" loading="lazy" decoding="async" />}
              <span className="tags">
                <span className="badge">{h.type === 'group' ? t('search.series') : t('search.film')}</span>
                {(h.age ?? 0) > 0 && <span className="age">{t('vod_row.age', { age: h.age ?? 0 })}</span>}
              </span>
            </span>
            <span className="title">{h.title}</span>
          </a>
          {!h.locked && <WishButton target={{ kind: h.type === 'vod' ? 'vod' : 'group', id: h.id }} title={h.title} icon />}
        </li>
      );
    }
    const c = h.channel_id !== undefined ? channelName.get(h.channel_id) : undefined;
    const logo = h.type === 'channel' ? h.logo : c?.logo;
    return (
      <li key={`${h.type}${h.id}`}>
        <a className="hit row" href={hitHref(h)}>
          <span className="thumb">{logo && <img src={apiAsset(logo)} alt="" width="96" height="54" loading="lazy" decoding="async" />}</span>
          <span className="text">
            <span className="title">{h.title}</span>
            <span className="sub">{sub(h)}</span>
          </span>
          {lock && <span className="lock">{lock}</span>}
          {h.type === 'recording' && <span className="tag">{t('search.recorded')}</span>}
          {(h.age_rating ?? 0) > 0 && <span className="tag">{t('vod_row.age', { age: h.age_rating ?? 0 })}</span>}
        </a>
      </li>
    );
  };

  return (
    <section className="search" aria-labelledby="title">
      <H id="title" className="visually-hidden">{t('search.title')}</H>
      <SearchField value={query} autoFocus onSearch={search} onLeaveDown={firstResult} inputRef={input} recentInList={false} />
      {!query && (
        <div className="intro">
          <p>{t('search.start')}</p>
          {access === 'profile' && recent.length > 0 && (
            <div className="recent">
              <H2>{t('search.recent')}</H2>
              <ul>
                {recent.map((r) => (
                  <li key={r}>
                    <button type="button" className="chip" onClick={() => search(r)}>{r}</button>
                  </li>
                ))}
              </ul>
              <button type="button" className="btn btn-ghost" onClick={clearRecentSearches}>{t('search.clear_recent')}</button>
            </div>
          )}
        </div>
      )}
      {query && (
        <div className="results" ref={list} onKeyDown={onListKey} aria-busy={results.loading}>
          <p className="summary" role="status">
            {total !== null ? t('search.results_for', { query, count: total }) : firstLoading ? t('search.searching') : ''}
          </p>
          {firstLoading && (
            <ul className="hits placeholder" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}><span className="hit row"><span className="thumb" /><span className="text"><span className="title" /><span className="sub" /></span></span></li>
              ))}
            </ul>
          )}
          {current && total === 0 && (
            <div className="state" part="empty">
              <p className="big">{t('search.no_results')}</p>
              <p>{t('search.no_results_hint')}</p>
            </div>
          )}
          {SEARCH_KINDS.filter((k) => results.counts[k] > 0 && current).map((k) => (
            <section key={k} className={`group ${k}`} aria-labelledby={`g-${k}`}>
              <H2 id={`g-${k}`}>{t('search.kind_count', { kind: t(KIND_TITLE[k]), count: results.counts[k] })}</H2>
              <ul className={k === 'vod' ? 'posters' : 'hits'}>{groups[k].map(renderHit)}</ul>
            </section>
          ))}
          {results.error && current && (
            <div className="state" role="alert" part="error">
              <p>{t(results.error.messageKey)}</p>
              <ErrorDetails code={results.error.code} />
              <button type="button" className="btn" onClick={() => retryResults()}>{t('common.retry')}</button>
            </div>
          )}
          {more && !results.error && <p className="more" aria-hidden={!results.loading}>{t('search.more')}</p>}
          {total !== null && total > 0 && <p className="count">{t('search.shown', { shown: items.length, total })}</p>}
          <div ref={end} className="end" />
        </div>
      )}
    </section>
  );
}
