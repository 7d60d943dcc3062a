// Another channel's live template guessed from the shape of a manifest an earlier page kept (the
// cold start's warm requests of a channel this browser never played).

import { parseLiveTemplate, type LiveRepresentation, type LiveTemplate } from './live-edge';
import { config } from '../core/config';
import { KNOWN_LIVE_MAX_AGE_MS, keptManifests } from './live-manifests';
import { pageCache } from './page-cache';

/** A kept manifest older than this is not taken as another channel's shape (guessLiveTemplate()). */
const GUESS_MAX_AGE_MS = 24 * 3600_000;

/**
 * The directory part (origin and path up to its last '/') of an absolute URL, or null.
 */
function dirOf(uri: string): { origin: string; dir: string } | null {
  try {
    const u = new URL(uri);
    return { origin: u.origin, dir: u.origin + u.pathname.slice(0, u.pathname.lastIndexOf('/') + 1) };
  } catch {
    return null;
  }
}

/**
 * The representations of `tpl` (read from `from`) that `keep` accepts, moved to the manifest at
 * `to`: each must lie under `from`'s directory and is put under `to`'s. An init segment named after
 * `tpl`'s programme (a key period's: `{rep}/init/{programme}.mp4`) is named after `programme`, the
 * one `to` starts in, and left out ('') when that is not known. Null when one does not lie there,
 * when `from` and `to` do not share the origin, or when none is kept.
 */
function rebase(tpl: LiveTemplate, from: string, to: string, keep: (r: LiveRepresentation) => boolean, programme: string | null): LiveTemplate | null {
  const a = dirOf(from);
  const b = dirOf(to);
  if (!a || !b || a.origin !== b.origin) return null;
  const named = tpl.programme ? new RegExp(`(^|/)${tpl.programme}(?=[./])`) : null;
  const reps = new Map<string, LiveRepresentation>();
  for (const [id, r] of tpl.reps) {
    if (!keep(r)) continue;
    if (!r.media.startsWith(a.dir) || !r.init.startsWith(a.dir)) return null;
    let init = r.init.slice(a.dir.length);
    // (not known: no init segment, its media segments are numbered alike on every programme)
    if (named?.test(init)) init = programme ? init.replace(named, `$1${programme}`) : '';
    reps.set(id, { ...r, media: b.dir + r.media.slice(a.dir.length), init: init && b.dir + init });
  }
  return reps.size ? { ...tpl, reps, kid: null, periodEnd: null, programme } : null;
}

/** The id of a channel's programme on air at an epoch second (the guide's), or null when not known. */
export type ProgrammeAt = (t: number) => number | string | null;

/**
 * A guess at the live template of the manifest at `uri`, which this page has not read: a head-end
 * packages its channels alike, so the video is laid out as the newest other channel's manifest
 * (read here or kept by an earlier page), moved to this channel's directory, and each language of
 * `audioLangs` as the newest manifest that has it. Init segments are named after the programme
 * `programmeAt` gives for the live start (none when unknown); the key id is never guessed. A zap
 * asks for the segments from it while the manifest is on its way; the manifest then decides.
 */
export function guessLiveTemplate(uri: string, audioLangs: string[] = [], programmeAt: ProgrammeAt = () => null): LiveTemplate | null {
  if (!config().player.guessedManifests) return null;
  const now = Date.now();
  const donors = [...pageCache.knownLive.entries()].reverse().filter(([from, k]) => from !== uri && now - k.at <= KNOWN_LIVE_MAX_AGE_MS).map(([from, k]) => ({ uri: from, tpl: k.tpl }));
  // (the kept shape may be this channel's own, kept longer ago than a known template may be: it is
  // still the channel's layout, its key period named again as any other donor's)
  const d = keptShape();
  if (d) donors.push(d);
  const programme = (tpl: LiveTemplate): string | null => {
    // the start of the segment holding the live start (numbers and times are the channel's, not the period's)
    const d = [...tpl.reps.values()].find((r) => r.kind === 'video')?.duration;
    if (!d) return null;
    const t = tpl.periodStart + Math.floor((now / 1000 - tpl.behind - tpl.periodStart) / d) * d;
    const id = programmeAt(t);
    return id === null || !/^\d+$/.test(String(id)) ? null : String(id);
  };
  let video: LiveTemplate | null = null;
  let onAir: string | null | undefined;
  for (const donor of donors) if ((video = rebase(donor.tpl, donor.uri, uri, (r) => r.kind === 'video', (onAir ??= programme(donor.tpl))))) break;
  if (!video) return null;
  const reps = new Map(video.reps);
  // each language as the newest manifest that has it lays it out
  const langs = new Set(audioLangs);
    // (stops at the last language found: each donor moved costs URL parses)
  for (const donor of donors) {
    if (langs.size === 0) break;
    const audio = rebase(donor.tpl, donor.uri, uri, (r) => r.kind === 'audio' && langs.has(r.lang), onAir ?? null);
    for (const [id, r] of audio?.reps ?? []) if (langs.delete(r.lang)) reps.set(id, r);
  }
  return { ...video, reps };
}

/** The newest manifest kept by an earlier page, while young enough to be taken as another channel's shape; null when none. */
function keptShape(): { uri: string; tpl: LiveTemplate; at: number } | null {
  // (parsed at most once per page: pageCache.keptDonor, null when none)
  if (pageCache.keptDonor === undefined) {
    pageCache.keptDonor = null;
    const newest = Object.entries(keptManifests()).sort((x, y) => y[1].at - x[1].at)[0];
    const tpl = newest && parseLiveTemplate(newest[1].text, newest[0]);
    if (newest && tpl) pageCache.keptDonor = { uri: newest[0], tpl, at: newest[1].at };
  }
  const donor = pageCache.keptDonor;
  const age = donor ? Date.now() - donor.at : Infinity;
  return donor && age >= 0 && age <= GUESS_MAX_AGE_MS ? donor : null;
}

/**
 * The shape of the newest manifest kept by an earlier page (guessLiveTemplate()'s donor), or null:
 * what a cold start on this browser will most likely play (its video's type, for the key system
 * made ahead: controller.ts prepare()).
 */
export function keptLiveShape(): LiveTemplate | null {
  if (!config().player.guessedManifests) return null;
  return keptShape()?.tpl ?? null;
}
