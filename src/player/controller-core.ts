// The state of one <tv-player>'s playback (controller.ts) and its players: the one shown, made on
// the first play, the standby pool of hidden ones it swaps with, and the warm start of a live load.

import { config } from '../core/config';
import { keySystemSupported } from '../core/key-system';
import { chromeTimings, type PlayerEpg, type PlayerStores } from '../core/stores/player';
import type { PlayRequest } from '../core/element-events';
import { startSession } from '../core/stores/auth';
import { guideProgrammeAt, type PlayerChannel } from './catalogue';
import { liveSource, sourceFor, type Source } from './source';
import { VodBookmarks } from './bookmarks';
import { StandbyPool } from './standby';
import { Listeners } from './listeners';
import type { SpriteSheet } from './thumbnails';
import { licenceHeaders, licenceUrl } from './licence';
import { LicenceTokens } from './licence-token';
import { warmLive } from './warm';
import { rememberedLiveAddr } from './live-addrs';
import { DEFAULT_PRIORITIES } from './tracks';
import type { WrapperOptions } from './wrapper';
import { PlayerWrapper } from './wrapper';
import type { QuickStart } from './quick';
import { firstFrame, Programmes, WARM_FIRST_MS, liveNow, liveWarmable } from './controller-rules';

export abstract class ControllerCore {
  /** The player the viewer sees (after a zap to a standby, another one than the first). */
  protected wrapper: PlayerWrapper | null = null;
  protected creating: Promise<PlayerWrapper> | null = null;
  protected standbys: StandbyPool | null = null;
  /** The channel list of the last play (a zap to a standby needs it before anything is awaited). */
  protected channels: PlayerChannel[] | null = null;
  /** The channel of the last play request (a zap right after a zap counts from it). */
  protected requested: number | null = null;
  /** Every timer and listener of this controller and its standby pool (released by destroy()). */
  protected readonly owned = new Listeners();
  protected programmes: Programmes | null = null;
  protected sprites: SpriteSheet | null = null;
  protected spritesKey = '';
  protected seq = 0;
  protected destroyed = false;
  /** A programme the user is looking at in the guide (on air on another channel: that channel waits in a standby; else preloaded). */
  protected focused: { channelId: number; epg: PlayerEpg } | null = null;
  /** The channel whose number the viewer is typing (hint()): held in a standby until the number is tuned. */
  protected hinted: PlayerChannel | null = null;
  /** The channel order given (`channel-order`, the guide's genre filter): channel up/down and the standbys follow it. */
  protected order: number[] | null = null;
  /** The VoD bookmark writer (made by the first VoD play). */
  protected vodBookmarks: VodBookmarks | null = null;
  /** The VoD item whose next episode was asked for (once per item, until the viewer seeks back). */
  protected nextAsked: number | null = null;
  /** A trailer plays (no bookmarks, no next episode). */
  protected trailer = false;
  /** Bookmark writers of catch-up programmes and of recordings (position from the programme's / recording's start). */
  protected epgBookmarks: VodBookmarks | null = null;
  protected recBookmarks: VodBookmarks | null = null;
  /** A cold start's first picture while shaka loads (quick.ts), and its channel. */
  protected quick: { start: QuickStart; channelId: number } | null = null;
  /** shaka's chunk is asked for once this resolves: a cold start's quick picture is out, or none came. */
  protected quickGate: Promise<void> = Promise.resolve();
  /** quick.ts, asked for at a cold start or by prepare() (a page that plays nothing and never did does not download it). */
  protected quickModule: Promise<typeof import('./quick')> | null = null;
  protected openQuickGate: () => void = () => undefined;
  /** The viewer paused the quick picture (togglePreview()). */
  protected quickPaused = false;
  /** A play request came, or prepare() ran: it has nothing (more) to do. */
  protected prepared = false;

  /** What its players are made with: the element's, and the licence token this controller keeps. */
  protected readonly opts: WrapperOptions;
  /** The element's own state (opts.stores): what plays, the playback state, the next episode. */
  protected readonly stores: PlayerStores;

  constructor(protected readonly video: HTMLVideoElement, opts: Omit<WrapperOptions, 'tokens'>) {
    this.opts = { ...opts, tokens: new LicenceTokens(this.owned) };
    this.stores = opts.stores;
  }

  protected async player(): Promise<PlayerWrapper> {
    if (this.wrapper) return this.wrapper;
    // the key system's CDM loads while shaka's chunk downloads, not after it
    if (!this.creating) void keySystemSupported(config().drm.keySystem);
    // a cold start's quick picture first: shaka's chunk would hold it up on the main thread
    this.creating ??= this.quickGate.then(() => PlayerWrapper.create(this.video, this.opts)).then((w) => {
      this.wrapper = w;
      this.standbys = new StandbyPool(() => this.video.parentElement, this.opts, this.owned);
      if (this.destroyed) void w.destroy();
      return w;
    });
    await this.creating;
    return this.wrapper!;
  }

  /** The <video> the viewer sees. */
  activeVideo(): HTMLVideoElement {
    return this.wrapper?.video ?? this.video;
  }

