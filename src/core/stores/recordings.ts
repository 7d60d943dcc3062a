// Recordings (NPVR, docs/product.md#who-uses-it, #screens-and-routes "NPVR recordings"): the customer's recordings (recorded, scheduled,
// by series) with the quota; record a programme or its series from the guide, cancel a scheduled
// one, delete a recorded one. The list is fetched once per (customer, profile, token) by whoever
// reads it (the guide's details, <tv-recordings>), and again after every change.
import { atom, computed, onMount } from 'nanostores';
import type { InferOutput } from 'valibot';
import { deleteRecordingById, deleteSeriesRecording, fetchRecordings, postRecording } from '../api/recordings';
import { fetchStore, toAppError } from '../api/fetch-store';
import { AppError, ErrorCode } from '../errors';
import { $locale } from '../i18n';
import { profileAllowed } from './access';
import { $registered } from './auth';
import { $session } from './session';
import { RecordingListSchema, RecordingSchema } from '../api/schemas';

/** A recording as `GET npvr/recordings` answers it (title empty when locked for the viewer). */
export type Recording = InferOutput<typeof RecordingSchema>;
export type RecordingList = InferOutput<typeof RecordingListSchema>;

/** The most recordings one screen holds (the server's page limit). */
const PAGE = 500;

const EMPTY: RecordingList = { items: [], total: 0, quota: { used: 0, total: 0, expiry_days: 0 }, series: [] };
const list = fetchStore<RecordingList>('recordings', EMPTY);

/** Request state of the list (loading, loaded, error). */
export const $recordingsStatus = list.$store;
export const $recordings = computed(list.$store, (s) => s.data.items);
/** Recorded (and recording now), newest first. */
export const $recorded = computed($recordings, (items) => items.filter((r) => r.state !== 'scheduled').sort((a, b) => b.start - a.start || a.id - b.id));
/** Scheduled, soonest first. */
export const $scheduled = computed($recordings, (items) => items.filter((r) => r.state === 'scheduled').sort((a, b) => a.start - b.start || a.id - b.id));
export const $recordingSeries = computed(list.$store, (s) => s.data.series);
export const $recordingQuota = computed(list.$store, (s) => s.data.quota);
/** Recordings by programme id: the guide marks and offers Cancel from this. */
export const $recordingByEpg = computed($recordings, (items): ReadonlyMap<number, Recording> => new Map(items.map((r) => [r.epg_id, r])));
/** Programmes (record) or recordings (delete) whose call is on its way. */
export const $recordingPending = atom<ReadonlySet<string>>(new Set());
/** The last failed change, with its message (no rights, quota, ended). */
export const $recordingError = atom<AppError | null>(null);

let loadedFor = '';

function acting(): { key: string } | null {
  const s = $session.get();
  if (!s.token || !s.profile || !profileAllowed() || !$registered.get()) return null;
  return { key: `${s.user?.customer_id ?? 0}:${s.profile.id}:${s.token}` };
}

/** Fetches the list once per (customer, profile, token); `force` fetches again. */
export function loadRecordings(force = false): Promise<RecordingList> | null {
  const a = acting();
  if (!a || (a.key === loadedFor && !force)) return null;
  loadedFor = a.key;
  return list.run(() => fetchRecordings(PAGE, $locale.get()));
}

/** The server's refusal as the user should read it. */
function explain(err: unknown, source: string): AppError {
  const e = toAppError(err, source);
  const code = e.apiCode === 'no_npvr_rights' ? ErrorCode.NPVR_NO_RIGHTS
    : e.apiCode === 'npvr_quota_exceeded' ? ErrorCode.NPVR_QUOTA
    : e.apiCode === 'already_aired' ? ErrorCode.NPVR_AIRED
    : null;
  return code ? new AppError({ code, message: e.message, status: e.status, source, apiCode: e.apiCode }) : e;
}

async function guarded(key: string, source: string, run: () => Promise<void>): Promise<boolean> {
  if ($recordingPending.get().has(key)) return false;
  $recordingPending.set(new Set([...$recordingPending.get(), key]));
  $recordingError.set(null);
  try {
    await run();
    return true;
  } catch (err) {
    const error = explain(err, source);
    console.error(`[eteris] ${source} failed:`, error.message);
    $recordingError.set(error);
    return false;
  } finally {
    const next = new Set($recordingPending.get());
    next.delete(key);
    $recordingPending.set(next);
  }
}

function setItems(items: Recording[]): void {
  const s = list.$store.get();
  list.$store.set({ ...s, data: { ...s.data, items, total: items.length } });
}

/** Records a programme on air or to come; `series`: every airing of its title on that channel. */
export function recordProgramme(epgId: number, series = false): Promise<boolean> {
  if (!acting() || !Number.isInteger(epgId) || epgId <= 0) return Promise.resolve(false);
  return guarded(`p${epgId}`, 'recordings.record', async () => {
    const made = await postRecording(epgId, series, $locale.get());
    setItems([...$recordings.get().filter((r) => r.id !== made.id), made]);
    await loadRecordings(true);
  });
}

/** Cancels a scheduled recording or deletes a recorded one. */
export function deleteRecording(id: number): Promise<boolean> {
  if (!acting()) return Promise.resolve(false);
  return guarded(`r${id}`, 'recordings.delete', async () => {
    await deleteRecordingById(id);
    setItems($recordings.get().filter((r) => r.id !== id));
  });
}

/** Cancels a series recording: its scheduled airings go, what was recorded stays. */
export function cancelSeries(id: number): Promise<boolean> {
  if (!acting()) return Promise.resolve(false);
  return guarded(`s${id}`, 'recordings.series', async () => {
    await deleteSeriesRecording(id);
    await loadRecordings(true);
  });
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  let signedIn = Boolean($session.get().token);
  const sync = () => {
    const token = Boolean($session.get().token);
    if (signedIn && !token) {
      loadedFor = '';
      list.reset();
    }
    signedIn = token;
    if (token) void loadRecordings();
  };
  $session.listen(sync);
  $registered.listen(sync);
  $locale.listen(() => void loadRecordings(true));
  sync();
}

// whoever reads the list (the guide, the recordings screen) loads it
onMount(list.$store, () => {
  start();
});
