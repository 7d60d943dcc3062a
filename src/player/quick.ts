// The first picture of a cold start, before shaka has loaded: QuickStart plays the warm answers
// (warm.ts) on a MediaSource of its own, in a muted <video> laid over the player's, until shaka's
// load underneath shows its first frame. It knows only the head-end's form ($Number$ template, a
// video track, ClearKey); anything else ends it silently and shaka's load shows what it shows.
// It is a chunk of its own, so its player modules are handed in (QuickDeps): importing them would
// make the bundler put the player element's code behind a facade.
import type { LiveRepresentation, LiveTemplate } from './live-edge';
import type { WarmResponse } from './prefetch';
import type { Listeners } from './listeners';
import type { WarmLicence } from './warm';

/** What QuickStart uses of the player's modules (prefetch.ts, live-edge.ts, warm.ts). */
export interface QuickDeps {
  shareWarm(key: string, url: string, init?: RequestInit): Promise<WarmResponse | null>;
  shareWarmAnswers(on: boolean): void;
  licenceKey(uri: string, drmToken: string, body: string): string | null;
  rememberManifest(uri: string, data: ArrayBuffer | ArrayBufferView): void;
  liveManifest(uri: string): { tpl: LiveTemplate; kid: string | null } | null;
  segmentUrl(rep: LiveRepresentation, k: number): string;
  startReps(tpl: LiveTemplate, prefer: string[], audioLangs: string[]): string[];
  rememberedKid(uri: string): string | null;
}

/** QuickStart gives up after this long without handing over (shaka's own load then shows what it shows). */
const QUICK_MAX_MS = 10_000;
/** How often it looks at its buffer, and how much it keeps ahead of the playhead (seconds). */
const KEEP_UP_MS = 250;
const AHEAD_S = 1.5;

interface QuickInput {
  /** The live manifest URL (liveSource(): what shaka loads). */
  url: string;
  keySystem: string;
  licence: WarmLicence | null;
  /** The profile's audio languages (the representations are those warm.ts fetched: the same pick). */
  audioLangs: string[];
}

export class QuickStart {
  readonly video: HTMLVideoElement;
  private readonly ms: MediaSource;
  private readonly objectUrl: string;
  private stopped = false;
  /** shaka's load is in: no more segments asked for (shaka asks for them). */
  private held = false;
  private session: MediaKeySession | null = null;
  /** What prepareKeys() made ahead, taken with its <video> (this.video), or null. */
  private readonly made: Prepared | null;
  /** Resolves true at the first frame shown, false when it gave up (or was stopped) first. */
  readonly shown: Promise<boolean>;
  /** Where its picture starts (its first segment's start, presentation time); null until appended. */
  startsAt: number | null = null;
  private settle!: (ok: boolean) => void;

  /**
   * Lays a muted <video> over the player's (in `screen`) and opens a MediaSource on it; `ended` is
   * called once it has gone. Its timers are `owned`'s, released by stop().
   */
  constructor(
    screen: HTMLElement,
    private readonly deps: QuickDeps,
    private readonly owned: Listeners,
    private readonly ended: () => void = () => undefined,
  ) {
    this.shown = new Promise((r) => (this.settle = r));
    // the <video> made ahead with its MediaKeys (being) set on it (prepareKeys()), else a new one
    this.made = prepared;
    prepared = null;
    const v = this.made?.video ?? document.createElement('video');
    v.className = 'quick';
    v.muted = true;
    v.playsInline = true;
    v.setAttribute('aria-hidden', 'true');
    this.video = v;
    this.ms = new MediaSource();
    this.objectUrl = URL.createObjectURL(this.ms);
    v.src = this.objectUrl;
    screen.append(v);
    deps.shareWarmAnswers(true);
    owned.after(QUICK_MAX_MS, () => this.stop());
  }

  /** Plays the live edge of `input.url` from the warm answers; resolves when it shows its first frame (or gave up). */
  async run(input: QuickInput): Promise<boolean> {
    this.play(input).catch(() => this.stop());
    return this.shown;
  }

