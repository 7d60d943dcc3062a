// shaka's DASH parser asks for a live manifest again soon after every load: once the first
// variant is chosen it sets its first update for the end of the segment the live edge is in (0-2 s
// here), for a SegmentTimeline whose last segment may have been listed half made. A live $Number$
// template (live-edge.ts parseLiveTemplate(): no SegmentTimeline) lists no segment: every one
// follows from the clock, and the reference head-end's manifest changes only its publishTime within
// its minimumUpdatePeriod (30 s). That early request brought nothing and cost every zap, cold start
// and standby load one more manifest request and the server's work on it, 0-2 s after its load
// (found by player-guide's "the click asks for no manifest", which failed when the picture came
// late enough for it). Such a manifest is updated as it says (minimumUpdatePeriod); any other keeps
// shaka's early update.
import type shakaNs from 'shaka-player';
import type { Shaka } from './shaka-loader';
import { liveManifest } from './prefetch';

const DASH_MIME = 'application/dash+xml';
let installed = false;

/** Registers shaka's DASH parser for DASH_MIME, without the early update of a live $Number$ template. */
export function installLiveUpdates(shaka: Shaka): void {
  if (installed) return;
  installed = true;
  const { DashParser } = shaka.dash;
  shaka.media.ManifestParser.registerParserByMime(DASH_MIME, () => {
    const parser = new DashParser();
    let uri = '';
    const start = parser.start.bind(parser);
    parser.start = (u: string, iface: shakaNs.extern.ManifestParser.PlayerInterface) => {
      uri = u;
      return start(u, iface);
    };
    const chosen = parser.onInitialVariantChosen?.bind(parser);
    // (the manifest shaka read is this page's last read of `uri`: the wrapper keeps every one)
    parser.onInitialVariantChosen = (variant: shakaNs.extern.Variant) => {
      if (!liveManifest(uri)) chosen?.(variant);
    };
    return parser;
  });
}
