// Playback for one <tv-player>: turns play requests into sources (source.ts), keeps its element's
// player state up to date, zaps, keeps neighbouring and focused channels ready (standby.ts),
// rolls over into the next programme, and for VoD resumes, writes bookmarks and offers
// the next episode. Its element's playback state is written by playback.ts alone; every timer and
// listener of the controller, its pool and its bookmark writers is released by destroy().

import { config } from '../core/config';
import type { PlayerEpg } from '../core/stores/player';
import type { PlayMode, PlayRequest } from '../core/element-events';
import { startSession, surelyVisitor } from '../core/stores/auth';
import { loadChannels, programmeIndexAt } from './catalogue';
import { fetchProgramme } from '../core/api/epg';
import { $locale } from '../core/i18n';
import { decideMode, sourceFor } from './source';
import { programmeBookmark, saveProgrammeBookmark, VodBookmarks } from './bookmarks';
import { whenContent } from '../core/stores/access';
import { reportIdle, reportPlayback } from './playback';
import { type LicenceContent } from './licence';
import { GuideControl } from './controller-guide';
import { now, unavailable, visitorCheck, lockOf, lockedError, RESUME_END_MARGIN_S } from './controller-rules';

export class TvController extends GuideControl {
  /** Plays a channel, programme or VoD item. Resolves once loading has started (not at the first frame). */
  override async play(req: PlayRequest): Promise<void> {
    this.prepared = true;
    const at = req.at ?? null;
    if (req.vodId) return this.playVod(req.vodId, req);
    if (req.recordingId) return this.playRecording(req.recordingId, req);
    const channelId = req.channelId;
    if (!channelId) return;
    req = { ...req, channelId };
    this.hinted = null;
    this.leaveVod();
    const seq = ++this.seq;
    this.requested = channelId;
    const swapped = at === null && this.showStandby(req);
    // (another channel's programme goes with it: the new one's comes with its programme list)
    const before = this.stores.player.get();
    const epgShown = before.channel_id === channelId ? before.epg : null;
    this.stores.player.set({ ...before, open: true, channel_id: channelId, epg: epgShown, epg_id: req.epgId ?? null, vod_id: null, vod: null, channel_loading: true, channel_loaded: false });
    reportPlayback(this.stores.playback, { ...(swapped ? {} : { status: 'loading' as const }), error: null, notice: null });
    try {
      // the user's rights (subscribed flags, drm token) must be known first; shaka loads meanwhile
      // (not for a visitor, who is invited to sign in: nothing could play)
      const creating = surelyVisitor() ? null : this.player();
      creating?.catch(() => undefined);
      // the channel list needs only the session's token, not userinfo: both are asked for together
      if (!this.channels) void whenContent().then(() => loadChannels()).catch(() => undefined);
      await startSession();
      visitorCheck();
      const channels = await loadChannels();
      this.channels = channels;
      const channel = channels.find((c) => c.channel_id === channelId);
      if (!channel) throw unavailable(`no channel ${channelId}`);
      await (creating ?? this.player());
      let epg: PlayerEpg | null = null;
      if (req.epgId) {
        epg = req.start !== undefined && req.stop !== undefined
          ? { id: req.epgId, channel_id: channelId, start: req.start, stop: req.stop }
          : await fetchProgramme(req.epgId, $locale.get());
      }
      if (seq !== this.seq || this.destroyed) return;
      const t = now();
      let mode: PlayMode = decideMode(epg, t, req.mode);
      if (mode === 'live' && epg && req.mode !== 'live' && epg.start > t) epg = null; // a future programme: watch the channel live
      if ((mode === 'catchup' || mode === 'startover') && channel.catchup === false) mode = 'live';
      // live needs no programme to start: the load runs while the programme list is fetched (the
      // licence server checks the programme on air; a lock found below stops it)
      const early = mode === 'live' && !lockOf(channel, null);
      const loading = early
        ? swapped ? Promise.resolve() : this.loadLive(sourceFor(channel, null, 'live', config().mediaBase), { ch_id: channel.channel_id }, at, seq)
        : null;
      // the programme list of a live load is asked for once its first frame is out (or it failed),
      // off the load's first round trips; a locked programme is refused its licence meanwhile
      if (loading && !swapped) await this.loadSettled(loading);
      if (seq !== this.seq || this.destroyed) return;
      const list = await this.programmesAround(channelId, epg?.start ?? t);
      if (seq !== this.seq || this.destroyed) return;
      if (!epg || mode === 'live') epg = list[programmeIndexAt(list, t)] ?? epg;
      else epg = list.find((p) => p.id === epg!.id) ?? epg;
      const lock = lockOf(channel, epg);
      if (lock) {
        loading?.catch(() => undefined);
        this.stores.player.set({ ...this.stores.player.get(), channel_id: channel.channel_id, epg, epg_id: epg?.id ?? null, epg_index: epg ? list.findIndex((p) => p.id === epg!.id) : -1 });
        await this.wrapper!.stop();
        throw lockedError(lock);
      }
      const content: LicenceContent = mode === 'live' || !epg ? { ch_id: channel.channel_id } : { ch_id: channel.channel_id, prog_id: epg.id };
      this.stores.player.set({
        ...this.stores.player.get(),
        channel_id: channel.channel_id,
        epg,
        epg_id: epg?.id ?? null,
        epg_index: epg ? list.findIndex((p) => p.id === epg!.id) : -1,
      });
      // catch-up asked to resume (continue watching): from the profile's bookmark of the programme
      let from = at;
      if (mode === 'catchup' && epg && req.resume && from === null) {
        const pos = await programmeBookmark('epg', epg.id).catch(() => null);
        if (seq !== this.seq || this.destroyed) return;
        if (pos !== null && pos < epg.stop - epg.start - RESUME_END_MARGIN_S) from = epg.start + pos;
      }
      await (loading ?? (mode === 'live'
        ? this.loadLive(sourceFor(channel, null, 'live', config().mediaBase), content, at, seq)
        : this.wrapper!.load(sourceFor(channel, epg, mode, config().mediaBase), content, { at: from })));
      if (seq !== this.seq || this.destroyed) return;
      this.stores.player.set({ ...this.stores.player.get(), channel_loading: false, channel_loaded: this.stores.playback.get().status !== 'error' });
      // catch-up writes the profile's bookmark of the programme (continue watching)
      if (mode === 'catchup' && epg) {
        this.epgBookmarks ??= new VodBookmarks(this.stores.playback, saveProgrammeBookmark('epg'), ['catchup']);
        this.epgBookmarks.watch(epg.id, epg.start);
      }
      this.schedulePreloads(channels, channel);
      void this.loadSpritesFor(channel.channel_id, epg);
    } catch (err) {
      this.failed(seq, req, err);
    }
  }

