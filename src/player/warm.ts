// Warm start of a live load: the requests shaka will make first (the manifest, then, in parallel,
// the ClearKey licence, the init segments and the live-start segments) are started by the player's
// own code as soon as a zap or a cold start knows the channel, while shaka is still loading its
// chunk, tearing down the previous stream or parsing. shaka's requests then find them (the scheme
// plugin of prefetch.ts hands each over once). Without this, shaka asks for the licence only after
// parsing the manifest and setting up its DRM session, and for the segments after that: one round
// trip after another. The key id comes from the manifest's cenc:default_KID of the Period the load
// starts in (or, before it answers, from the one this browser read, while that Period lasts:
// live-manifests.ts rememberedKid()), so the licence is asked for exactly as the CDM will ask (a ClearKey
// request: {"kids":[...],"type":"temporary"}). A channel's key changes with every programme: a key
// id is never guessed, as a licence asked for with a wrong one is refused and asked for again.
// The representations are the ones shaka will pick: those of the player shown (the same ids), or
// for a first load the best video within shaka's default bandwidth estimate and the audio of the
// profile's first language. A wrong guess costs a few bytes: shaka then fetches its own.
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
 * Starts the requests of a live load of `url` (see above). Resolves once they have all been
 * started (not answered). After the manifest, the order is what the first frame waits for: the
 * head-end's clock (when this page has not measured it yet), the licence, the init segments and the
 * segment holding the start of each representation, and nothing more. A channel whose manifest
 * this page read in the last 10 minutes (live-manifests.ts knownLiveTemplate()) has them started at
 * once, from what that manifest said, while its manifest is asked for: a round trip less. Any
 * other channel has its video's init and start segments started at once as another channel's
 * manifest lays them out (guessLiveTemplate(): its init segment that of the programme `programmeAt`,
 * the guide, says is on air; not before the manifest when it does not know), its audio once its manifest says which
 * languages it has; its licence at once when this browser read its key id in the last day and
 * that programme still airs (rememberedKid()), else when its manifest says it. The manifest's answer then
 * decides; what it says differently is asked for then (a request made twice is made once).
 * With `audio` false (a cold start, whose first picture is the video alone, muted: quick.ts), the
 * audio is not asked for: its two requests beside the video's made that picture 15-20 ms later on
 * this machine (README, bench:zap, session 28); the player asks for it once the picture is out.
 */
export function warmLive(url: string, licence: WarmLicence | null, prefer: string[], audioLangs: string[], audio = true, programmeAt?: ProgrammeAt): Promise<void> {
  const known = knownLiveTemplate(url);
  const manifestP = warmFetch(`GET ${url}`, url);
  if (known) startFrom(known.tpl, known.kid, licence, prefer, audioLangs, audio);
  else {
    // a channel this page has not read: its video as other channels' manifests say, and its
    // licence when this browser knows its key id. Not its audio: the languages differ by channel,
    // and a guess in one it lacks is a request the head-end refuses (404); asked for once its
    // manifest says which it has
    const guess = guessLiveTemplate(url, [], programmeAt);
    const kid = rememberedKid(url);
    if (guess) startFrom(guess, kid, licence, prefer, audioLangs, audio);
    else warmLicence(kid, licence);
  }
  const read = manifestP.then((manifest) => {
    if (!manifest) return;
    // kept parsed: shaka's own read of this manifest (the same answer) and its seeks use it (wrapper.ts)
    rememberManifest(url, manifest.data);
    // the licence first (the key id of the Period the load starts in; of a manifest of one Period,
    // one look at the text, the template's parse after it), and a manifest that is not a live
    // template of numbered segments has its licence asked for all the same
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
  // the head-end's clock, which shaka asks for once it has parsed the manifest and waits for before
  // it sets up its DRM session (clocks.ts; measured once per page)
  if (tpl.clock) void clockOffset(tpl.clock);
  warmLicence(kid, licence);
  const reps = startReps(tpl, prefer, audioLangs).filter((id) => audio || tpl.reps.get(id)?.kind !== 'audio');
  for (const id of reps) {
    const init = tpl.reps.get(id)?.init;
    if (init) void warmFetch(`GET ${init}`, init);
  }
  // the segments after those are shaka's to ask for, once it has the first ones: asked for here
  // too, they cost a zap and a cold start 3-5 ms of the page's
  // and the server's work on the first frame's path (README, bench:zap), and the first segment
  // already holds the 2 s the start plays from (startAtSegmentBoundary)
  for (const seg of liveStartSegments(tpl, reps, Date.now() / 1000, 0)) void warmFetch(`GET ${seg}`, seg);
}

/** The ClearKey licence of key `kid`, asked for as the CDM will ask (once: a request made twice is made once). */
function warmLicence(kid: string | null, licence: WarmLicence | null): void {
  if (!licence || !kid) return;
  const body = JSON.stringify({ kids: [kid], type: 'temporary' });
  const key = licenceKey(licence.url, licence.headers['X-Eteris-Drm-Token'] ?? '', body);
  if (key) void warmFetch(key, licence.url, { method: 'POST', headers: licence.headers, body });
}
