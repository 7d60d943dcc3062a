// Which media segments a live DASH load will ask for first, so that fast zapping can fetch them
// ahead (see prefetch.ts). Pure functions over the MPD text (times in epoch seconds).
//
// shaka starts a live stream at its seek range end: now - maxSegmentDuration - presentation delay
// (the MPD's suggestedPresentationDelay), relative to availabilityStartTime, and with
// streaming.inaccurateManifestTolerance 0 (config.ts) it fetches the segment holding that time.
// Only SegmentTemplate with @duration and $Number$ is understood (what the head-end writes); any
// other form yields null and the zap simply fetches its segments itself.
import { parseXmlDocument, type XmlElement } from './xml';

interface LiveRepresentation {
  id: string;
  /** Absolute media URL template ($Number$ still in it). */
  media: string;
  /** Segment duration in seconds. */
  duration: number;
  startNumber: number;
  /** Absolute URL of the initialization segment ('' when there is none, e.g. WebVTT). */
  init: string;
  /** 'video', 'audio', 'text' (the AdaptationSet's contentType, else its mimeType's type), or ''. */
  kind: string;
  /** The AdaptationSet's language ('' when none). */
  lang: string;
  bandwidth: number;
  /** The MIME type with its codecs, as MediaSource.addSourceBuffer() takes it ('' when unknown). */
  type: string;
  /** What shaka sets as the SourceBuffer's timestampOffset: Period@start - presentationTimeOffset (seconds). */
  timestampOffset: number;
}

export interface LiveTemplate {
  /** Epoch second of presentation time 0 of the period (availabilityStartTime + Period@start). */
  periodStart: number;
  /** Seconds the live start sits behind the wall clock: maxSegmentDuration + presentation delay. */
  behind: number;
  reps: Map<string, LiveRepresentation>;
  /** Absolute URL of the first UTCTiming source shaka reads with a GET (http-iso, http-xsdate), or null. */
  clock: string | null;
  /**
   * Epoch second until which the period's init segments and key id are those of a live start: its
   * end (the next Period's start, else its own duration). A channel has a Period and a key per
   * programme; the open last of several Periods (a programme not begun when the manifest was
   * written) has no known end: its start. Null for a manifest of one open Period (one key).
   */
  periodEnd?: number | null;
  /** The period's programme (the number its Period@id ends with, `p{programme}`), or null. */
  programme?: string | null;
}

/** ISO 8601 duration (PnDTnHnMnS) in seconds, or null. */
export function isoSeconds(s: string | null | undefined): number | null {
  const m = s ? /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(s.trim()) : null;
  if (!m) return null;
  const [, d, h, min, sec] = m.map((x) => Number(x ?? 0));
  return d! * 86400 + h! * 3600 + min! * 60 + sec!;
}

const child = (el: XmlElement, name: string): XmlElement | null => el.children.find((c) => c.localName === name) ?? null;
const children = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.localName === name);

function base(el: XmlElement, from: string): string {
  const b = child(el, 'BaseURL')?.textContent?.trim();
  return b ? new URL(b, from).toString() : from;
}

/**
 * The live SegmentTemplate per representation id of the period a live load starts in (a channel
 * has a Period, and a key, per programme: the last one begun at the live start), or null when not
 * understood.
 */
