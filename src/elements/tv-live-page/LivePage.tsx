import { useStore } from '@nanostores/react';
import { createElement, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { $locale } from '../../core/i18n';
import { $epgSelection, findProgramme } from '../../core/stores/epg';
import { $genres, loadGenres } from '../../core/stores/genres';
import { colourKey } from '../../core/remote/colour-keys';
import { $channels } from '../../core/stores/channels';
import { useSessionStart, useT } from '../shared/hooks';
import { useFocusBack } from '../shared/useFocusBack';
import { tvLayoutOn } from '../../core/layout';
import { Details } from '../tv-epg-grid/Details';
import type { GuideEventProps } from '../tv-epg-grid/events';
import { EVENTS, TAGS } from '../../core/names';
import type { ChannelChange, GenreSelect, ProgrammeSelect } from '../../core/element-events';
import '../tv-epg-grid/tv-epg-grid';
import { HEAD_H, ROW_H } from '../tv-epg-grid/layout';
import { parseTvPath, tvPath, type TvRoute } from './url';

const PLAYER = TAGS.player;

/** Below this width the details are a sheet over the guide (styles of tv-live-page.ts). */
const NARROW = '(max-width: 899.98px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(NARROW).matches);
  useEffect(() => {
    const q = matchMedia(NARROW);
    const on = () => setNarrow(q.matches);
    q.addEventListener('change', on);
    on();
    return () => q.removeEventListener('change', on);
  }, []);
  return narrow;
}

function usePlayerDefined(): boolean {
  const [defined, setDefined] = useState(() => !!customElements.get(PLAYER));
  useEffect(() => {
    if (!defined) void customElements.whenDefined(PLAYER).then(() => setDefined(true));
  }, [defined]);
  return defined;
}

/**
 * The /tv screen: genre filter, the player area (a `<tv-player>` when the page has one; otherwise the
 * opened programme's details), and the guide. Every state is in the URL (push on change, popstate
 * on back/forward).
 */
