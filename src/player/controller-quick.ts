// Live loads of the controller (controller.ts): on a standby, on the spare, or on the player shown;
// a cold start's quick picture (quick.ts) and its hand-over to shaka's first frame.

import { config } from '../core/config';
import { keySystemSupported } from '../core/key-system';
import { loadChannels, type PlayerChannel } from './catalogue';
import { liveSource, type Source } from './source';
import { whenContent } from '../core/stores/access';
import { surelyVisitor } from '../core/stores/auth';
import { reportPlayback } from './playback';
import { licenceHeaders, licenceUrl, type LicenceContent } from './licence';
import { DEFAULT_PRIORITIES } from './tracks';
import { PlayerWrapper } from './wrapper';
import { keptLiveShape, prepareClocks } from './prefetch';
import { START_HOLE_S } from './gaps';
import { Listeners } from './listeners';
import { releaseRenders } from './render-hold';
import type { QuickStart } from './quick';
import { ControllerCore } from './controller-core';
import { QUICK_HANDOVER_MS, quickSupported, QUICK_DEPS, HANDOVER_LEAD_S, bufferedAt, firstFrame } from './controller-rules';

export abstract class QuickControl extends ControllerCore {
  /**
   * Plays a live source: by showing its standby player when there is one (nothing to load), else by
   * loading it on the player shown.
   */
  protected async loadLive(source: Source, content: LicenceContent, at: number | null, seq: number): Promise<void> {
    // a cold start's load starts where its quick picture did (quickStartOf()), exactly there
    const quickAt = at === null && source.channelId !== null ? this.quickStartOf(source.channelId) : null;
    const opts = quickAt === null ? { at } : { at: quickAt, exact: true };
    const pool = this.standbys;
    const standby = at === null && pool && this.canSwap() ? await pool.take(source.url) : null;
    if (standby && seq === this.seq && !this.destroyed && this.canSwap()) {
      this.swap(standby);
      this.settle();
      return;
    }
    if (standby) pool!.put(standby);
    if (seq !== this.seq || this.destroyed) return;
    const spare = this.toSpare(source, at);
    if (!spare) return this.wrapper!.load(source, content, opts);
    // the player shown before becomes a standby once the new channel's first frame is out (or the load failed)
    const loading = spare.load(source, content, opts);
    void loading.then(
      () => firstFrame(spare.video, this.owned, 2000),
      () => undefined,
    ).then(() => {
      if (this.wrapper === spare && !this.destroyed) this.standbys?.settle();
    });
    await loading;
  }

  /**
   * A cold start of a live channel the list lets the viewer watch: its first picture is played from
   * the warm requests while shaka's chunk loads (quick.ts). The licence server's word decides as for
   * any load: a refused key shows nothing, and a lock found later ends it.
   */
  protected startQuick(channel: PlayerChannel, seq: number): void {
    const cfg = config();
    const user = this.opts.user();
    const screen = this.video.parentElement;
    if (this.quick || !user || !screen || !this.quickModule) return this.openQuickGate();
    this.quickModule.then(({ QuickStart }) => {
      if (seq !== this.seq || this.destroyed || this.wrapper || this.quick) return this.openQuickGate();
      const start: QuickStart = new QuickStart(screen, QUICK_DEPS, new Listeners(), () => {
        if (this.quick?.start === start) this.endQuick();
      });
      this.quick = { start, channelId: channel.channel_id };
      void start
        .run({
          url: liveSource(channel, cfg.mediaBase).url,
          keySystem: cfg.drm.keySystem,
          licence: { url: licenceUrl(cfg.drm.licenseUrl, { ch_id: channel.channel_id }), headers: licenceHeaders(user, this.opts.tokens) },
          audioLangs: (this.opts.priorities?.() ?? DEFAULT_PRIORITIES).audio,
        })
        .then((shown) => {
          this.openQuickGate();
          if (shown && this.quick?.start === start) {
            reportPlayback(this.stores.playback, { preview: true });
            releaseRenders();
          }
          // the sound shaka's load starts with, asked for now; not once shaka is in, whose load may
          // have taken the warm answers already
          if (seq === this.seq && !this.destroyed && !this.wrapper) void this.warm(channel, true);
        });
    }, () => this.openQuickGate());
  }

