// A wrapper hidden in the standby pool and shown again (wrapper.ts): its readiness, how its paused
// playhead keeps up with the live edge, and its activation, silencing and deactivation.

import type shakaNs from 'shaka-player';
import { setMuted } from '../core/stores/player';
import { WrapperCore } from './wrapper-core';
import { STUCK_SEEK_MS, HiddenPolicy, seekFetching } from './wrapper-util';

export abstract class HiddenWrapper extends WrapperCore {
  /** A standby: resolves true once its load has finished without error. */
  async ready(): Promise<boolean> {
    const ok = await this.loaded;
    return ok && !this.standbyFailed && !this.destroyed;
  }

  /** The last load has finished without error (a standby can be shown as it is). */
  isReady(): boolean {
    return this.readyNow && !this.standbyFailed && !this.destroyed;
  }

  /** The last load failed (a standby then is not worth showing). */
  failed(): boolean {
    return this.standbyFailed;
  }

  /**
   * A hidden player moves its paused playhead to the key frame a fresh live load would start at (the
   * start of the segment holding the live start position) once that is its policy's `stepS` ahead,
   * so that its small buffer moves with the live edge. Its owner (the standby pool) calls this.
   */
  keepUp(): void {
    if (!this.hidden) return;
    if (this.unstick()) return;
    this.followLiveEdge(this.hidden.stepS, this.hidden.refreshMs);
  }

  /**
   * A paused hidden player whose playhead sits in the last frames of what it holds never ends its
   * seek (the browser waits for data, and a waiting standby fetches nothing). After STUCK_SEEK_MS
   * it goes back to that range's start (a key frame) and counts the live start from its end.
   */
  protected unstick(): boolean {
    const v = this.video;
    if (this.active || this.destroyed || !v.seeking || !v.paused || v.readyState >= 2) {
      this.seekingSince = null;
      return false;
    }
    const now = performance.now();
    this.seekingSince ??= now;
    if (now - this.seekingSince < STUCK_SEEK_MS) return false;
    const t = v.currentTime;
    const b = v.buffered;
    for (let i = 0; i < b.length; i++) {
      if (b.start(i) <= t + 0.05 && b.end(i) > t && b.end(i) <= t + 0.5) {
        this.seekingSince = null;
        if (this.anchor) this.anchor = { ...this.anchor, at: b.end(i) };
        if (b.end(i) - b.start(i) > 0.6) v.currentTime = b.start(i);
        else seekFetching(v, b.end(i));
        return true;
      }
    }
    return false;
  }

  /** As keepUp(); activate() moves it there exactly (step 0) and at once. */
  protected followLiveEdge(step = 0, refreshMs = 0): boolean {
    const v = this.video;
    if (this.active || this.destroyed || !this.player.isLive() || v.seeking || v.readyState < 1) return false;
    let target = this.liveStart();
    if (target === null || target <= v.currentTime + Math.max(step - 0.05, 0.05)) return false;
    const b = v.buffered;
    for (let i = 0; i < b.length; i++) {
      // a target in the last half second of a range: paused, shaka fetches nothing there and the
      // seek never ends, so go to the range's end (the next segment's start) instead
      if (this.anchor && b.start(i) <= target + 0.05 && b.end(i) > target && b.end(i) <= target + 0.5) {
        target = b.end(i);
        this.anchor = { ...this.anchor, at: target };
      }
    }
    for (let i = 0; i < b.length; i++) {
      if (b.start(i) <= target + 0.05 && b.end(i) > target + 0.5) {
        v.currentTime = Math.max(target, b.start(i));
        return true;
      }
    }
    // not buffered (a hidden player fetches nothing while paused): a seek there makes shaka fetch that
    // one segment per track; a waiting one does so at most every `refreshMs`, activate() at once
    const now = performance.now();
    if (step > 0 && now - this.refreshedAt < refreshMs) return false;
    this.refreshedAt = now;
    seekFetching(v, target);
    return true;
  }

