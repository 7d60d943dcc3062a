// <tv-epg-grid>: the guide, virtualised in both directions. React renders the chrome (toolbar,
// scroller, now line, details); the rows, programme cells and time marks are pooled DOM nodes that
// a Painter (paint.ts) recycles synchronously in the scroll handler, without a React render. The
// window in React state follows once scrolling rests (it drives fetching and the toolbar).
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { GuideProgramme } from '../../core/api/epg';
import { $locale, $texts, initI18n } from '../../core/i18n';
import { startSession } from '../../core/stores/auth';
import { $channels, loadChannels } from '../../core/stores/channels';
import { $epgSelection, $epgStatus, $epgVersion, ensureEpg, findProgramme, guideWindow, selectProgramme } from '../../core/stores/epg';
import { $ageLimit } from '../../core/stores/age-limit';
import { $session } from '../../core/stores/session';
import { $adultUnlock } from '../../core/stores/ui';
import { dayStart, formatDay, utcDay } from '../../core/time/vilnius';
import { useT } from '../shared/hooks';
import { Details } from './Details';
import type { GridEventProps } from './events';
import { edgeTarget, moveFocus, toRow, type Focus } from './keyboard';
import { tvLayoutOn } from '../../core/layout';
import { CH_W, HEAD_H, ROW_H, indexAt, indexOfId, sameWin, type Viewport, type Win } from './layout';
import { modelFromData, modelFromStore, type GridData, type GuideModel } from './model';
import { readyOf, ViewState } from './ready';
import { EMPTY_WIN, Painter, type Look } from './paint';
import { $recordingByEpg } from '../../core/stores/recordings';
import { $reminderEpgIds } from '../../core/stores/reminders';
import { Toolbar } from './Toolbar';
import { GridState, type GridStateKind } from './GridState';


export interface EpgGridProps extends GridEventProps {
  data?: GridData;
  genreId?: number;
  channelId?: number;
  epgId?: number;
  noDetails?: boolean;
  hourWidth?: number;
}

function find(m: GuideModel, id: number, channelId?: number): { row: number; p: GuideProgramme } | null {
  const rows = channelId !== undefined && m.rowOf(channelId) >= 0 ? [m.rowOf(channelId)] : m.channels.map((_, i) => i);
  for (const r of rows) {
    const s = m.row(r);
    const i = indexOfId(s, id);
    if (i >= 0) return { row: r, p: s.list[i]! };
  }
  return null;
}

