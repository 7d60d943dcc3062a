// Turns the clear loop fixtures into the protected segments a player fetches: the init segment of a
// representation rewritten for 'cenc' with the content's KID (a channel's: one per programme), and
// media segment n = loop segment n mod 8 with its tfdt moved to the absolute time of n (so the
// timeline is continuous) and its samples encrypted with the key of the content (of a channel: of
// the programme segment n belongs to) and an IV derived from n. Output is deterministic, so a
// small LRU cache is all the state there is.
import { LOOP_SEGMENTS, type ContentRef, type MediaConfig } from './config';
import { type Representation, loopTicks } from './fixtures';
import { type ContentKey, contentKey, programmeKey, segmentIv } from './keys';
import type { Periods } from './periods';
import { encryptTrackFragment } from './cenc/encrypt';
import { writeFragment } from './cenc/fragment';
import { protectInit, psshBox } from './cenc/init';

export const WIDEVINE_SYSTEM_ID = 'edef8ba979d64acea3c827dcd51d21ed';

/** Widevine pssh data: a WidevinePsshData protobuf with just key_ids (field 2). */
export function widevinePsshData(kid: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0x12, kid.length]), kid]);
}

class Lru<V> {
  private map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(k: string): V | undefined {
    const v = this.map.get(k);
    if (v !== undefined) {
      this.map.delete(k);
      this.map.set(k, v);
    }
    return v;
  }
  set(k: string, v: V): void {
    this.map.delete(k);
    this.map.set(k, v);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
}

export class Packager {
  private inits = new Lru<Buffer>(512);
  private segments = new Lru<Buffer>(1024);

  /** Test control: per live channel, segments from `from` on are `seconds` later than their slot. */
  private readonly gaps = new Map<number, { from: number; seconds: number }>();

  constructor(
    private readonly config: MediaConfig,
    private readonly periods: Periods,
  ) {}

  /** The key of a VoD item or trailer, or of the programme of a channel segment `number` belongs to. */
  private keyOf(content: ContentRef, number: number): ContentKey {
    if (content.kind !== 'ch') return contentKey(this.config.secret, content);
    const p = this.periods.ofSegment(content.id, number);
    if (!p) throw new Error(`no programme of channel ${content.id} at segment ${number}`);
    return programmeKey(this.config.secret, content.id, p.id);
  }

  /**
   * Opens a hole of `seconds` in a live channel's media before segment `from`: that segment and
   * every later one carry media times `seconds` later than the manifest says (0 closes it again).
   */
  setGap(channelId: number, from: number, seconds: number): void {
    if (seconds > 0) this.gaps.set(channelId, { from, seconds });
    else this.gaps.delete(channelId);
  }

  /** The init segment of a VoD item or trailer, or of programme `programmeId` of a channel. */
  init(content: ContentRef, rep: Representation, programmeId = 0): Buffer {
    const cacheKey = `${content.kind}:${content.id}:${rep.id}:${programmeId}`;
    const hit = this.inits.get(cacheKey);
    if (hit) return hit;
    const { kid } = content.kind === 'ch' ? programmeKey(this.config.secret, content.id, programmeId) : contentKey(this.config.secret, content);
    const extraPssh = this.config.widevine ? [psshBox(WIDEVINE_SYSTEM_ID, [], widevinePsshData(kid))] : [];
    const out = protectInit(rep.init, { kid, ivSize: 8, extraPssh });
    this.inits.set(cacheKey, out);
    return out;
  }

  /** Whether segment `number` of a content is moved by a test gap (never cached by clients then). */
  shifted(content: ContentRef, number: number): boolean {
    const gap = content.kind === 'ch' ? this.gaps.get(content.id) : undefined;
    return !!gap && number >= gap.from;
  }

  /** Media segment `number` (>= 0) of the content's timeline. */
  segment(content: ContentRef, rep: Representation, number: number): Buffer {
    const shift = this.shifted(content, number) ? this.gaps.get(content.id)!.seconds : 0;
    const cacheKey = `${content.kind}:${content.id}:${rep.id}:${number}:${shift}`;
    const hit = this.segments.get(cacheKey);
    if (hit) return hit;
    const k = number % LOOP_SEGMENTS;
    const loop = Math.floor(number / LOOP_SEGMENTS);
    const clear = rep.segments[k];
    if (!clear) throw new Error(`no loop segment ${k} for ${rep.id}`);
    const baseDecodeTime = BigInt(loop) * BigInt(loopTicks(rep)) + BigInt(rep.starts[k] ?? 0) + BigInt(Math.round(shift * rep.timescale));
    const { key } = this.keyOf(content, number);
    const encrypted = encryptTrackFragment(
      { ...clear, baseDecodeTime },
      {
        key,
        baseIv: segmentIv(this.config.secret, content, rep.id, number),
        kind: rep.kind,
        nalLengthSize: rep.track.nalLengthSize,
      },
    );
    const out = writeFragment((number + 1) % 0x100000000, encrypted);
    this.segments.set(cacheKey, out);
    return out;
  }
}
