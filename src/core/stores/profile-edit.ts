import { atom } from 'nanostores';
import { createProfile, deleteProfile, updateProfile, type Profile, type ProfileInput } from '../api/profiles';
import { AppError } from '../errors';
import { toAppError } from '../api/fetch-store';
import { $isMaster, loadProfiles, refreshCurrentProfile } from './profiles';
import { $session } from './session';

/** Where a profile save or delete stands (request -> success | failure). */
interface EditState {
  busy: boolean;
  error: AppError | null;
}
export const $profileEdit = atom<EditState>({ busy: false, error: null });

async function mutate(source: string, work: () => Promise<unknown>, touchesCurrent: boolean): Promise<boolean> {
  $profileEdit.set({ busy: true, error: null });
  try {
    await work();
  } catch (err) {
    const error = toAppError(err, source);
    console.error(`[eteris] ${source} failed:`, error.message);
    $profileEdit.set({ busy: false, error });
    return false;
  }
  // After saving: the acting profile is refreshed from the server, then the list reloads.
  try {
    if (touchesCurrent) await refreshCurrentProfile();
  } catch (err) {
    console.error('[eteris] profile refresh failed:', (err as Error).message);
  }
  await loadProfiles(true);
  $profileEdit.set({ busy: false, error: null });
  return true;
}

/** Creates (profile null) or edits a profile; true on success. */
export function saveProfile(profile: Profile | null, input: ProfileInput): Promise<boolean> {
  const current = $session.get().profile?.id;
  // a non-master's form has no age field: its age is not sent (the server keeps it)
  if (!$isMaster.get()) {
    input = { ...input };
    delete input.age;
  }
  return profile
    ? mutate('profile.update', () => updateProfile(profile.id, input), profile.id === current)
    : mutate('profile.create', () => createProfile(input), false);
}

/** Deletes a profile, then reloads the list; true on success. */
export function removeProfile(profile: Profile): Promise<boolean> {
  return mutate('profile.delete', () => deleteProfile(profile.id), false);
}

export function resetProfileEdit(): void {
  $profileEdit.set({ busy: false, error: null });
}
