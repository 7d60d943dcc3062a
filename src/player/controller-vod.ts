// VoD items and recordings for the controller (controller.ts): their loads, bookmarks, thumbnails,
// the next episode offered near the end; the programme list around a time, a failed request shown.

import { config } from '../core/config';
import type { PlayerEpg } from '../core/stores/player';
import type { PlayRequest } from '../core/element-events';
import { toAppError } from '../core/api/fetch-store';
import { startSession, surelyVisitor } from '../core/stores/auth';
import { AppError, isInvitation } from '../core/errors';
import { loadNextVod, loadProgrammes, loadSprites, programmeIndexAt, toPlayerVod } from './catalogue';
import { vodItem } from '../core/stores/vod';
import { recordingSource, vodSource } from './source';
import { saveProgrammeBookmark, saveVodBookmark, vodBookmark, VodBookmarks } from './bookmarks';
import { fetchRecording } from '../core/api/recordings';
import { $locale } from '../core/i18n';
import { reportPlayback } from './playback';
import type { SpriteSheet } from './thumbnails';
import { type LicenceContent } from './licence';
import { viewerKey } from '../core/stores/epg';
import { LiveControl } from './controller-live';
import { unavailable, visitorCheck, lockedError, notEntitledError, profileFirst, NEXT_EPISODE_LEAD_S, NEXT_EPISODE_COUNTDOWN_S, RESUME_END_MARGIN_S } from './controller-rules';

export abstract class VodControl extends LiveControl {
  /** Plays a channel, programme or VoD item (TvController). */
  abstract play(req: PlayRequest): Promise<void>;

  /** A play request failed: its error is shown, unless a later request took over. */
  protected failed(seq: number, req: unknown, err: unknown): void {
    if (seq !== this.seq) return;
    const error = err instanceof AppError ? err : toAppError(err, 'player');
    // an invitation (log in, choose a profile, subscribe) is no fault: no error on the console
    if (isInvitation(error.code)) console.info('[eteris] play needs', req, error.message);
    else console.error('[eteris] could not play', req, error.message);
    this.stores.player.set({ ...this.stores.player.get(), channel_loading: false, channel_loaded: false });
    reportPlayback(this.stores.playback, { status: 'error', error });
  }

  /** The VoD bookmark writer (one per controller). */
  protected bookmarks(): VodBookmarks {
    this.vodBookmarks ??= new VodBookmarks(this.stores.playback, (id, position, keepalive) => {
      const vod = this.stores.player.get().vod;
      return saveVodBookmark(id, position, keepalive, vod?.id === id ? vod.duration : 0);
    });
    return this.vodBookmarks;
  }

  /**
   * Plays a recording (NPVR): its signed manifest over the whole recorded programme (a seek bar over
   * it, the channel's thumbnails), from the profile's bookmark, writing bookmarks while it plays.
   */
  protected async playRecording(id: number, req: PlayRequest): Promise<void> {
    const { seq, stale } = this.beginItem(null);
    try {
      await this.itemReady();
      if (stale()) return;
      const rec = await fetchRecording(id, $locale.get());
      if (stale()) return;
      const epg: PlayerEpg = { id: rec.epg_id, channel_id: rec.channel_id, start: rec.start, stop: rec.stop, title: rec.title, ...(rec.locked ? { locked: rec.locked } : {}) };
      this.stores.player.set({ ...this.stores.player.get(), channel_id: rec.channel_id, epg, epg_id: rec.epg_id, epg_index: -1 });
      if (rec.locked) {
        await this.wrapper!.stop();
        throw lockedError(rec.locked);
      }
      if (!rec.url) throw unavailable(`recording ${id} has not begun`);
      const source = recordingSource(rec, config().mediaBase);
      const at = rec.position > 0 && rec.position < rec.stop - rec.from - RESUME_END_MARGIN_S ? rec.from + rec.position : null;
      await this.wrapper!.load(source, { ch_id: rec.channel_id, prog_id: rec.epg_id }, { at });
      if (stale()) return;
      this.stores.player.set({ ...this.stores.player.get(), channel_loading: false, channel_loaded: this.stores.playback.get().status !== 'error' });
      this.recBookmarks ??= new VodBookmarks(this.stores.playback, saveProgrammeBookmark('recording'), ['catchup', 'startover']);
      this.recBookmarks.watch(rec.epg_id, rec.from);
      void this.loadSpritesFor(rec.channel_id, epg);
    } catch (err) {
      this.failed(seq, req, err);
    }
  }

