// Channels around the one playing for the controller (controller.ts): the neighbours and the focused
// programme on air kept in standbys, the channel order, zaps, number keys and their read-ahead.

import { config } from '../core/config';
import type { PlayerEpg } from '../core/stores/player';
import { loadChannels, type PlayerChannel } from './catalogue';
import { sourceFor, type SourceLoad } from './source';
import { VodControl } from './controller-vod';
import { now, watchable, channelOrderOf } from './controller-rules';

export abstract class GuideControl extends VodControl {
  /** Channels next to `channel` (subscribed ones, wrapping) and the focused programme. */
  protected schedulePreloads(channels: PlayerChannel[], channel: PlayerChannel): void {
    const w = this.wrapper;
    if (!w) return;
    const base = config().mediaBase;
    let pool = channels.filter((c) => c.subscribed !== false || c.channel_id === channel.channel_id);
    if (this.order) {
      const byId = new Map(pool.map((c) => [c.channel_id, c]));
      const ordered = this.order.flatMap((id) => byId.get(id) ?? []);
      if (ordered.some((c) => c.channel_id === channel.channel_id)) pool = ordered;
    }
    const i = pool.findIndex((c) => c.channel_id === channel.channel_id);
    const items: SourceLoad[] = [];
    const f = this.focused;
    const fc = f ? channels.find((c) => c.channel_id === f.channelId) ?? null : null;
    const t = now();
    // a programme on air on another channel, focused in the guide: that channel waits live in a
    // standby (the guide's "Watch live" then shows it)
    const focusLive = f && fc && fc.channel_id !== channel.channel_id && f.epg.start <= t && t < f.epg.stop && watchable(fc) ? fc : null;
    // the channel being typed (or that one) comes first (the pool holds MAX_STANDBY: it takes the previous channel's place)
    const h = this.hinted ?? focusLive;
    if (h && h.channel_id !== channel.channel_id) items.push({ source: sourceFor(h, null, 'live', base), content: { ch_id: h.channel_id } });
    if (i >= 0 && pool.length > 1) {
      for (const d of [1, -1]) {
        const c = pool[(i + d + pool.length) % pool.length]!;
        // (a neighbour the viewer may not watch, the adult channel without its PIN, gets no
        // standby: its manifest and licence would be asked for, and refused, at every zap)
        if (c.channel_id !== channel.channel_id && watchable(c) && !items.some((x) => x.source.channelId === c.channel_id)) {
          items.push({ source: sourceFor(c, null, 'live', base), content: { ch_id: c.channel_id } });
        }
      }
    }
    this.standbys?.want(items, h ? 0 : undefined);
  }

  /** Sets the channel order (see `order`); a change moves the waiting neighbours at once. */
  setOrder(order: unknown): void {
    const ids = channelOrderOf(order);
    if (String(ids) === String(this.order)) return;
    this.order = ids;
    const ch = this.stores.player.get().channel_id;
    if (ch === null || !this.wrapper || this.destroyed) return;
    void loadChannels()
      .catch(() => [])
      .then((channels) => {
        const channel = channels.find((c) => c.channel_id === ch);
        if (channel && !this.destroyed) this.schedulePreloads(channels, channel);
      });
  }

  /** The guide's focused programme: on air on another channel, that channel waits in a standby. */
  async focus(channelId: number, epg: PlayerEpg | null): Promise<void> {
    this.focused = epg ? { channelId, epg } : null;
    const ch = this.stores.player.get().channel_id;
    if (ch === null) return;
    const channels = await loadChannels().catch(() => []);
    const channel = channels.find((c) => c.channel_id === ch);
    if (channel) this.schedulePreloads(channels, channel);
  }

  /**
   * Channel up (+1) / down (-1) among subscribed channels; with a channel order (setOrder(): e.g. the
   * guide's genre filter) through those channels only, in that order (the order the standbys follow).
   */
  async zap(delta: number): Promise<void> {
    let channels = (await loadChannels().catch(() => [])).filter((c) => c.subscribed !== false);
    if (this.order) {
      const byId = new Map(channels.map((c) => [c.channel_id, c]));
      const ordered = this.order.flatMap((id) => byId.get(id) ?? []);
      if (ordered.length) channels = ordered;
    }
    if (!channels.length) return;
    const cur = this.requested ?? this.stores.player.get().channel_id;
    const i = channels.findIndex((c) => c.channel_id === cur);
    const next = channels[((i < 0 ? 0 : i + delta) % channels.length + channels.length) % channels.length]!;
    await this.play({ channelId: next.channel_id, mode: 'live' });
  }

  /** The numbers of the channel list of the last play (null before one): number keys tune a number no other goes on from at once. */
  channelNumbers(): number[] | null {
    return this.channels?.map((c) => c.number) ?? null;
  }

  /**
   * Number keys: the viewer has typed `number` and may type more. Its channel (live, subscribed, not
   * behind the adult PIN, not the one playing) is loaded at once in a hidden standby, so that the
   * number tuned after the wait for another digit (or OK) shows it without a load.
   */
  hint(number: number): void {
    const channels = this.channels;
    const current = this.stores.player.get().channel_id;
    const c = channels?.find((x) => x.number === number) ?? null;
    const hinted = c && c.channel_id !== current && watchable(c) ? c : null;
    if (this.destroyed) return;
    if (hinted === this.hinted) return;
    this.hinted = hinted;
    const channel = channels?.find((x) => x.channel_id === current);
    if (channels && channel) this.schedulePreloads(channels, channel);
  }

  /** Number keys: the channel with that number. */
  async tune(number: number): Promise<boolean> {
    const channels = await loadChannels().catch(() => []);
    const c = channels.find((x) => x.number === number);
    if (!c) return false;
    await this.play({ channelId: c.channel_id, mode: 'live' });
    return true;
  }
}
