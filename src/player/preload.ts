// Fast zapping: keeps shaka PreloadManagers for the channels next to the current one and the
// focused programme (manifest, licence and init segments fetched ahead), destroys stale ones.
// shaka fetches the first media segment ahead only for catch-up and start-over; for a live
// preload a LivePrefetch (prefetch.ts) keeps the live-edge segments of the preloaded rendition.
import type shakaNs from 'shaka-player';
import type { Listeners } from './listeners';
import { LivePrefetch, templateFor } from './prefetch';

type ShakaPlayer = shakaNs.Player;
type PreloadManager = shakaNs.media.PreloadManager;

interface PreloadWant {
  url: string;
  config: Record<string, unknown>;
  startTime: number | null;
  /** A live stream: also keep its live-edge media segments (shaka's preload does not). */
  live?: boolean;
}

interface Entry {
  promise: Promise<PreloadManager | null>;
  created: number;
  prefetch: LivePrefetch | null;
}

/** A taken preload's segments stay this long for the load that uses them. */
const TAKEN_PREFETCH_MS = 5_000;

/** A live preload older than this is re-made (its licence and manifest may have gone stale). */
const PRELOAD_MAX_AGE_MS = 5 * 60_000;
const MAX_PRELOADS = 4;

export class PreloadCache {
  private entries = new Map<string, Entry>();
  /** Taken preloads' prefetches, kept TAKEN_PREFETCH_MS for the load that uses their segments. */
  private taken = new Set<LivePrefetch>();
  /** Its timers are `owner`'s (the wrapper's: released before destroy()). */
  constructor(private readonly player: ShakaPlayer, private readonly owner: Listeners) {}

  /** Keeps exactly `wants` (up to MAX_PRELOADS), destroying the others. */
  set(wants: PreloadWant[]): void {
    const keep = new Set(wants.slice(0, MAX_PRELOADS).map((w) => w.url));
    for (const [url, e] of this.entries) {
      if (!keep.has(url) || Date.now() - e.created > PRELOAD_MAX_AGE_MS) this.drop(url, e);
    }
    for (const w of wants.slice(0, MAX_PRELOADS)) {
      if (this.entries.has(w.url)) continue;
      const entry: Entry = { promise: Promise.resolve(null), created: Date.now(), prefetch: null };
      entry.promise = this.player
        .preload(w.url, w.startTime, 'application/dash+xml', w.config as unknown as shakaNs.extern.PlayerConfiguration)
        .then(async (pm) => {
          // a failed preload is only a missed shortcut: the load then reports the real error
          try {
            await pm?.waitForFinish();
            if (pm && w.live && this.entries.get(w.url) === entry) entry.prefetch = livePrefetch(w.url, pm, this.owner);
            return pm;
          } catch {
            await pm?.destroy().catch(() => undefined);
            return null;
          }
        })
        .catch(() => null);
      this.entries.set(w.url, entry);
    }
  }

  /** Hands over a finished preload for `url` (removing it from the cache), or null. */
  async take(url: string): Promise<PreloadManager | null> {
    const e = this.entries.get(url);
    if (!e) return null;
    this.entries.delete(url);
    const pm = await e.promise;
    const p = e.prefetch;
    if (p) {
      p.stop();
      this.taken.add(p);
      this.owner.after(TAKEN_PREFETCH_MS, () => {
        this.taken.delete(p);
        p.destroy();
      });
    }
    return pm;
  }

  urls(): string[] {
    return [...this.entries.keys()];
  }

  private drop(url: string, e: Entry): void {
    this.entries.delete(url);
    e.prefetch?.destroy();
    void e.promise.then((pm) => pm?.destroy()).catch(() => undefined);
  }

  async destroy(): Promise<void> {
    const all = [...this.entries.values()];
    this.entries.clear();
    for (const e of all) e.prefetch?.destroy();
    // (their timers went with the owner's)
    for (const p of this.taken) p.destroy();
    this.taken.clear();
    await Promise.all(all.map((e) => e.promise.then((pm) => pm?.destroy()).catch(() => undefined)));
  }
}

/** Starts following the live edge of a finished live preload, for the rendition shaka chose. */
function livePrefetch(url: string, pm: PreloadManager, owner: Listeners): LivePrefetch | null {
  const tpl = templateFor(url);
  const track = pm.getPrefetchedVariantTrack();
  const reps = [track?.originalVideoId, track?.originalAudioId].filter((x): x is string => !!x);
  if (!tpl || reps.length === 0) return null;
  const p = new LivePrefetch(tpl, reps, owner);
  p.start();
  return p;
}
