// The state of one <tv-player>'s playback (controller.ts) and its players: the one shown, made on
// the first play, and the standby pool of hidden ones it swaps with.

import { config } from '../core/config';
import { keySystemSupported } from '../core/key-system';
import { chromeTimings, type PlayerEpg, type PlayerStores } from '../core/stores/player';
import type { PlayRequest } from '../core/element-events';
import { type PlayerChannel } from './catalogue';
import { sourceFor, type Source } from './source';
import { VodBookmarks } from './bookmarks';
import { StandbyPool } from './standby';
import { Listeners } from './listeners';
import type { SpriteSheet } from './thumbnails';
import { LicenceTokens } from './licence-token';
import type { WrapperOptions } from './wrapper';
import { PlayerWrapper } from './wrapper';
import { firstFrame, Programmes, liveNow } from './controller-rules';

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
  /** A programme the user is looking at in the guide (on air on another channel: that channel waits in a standby). */
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
    this.creating ??= PlayerWrapper.create(this.video, this.opts).then((w) => {
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
   * (load on the player shown) when there is no spare, the player shown holds nothing, or is in
   * picture-in-picture.
   */
  protected toSpare(source: Source, at: number | null): PlayerWrapper | null {
    const shown = this.wrapper;
    if (at !== null || !shown || !this.standbys || !this.canSwap() || shown.empty()) return null;
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

  /** Picture-in-picture shows one <video>: while it is open, zaps load on that one. */
  protected canSwap(): boolean {
    return typeof document === 'undefined' || !this.wrapper || document.pictureInPictureElement !== this.wrapper.video;
  }

  /** Shows a standby and plays it: it reports from now on, and the player shown before becomes a standby. */
  protected swap(standby: PlayerWrapper): void {
    const shown = this.wrapper!;
    this.wrapper = standby;
    const { volume, muted } = this.stores.player.get();
    this.standbys!.swap(shown, standby, { volume, muted });
    standby.announce();
    this.standbys!.settle();
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