  private async play({ url, keySystem, licence, audioLangs }: QuickInput): Promise<void> {
    const opened = this.ms.readyState === 'open' ? Promise.resolve() : new Promise((r) => this.ms.addEventListener('sourceopen', r, { once: true }));
    // the key id this browser read for the channel: the key session is set up while the manifest
    // is on its way
    const early = this.earlyKeys(url, keySystem, licence);
    const manifest = await this.deps.shareWarm(`GET ${url}`, url);
    if (!manifest || this.stopped) return this.stop();
    this.deps.rememberManifest(url, manifest.data);
    const live = this.deps.liveManifest(url);
    const rep = live && pickVideo(live.tpl, audioLangs, this.deps);
    if (!live?.kid || !rep?.type || !rep.init) return this.stop();
    // the manifest says another key or video type: shaka's load plays it
    if (early && (early.kid !== live.kid || early.type !== rep.type)) return this.stop();
    // the segment warm.ts fetched for shaka's start: the one holding the live start position
    const k = Math.floor((Date.now() / 1000 - live.tpl.behind - live.tpl.periodStart) / rep.duration);
    if (k < 0) return this.stop();
    const first = this.deps.segmentUrl(rep, k);
    const init = this.deps.shareWarm(`GET ${rep.init}`, rep.init);
    const seg = this.deps.shareWarm(`GET ${first}`, first);
    const keyed = early?.keyed ?? this.keys(keySystem, rep.type, live.kid, licence);
    keyed.catch(() => undefined);
    await opened;
    if (this.stopped) return;
    const sb = this.ms.addSourceBuffer(rep.type);
    sb.timestampOffset = rep.timestampOffset;
    // the init segment as soon as it is in, so the decoder is set up while the first segment comes
    const i = await init;
    if (!i || this.stopped) return this.stop();
    await append(sb, i.data);
    const s = await seg;
    if (!s || this.stopped) return this.stop();
    await append(sb, s.data);
    if (this.stopped || sb.buffered.length === 0) return this.stop();
    this.startsAt = sb.buffered.start(0);
    this.video.currentTime = this.startsAt;
    await keyed;
    if (this.stopped) return;
    await this.video.play();
    this.owned.videoFrame(this.video, () => this.settle(!this.stopped));
    this.keepUp(sb, rep, k + 1);
  }

  /** The key session of the key id this browser read for `url`, set up now (see play()); null when there is none to set up. */
  private earlyKeys(url: string, keySystem: string, licence: WarmLicence | null): { kid: string; type: string; keyed: Promise<void> } | null {
    const kid = this.deps.rememberedKid(url);
    const type = this.made?.keySystem === keySystem ? this.made.type : null;
    if (!kid || !type || !licence) return null;
    const keyed = this.keys(keySystem, type, kid, licence);
    keyed.catch(() => undefined);
    return { kid, type, keyed };
  }

  /**
   * The MediaKeys of this key system and type: those made ahead once set on this <video> (a
   * MediaKeys serves one element: they were made for it), else new ones (set on it by the caller,
   * once what was being set on it is).
   */
  private async mediaKeys(keySystem: string, type: string): Promise<MediaKeys> {
    const made = this.made;
    if (!made) return makeKeys(keySystem, type);
    await made.attached.catch(() => undefined);
    const keys = await made.keys.catch(() => null);
    return keys && made.keySystem === keySystem && made.type === type && this.video.mediaKeys === keys ? keys : makeKeys(keySystem, type);
  }

  /** Sets up ClearKey and asks for the licence: the warm request of the same key ids, or a new one. */
  private async keys(keySystem: string, type: string, kid: string, licence: WarmLicence | null): Promise<void> {
    if (!licence) throw new Error('no licence');
    const mediaKeys = await this.mediaKeys(keySystem, type);
    if (this.stopped) return;
    if (this.video.mediaKeys !== mediaKeys) await this.video.setMediaKeys(mediaKeys);
    const session = mediaKeys.createSession('temporary');
    this.session = session;
    const updated = new Promise<void>((resolve, reject) => {
      session.addEventListener('message', (e) => {
        const body = new TextDecoder().decode((e as MediaKeyMessageEvent).message);
        const key = this.deps.licenceKey(licence.url, licence.headers['X-Eteris-Drm-Token'] ?? '', body);
        if (!key) return reject(new Error('licence request'));
        this.deps.shareWarm(key, licence.url, { method: 'POST', headers: licence.headers, body })
          .then((answer) => (answer ? session.update(answer.data) : Promise.reject(new Error('licence refused'))))
          .then(resolve, reject);
      });
    });
    await session.generateRequest('keyids', new TextEncoder().encode(JSON.stringify({ kids: [kid] })));
    await updated;
  }

