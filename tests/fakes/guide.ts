// The guide's blocks for the fake API: the example's one block cannot cover every window a guide asks
// for, so the answer is made from the call, hour-long programmes for each channel and day asked for.
import type * as S from '../../src/core/api/schema.gen';
import type { Answer, Call } from './api';

/** The guide's block of programmes: channels x [from, to) in epoch seconds. */
export const GRID = 'GET /epggrid/channels/{channels}/from/{from}/to/{to}/lang/{lang}';
/** The line-up (the ChannelList example: LRT Televizija, LRT Plius, LNK). */
export const CHANNELS = 'GET /channels';

const HOUR = 3600;
const DAY = 86_400;

/** Answers GRID with a programme "Laida {channel}.{hour}" every hour of the window for each channel asked for. */
export function guideBlocks(call: Call): Answer {
  const from = Number(call.params['from']);
  const to = Number(call.params['to']);
  const now = Date.now() / 1000;
  const items: S.EpgGrid['items'] = {};
  for (const channel of call.params['channels']!.split(',').map(Number)) {
    const days: Record<string, S.Programme[]> = (items[channel] = {});
    for (let start = Math.floor(from / HOUR) * HOUR; start < to; start += HOUR) {
      const hour = start / HOUR;
      (days[Math.floor(start / DAY)] ??= []).push({
        id: channel * 1_000_000 + hour,
        channel_id: channel,
        start,
        stop: start + HOUR,
        title: `Laida ${channel}.${hour % 24}`,
        description: '',
        genre_id: 1,
        age_rating: 0,
        season: null,
        episode: null,
        is_live: start <= now && now < start + HOUR,
        catchup: true,
      });
    }
  }
  return { body: { from, to, items } };
}
