// Live channels by what is on air: a live manifest has one Period per programme, so a test of a
// seek that must stay inside one programme (its key and init segments) seeks inside the one on air.
import { loadChannels, loadProgrammes, programmeIndexAt } from '../../src/player/catalogue';

/**
 * A channel of the plan with catch-up whose programme on air began at least `backS` seconds ago
 * and goes on for three more minutes (by the guide's programmes, which are the manifest's Periods).
 */
export async function channelOnAirFor(backS: number): Promise<number> {
  const now = Date.now() / 1000;
  for (const c of await loadChannels()) {
    if (!c.subscribed || c.adult || !c.catchup) continue;
    const list = await loadProgrammes(c.channel_id, now);
    const p = list[programmeIndexAt(list, now)];
    if (p && now - p.start >= backS && p.stop - now >= 180) return c.channel_id;
  }
  throw new Error(`no channel's programme on air began ${backS} s ago`);
}