  /** Appends the next segments while the hand-over waits (normally well under one segment). */
  private keepUp(sb: SourceBuffer, rep: LiveRepresentation, next: number): void {
    let k = next;
    let busy = false;
    const look = () => {
      if (this.stopped) return;
      this.owned.after(KEEP_UP_MS, look);
      const end = sb.buffered.length ? sb.buffered.end(sb.buffered.length - 1) : 0;
      if (busy || this.held || end - this.video.currentTime > AHEAD_S) return;
      busy = true;
      const url = this.deps.segmentUrl(rep, k);
      void this.deps.shareWarm(`GET ${url}`, url)
        .then((s) => (s && !this.stopped ? append(sb, s.data).then(() => void k++) : undefined))
        .catch(() => undefined)
        .finally(() => (busy = false));
    };
    look();
  }

  /** shaka's load is in (its first frame follows): the segments after those held are shaka's to ask for. */
  hold(): void {
    this.held = true;
  }

  /** Whether it shows a picture now. */
  playing(): boolean {
    return !this.stopped && !this.video.paused && this.video.readyState >= 2;
  }

  /** Ends it: the MediaSource, the DRM session and the <video> go away. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.deps.shareWarmAnswers(false);
    this.settle(false);
    this.owned.removeAll();
    void this.session?.close().catch(() => undefined);
    this.video.pause();
    this.video.removeAttribute('src');
    this.video.load();
    this.video.remove();
    URL.revokeObjectURL(this.objectUrl);
    this.ended();
  }
}

/**
 * The MediaKeys made ahead (prepareKeys()) for the next QuickStart, with what they were made for,
 * and the <video> they are set on, so the CDM's set-up is done before the viewer asks.
 */
interface Prepared {
  keySystem: string;
  type: string;
  keys: Promise<MediaKeys>;
  /** The <video> the keys are set on, and when they are. */
  video: HTMLVideoElement;
  attached: Promise<unknown>;
}
let prepared: Prepared | null = null;

function makeKeys(keySystem: string, type: string): Promise<MediaKeys> {
  return navigator
    .requestMediaKeySystemAccess(keySystem, [{ initDataTypes: ['keyids', 'cenc'], videoCapabilities: [{ contentType: type }] }])
    .then((access) => access.createMediaKeys());
}

/**
 * Makes the MediaKeys of the next QuickStart of `keySystem` now (once until taken), for the video a
 * load of `shape` starts with (pickVideo(): the one QuickStart plays).
 */
export function prepareKeys(keySystem: string, shape: LiveTemplate, audioLangs: string[], deps: QuickDeps): void {
  if (prepared || typeof navigator === 'undefined' || typeof navigator.requestMediaKeySystemAccess !== 'function') return;
  const type = pickVideo(shape, audioLangs, deps)?.type;
  if (!type) return;
  const keys = makeKeys(keySystem, type);
  keys.catch(() => undefined);
  const video = document.createElement('video');
  const attached = keys.then((k) => video.setMediaKeys(k));
  attached.catch(() => undefined);
  prepared = { keySystem, type, keys, video, attached };
}

/** The video representation warm.ts starts with (startReps(): shaka's first pick). */
function pickVideo(tpl: LiveTemplate, audioLangs: string[], deps: QuickDeps): LiveRepresentation | null {
  for (const id of deps.startReps(tpl, [], audioLangs)) {
    const rep = tpl.reps.get(id);
    if (rep?.kind === 'video') return rep;
  }
  return null;
}

function append(sb: SourceBuffer, data: ArrayBuffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      sb.removeEventListener('updateend', done);
      sb.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      sb.removeEventListener('updateend', done);
      sb.removeEventListener('error', failed);
      reject(new Error('append'));
    };
    sb.addEventListener('updateend', done);
    sb.addEventListener('error', failed);
    sb.appendBuffer(data);
  });
}
