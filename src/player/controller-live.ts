// Live loads of the controller (controller.ts): on a standby, on the spare, or on the player shown;
// and what a page's idle player readies for its first play.

import { config } from '../core/config';
import { keySystemSupported } from '../core/key-system';
import { loadChannels } from './catalogue';
import { type Source } from './source';
import { whenContent } from '../core/stores/access';
import { surelyVisitor } from '../core/stores/auth';
import { type LicenceContent } from './licence';
import { ControllerCore } from './controller-core';
import { firstFrame } from './controller-rules';

export abstract class LiveControl extends ControllerCore {
  /**
   * Plays a live source: by showing its standby player when there is one (nothing to load), else by
   * loading it on the player shown.
   */
  protected async loadLive(source: Source, content: LicenceContent, at: number | null, seq: number): Promise<void> {
    const opts = { at };
    const pool = this.standbys;
    const standby = at === null && pool && this.canSwap() ? await pool.take(source.url) : null;
    if (standby && seq === this.seq && !this.destroyed && this.canSwap()) {
      this.swap(standby);
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
   * The page's player is idle before its first play request: what a cold start would otherwise do
   * on its own path is done now (the key system's access, the channel list,
   * and the player: shaka's chunk, its player and MediaSource), so a cold start only loads. A page
   * that plays at once skips all of it.
   */
  prepare(): void {
    if (this.prepared || this.destroyed) return;
    this.prepared = true;
    const keySystem = config().drm.keySystem;
    void keySystemSupported(keySystem);
    void whenContent().then(() => loadChannels()).catch(() => undefined);
    // the player itself, so that a cold start only loads: once the viewer may watch (not for a
    // visitor, nor behind the session gate: an e-mail to verify, a profile to choose)
    if (config().player.idleShaka) {
      void whenContent().then(() => (this.destroyed || surelyVisitor() ? null : this.player())).catch(() => undefined);
    }
  }
}
