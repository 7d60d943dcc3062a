// Warm start of a live load: the requests shaka will make first (the manifest, then, in parallel,
// the ClearKey licence, the init segments and the live-start segments) are started by the player's
// own code as soon as a zap or a cold start knows the channel, while shaka is still loading its
// chunk, tearing down the previous stream or parsing. shaka's requests then find them (the scheme
// plugin of prefetch.ts hands each over once). Without this, shaka asks for the licence only after
// parsing the manifest and setting up its DRM session, and for the segments after that: one round
// trip after another. The key id comes from the manifest's cenc:default_KID, so the licence is
// asked for exactly as the CDM will ask (a ClearKey request: {"kids":[...],"type":"temporary"}).
// The representations are the ones shaka will pick: those of the player shown (the same ids), or
// for a first load the best video within shaka's default bandwidth estimate and the audio of the
// profile's first language. A wrong guess costs a few bytes: shaka then fetches its own.
import { liveStartSegments, parseLiveTemplate, type LiveTemplate } from './live-edge';
import { clockOffset, licenceKey, warmFetch } from './prefetch';

/** shaka's abr.defaultBandwidthEstimate (bits/s): the first load's video is the best within it. */
const DEFAULT_ESTIMATE = 1_000_000;

export interface WarmLicence {
  /** The licence URL of the load (licenceUrl() of its content). */
  url: string;
  /** What the wrapper's request filter adds (licenceHeaders()). */
  headers: Record<string, string>;
}

/** The base64url key id of a manifest's first cenc:default_KID, or null. */
export function defaultKid(mpd: string): string | null {
  const m = /default_KID\s*=\s*"([0-9a-fA-F-]{32,36})"/.exec(mpd);
  const hex = m?.[1]!.replace(/-/g, '');
  if (!hex || hex.length !== 32) return null;
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The representations a load of `tpl` will start with: `prefer` when the manifest has them all, else shaka's first pick. */
export function startReps(tpl: LiveTemplate, prefer: string[], audioLangs: string[]): string[] {
  if (prefer.length && prefer.every((id) => tpl.reps.has(id))) return prefer;
  const reps = [...tpl.reps.values()];
  const video = reps.filter((r) => r.kind === 'video').sort((a, b) => b.bandwidth - a.bandwidth);
  const v = video.find((r) => r.bandwidth <= DEFAULT_ESTIMATE) ?? video[video.length - 1];
  const audio = reps.filter((r) => r.kind === 'audio');
  const a = audioLangs.map((l) => audio.find((r) => r.lang === l)).find(Boolean) ?? audio[0];
  return [v, a].filter((r) => r !== undefined).map((r) => r.id);
}

/**
 * Starts the requests of a live load of `url` (see above). Resolves once they have all been
 * started (not answered).
 */
export async function warmLive(url: string, licence: WarmLicence | null, prefer: string[], audioLangs: string[]): Promise<void> {
  const manifest = await warmFetch(`GET ${url}`, url);
  if (!manifest) return;
  const text = new TextDecoder().decode(manifest.data);
  const tpl = parseLiveTemplate(text, url);
  if (tpl) {
    const reps = startReps(tpl, prefer, audioLangs);
    for (const id of reps) {
      const init = tpl.reps.get(id)?.init;
      if (init) void warmFetch(`GET ${init}`, init);
    }
    for (const seg of liveStartSegments(tpl, reps, Date.now() / 1000, 1)) void warmFetch(`GET ${seg}`, seg);
    // the head-end's clock, which shaka asks for once it has parsed the manifest (prefetch.ts)
    if (tpl.clock) void clockOffset(tpl.clock);
  }
  const kid = defaultKid(text);
  if (licence && kid) {
    const body = JSON.stringify({ kids: [kid], type: 'temporary' });
    const key = licenceKey(licence.url, licence.headers['X-Eteris-Drm-Token'] ?? '', body);
    if (key) void warmFetch(key, licence.url, { method: 'POST', headers: licence.headers, body });
  }
}