export function LivePage(props: GuideEventProps) {
  const t = useT();
  useSessionStart();
  const lang = useStore($locale);
  const genres = useStore($genres);
  const channels = useStore($channels);
  const selection = useStore($epgSelection);
  const [route, setRoute] = useState<TvRoute>(() => parseTvPath(location.pathname));
  const grid = useRef<HTMLElement>(null);
  const player = usePlayerDefined();
  const [now, setNow] = useState(Date.now);
  // `?play` (a reminder's Watch now from another page, a notification click): start the programme
  // of the address at once; the word is taken out of the address so back and reload do not replay.
  const [playAtOnce] = useState(() => {
    const q = new URLSearchParams(location.search);
    if (!q.has('play')) return null;
    q.delete('play');
    const rest = q.toString();
    history.replaceState(history.state, '', location.pathname + (rest ? `?${rest}` : '') + location.hash);
    const r = parseTvPath(location.pathname);
    return r.channel === null ? null : r;
  });

  // Narrow screens: the details are a sheet over the lower part of the guide, open only while the
  // viewer looks at a programme they opened (or the address names one); it closes with its button,
  // Escape or Back, and the focus goes back to the programme.
  const narrow = useNarrow();
  const [sheet, setSheet] = useState(() => !playAtOnce && parseTvPath(location.pathname).epg !== null);
  const sheetEl = useRef<HTMLDivElement>(null);
  const focusSheet = useRef(false);
  const closeSheet = () => {
    setSheet(false);
    focusGuide(grid.current);
  };
  const stageEl = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // (once the sheet shows the programme opened: the first of what it offers, else its close button;
    // by a remote, beside the guide too, as the arrows in the guide stay in the guide)
    const el = narrow ? (sheet ? sheetEl.current : null) : tvLayoutOn() ? stageEl.current?.querySelector<HTMLElement>('.details') : null;
    if (!focusSheet.current || !el) return;
    focusSheet.current = false;
    (el.querySelector<HTMLElement>('.acts .btn-primary, .acts button') ?? el.querySelector<HTMLElement>('.sheet-close'))?.focus({ preventScroll: true });
  });
  // Back from a programme's details: the focus, gone with them, goes back to the programme
  useFocusBack(route.epg === null, () => guideStop(grid.current));
  // The sheet's top stays below the guide's time header and two channel rows, or down to the row
  // of the programme opened (at most four rows), whatever the heights of the genres and the day
  // picker above them (in the grid's own shadow root): the rest of the window is the sheet's.
  const guideEl = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = guideEl.current;
    if (!narrow || !box) return;
    const place = () => {
      const g = grid.current?.shadowRoot;
      const scroller = g?.querySelector('.scroller');
      if (!scroller) return;
      const top = box.getBoundingClientRect().top;
      const head = scroller.getBoundingClientRect().top - top + HEAD_H;
      const row = g!.querySelector('.sel')?.closest('[role="row"]')?.getBoundingClientRect();
      const keep = Math.min(head + 4 * ROW_H, Math.max(head + 2 * ROW_H, row ? row.bottom - top : 0));
      box.style.setProperty('--_sheet-top', `${Math.ceil(keep)}px`);
    };
    const ro = new ResizeObserver(place);
    ro.observe(box);
    place();
    // (once the guide has marked the programme opened)
    const frame = requestAnimationFrame(place);
    return () => {
      ro.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [narrow, sheet, route.epg]);

  useEffect(() => void loadGenres(lang), [lang]);
  useEffect(() => {
    const onColour = (e: globalThis.KeyboardEvent) => {
      const c = e.defaultPrevented ? null : colourKey(e);
      if (c !== 'yellow' && c !== 'blue') return;
      e.preventDefault();
      stepGenreRef.current(c === 'yellow' ? -1 : 1);
    };
    window.addEventListener('keydown', onColour);
    return () => window.removeEventListener('keydown', onColour);
  }, []);
  useEffect(() => {
    const onPop = () => {
      setRoute(parseTvPath(location.pathname));
      setSheet(false);
    };
    window.addEventListener('popstate', onPop);
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      window.removeEventListener('popstate', onPop);
      clearInterval(tick);
    };
  }, []);

  const go = (next: TvRoute) => {
    const path = tvPath(location.pathname, next);
    if (path !== location.pathname) history.pushState(null, '', path + location.search);
    setRoute(next);
  };
  const goRef = useRef(go);
  goRef.current = go;
  const routeRef = useRef(route);
  routeRef.current = route;

  useEffect(() => {
    const el = grid.current;
    if (!el) return;
    const onSelect = (e: CustomEvent<ProgrammeSelect>) => {
      goRef.current({ genre: routeRef.current.genre, channel: e.detail.channelId, epg: e.detail.epgId });
      focusSheet.current = true;
      setSheet(true);
    };
    // "Show all genres" under a genre no channel has
    const onGenre = (e: CustomEvent<GenreSelect>) => goRef.current({ genre: e.detail.genreId ?? 0, channel: null, epg: null });
    el.addEventListener(EVENTS.programmeSelect, onSelect);
    el.addEventListener(EVENTS.genreSelect, onGenre);
    return () => {
      el.removeEventListener(EVENTS.programmeSelect, onSelect);
      el.removeEventListener(EVENTS.genreSelect, onGenre);
    };
  }, []);

  // Zapping in the player (channel up/down, number keys, the guide's Watch): the address and the
  // details follow what plays (replaced, not pushed: zapping is not a step back). Only a zap, or
  // the playing programme rolling over while the details show it, moves them: a programme the
  // viewer opened stays open when the player starts or its programme changes.
  const playerEl = useRef<HTMLElement>(null);
  const played = useRef<{ channel: number; epg: number | null } | null>(null);
  useEffect(() => {
    const el = playerEl.current;
    if (!el) return;
    const onChange = (e: CustomEvent<ChannelChange>) => {
      const d = e.detail;
      if (!d || !d.channelId) return;
      const r = routeRef.current;
      const epg = d.epgId ?? null;
      const before = played.current;
      played.current = { channel: d.channelId, epg };
      if (r.channel === d.channelId && (r.epg === epg || epg === null)) return;
      const zapped = before !== null && before.channel !== d.channelId;
      const showingPlayed = before !== null && r.channel === before.channel && (r.epg === null || r.epg === before.epg);
      const fillIn = r.channel === d.channelId && r.epg === null; // the channel's programme named
      if (r.channel !== null && !zapped && !showingPlayed && !fillIn) return;
      const next = { genre: r.genre, channel: d.channelId, epg };
      history.replaceState(history.state, '', tvPath(location.pathname, next) + location.search);
      setRoute(next);
    };
    el.addEventListener(EVENTS.channelChange, onChange as EventListener);
    return () => el.removeEventListener(EVENTS.channelChange, onChange as EventListener);
  }, [player]);

  // A programme named by the address that the guide does not have: said, with a way on.
  const [missing, setMissing] = useState<number | null>(null);
  useEffect(() => {
    const id = route.epg;
    setMissing(null);
    if (id === null) return;
    let live = true;
    void findProgramme(id, lang).then((p) => {
      if (live && !p) setMissing(id);
    });
    return () => {
      live = false;
    };
  }, [route.epg, lang]);

  // "Skip to the guide": the stop right after the site's "Skip to content" (before the navigation).
  const section = useRef<HTMLElement>(null);
  const skipLink = useRef<HTMLAnchorElement | null>(null);
  const skipText = t('live_page.skip');
  useEffect(() => {
    const host = (section.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (!host || !host.closest('main')) return;
    const a = document.createElement('a');
    a.href = '#';
    a.className = 'tv-skip-link';
    a.addEventListener('click', (e) => {
      e.preventDefault();
      focusGuide(grid.current);
    });
    const site = document.querySelector('body > a.skip-link');
    if (site) site.after(a);
    else document.body.prepend(a);
    skipLink.current = a;
    return () => a.remove();
  }, []);
  useEffect(() => {
    if (skipLink.current) skipLink.current.textContent = skipText;
  }, [skipText]);

  // Only genres some channel has (the adult genre stays, its channel is PIN-locked).
  const used = new Set(channels.data.flatMap((c) => c.genres ?? []));
  const shown = genres.data.filter((g) => used.size === 0 || used.has(g.id));
  const p = selection.programme;
  // A remote's yellow and blue keys: the genre before and after the one picked ("All" first).
  const genreOrder = [0, ...shown.map((g) => g.id)];
  const stepGenre = (by: number) => {
    const next = genreOrder[genreOrder.indexOf(route.genre) + by];
    if (next !== undefined) go({ genre: next, channel: null, epg: null });
  };
  const stepGenreRef = useRef(stepGenre);
  stepGenreRef.current = stepGenre;
  // Nothing chosen yet: the player offers the first channel of the line-up (of the genre picked).
  const first = channels.data.find((c) => !route.genre || (c.genres ?? []).includes(route.genre)) ?? channels.data[0];
  // Channel up / down in the player goes through the channels the guide shows (its genre filter), in its order.
  const order = route.genre ? channels.data.filter((c) => (c.genres ?? []).includes(route.genre)).map((c) => c.id).join(',') : undefined;
  const showNow = () => {
    setMissing(null);
    setSheet(false);
    go({ genre: route.genre, channel: route.channel, epg: null });
    focusGuide(grid.current); // (the button goes away with the message)
  };
  const details = missing !== null && missing === route.epg ? (
    <section className="details missing" role="alert">
      <h2>{t('live_page.missing_title')}</h2>
      <p className="meta">{t('live_page.missing_text')}</p>
      <div className="acts"><button type="button" className="btn btn-primary" onClick={showNow}>{t('live_page.show_now')}</button></div>
    </section>
  ) : p ? (
    <Details programme={p} channel={selection.channel} now={now} onTvPlayRequest={props.onTvPlayRequest}
      onTvReminderRequest={props.onTvReminderRequest} onTvRecordRequest={props.onTvRecordRequest} />
  ) : null;
  const onSheetKey = (e: KeyboardEvent<HTMLDivElement>) => {
    // (a dialog of the details, a PIN or a purchase, closes on its own Escape)
    if ((e.key === 'Escape' || e.key === 'GoBack' || e.key === 'BrowserBack') && !e.defaultPrevented && !(e.target as Element).closest('dialog')) {
      e.preventDefault();
      e.stopPropagation();
      closeSheet();
    }
  };
  return (
    <section className="tv" ref={section}>
      <h1 className="visually-hidden">{t('route.tv')}</h1>
      <div className="guide" ref={guideEl}>
        <div className="genres" role="group" aria-label={t('epg.genres')} part="genres">
          <button type="button" aria-pressed={route.genre === 0} onClick={() => go({ genre: 0, channel: null, epg: null })}>{t('epg.all_genres')}</button>
          {shown.map((g) => (
            <button type="button" key={g.id} aria-pressed={route.genre === g.id} onClick={() => go({ genre: g.id, channel: null, epg: null })}>{g.name}</button>
          ))}
        </div>
        {createElement(TAGS.epgGrid, {
          ref: grid,
          'genre-id': route.genre || undefined,
          'channel-id': route.channel ?? undefined,
          'epg-id': route.epg ?? undefined,
          'no-details': '',
        })}
        {narrow && sheet && details && (
          <div className="sheet" ref={sheetEl} onKeyDown={onSheetKey}>
            <button type="button" className="icon-btn sheet-close" aria-label={t('live_page.close_details')} title={t('live_page.close_details')} onClick={closeSheet}>
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>
            </button>
            {details}
          </div>
        )}
      </div>
      <div className="side">
        <div className="stage" part="stage" ref={stageEl} aria-label={t('epg.player')} role="region">
          {player && createElement(PLAYER, {
            ref: playerEl,
            'channel-id': selection.channelId ?? route.channel ?? first?.id,
            'epg-id': selection.epgId ?? route.epg ?? undefined,
            'channel-order': order || undefined,
            // (a property: React sets a custom element's own properties, and '' would read as false)
            autoplay: !!playAtOnce && playAtOnce.channel === route.channel && playAtOnce.epg === route.epg,
          })}
          {!narrow && details}
          {!player && !details && <p className="hint">{t('epg.nothing_selected')}</p>}
        </div>
      </div>
    </section>
  );
}

/** Focuses the guide's one tab stop (the programme in the tab order), else the grid itself. */
function focusGuide(el: HTMLElement | null): void {
  guideStop(el)?.focus();
}

/** The guide's one tab stop: the programme in the tab order, else the grid itself. */
function guideStop(el: HTMLElement | null): HTMLElement | null {
  const root = el?.shadowRoot;
  return root?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]') ?? root?.querySelector<HTMLElement>('[role="grid"]') ?? null;
}