  /**
   * A recording or a VoD item (`vodId`) begins to load: what played before is left, the player is
   * open and loading. Gives the load's number and whether a newer load (or the end) overtook it.
   */
  private beginItem(vodId: number | null): { seq: number; stale: () => boolean } {
    this.leaveVod();
    const seq = ++this.seq;
    this.requested = null;
    this.stores.player.set({ ...this.stores.player.get(), open: true, channel_id: null, epg: null, epg_id: null, epg_index: -1, vod_id: vodId, vod: null, channel_loading: true, channel_loaded: false });
    reportPlayback(this.stores.playback, { status: 'loading', ...(vodId !== null ? { mode: 'vod' as const } : {}), error: null, notice: null });
    return { seq, stale: () => seq !== this.seq || this.destroyed };
  }

  /** The session, the player and the chosen profile a recording or a VoD item loads with. */
  private async itemReady(): Promise<void> {
    await Promise.all([startSession(), surelyVisitor() ? null : this.player()]);
    visitorCheck();
    await this.player();
    await profileFirst(this.stores.playback);
  }

  /** A VoD item stops playing: its bookmark is written, its next-episode offer goes. */
  protected leaveVod(): void {
    this.vodBookmarks?.leave();
    this.epgBookmarks?.leave();
    this.recBookmarks?.leave();
    this.nextAsked = null;
    this.trailer = false;
    if (this.stores.upNext.get()) this.stores.upNext.set(null);
  }

  /**
   * Plays a VoD item: its JSON from the API (a locked item, or one the viewer has no right to, is
   * not loaded), the licence content of docs/product.md#calls, from the profile's bookmark when `resume`.
   */
  protected async playVod(id: number, req: PlayRequest): Promise<void> {
    const { seq, stale } = this.beginItem(id);
    try {
      // the item, its locks and the bookmark are the chosen profile's ("Who is watching?" first)
      await this.itemReady();
      if (stale()) return;
      // the item as the page's details element shares it; one above the profile's age limit is
      // refused (403 age_locked): the age lock with Change profile, not a failed request with Retry
      const item = await vodItem(id).catch((err: unknown) => {
        throw err instanceof AppError && err.apiCode === 'age_locked' ? lockedError('age') : err;
      });
      if (stale()) return;
      this.stores.player.set({ ...this.stores.player.get(), vod: toPlayerVod(item) });
      const trailer = req.trailer && typeof item.trailer === 'string' && item.trailer ? item.trailer : null;
      // a trailer plays for anyone who may see the item; the item itself needs the right to it
      if (item.locked || (!item.subscribed && !trailer)) {
        await this.wrapper!.stop();
        throw item.locked ? lockedError('age') : notEntitledError(item);
      }
      const at = !trailer && req.resume ? await vodBookmark(id).catch(() => null) : null;
      if (stale()) return;
      this.trailer = trailer !== null;
      const content: LicenceContent = { vod_id: item.id, vod_provider_id: item.provider_id, vod_type: item.type };
      await this.wrapper!.load(vodSource({ id: item.id, url: trailer ?? item.url }, config().mediaBase), content, { at });
      if (stale()) return;
      // a bookmark at (or past) the end of what the stream holds: watch it again from the start
      const pb = this.stores.playback.get();
      if (at !== null && pb.seekEnd > 0 && at >= pb.seekEnd - RESUME_END_MARGIN_S) this.wrapper!.seek(0);
      this.stores.player.set({ ...this.stores.player.get(), channel_loading: false, channel_loaded: this.stores.playback.get().status !== 'error' });
      if (!this.trailer) this.bookmarks().watch(id);
      void this.loadVodSprites(id);
    } catch (err) {
      this.failed(seq, req, err);
    }
  }

