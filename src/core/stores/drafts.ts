// What a visitor has typed into registration or sign-up, kept for this tab's session
// (sessionStorage), so a reload in the middle, a failure or a step back loses nothing.
// Passwords are never kept: after a reload they are typed again.
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../storage';

type DraftKind = 'register' | 'signup';
interface Draft {
  step: string;
  values: Record<string, string>;
  /** Sign-up: the started sign-up's id (not a secret: the code mailed to the visitor is). */
  signupId?: string;
}
type Drafts = Partial<Record<DraftKind, Draft>>;

const SECRET = /password/i;

function isDrafts(v: unknown): v is Drafts {
  if (!v || typeof v !== 'object') return false;
  return Object.values(v).every(
    (d) => d && typeof d === 'object' && typeof (d as Draft).step === 'string' && typeof (d as Draft).values === 'object' && Object.values((d as Draft).values).every((x) => typeof x === 'string'),
  );
}

export function readDraft(kind: DraftKind): Draft | undefined {
  return readStored('session', STORAGE_KEYS.joinDraft, isDrafts)?.[kind];
}

export function writeDraft(kind: DraftKind, draft: Draft): void {
  const values = Object.fromEntries(Object.entries(draft.values).filter(([k]) => !SECRET.test(k)));
  const all = readStored('session', STORAGE_KEYS.joinDraft, isDrafts) ?? {};
  writeStored('session', STORAGE_KEYS.joinDraft, { ...all, [kind]: { ...draft, values } });
}

export function clearDraft(kind: DraftKind): void {
  const all = readStored('session', STORAGE_KEYS.joinDraft, isDrafts) ?? {};
  delete all[kind];
  if (Object.keys(all).length) writeStored('session', STORAGE_KEYS.joinDraft, all);
  else removeStored('session', STORAGE_KEYS.joinDraft);
}