  /**
   * A live zap that no standby holds, while something is shown: shows the pool's spare (an empty
   * player, its MediaSource open) to load it on, so the player shown is not torn down first. Null
   * (load on the player shown) when there is no spare, the player shown holds nothing, holds the
   * channel in a preload, or is in picture-in-picture.
   */
  protected toSpare(source: Source, at: number | null): PlayerWrapper | null {
    const shown = this.wrapper;
    if (at !== null || !shown || !this.standbys || !this.canSwap() || shown.empty() || shown.preloadedUrls().includes(source.url)) return null;
    const { volume, muted } = this.stores.player.get();
    const spare = this.standbys.swapToSpare(shown, { volume, muted });
    if (spare) this.wrapper = spare;
    return spare;
  }

  /**
   * A channel's live stream held by a ready standby is shown at once, before the stores change and
   * the element renders (the zap's first frame decodes meanwhile). False when there is none.
   */
  protected showStandby(req: PlayRequest): boolean {
    const channels = this.channels;
    if (!liveNow(req, null) || !channels || !this.wrapper || !this.standbys || !this.canSwap()) return false;
    const channel = channels.find((c) => c.channel_id === req.channelId);
    const standby = channel && this.standbys.takeReady(sourceFor(channel, null, 'live', config().mediaBase).url);
    if (!standby) return false;
    this.swap(standby);
    return true;
  }

  /**
   * Starts the first requests of a live load of `channel` (warm.ts): not when a standby or a
   * preload of the player shown already holds it, and only for ClearKey (whose licence request is
   * known from the manifest).
   */
  protected warm(channel: Pick<PlayerChannel, 'channel_id' | 'addr'>, audio = !!this.wrapper): Promise<void> | null {
    const cfg = config();
    if (cfg.drm.keySystem !== 'org.w3.clearkey' || !cfg.player.warmRequests) return null;
    const url = liveSource(channel, cfg.mediaBase).url;
    if (this.standbys?.holds(url) || this.wrapper?.preloadedUrls().includes(url)) return null;
    const user = this.opts.user();
    const licence = user ? { url: licenceUrl(cfg.drm.licenseUrl, { ch_id: channel.channel_id }), headers: licenceHeaders(user, this.opts.tokens) } : null;
    const langs = (this.opts.priorities?.() ?? DEFAULT_PRIORITIES).audio;
    // (a cold start asks for its video alone: its sound waits for the first picture, startQuick());
    // the programme on air as the loaded guide says, since a channel's init segments are its programme's
    return warmLive(url, licence, this.wrapper?.startRepIds() ?? [], langs, audio, guideProgrammeAt(channel.channel_id)).catch(() => undefined);
  }

  /**
   * A zap to a live channel of the list, not held by a standby: its first requests go out before
   * the stores change, so the element's re-render does not hold them up. Waits until they are out
   * (at most WARM_FIRST_MS) when nothing shows. True when the requests were started here.
   */
  protected async warmFirst(req: PlayRequest, at: number | null): Promise<boolean> {
    const channel = this.channels?.find((c) => c.channel_id === req.channelId);
    if (!this.wrapper || !channel || !liveWarmable(req, at, channel)) return false;
    const started = this.warm(channel);
    if (!started) return false;
    // a picture shows: the element's re-render waits for the new one (render-hold.ts), so the load
    // goes on at once
    if (!this.wrapper.empty()) return true;
    let cancel = () => {};
    await Promise.race([started, new Promise<void>((resolve) => (cancel = this.owned.after(WARM_FIRST_MS, resolve)))]);
    cancel();
    return true;
  }

  /**
   * A cold start (no channel list on this page yet) of a live channel: its first requests go out
   * now, to the address the last list on this browser gave (live-addrs.ts), while the session and
   * the list are asked for. play() warms again from the list; the same requests are not made twice.
   */
  protected warmRemembered(req: PlayRequest, at: number | null): void {
    if (this.channels || !liveNow(req, at) || !req.channelId) return;
    const addr = rememberedLiveAddr(req.channelId);
    if (!addr) return;
    const channel = { channel_id: req.channelId, addr };
    void this.warm(channel);
    // the licence needs the session's drm token: asked for as soon as the session is known
    const seq = this.seq;
    if (!this.opts.user()) void startSession().then(() => seq === this.seq && !this.channels && this.opts.user() ? this.warm(channel) : null, () => undefined);
  }

  /** Picture-in-picture shows one <video>: while it is open, zaps load on that one. */
  protected canSwap(): boolean {
    return typeof document === 'undefined' || !this.wrapper || document.pictureInPictureElement !== this.wrapper.video;
  }

  /** Shows a standby and plays it (the pool hides the player shown before and takes it back at settle()). */
  protected swap(standby: PlayerWrapper): void {
    const shown = this.wrapper!;
    this.wrapper = standby;
    const { volume, muted } = this.stores.player.get();
    this.standbys!.swap(shown, standby, { volume, muted });
  }

  /** After a swap's first frame: the standby reports, the player shown before becomes a standby. */
  protected settle(): void {
    this.wrapper?.announce();
    this.standbys?.settle();
  }
  /** Resolves at the first frame of the load `loading` (or once it failed), at most chromeTimings.programmesWaitMs after it started. */
  protected async loadSettled(loading: Promise<void>): Promise<void> {
    const t0 = performance.now();
    const wait = chromeTimings.programmesWaitMs;
    let ok = true;
    await Promise.race([loading.catch(() => (ok = false)), new Promise<void>((r) => this.owned.after(wait, r))]);
    const left = wait - (performance.now() - t0);
    if (ok && left > 0 && this.wrapper) await firstFrame(this.wrapper.video, this.owned, left);
  }
}
