// Live channels by what is on air: a live manifest lays out the segments of the programme on air
// only (a Period per programme), so a test of a seek that must name its segments as it is made
// seeks inside that programme.
import { config } from '../../src/core/config';
import { loadChannels } from '../../src/player/catalogue';
import { parseLiveTemplate } from '../../src/player/live-edge';

/**
 * A channel of the plan with catch-up whose programme on air began at least `backS` seconds ago
 * and goes on for three more minutes. `read` fetches the manifest (a test's own fetch, unrecorded).
 */
export async function channelOnAirFor(backS: number, read: typeof fetch = fetch): Promise<number> {
  const now = Date.now() / 1000;
  for (const c of await loadChannels()) {
    if (!c.subscribed || c.adult || !c.catchup) continue;
    const url = new URL(c.addr, config().mediaBase).toString();
    const res = await read(url);
    const tpl = res.ok ? parseLiveTemplate(await res.text(), url, now) : null;
    const end = tpl && tpl.periodEnd != null && tpl.periodEnd > tpl.periodStart ? tpl.periodEnd : Infinity;
    if (tpl && now - tpl.periodStart >= backS && end - now >= 180) return c.channel_id;
  }
  throw new Error(`no channel's programme on air began ${backS} s ago`);
}
