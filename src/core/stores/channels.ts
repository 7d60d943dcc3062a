import { fetchStore } from '../api/fetch-store';
import { fetchChannels, type GuideChannel } from '../api/epg';
import type { Lang } from '../names';
import { whenContent } from './access';

/** The channel line-up (`GET channels?filter[subscribed]=0`), sorted by channel number. */
export const channelList = fetchStore<GuideChannel[]>('channels', []);
export const $channels = channelList.$store;

let loadedFor: string | null = null;
/**
 * Fetched once per language and sign-in (the subscribed flags depend on the user), and only for a
 * session that may see content (never behind the verify-your-e-mail page).
 */
export function loadChannels(lang: Lang, token: string | null = null): Promise<GuideChannel[]> | undefined {
  const key = `${lang}:${token ?? ''}`;
  if (loadedFor === key && $channels.get().error === null) return undefined;
  loadedFor = key;
  return channelList.run(async () => {
    await whenContent();
    return fetchChannels(lang);
  });
}