  /** Seek to an epoch second; outside the stream's range, switch to start-over / catch-up. */
  async seek(epoch: number): Promise<void> {
    const w = this.wrapper;
    const { channel_id: ch, epg } = this.stores.player.get();
    const pb = this.stores.playback.get();
    if (w && pb.mode === 'vod') return this.vodSeek(epoch); // seconds of the item
    if (!w || ch === null) return;
    // (a window not known yet, seekEnd 0, holds nothing: shaka would clamp 0 to the window's start)
    if (pb.seekEnd > 0 && epoch >= pb.seekStart && epoch <= pb.seekEnd) return w.seek(epoch);
    if (epg && epoch >= epg.start && epoch < epg.stop && epoch <= now()) {
      await this.play({ channelId: ch, epgId: epg.id, start: epg.start, stop: epg.stop, mode: 'startover', at: epoch });
    }
  }

  async fromStart(): Promise<void> {
    if (this.stores.playback.get().mode === 'vod') return this.vodSeek(0);
    const { channel_id: ch, epg } = this.stores.player.get();
    if (ch === null || !epg) return;
    const pb = this.stores.playback.get();
    if (pb.seekStart <= epg.start && pb.mode !== 'live') return this.wrapper?.seek(epg.start);
    await this.play({ channelId: ch, epgId: epg.id, start: epg.start, stop: epg.stop, mode: 'startover' });
  }