  /**
   * Where a cold start's quick picture of `channelId` started (epoch seconds), for shaka's load to
   * start there too: the live edge may have moved on since, and a hand-over back out of its buffer
   * would ask for every segment since again.
   */
  protected quickStartOf(channelId: number): number | null {
    const at = this.quick?.channelId === channelId ? this.quick.start.startsAt : null;
    // (a little into the segment: its sound starts up to START_HOLE_S after its key frame, and shaka
    // asks again for a track whose buffer does not hold the playhead at its start)
    return at === null ? null : at + START_HOLE_S;
  }

  /**
   * shaka's load is in: at its first frame its <video> takes over. It started later than the quick
   * picture, so it first moves on to where that one is (within what it has buffered: no request).
   */
  protected async handOver(start: QuickStart, w: PlayerWrapper): Promise<void> {
    start.hold();
    // paused by the viewer (before or during the hand-over): the player's picture stays where the
    // quick one stopped
    let pausedHere = false;
    const pauseIfAsked = () => {
      if (!this.quickPaused || w.video.paused) return;
      w.video.pause();
      pausedHere = true;
    };
    pauseIfAsked();
    await firstFrame(w.video, this.owned, QUICK_HANDOVER_MS);
    if (this.quick?.start !== start) return;
    pauseIfAsked();
    const target = () => start.video.currentTime + (this.quickPaused ? 0 : HANDOVER_LEAD_S);
    // (where the quick picture is, once shaka holds it in both tracks: a seek past what it has of
    // one drops that track and asks for its segment again; at most QUICK_HANDOVER_MS)
    await bufferedAt(w.video, target, this.owned, QUICK_HANDOVER_MS);
    if (this.quick?.start !== start) return;
    pauseIfAsked();
    const to = target();
    // (never back out of its buffer: what it dropped would be asked for again)
    const b = w.video.buffered;
    const back = to < w.video.currentTime && !(b.length > 0 && to >= b.start(0));
    if ((this.quickPaused || (start.playing() && !w.video.paused)) && Math.abs(to - w.video.currentTime) > 0.02 && !back) {
      w.video.currentTime = to;
      await new Promise<void>((resolve) => {
        const cancel = this.owned.after(QUICK_HANDOVER_MS, resolve);
        w.video.addEventListener('seeked', () => (cancel(), resolve()), { once: true });
      });
      await firstFrame(w.video, this.owned, QUICK_HANDOVER_MS);
    }
    if (this.quick?.start !== start) return;
    pauseIfAsked();
    if (this.quickPaused) {
      if (Math.abs(w.video.currentTime - start.video.currentTime) > 0.05) w.video.currentTime = start.video.currentTime;
      reportPlayback(this.stores.playback, { status: 'paused' });
    } else if (pausedHere) void w.video.play().catch(() => undefined);
    this.endQuick();
  }

  /**
   * Play / pause while a cold start's quick picture shows acts on it (the player's own <video> has
   * nothing to show yet); the player follows at the hand-over. False when there is none.
   */
  togglePreview(): boolean {
    const q = this.quick?.start;
    // (playing: its first frame may be out before it has said so)
    if (!q || !(q.playing() || this.stores.playback.get().preview)) return false;
    this.quickPaused = !this.quickPaused;
    if (this.quickPaused) q.video.pause();
    else void q.video.play().catch(() => undefined);
    return true;
  }

  protected endQuick(): void {
    const q = this.quick;
    this.quickPaused = false;
    if (!q) return;
    this.quick = null;
    q.start.stop();
    reportPlayback(this.stores.playback, { preview: false });
  }

  /**
   * The page's player is idle before its first play request: what a cold start would otherwise do
   * on its own path is done now (the key system's access, the head-end's clock, the channel list,
   * and a quick picture's chunk and MediaKeys), so a cold start asks only for the channel's own
   * requests. A page that plays at once skips all of it.
   */
  prepare(): void {
    if (this.prepared || this.destroyed) return;
    this.prepared = true;
    const keySystem = config().drm.keySystem;
    void keySystemSupported(keySystem);
    prepareClocks();
    void whenContent().then(() => loadChannels()).catch(() => undefined);
    // the player itself, so that a cold start only loads (not for a visitor, who cannot play)
    if (config().player.idleShaka && !surelyVisitor()) void this.player().catch(() => undefined);
    const shape = quickSupported(keySystem) ? keptLiveShape() : null;
    if (!shape) return;
    const audioLangs = (this.opts.priorities?.() ?? DEFAULT_PRIORITIES).audio;
    this.quickModule ??= import('./quick');
    this.quickModule.then((m) => m.prepareKeys(keySystem, shape, audioLangs, QUICK_DEPS), () => undefined);
  }
}