export function EpgGrid(props: EpgGridProps) {
  const { data, genreId, channelId, epgId, noDetails, hourWidth } = props;
  const t = useT();
  const lang = useStore($locale);
  const texts = useStore($texts);
  const session = useStore($session);
  const channelState = useStore($channels);
  const version = useStore($epgVersion);
  const status = useStore($epgStatus);
  const adult = useStore($adultUnlock);
  const ageLimit = useStore($ageLimit);
  const recordings = useStore($recordingByEpg);
  const reminders = useStore($reminderEpgIds);
  const recMarks = useMemo(() => new Map([...recordings].map(([id, r]) => [id, r.state] as const)), [recordings]);
  const pxPerMs = (hourWidth && hourWidth > 0 ? hourWidth : 300) / 3_600_000;
  const [mountedAt] = useState(() => Date.now());
  const [clock, setClock] = useState(mountedAt);
  const now = data?.now !== undefined ? data.now + (clock - mountedAt) : clock;
  const nowRef = useRef(now);
  nowRef.current = now;
  const span = useMemo(() => guideWindow(Date.now()), []);
  const known = session.status === 'user' || session.status === 'visitor';

  // "Show all genres" under a genre no channel has: every channel, until the genre changes
  const [allGenres, setAllGenres] = useState<number | undefined>(undefined);
  const genre = allGenres === genreId ? undefined : genreId;
  const channels = useMemo(() => {
    const all = channelState.data;
    return genre ? all.filter((c) => c.genres?.includes(genre)) : all;
  }, [channelState.data, genre]);
  const model = useMemo(
    () => (data ? modelFromData(data) : modelFromStore(channels, span.start, span.end, version)),
    [data, channels, span, version],
  );
  const modelRef = useRef(model);
  modelRef.current = model;

  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const vp = useRef<Viewport>({ left: 0, top: 0, width: 0, height: 0, dx: 0, dy: 0 });
  const body = useRef<HTMLDivElement>(null);
  const marks = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const painter = useRef<Painter | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [view] = useState(() => new ViewState(() => (root.current?.getRootNode() as ShadowRoot | undefined)?.host));
  const [win, setWin] = useState<Win>(EMPTY_WIN);
  const winRef = useRef(win);
  winRef.current = win;
  const [focus, setFocus] = useState<Focus | null>(null);
  const [open, setOpen] = useState<{ p: GuideProgramme; row: number } | null>(null);
  // what the details offer (Watch live or a reminder, catch-up) follows the clock: read afresh when
  // they open (before they are painted), and again at the programme's start and end (the clock's
  // own tick is every 30 s: a programme that had begun up to 30 s before offered only a reminder)
  useLayoutEffect(() => {
    if (open) setClock(Date.now());
  }, [open]);
  useEffect(() => {
    const edge = open ? [open.p.start, open.p.end].map((t) => t - now).find((d) => d > 0) : undefined;
    if (edge === undefined || edge > 30_000) return;
    const timer = setTimeout(() => setClock(Date.now()), edge + 20);
    return () => clearTimeout(timer);
  }, [open, now]);
  const wantFocus = useRef(false);
  const positioned = useRef<unknown>(null);
  /** What the first position is made once for: the data handed in, or the API's guide. */
  const positionKey: unknown = data ?? 'api';

  const adultUnlocked = adult.pin !== null;
  const minute = Math.floor(now / 60_000);
  const look = useMemo<Look>(
    () => ({
      t, lang, now: minute * 60_000, pxPerMs, ageLimit, adultUnlocked, rec: recMarks, rem: reminders,
      txt: { catchup: t('epg.catchup'), adult: t('epg.adult_locked'), nosub: t('products.locked_channel'), scheduled: t('recordings.scheduled_mark'), recorded: t('recordings.recorded_mark'), reminder: t('live_page.reminder_mark') },
    }),
    // (texts: the screens' lt texts arriving after the first paint, see core/i18n t())
    [t, lang, texts, minute, pxPerMs, ageLimit, adultUnlocked, recMarks, reminders],
  );
  const openRow = open ? model.rowOf(open.p.channelId) : -1;
  const openMark = useMemo(() => (open ? { row: openRow, id: open.p.id } : null), [open, openRow]);
  // Every render hands the painter its inputs first (it redraws only what they change).
  useLayoutEffect(() => {
    if (!painter.current && body.current && marks.current && column.current) painter.current = new Painter(body.current, marks.current, column.current);
    painter.current?.set(model, look, focus, openMark);
  });

  /**
   * Reads the scroll position (and, outside the scroll path, the size), paints, and hands the window
   * to React state: at once, or once scrolling rests for a moment (`scrolling`).
   */
  const measure = useCallback((scrolling = false) => {
    const el = scroller.current;
    const p = painter.current;
    if (!el || !p) return;
    const v = vp.current;
    const left = el.scrollLeft;
    const top = el.scrollTop;
    v.dx = left - v.left;
    v.dy = top - v.top;
    v.left = left;
    v.top = top;
    if (!scrolling) {
      v.width = el.clientWidth;
      v.height = el.clientHeight;
    }
    const next = p.paint(v, !scrolling);
    clearTimeout(settle.current);
    const update = () => {
      // a new window is drawn (and asked for) on the next render: moving until then
      if (!sameWin(winRef.current, next)) view.changed();
      setWin((prev) => (sameWin(prev, next) ? prev : next));
    };
    view.rest = scrolling;
    view.mark();
    if (!scrolling) update();
    else settle.current = setTimeout(() => {
      // At rest: no motion to draw ahead of; nodes back in reading order.
      vp.current.dx = vp.current.dy = 0;
      p.paint(vp.current);
      update();
      view.rest = false;
      view.mark();
    }, 90);
  }, [view]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => measure(true);
    el.addEventListener('scroll', onScroll, { passive: true });
    const ro = new ResizeObserver(() => measure());
    ro.observe(el);
    const tick = setInterval(() => setClock(Date.now()), 30_000);
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro.disconnect();
      clearInterval(tick);
      clearTimeout(settle.current);
    };
  }, [measure]);

  // Fetching mode: the page's one user check, then the line-up once per language.
  useEffect(() => {
    if (!data) void initI18n().then(() => startSession());
  }, [data]);
  useEffect(() => {
    if (!data && known) void loadChannels(lang, session.token);
  }, [data, known, lang, session.token]);
  useEffect(() => {
    if (data) return;
    const off = [$epgVersion.listen(view.changed), $channels.listen(view.changed)];
    return () => off.forEach((f) => f());
  }, [data, view]);
  // Blocks of (channels in view) x (days in view), once the scrolling settles for a moment.
  // (`attempt`: Retry, or the network back, asks again for the blocks that failed)
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (data || !known || win.r1 <= win.r0) return;
    const ids = model.channels.slice(win.r0, win.r1).map((c) => c.id);
    view.fetch = true;
    view.mark();
    const timer = setTimeout(() => {
      view.fetch = false;
      view.ask(ensureEpg(ids, utcDay(win.t0), utcDay(win.t1 - 1), lang));
    }, 60);
    return () => {
      clearTimeout(timer);
      view.fetch = false;
      view.mark();
    };
    // the profile and the adult grant decide which titles the server sends: a change reloads
  }, [data, known, win, model.channels, lang, session.profile?.id, adult.stamp, attempt, view]);

  /** Scrolls `time` to a quarter of the view (or to its left edge) and `row` to a third of it. */
  const scrollToTime = useCallback((time: number, row?: number, atLeft = false) => {
    const el = scroller.current;
    const m = modelRef.current;
    if (!el) return;
    const bodyW = el.clientWidth - CH_W;
    el.scrollLeft = Math.max(0, (time - m.start) * pxPerMs - (atLeft ? 0 : bodyW / 4));
    if (row !== undefined) el.scrollTop = Math.max(0, row * ROW_H - (el.clientHeight - HEAD_H) / 3);
    measure();
  }, [pxPerMs, measure]);

  // A new line-up (genre filter, data arriving) changes the rows: re-measure; a new genre starts at the top.
  const lastGenre = useRef(genreId);
  const lastChannels = useRef(model.channels);
  useLayoutEffect(() => {
    if (lastGenre.current !== genreId && scroller.current) scroller.current.scrollTop = 0;
    lastGenre.current = genreId;
    // Row numbers of the old line-up mean nothing in the new one.
    if (lastChannels.current !== model.channels) setFocus(null);
    lastChannels.current = model.channels;
    // (a first position still to come, below, measures and paints there: the top-left corner of
    // the guide is not drawn and laid out first, only to be replaced in the same task)
    if (positioned.current !== positionKey && model.channels.length > 0) return;
    measure();
  }, [model.channels, model.start, model.end, genreId, measure, positionKey]);

  // First position: now (or the channel named by the URL), once per data set.
  useLayoutEffect(() => {
    if (positioned.current === positionKey || model.channels.length === 0) return;
    positioned.current = positionKey;
    const row = channelId !== undefined ? model.rowOf(channelId) : -1;
    scrollToTime(Math.min(Math.max(now, model.start), model.end), row >= 0 ? row : undefined);
  }, [positionKey, model, channelId, now, scrollToTime]);

  const applied = useRef<number | null>(null);
  const openProgramme = useCallback((p: GuideProgramme, row: number, notify: boolean) => {
    const ch = modelRef.current.channels[row] ?? null;
    setOpen({ p, row });
    selectProgramme(ch, p);
    applied.current = p.id;
    if (notify) props.onTvProgrammeSelect?.({ channelId: p.channelId, epgId: p.id, programme: p, channel: ch });
  }, [props]);

  // A programme named by the URL / attribute: find it (loading it by id if needed), show and open it.
  useEffect(() => {
    if (epgId === undefined && applied.current !== null) {
      applied.current = null;
      setOpen(null);
      selectProgramme(null, null);
    }
    if (epgId === undefined || applied.current === epgId || model.channels.length === 0) return;
    applied.current = epgId;
    void (async () => {
      const hit = find(model, epgId, channelId) ?? (data ? null : await findProgramme(epgId, lang).then((p) => (p ? { p, row: modelRef.current.rowOf(p.channelId) } : null)));
      if (!hit || hit.row < 0) return;
      setFocus({ row: hit.row, id: hit.p.id, start: hit.p.start, anchor: hit.p.start });
      openProgramme(hit.p, hit.row, false);
      // a programme on now (on /tv: the one playing, named again at every zap) shows now, where the
      // viewer is, with its title at the view's left edge; its start may be hours before
      const t = nowRef.current;
      scrollToTime(hit.p.start <= t && t < hit.p.end ? t : hit.p.start, hit.row);
    })();
  }, [epgId, channelId, model, data, lang, openProgramme, scrollToTime]);

  // The focused programme goes to $epgSelection.focused once focus rests (a player keeps its
  // channel ready while it is on air).
  useEffect(() => {
    const timer = setTimeout(() => {
      const m = modelRef.current;
      const s = focus ? m.row(focus.row) : null;
      const p = s && focus ? s.list[indexOfId(s, focus.id, focus.start)] ?? null : null;
      if ($epgSelection.get().focused !== p) $epgSelection.setKey('focused', p);
    }, 150);
    return () => clearTimeout(timer);
  }, [focus]);

  const ensureVisible = (f: Focus, p: GuideProgramme) => {
    const el = scroller.current;
    const m = modelRef.current;
    if (!el) return;
    const y = f.row * ROW_H;
    const bodyH = el.clientHeight - HEAD_H;
    if (y < el.scrollTop) el.scrollTop = y;
    else if (y + ROW_H > el.scrollTop + bodyH) el.scrollTop = y + ROW_H - bodyH;
    const x0 = (Math.max(p.start, m.start) - m.start) * pxPerMs;
    const x1 = (Math.min(p.end, m.end) - m.start) * pxPerMs;
    const bodyW = el.clientWidth - CH_W;
    const visible = Math.min(x1, el.scrollLeft + bodyW) - Math.max(x0, el.scrollLeft);
    if (visible < Math.min(x1 - x0, 120)) el.scrollLeft = x0 < el.scrollLeft ? Math.max(0, x1 - bodyW) : x0;
    if (x0 > el.scrollLeft + bodyW - 40 || x1 < el.scrollLeft + 40) el.scrollLeft = Math.max(0, x0 - 24);
    measure();
  };

  /** Ctrl+Home / Ctrl+End to a channel whose programmes were still on their way. */
  const edgeFocus = useRef<{ row: number; anchor: number } | null>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const m = modelRef.current;
    const cur = focus ?? focusFromTarget(e.target);
    if (!cur) return;
    const pageRows = Math.max(1, Math.floor((vp.current.height - HEAD_H) / ROW_H) - 1);
    const ctrl = e.ctrlKey || e.metaKey;
    const r = moveFocus(m, cur, e.key, ctrl, pageRows, now);
    if (r === null && ctrl && (e.key === 'Home' || e.key === 'End') && m.channels.length > 0) {
      // that channel's programmes are not loaded yet: go there, and focus them when they arrive
      // (meanwhile the grid itself holds the focus: the cell focused may be recycled off screen)
      e.preventDefault();
      const target = edgeTarget(m, cur, e.key, now);
      edgeFocus.current = target;
      scrollToTime(target.anchor, target.row);
      scroller.current?.focus({ preventScroll: true });
      return;
    }
    if (r === null) {
      // by a remote, Up on the first channel and Down on the last leave the guide (the days, the page)
      const edge = tvLayoutOn() && ((e.key === 'ArrowUp' && cur.row === 0) || (e.key === 'ArrowDown' && cur.row === m.channels.length - 1));
      if (!edge && ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].includes(e.key)) e.preventDefault();
      return;
    }
    e.preventDefault();
    edgeFocus.current = null;
    const s = m.row(cur.row);
    if (r === 'open') {
      const p = s.list[indexOfId(s, cur.id, cur.start)];
      if (p) openProgramme(p, cur.row, true);
      return;
    }
    const ns = m.row(r.row);
    const p = ns.list[indexOfId(ns, r.id, r.start)];
    wantFocus.current = true;
    setFocus(r);
    if (p) ensureVisible(r, p);
  };

  const focusFromTarget = (target: EventTarget): Focus | null => {
    const cell = (target as HTMLElement).closest?.('[data-id]') as HTMLElement | null;
    const row = cell?.closest('[aria-rowindex]');
    if (!cell || !row) return null;
    const r = Number(row.getAttribute('aria-rowindex')) - 1;
    const s = modelRef.current.row(r);
    const p = s.list[indexOfId(s, Number(cell.dataset.id))];
    return p ? { row: r, id: p.id, start: p.start, anchor: Math.max(p.start, modelRef.current.start) } : null;
  };

  const onFocusIn = (e: { target: EventTarget }) => {
    const f = focusFromTarget(e.target);
    if (f && (f.id !== focus?.id || f.row !== focus.row)) setFocus(f);
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    // A channel's name or logo: play that channel live (what airs on it now).
    const head = (e.target as HTMLElement).closest?.('.ch[data-row]') as HTMLElement | null;
    if (head) {
      const m = modelRef.current;
      const row = Number(head.dataset.row);
      const ch = m.channels[row];
      if (!ch) return;
      const s = m.row(row);
      const i = indexAt(s, now);
      const p = i >= 0 && s.list[i]!.start <= now && s.list[i]!.end > now ? s.list[i]! : null;
      props.onTvPlayRequest?.({ channelId: ch.id, epgId: p?.id ?? null, ...(p ? { start: Math.floor(p.start / 1000), stop: Math.floor(p.end / 1000) } : {}), mode: 'live' });
      return;
    }
    const f = focusFromTarget(e.target);
    if (!f) return;
    const s = modelRef.current.row(f.row);
    const p = s.list[indexOfId(s, f.id, f.start)];
    setFocus(f);
    if (p) openProgramme(p, f.row, true);
  };

  const width = CH_W + (model.end - model.start) * pxPerMs;
  const height = HEAD_H + model.channels.length * ROW_H;
  // After the effects above: paint what changed, focus what the keyboard moved to, and resolve
  // `updateComplete` once a first screen is drawn.
  useLayoutEffect(() => {
    const p = painter.current;
    if (!p) return;
    p.paint(vp.current);
    view.drawn(!data && (channelState.loading || (!channelState.loaded && known)));
    const edge = edgeFocus.current;
    const arrived = edge && model.channels.length > edge.row ? toRow(model, edge.row, edge.anchor) : null;
    if (arrived) {
      edgeFocus.current = null;
      wantFocus.current = true;
      setFocus(arrived);
      return;
    }
    if (wantFocus.current && focus) {
      wantFocus.current = false;
      p.byId.get(focus.id)?.focus({ preventScroll: true });
    }
    const host = (root.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (host && p.win.r1 > p.win.r0 && (data || p.byId.size > 0)) readyOf(host).resolve(true);
  });

  const loading = !data && (channelState.loading || (!channelState.loaded && known) || (status.loading && !status.loaded));
  const error = !data && (channelState.error ?? status.error);
  const retry = useCallback(() => {
    if ($channels.get().error) void loadChannels(lang, session.token);
    else setAttempt((n) => n + 1);
  }, [lang, session.token]);
  // The network back (the browser's `online`): what failed is asked for again, without a click.
  const failed = !!error;
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  const state: GridStateKind | null = error ? { kind: 'error', error }
    : model.channels.length > 0 ? null
    : !data && (!channelState.loaded || channelState.loading) ? { kind: 'loading' }
    : genre && channelState.data.length > 0 ? { kind: 'genre-empty' } : { kind: 'empty' };
  // a guide with no programmes to draw (its error, or no channel to show) settles `updateComplete`
  // with false: a page waiting for its first screen would otherwise wait for good
  const drawsNothing = state !== null && state.kind !== 'loading';
  useLayoutEffect(() => {
    const host = (root.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (host && drawsNothing) readyOf(host).resolve(false);
  }, [drawsNothing]);
  const showAllGenres = () => {
    setAllGenres(genreId);
    props.onTvGenreSelect?.({ genreId: null });
  };
  // the time at the view's left edge: the day picker's and the corner's day. Until the guide has its
  // first position (loading, or nothing to show: an error, a genre without channels) it is where
  // the guide opens, now, as scrollToTime places it.
  const viewWidth = (vp.current.width - CH_W) / pxPerMs;
  const viewLeft = positioned.current === positionKey
    ? model.start + vp.current.left / pxPerMs
    : Math.min(Math.max(now, model.start), model.end) - viewWidth / 4;
  return (
    <div ref={root} className={tvLayoutOn() ? 'epg tvl' : 'epg'}>
      <Toolbar model={model} look={look} viewLeft={viewLeft} viewWidth={viewWidth}
        onDay={(time) => scrollToTime(time, undefined, true)} onNow={() => scrollToTime(now)} />
      <div className="frame">
      <div ref={scroller} className="scroller" part="grid" tabIndex={-1} role="grid" aria-label={t('epg.grid_label')} aria-rowcount={model.channels.length}
        aria-busy={loading || undefined} onKeyDown={onKeyDown} onFocus={onFocusIn} onClick={onClick}>
        <div className="canvas" style={{ width, height }}>
          <div className="time" aria-hidden="true" style={{ width }}>
            {/* the Vilnius day at the view's left edge (the time line's labels that began under this corner are hidden: paint.ts) */}
            <div className="corner">{model.end > model.start ? formatDay(dayStart(viewLeft), lang) : ''}</div>
            <div ref={marks} />
          </div>
          <div ref={column} className="chcol" aria-hidden="true" />
          <div ref={body} />
          {now >= model.start && now < model.end && (
            <div className="now" aria-hidden="true" style={{ left: CH_W + (now - model.start) * pxPerMs, top: HEAD_H, height: height - HEAD_H }} />
          )}
        </div>
      </div>
      {state && <GridState state={state} t={t} onRetry={retry} onAllGenres={showAllGenres} />}
      </div>
      {!noDetails && open && (
        <Details programme={open.p} channel={model.channels[openRow] ?? null} now={now} onTvPlayRequest={props.onTvPlayRequest}
          onTvReminderRequest={props.onTvReminderRequest} onTvRecordRequest={props.onTvRecordRequest} />
      )}
    </div>
  );
}
