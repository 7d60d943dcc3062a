// Network recordings (NPVR): the profile's list, record a programme (or its series), delete.
import { api } from './client';
import { RecordingListSchema, RecordingSchema } from './schemas';

export const fetchRecordings = (limit: number, lang: string) =>
  api('npvr/recordings', { query: { 'page[offset]': 0, 'page[limit]': limit, lang }, source: 'recordings', schema: RecordingListSchema });

export const postRecording = (epgId: number, series: boolean, lang: string) =>
  api('npvr/recordings', {
    method: 'POST',
    form: { epg_id: epgId, ...(series ? { series: 1 } : {}) },
    query: { lang },
    source: 'recordings.record',
    schema: RecordingSchema,
  });

/** One recording, with its signed manifest address once it has begun. */
export const fetchRecording = (id: number, lang: string) => api(`npvr/recordings/${id}`, { query: { lang }, source: 'player.recording', schema: RecordingSchema });

export const deleteRecordingById = (id: number): Promise<void> => api<void>(`npvr/recordings/${id}`, { method: 'DELETE', source: 'recordings.delete' });

export const deleteSeriesRecording = (id: number): Promise<void> => api<void>(`npvr/series/${id}`, { method: 'DELETE', source: 'recordings.series' });
