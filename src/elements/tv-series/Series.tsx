import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { apiAsset, type VodJson } from '../../core/api/vod';
import { catalogueHref, vodHref, vodPlayHref } from '../../core/links';
import { $registered } from '../../core/stores/auth';
import { $vodProgress, loadVodProgress, progressShare } from '../../core/stores/library';
import { $viewer } from '../../core/stores/smartrows';
import { $series, loadSeries } from '../../core/stores/vod';
import { goBack, idFromAddress, isScreen, LoadError, useEscapeBack, useGenreNames, useLength } from '../shared/catalogue-ui';
import { useScreenName, useSessionStart, useT } from '../shared/hooks';
import { WishButton } from '../shared/WishButton';

export interface SeriesProps {
  groupId?: number;
  headingLevel?: number;
}

/** Seconds from the end within which an episode counts as watched. */
const WATCHED_TAIL = 60;

/**
 * The view of <tv-series>: a series (`groups/{id}`) with its seasons as tabs and each season's
 * episodes: number, title, length, the profile's progress and state, Play / Resume.
 */
export function Series({ groupId, headingLevel }: SeriesProps) {
  const t = useT();
  useSessionStart();
  const [fromAddress] = useState(() => ({ id: idFromAddress(), season: idFromAddress('season') }));
  const id = groupId && groupId > 0 ? Math.floor(groupId) : fromAddress.id;
  const viewer = useStore($viewer);
  const state = useStore($series);
  const registered = useStore($registered);
  const progress = useStore($vodProgress);
  const length = useLength();
  const genreNames = useGenreNames();
  const screen = isScreen('group');
  const [season, setSeason] = useState<number | null>(fromAddress.season);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const episodes = useRef<HTMLOListElement>(null);
  useEscapeBack(screen);

  useEffect(() => {
    if (id) loadSeries(id);
  }, [id, viewer]);
  useEffect(() => loadVodProgress(), [viewer]);

  const data = state.data && state.data.key === `${viewer}#${id}` ? state.data : null;
  useScreenName(data?.group.title, screen);
  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 2))}` as 'h2';
  if (!id) {
    return (
      <section className="missing">
        <H>{t('series.title')}</H>
        <div className="notice" role="alert" part="notice">
          <p>{t('series.not_found')}</p>
          <a className="btn" href={catalogueHref()}>{t('vod_details.to_catalogue')}</a>
        </div>
      </section>
    );
  }
  if (!data) {
    if (state.error && !state.loading) {
      return (
        <section className="missing">
          <H>{t('series.title')}</H>
          <LoadError error={state.error} onRetry={() => loadSeries(id, true)} />
        </section>
      );
    }
    return (
      <section className="series loading" aria-busy="true">
        <div className="head"><div className="poster placeholder" /><div className="info"><H className="line wide"><span className="visually-hidden">{t('vod_row.loading')}</span></H><p className="line" /></div></div>
      </section>
    );
  }

  const g = data.group;
  const seasons = g.seasons.map((s) => s.season);
  const current = season !== null && seasons.includes(season) ? season : (seasons[0] ?? 1);
  const list = data.episodes.filter((e) => e.season === current);
  const choose = (s: number, focus = false) => {
    setSeason(s);
    if (screen) {
      const q = new URLSearchParams(location.search);
      q.set('season', String(s));
      history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
    }
    if (focus) tabs.current[seasons.indexOf(s)]?.focus();
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: seasons.length - 1 }[e.key];
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      episodes.current?.querySelector<HTMLElement>('a')?.focus();
      return;
    }
    if (to === undefined) return;
    e.preventDefault();
    choose(seasons[(to + seasons.length) % seasons.length]!, true);
  };
  const onListKey = (e: KeyboardEvent<HTMLOListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...(episodes.current?.querySelectorAll<HTMLElement>('a.main') ?? [])];
    const at = links.findIndex((l) => l.parentElement?.contains(e.target as Node));
    if (at < 0) return;
    e.preventDefault();
    const next = at + (e.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) tabs.current[seasons.indexOf(current)]?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };
  const stateOf = (ep: VodJson) => {
    const p = progress[ep.id];
    if (p && p.duration > 0 && p.position >= p.duration - WATCHED_TAIL) return t('series.watched');
    if (p && p.position > 0) return t('vod_row.watched', { percent: Math.round(progressShare(p) * 100) });
    if (!(ep.type === 'free' || ep.subscribed || ep.purchased)) return t('series.not_in_plan');
    return t('series.not_started');
  };
  return (
    <section className="series" part="series" aria-labelledby="title">
      <div className="head">
        <img className="poster" part="poster" src={apiAsset(g.poster)} alt={t('vod_details.poster_of', { title: g.title })} width="300" height="450" />
        <div className="info">
          {screen && (
            <button type="button" className="btn btn-ghost back" onClick={goBack}>
              <span aria-hidden="true">←</span> {t('vod_details.back')}
            </button>
          )}
          <H id="title" part="title">{g.title}</H>
          <ul className="meta" aria-label={t('vod_details.facts')}>
            <li>{t('series.seasons', { count: seasons.length })}</li>
            <li>{t('series.episodes', { count: data.episodes.length })}</li>
            <li><span className="age" aria-label={t('vod_details.age_label', { age: g.age })}>{g.age > 0 ? `${g.age}+` : t('vod_details.all_ages')}</span></li>
            {genreNames(g.genres).length > 0 && <li>{genreNames(g.genres).join(', ')}</li>}
          </ul>
          <p className="description">{g.description}</p>
          <div className="wish-row">
            <WishButton target={{ kind: 'group', id: g.id, group: g }} title={g.title} />
          </div>
        </div>
      </div>
      <div className="tabs" role="tablist" aria-label={t('series.seasons_label')} part="tabs">
        {seasons.map((s, i) => (
          <button
            key={s}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${s}`}
            aria-selected={s === current}
            aria-controls="episodes"
            tabIndex={s === current ? 0 : -1}
            onClick={() => choose(s)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t('series.season', { season: s })}
          </button>
        ))}
      </div>
      <div id="episodes" role="tabpanel" aria-labelledby={`tab-${current}`} part="episodes">
        <ol className="episodes" ref={episodes} onKeyDown={onListKey}>
          {list.map((ep) => {
            const p = progress[ep.id];
            const share = progressShare(p);
            const canPlay = registered && (ep.type === 'free' || ep.subscribed || ep.purchased);
            return (
              <li key={ep.id} className="ep">
                <span className="num" aria-hidden="true">{ep.episode}</span>
                <a className="main" href={vodHref(ep.id)}>
                  <span className="ep-title">{ep.title}</span>
                  <span className="ep-meta">{length(ep.duration)} · {stateOf(ep)}</span>
                  {share > 0 && (
                    <span className="bar" role="progressbar" aria-label={t('vod_row.watched', { percent: Math.round(share * 100) })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)}>
                      <span style={{ width: `${share * 100}%` }} />
                    </span>
                  )}
                </a>
                {canPlay && (
                  <a className="btn play" href={vodPlayHref(ep.id, { resume: share > 0 })} aria-label={`${share > 0 ? t('vod_details.resume') : t('vod_details.play')}: ${ep.title}`}>
                    {share > 0 ? t('vod_details.resume') : t('vod_details.play')}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
