// The live stream address of each channel as the last channel list on this browser gave it
// (localStorage, per media base), so a cold start warms its load (warm.ts) while the session and
// the list are asked for; the list still decides. Kept: public manifest URLs of the channels not
// behind the adult PIN, the same for every customer (the server refuses a licence it would not give).
import { config } from '../core/config';
import { parseId } from '../core/ids';
import { readStored, STORAGE_KEYS, writeStored } from '../core/storage';
import type { PlayerChannel } from './catalogue';
import { resolveUrl } from './source';
import { pageCache } from './page-cache';

type Addrs = Record<string, string>;

/** At most this many channels are kept (the reference head-end's largest line-up is 1000). */
const MAX_KEPT = 2000;

const key = () => `${STORAGE_KEYS.liveAddrs}:${config().mediaBase}`;

function isAddrs(v: unknown): v is Addrs {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return entries.length <= MAX_KEPT && entries.every(([k, a]) => parseId(k) !== null && typeof a === 'string' && a.length > 0 && a.length <= 2048);
}


/** Keeps the addresses of a channel list (written only when they changed since this page last wrote). */
export function rememberLiveAddrs(channels: PlayerChannel[]): void {
  // (loadChannels() gives the same array until the list changes: one look per list)
  if (pageCache.addrsSeen.has(channels)) return;
  pageCache.addrsSeen.add(channels);
  const addrs: Addrs = {};
  for (const c of channels.slice(0, MAX_KEPT)) if (!c.adult && c.addr) addrs[c.channel_id] = c.addr;
  const text = JSON.stringify(addrs);
  if (text === pageCache.addrsWritten) return;
  pageCache.addrsWritten = text;
  writeStored('local', key(), addrs);
}

/** The address the last list gave for `channelId`, or null. */
export function rememberedLiveAddr(channelId: number): string | null {
  return readStored('local', key(), isAddrs)?.[String(channelId)] ?? null;
}

/** The manifest URLs (resolved against the media base) of the channels the last list gave, none behind the adult PIN. */
export function rememberedLiveUrls(): Set<string> {
  const base = config().mediaBase;
  const out = new Set<string>();
  for (const addr of Object.values(readStored('local', key(), isAddrs) ?? {})) {
    try {
      out.add(resolveUrl(addr, base));
    } catch {
      /* not an address: skipped */
    }
  }
  return out;
}