  /**
   * Presentation time a live load starts at now: the start of the segment at the live edge (found
   * from where the load started, which is a segment start, and the manifest's segment duration).
   */
  protected liveStart(): number | null {
    const end = this.player.seekRange().end;
    const a = this.anchor;
    if (!Number.isFinite(end) || !a) return null;
    return a.duration > 0 ? a.at + Math.floor((end - a.at) / a.duration) * a.duration : end;
  }

  /**
   * Makes a standby the player the viewer sees: full buffer goals, live-edge position, sound from
   * `audio`, play. Nothing is loaded, and nothing is reported yet: announce() does that.
   */
  activate(audio: { volume: number; muted: boolean }): void {
    if (this.active || this.destroyed) return;
    this.readyAtSwap = this.video.readyState >= 3;
    // a seek before play(): Chromium restarts an idle paused pipeline much faster after a seek
    if (!this.followLiveEdge()) seekFetching(this.video, this.video.currentTime);
    this.active = true;
    this.applyPriorities(); // the priorities may have changed since it loaded
    const v = this.video;
    v.volume = audio.volume;
    v.muted = audio.muted;
    this.cancelStall?.();
    this.cancelStall = null;
    void this.playOrMuted();
  }

  /**
   * play(); where the browser refuses sound without a gesture (autoplay policy, or Safari for a
   * <video> the viewer did not start) the picture comes at once, muted, and the mute button says so.
   */
  protected async playOrMuted(): Promise<void> {
    const v = this.video;
    try {
      await v.play();
    } catch (err) {
      if (!this.active || this.destroyed || (err as { name?: string } | null)?.name !== 'NotAllowedError') return;
      setMuted(this.opts.stores.player, true);
      v.muted = true;
      await v.play().catch(() => undefined);
    }
  }

  /** Reports an activated standby in its element's playback state (playing at once when its frames were buffered). */
  announce(): void {
    if (!this.active || this.destroyed) return;
    this.player.configure({ streaming: this.bufferGoals() } as unknown as Partial<shakaNs.extern.PlayerConfiguration>);
    // (or playing by now: a standby that had only its first frame may have started meanwhile, and
    // its 'playing' event has then come and gone)
    const playing = (this.readyAtSwap || this.video.readyState >= 3) && !this.video.paused;
    this.set({ status: playing ? 'playing' : 'loading', mode: this.source?.mode ?? 'live', error: null, stalled: false });
    if (!playing) this.buffering();
    this.applyPriorities();
    this.tick();
  }

  /**
   * Makes an empty hidden player (the pool's spare: attached, its MediaSource open, nothing loaded)
   * the one the viewer sees, with sound from `audio`. It reports from now on; the load that follows
   * plays it.
   */
  takeOver(audio: { volume: number; muted: boolean }): void {
    if (this.active || this.destroyed) return;
    this.active = true;
    this.video.volume = audio.volume;
    this.video.muted = audio.muted;
  }

  /** Nothing loaded or loading (a spare, or a player stopped). */
  empty(): boolean {
    return !this.destroyed && this.source === null;
  }

  /** Stops reporting and silences the player (at once, when another one is shown); deactivate() follows. */
  silence(): void {
    if (this.destroyed) return;
    this.active = false;
    this.cancelStall?.();
    this.cancelStall = null;
    this.video.muted = true;
  }

  /** Turns the player shown before into a paused hidden one of `policy` (it keeps what it has loaded). */
  deactivate(policy: HiddenPolicy): void {
    if (this.destroyed) return;
    this.hidden = policy;
    this.silence();
    this.video.pause();
    this.player.configure({ streaming: this.bufferGoals() } as unknown as Partial<shakaNs.extern.PlayerConfiguration>);
    if (!this.player.isLive() || this.source?.mode !== 'live') this.standbyFailed = true; // reloaded before use
  }
}
