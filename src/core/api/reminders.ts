// Programme reminders of a profile: the list, set, look one up, remove.
import { api } from './client';
import { ReminderListSchema, ReminderSchema } from './schemas';

export const fetchReminders = (profileId: number, limit: number, lang: string) =>
  api('reminders', {
    query: { page_offset: 0, page_limit: limit, lang, filter_profile: profileId },
    source: 'reminders',
    schema: ReminderListSchema,
  });

export const postReminder = (epgId: number, profileId: number, lang: string) =>
  api('reminders', { method: 'POST', form: { epg_id: epgId, profile_id: profileId }, query: { lang }, source: 'reminders.set', schema: ReminderSchema });

/** The profile's reminder of one programme, if it has one. */
export const findReminder = async (profileId: number, epgId: number, lang: string) =>
  (await api('reminders', { query: { 'filter[profile_id]': profileId, 'filter[epg_id]': epgId, lang }, source: 'reminders.remove', schema: ReminderListSchema })).items[0];

export const deleteReminder = (id: number): Promise<void> => api<void>(`reminders/${id}`, { method: 'DELETE', source: 'reminders.remove' });