  protected async loadVodSprites(id: number): Promise<void> {
    const key = `vod:${id}`;
    if (key === this.spritesKey) return;
    this.spritesKey = key;
    this.sprites = null;
    const sheet = await loadSprites('vod', id);
    if (this.spritesKey === key) this.sprites = sheet;
  }

  /**
   * Near the end of an episode (the last NEXT_EPISODE_LEAD_S seconds, or once it ended) the next
   * episode is asked for and offered with a countdown (the element's upNext store); at its deadline it plays.
   */
  protected async vodTick(): Promise<void> {
    const { vod } = this.stores.player.get();
    const pb = this.stores.playback.get();
    if (!vod || this.trailer || pb.mode !== 'vod' || pb.status === 'error' || pb.status === 'loading' || pb.status === 'idle') return;
    const up = this.stores.upNext.get();
    if (up && Date.now() >= up.deadline) return this.playNext();
    const end = pb.seekEnd;
    if (vod.group_id === null || end <= 0) return;
    if (pb.position < end - NEXT_EPISODE_LEAD_S - 5) {
      // the viewer went back: the offer goes, and comes again near the end
      if (this.nextAsked === vod.id) {
        this.nextAsked = null;
        if (up) this.stores.upNext.set(null);
      }
      return;
    }
    if (pb.position < end - NEXT_EPISODE_LEAD_S || this.nextAsked === vod.id) return;
    this.nextAsked = vod.id;
    const next = await loadNextVod(vod.id).catch(() => null);
    if (!next || next.locked || this.stores.player.get().vod_id !== vod.id || this.nextAsked !== vod.id) return;
    this.stores.upNext.set({ vod: toPlayerVod(next), deadline: Date.now() + NEXT_EPISODE_COUNTDOWN_S * 1000 });
  }

  /**
   * The viewer moves in a VoD item. Back before the end's last NEXT_EPISODE_LEAD_S seconds, the
   * offer goes and comes again near the end, however soon the viewer returns there (the once-a-second
   * look of vodTick may never see a quick move back and forth).
   */
  protected vodSeek(seconds: number): void {
    this.wrapper?.seek(seconds);
    const vod = this.stores.player.get().vod;
    const pb = this.stores.playback.get();
    if (!vod || pb.seekEnd <= 0 || pb.position >= pb.seekEnd - NEXT_EPISODE_LEAD_S) return;
    if (this.nextAsked === vod.id) this.nextAsked = null;
    if (this.stores.upNext.get()) this.stores.upNext.set(null);
  }

  /** Plays the next episode offered now (Play now, or the countdown's end). */
  async playNext(): Promise<void> {
    const up = this.stores.upNext.get();
    if (!up) return;
    this.stores.upNext.set(null);
    await this.play({ vodId: up.vod.id });
  }

  /** The viewer does not want the next episode (it is not offered again for this item). */
  cancelNext(): void {
    this.stores.upNext.set(null);
  }

  protected async programmesAround(channelId: number, t: number): Promise<PlayerEpg[]> {
    const p = this.programmes;
    const viewer = viewerKey();
    if (p && p.channelId === channelId && p.viewer === viewer && programmeIndexAt(p.list, t) >= 0 && programmeIndexAt(p.list, t) < p.list.length - 1) return p.list;
    try {
      const list = await loadProgrammes(channelId, t, () => !this.destroyed);
      this.programmes = { channelId, viewer, list };
      return list;
    } catch {
      return [];
    }
  }

  protected async loadSpritesFor(channelId: number, epg: PlayerEpg | null): Promise<void> {
    if (!epg) return;
    const key = `${channelId}:${epg.start}:${epg.stop}`;
    if (key === this.spritesKey) return;
    this.spritesKey = key;
    this.sprites = null;
    const sheet = await loadSprites('live', channelId, epg.start, epg.stop);
    if (this.spritesKey === key) this.sprites = sheet;
  }

  thumbnails(): SpriteSheet | null {
    return this.sprites;
  }
}
