// Warm start of a live load: the requests shaka will make first (manifest, licence, init and
// live-start segments) are started by our own code as soon as the channel is known, while shaka
// still loads, tears down or parses; shaka's requests then find them (prefetch.ts). The licence is
// asked for exactly as the CDM will ask, with a key id read from a manifest, never guessed (a wrong
// one is refused). The representations are those shaka will pick; a wrong guess costs a few bytes.
import { liveStartSegments, type LiveTemplate } from './live-edge';
import { clockOffset, guessLiveTemplate, knownLiveTemplate, licenceKey, liveManifest, manifestKid, rememberedKid, rememberManifest, warmFetch, type ProgrammeAt } from './prefetch';

/** shaka's abr.defaultBandwidthEstimate (bits/s): the first load's video is the best within it. */
const DEFAULT_ESTIMATE = 1_000_000;

export interface WarmLicence {
  /** The licence URL of the load (licenceUrl() of its content). */
  url: string;
  /** What the wrapper's request filter adds (licenceHeaders()). */
  headers: Record<string, string>;
}

/**
 * The representations a load of `tpl` will start with: the video of `prefer` (the one the player
 * shown plays: shaka's bandwidth estimate goes on from it) when the manifest has it, else the best
 * within shaka's default estimate; the audio of the profile's first language the manifest has
 * (shaka's preferredAudio: a new load chooses it again, whatever the channel before played), else
 * the audio of `prefer`, else the manifest's first.
 */
export function startReps(tpl: LiveTemplate, prefer: string[], audioLangs: string[]): string[] {
  const reps = [...tpl.reps.values()];
  const preferred = prefer.map((id) => tpl.reps.get(id)).filter((r) => r !== undefined);
  const video = reps.filter((r) => r.kind === 'video').sort((a, b) => b.bandwidth - a.bandwidth);
  const v = preferred.find((r) => r.kind === 'video') ?? video.find((r) => r.bandwidth <= DEFAULT_ESTIMATE) ?? video[video.length - 1];
  const audio = reps.filter((r) => r.kind === 'audio');
  const a = audioLangs.map((l) => audio.find((r) => r.lang === l)).find(Boolean) ?? preferred.find((r) => r.kind === 'audio') ?? audio[0];
  return [v, a].filter((r) => r !== undefined).map((r) => r.id);
}

/**
 * Starts the requests of a live load of `url`; resolves once they have all been started. After
 * the manifest, only what the first frame waits for: the head-end's clock, the licence, the init
 * segments and each representation's start segment. A manifest read recently
 * (knownLiveTemplate()) or another channel's layout (guessLiveTemplate()) lets them start before
 * the manifest answers, and a kept key id (rememberedKid()) the licence; the manifest then decides.
 * With `audio` false (a cold start's muted first picture, quick.ts) the audio waits for the picture.
 */
export function warmLive(url: string, licence: WarmLicence | null, prefer: string[], audioLangs: string[], audio = true, programmeAt?: ProgrammeAt): Promise<void> {
  const known = knownLiveTemplate(url);
  const manifestP = warmFetch(`GET ${url}`, url);
  if (known) startFrom(known.tpl, known.kid, licence, prefer, audioLangs, audio);
  else {
    // a channel this page has not read: its video as other channels' manifests say, not its audio
    // (languages differ by channel, and a guess it lacks is a refused request)
    const guess = guessLiveTemplate(url, [], programmeAt);
    const kid = rememberedKid(url);
    if (guess) startFrom(guess, kid, licence, prefer, audioLangs, audio);
    else warmLicence(kid, licence);
  }
  const read = manifestP.then((manifest) => {
    if (!manifest) return;
    // kept parsed: shaka's own read of this manifest (the same answer) and its seeks use it (wrapper.ts)
    rememberManifest(url, manifest.data);
    // the licence first, also for a manifest that is not a live template of numbered segments
    warmLicence(manifestKid(url), licence);
    const live = liveManifest(url);
    if (live) startFrom(live.tpl, live.kid, licence, prefer, audioLangs, audio);
  });
  if (!known) return read;
  // started already: what the manifest says differently is asked for when it answers
  read.catch(() => undefined);
  return Promise.resolve();
}

function startFrom(tpl: LiveTemplate, kid: string | null, licence: WarmLicence | null, prefer: string[], audioLangs: string[], audio: boolean): void {
  // the head-end's clock, which shaka waits for before it sets up its DRM session (clocks.ts)
  if (tpl.clock) void clockOffset(tpl.clock);
  warmLicence(kid, licence);
  const reps = startReps(tpl, prefer, audioLangs).filter((id) => audio || tpl.reps.get(id)?.kind !== 'audio');
  for (const id of reps) {
    const init = tpl.reps.get(id)?.init;
    if (init) void warmFetch(`GET ${init}`, init);
  }
  // only the first segment: the later ones are shaka's to ask for, and the first holds the start
  for (const seg of liveStartSegments(tpl, reps, Date.now() / 1000, 0)) void warmFetch(`GET ${seg}`, seg);
}

/** The ClearKey licence of key `kid`, asked for as the CDM will ask (once: a request made twice is made once). */
function warmLicence(kid: string | null, licence: WarmLicence | null): void {
  if (!licence || !kid) return;
  const body = JSON.stringify({ kids: [kid], type: 'temporary' });
  const key = licenceKey(licence.url, licence.headers['X-Eteris-Drm-Token'] ?? '', body);
  if (key) void warmFetch(key, licence.url, { method: 'POST', headers: licence.headers, body });
}
