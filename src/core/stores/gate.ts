import { atom } from 'nanostores';
import { config } from '../config';
import { keySystemSupported } from '../key-system';
import type { Profile } from '../api/profiles';
import { currentAccess } from './access';
import { $userinfo, startSession } from './auth';
import { $profiles, boundProfile, loadProfiles, selectProfile, setProfile } from './profiles';
import { notePinRefusal } from './pin';
import { $profileSettling, $session } from './session';
import { watchHello } from './stats';

/**
 * Where the post-login sequence stands (docs/product.md#screens-and-routes/#states/#validation):
 * key-system check -> e-mail verification -> profile selection (or its automatic choice) -> ready.
 */
type GatePhase = 'pending' | 'visitor' | 'unsupported' | 'verify' | 'choose' | 'ready';
export const $gate = atom<GatePhase>('pending');

/** A profile that must enter its PIN to be selected (docs/product.md#roles); the server checks the PIN. */
export const needsPin = (p: Profile): boolean => p.needs_pin_to_login && p.has_pin;

/** Automatic choice: exactly one profile without a PIN requirement, or a demo user (docs/product.md#screens-and-routes). */
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
  // the profile is the one the server bound this session to (the cookie is no proof of anything)
  try {
    const bound = await boundProfile(s.user.customer_id);
    if (bound) {
      await setProfile(bound);
      void loadProfiles();
      return done('ready');
    }
  } catch (err) {
    console.error('[eteris] profile check failed:', (err as Error).message);
  }
  const { items } = await loadProfiles();
  if ($profiles.get().error) return done('choose');
  const chosen = automaticChoice(items, info.is_demo);
  if (chosen) {
    try {
      await selectProfile(chosen);
      return done('ready');
    } catch (err) {
      console.error('[eteris] automatic profile choice failed:', (err as Error).message);
    }
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
  if (!started) {
    $profileSettling.set(true);
    started = runGate().finally(() => $profileSettling.set(false));
  }
  return started;
}

/**
 * The PIN dialog's check for a profile that needs one: the server checks it and binds the session;
 * false (with the tries left or the lock in $pinFeedback) when it refuses.
 */
export async function checkProfilePin(p: Profile, pin: string): Promise<boolean> {
  try {
    await selectProfile(p, pin);
    return true;
  } catch (err) {
    if (!notePinRefusal(err)) console.error('[eteris] profile choice failed:', (err as Error).message);
    return false;
  }
}

/** A profile was chosen in the selection modal (after its PIN, when it needs one): chosen on the server. */
export async function chooseProfile(p: Profile): Promise<void> {
  await selectProfile(p);
  $gate.set('ready');
}