export function parseLiveTemplate(xml: string, manifestUrl: string, nowS = Date.now() / 1000): LiveTemplate | null {
  let mpd: XmlElement;
  try {
    mpd = parseXmlDocument(xml); // no DOMParser: no Trusted Types sink, whatever the page's CSP
  } catch {
    return null;
  }
  if (!mpd || mpd.localName !== 'MPD' || mpd.getAttribute('type') !== 'dynamic') return null;
  const ast = Date.parse(mpd.getAttribute('availabilityStartTime') ?? '');
  const delay = isoSeconds(mpd.getAttribute('suggestedPresentationDelay'));
  const periods = children(mpd, 'Period');
  if (!Number.isFinite(ast) || delay === null || !periods.length) return null;
  const startAt = nowS - delay - (isoSeconds(mpd.getAttribute('maxSegmentDuration')) ?? 0) - ast / 1000;
  const index = Math.max(0, periods.findLastIndex((p) => (isoSeconds(p.getAttribute('start')) ?? 0) <= startAt));
  const period = periods[index]!;
  const periodStart = ast / 1000 + (isoSeconds(period.getAttribute('start')) ?? 0);
  const nextStart = isoSeconds(periods[index + 1]?.getAttribute('start'));
  const length = isoSeconds(period.getAttribute('duration'));
  const periodEnd = nextStart !== null ? ast / 1000 + nextStart : length !== null ? periodStart + length : periods.length > 1 ? periodStart : null;
  const mpdBase = base(mpd, manifestUrl);
  const periodBase = base(period, mpdBase);
  const reps = new Map<string, LiveRepresentation>();
  let maxDuration = isoSeconds(mpd.getAttribute('maxSegmentDuration')) ?? 0;
  for (const set of children(period, 'AdaptationSet')) {
    const setBase = base(set, periodBase);
    for (const rep of children(set, 'Representation')) {
      const id = rep.getAttribute('id');
      // SegmentTemplate attributes are inherited: Period < AdaptationSet < Representation
      const tpls = [child(period, 'SegmentTemplate'), child(set, 'SegmentTemplate'), child(rep, 'SegmentTemplate')];
      const attr = (name: string) => tpls.reduce<string | null>((v, t) => t?.getAttribute(name) ?? v, null);
      const media = attr('media');
      const timescale = Number(attr('timescale') ?? 1);
      const duration = Number(attr('duration'));
      if (!id || !media || !/\$Number(%0\d+d)?\$/.test(media) || /\$Time/.test(media) || !(duration > 0) || !(timescale > 0)) continue;
      if (tpls.some((t) => t && child(t, 'SegmentTimeline'))) continue;
      const filled = media
        .replace(/\$RepresentationID\$/g, id)
        .replace(/\$Bandwidth\$/g, rep.getAttribute('bandwidth') ?? '')
        .replace(/\$\$/g, '$');
      const seconds = duration / timescale;
      maxDuration = Math.max(maxDuration, seconds);
      const repBase = base(rep, setBase);
      const initTpl = attr('initialization');
      const init = initTpl && !/\$(Number|Time)/.test(initTpl) ? new URL(initTpl.replace(/\$RepresentationID\$/g, id).replace(/\$Bandwidth\$/g, rep.getAttribute('bandwidth') ?? ''), repBase).toString() : '';
      const mime = rep.getAttribute('mimeType') ?? set.getAttribute('mimeType') ?? '';
      const codecs = rep.getAttribute('codecs') ?? set.getAttribute('codecs') ?? '';
      const kind = set.getAttribute('contentType') ?? mime.split('/')[0] ?? '';
      reps.set(id, {
        id,
        media: new URL(filled.replace(/\$Number(%0\d+d)?\$/g, '__NUMBER$1__'), repBase).toString(),
        duration: seconds,
        startNumber: Number(attr('startNumber') ?? 1),
        init,
        kind,
        lang: set.getAttribute('lang') ?? '',
        bandwidth: Number(rep.getAttribute('bandwidth') ?? 0),
        type: mime && codecs ? `${mime}; codecs="${codecs}"` : '',
        timestampOffset: (isoSeconds(period.getAttribute('start')) ?? 0) - Number(attr('presentationTimeOffset') ?? 0) / timescale,
      });
    }
  }
  if (reps.size === 0) return null;
  const timing = children(mpd, 'UTCTiming').find((t) => /^urn:mpeg:dash:utc:http-(?:iso|xsdate):20(?:12|14)$/.test(t.getAttribute('schemeIdUri') ?? ''));
  const value = timing?.getAttribute('value');
  const programme = /(\d+)$/.exec(period.getAttribute('id') ?? '')?.[1] ?? null;
  return { periodStart, behind: maxDuration + delay, reps, clock: value ? new URL(value, mpdBase).toString() : null, periodEnd, programme };
}

function fillNumber(media: string, n: number): string {
  return media.replace(/__NUMBER(%0(\d+)d)?__/g, (_m, _f, width?: string) => String(n).padStart(Number(width ?? 0), '0'));
}

/** The URL of segment `k` (counted from the period start) of `rep`. */
export function segmentUrl(rep: LiveRepresentation, k: number): string {
  return fillNumber(rep.media, rep.startNumber + k);
}

/**
 * URLs of the segments a live load of these representations starting at `nowS` asks for first:
 * the one holding the start position and the `ahead` following ones.
 */
export function liveStartSegments(tpl: LiveTemplate, repIds: string[], nowS: number, ahead = 1): string[] {
  const urls: string[] = [];
  for (const id of repIds) {
    const rep = tpl.reps.get(id);
    if (!rep) continue;
    const k = Math.floor((nowS - tpl.behind - tpl.periodStart) / rep.duration);
    if (k < 0) continue;
    for (let i = 0; i <= ahead; i++) urls.push(fillNumber(rep.media, rep.startNumber + k + i));
  }
  return urls;
}