  async live(): Promise<void> {
    const ch = this.stores.player.get().channel_id;
    if (ch === null) return;
    if (this.stores.playback.get().mode === 'live') return this.wrapper?.goLive();
    await this.play({ channelId: ch, mode: 'live' });
  }

  /** Previous (-1) / next (+1) programme of the channel: catch-up, start-over or live. */
  async programme(delta: number): Promise<void> {
    const { channel_id: ch, epg } = this.stores.player.get();
    if (ch === null || !epg) return;
    const list = await this.programmesAround(ch, epg.start);
    const i = list.findIndex((p) => p.id === epg.id);
    const target = list[i + delta];
    if (!target || target.start > now()) return;
    await this.play({ channelId: ch, epgId: target.id, start: target.start, stop: target.stop, mode: target.stop > now() ? 'live' : 'catchup' });
  }

  /**
   * Rolls over into the next programme: live playback crossing the programme's stop shows the next
   * programme; a finished catch-up recording continues with the next one.
   */
  async onTick(): Promise<void> {
    if (this.stores.player.get().vod_id !== null) return this.vodTick();
    const { channel_id: ch, epg } = this.stores.player.get();
    const pb = this.stores.playback.get();
    if (ch === null || !epg || pb.status === 'error' || pb.status === 'loading') return;
    if (pb.position < epg.stop) return;
    const list = await this.programmesAround(ch, pb.position);
    const i = programmeIndexAt(list, pb.position);
    const next = list[i];
    if (!next || next.id === epg.id) return;
    if (pb.mode === 'catchup') {
      await this.programme(1);
      return;
    }
    this.stores.player.set({ ...this.stores.player.get(), epg: next, epg_id: next.id, epg_index: i });
    const channel = this.channels?.find((c) => c.channel_id === ch);
    const lock = channel ? lockOf(channel, next) : (next.locked ?? null);
    if (lock) {
      // live rolled over into a programme the viewer may not watch: nothing more of it is shown
      this.seq++;
      await this.wrapper?.stop();
      this.stores.player.set({ ...this.stores.player.get(), channel_loading: false, channel_loaded: false });
      reportPlayback(this.stores.playback, { status: 'error', error: lockedError(lock) });
      return;
    }
    void this.loadSpritesFor(ch, next);
  }

  retry(): Promise<void> {
    const w = this.wrapper;
    const { channel_id: ch, epg, vod_id: vod } = this.stores.player.get();
    if (vod !== null) return w?.current()?.vodId === vod ? w.reload() : this.play({ vodId: vod });
    if (w?.current()) return w.reload();
    if (ch !== null) return this.play({ channelId: ch, epgId: epg?.id ?? null });
    return Promise.resolve();
  }

  /** Audio and subtitles of the player shown, picked again by the (changed) priorities. */
  applyPriorities(): void {
    this.wrapper?.applyPriorities();
  }

  /**
   * The element goes: every bookmark writer writes its last position and stops, every timer and
   * listener is released, every player (shown and hidden) is destroyed, its playback state goes back to idle.
   */
  async destroy(): Promise<void> {
    this.destroyed = true;
    this.seq++;
    for (const b of [this.vodBookmarks, this.epgBookmarks, this.recBookmarks]) b?.destroy();
    this.vodBookmarks = this.epgBookmarks = this.recBookmarks = null;
    this.owned.removeAll();
    if (this.stores.upNext.get()) this.stores.upNext.set(null);
    reportIdle(this.stores.playback);
    if (!this.wrapper && this.creating) await this.creating.catch(() => null);
    const w = this.wrapper;
    this.wrapper = null;
    await Promise.all([w?.destroy(), this.standbys?.destroy()]);
  }
}
