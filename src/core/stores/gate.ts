import { atom } from 'nanostores';
import { config } from '../config';
import { keySystemSupported } from '../key-system';
import type { Profile } from '../api/profiles';
import { currentAccess } from './access';
import { $userinfo, startSession } from './auth';
import { $profiles, loadProfiles, setProfile, storedProfile } from './profiles';
import { $session } from './session';
import { watchHello } from './stats';

/**
 * Where the post-login sequence stands (spec §2/§4/§5):
 * key-system check -> e-mail verification -> profile selection (or its automatic choice) -> ready.
 */
export type GatePhase = 'pending' | 'visitor' | 'unsupported' | 'verify' | 'choose' | 'ready';
export const $gate = atom<GatePhase>('pending');

/** A profile that must enter its PIN to be selected (spec §6). */
export const needsPin = (p: Profile): boolean => p.needs_pin_to_login && p.pin !== '';

/** Automatic choice: exactly one profile without a PIN requirement, or a demo user (spec §2). */
export function automaticChoice(list: Profile[], isDemo: boolean): Profile | null {
  if (isDemo && list.length) return list.find((p) => p.master_flag) ?? list[0]!;
  if (list.length === 1 && !needsPin(list[0]!)) return list[0]!;
  return null;
}

/** Runs the sequence for the current session and returns the phase it stops at. */
export async function runGate(): Promise<GatePhase> {
  watchHello();
  await startSession();
  const s = $session.get();
  const info = $userinfo.get().data;
  if (!s.token || !s.user) return done('visitor');
  if (!(await keySystemSupported(config().drm.keySystem))) return done('unsupported');
  if (currentAccess() === 'blocked') return done('verify');
  if (s.profile) return done('ready');
  const { items } = await loadProfiles();
  if ($profiles.get().error) return done('choose');
  const chosen = (await storedProfile(s.user.customer_id, items)) ?? automaticChoice(items, info.is_demo);
  if (chosen) {
    await setProfile(chosen);
    return done('ready');
  }
  return done('choose');
}

function done(phase: GatePhase): GatePhase {
  $gate.set(phase);
  return phase;
}

let started: Promise<GatePhase> | null = null;
/** The page's one run of the sequence, whichever element asks first. */
export function startGate(): Promise<GatePhase> {
  started ??= runGate();
  return started;
}

/** A profile was chosen in the selection modal (after its PIN, when it needs one). */
export async function chooseProfile(p: Profile): Promise<void> {
  await setProfile(p);
  $gate.set('ready');
}
