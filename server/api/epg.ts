// EPG grid and single programmes.
//   GET epggrid/channels/{ids}/from/{ts}/to/{ts}/lang/{lang}
//     -> {from, to, items: {"<channel_id>": {"<day = floor(start/86400)>": [Programme]}}}
//   GET epg/{id}?lang -> Programme
import type { Host } from '../http/host';
import { badRequest, notFound } from '../http/errors';
import { CHANNEL_BY_ID } from '../catalogue/channels';
import { announcedProgramme, DAY, guideEnd, programmeJson, programmes } from '../catalogue/epg';
import { nowS } from '../domain/model';
import { apiBoth, pathLang, queryLang } from './define';
import { programmeLock, sendForViewer, viewerOf } from './viewer';

const MAX_GRID_CHANNELS = 60;
const MAX_GRID_RANGE = 12 * DAY;

/** The grid's channels (the document lets only ids and commas through). */
function channelIds(list: string): number[] {
  const parts = list.split(',').filter((s) => s !== '');
  if (parts.length === 0) throw badRequest('At least one channel id is required', { channels: 'required' });
  if (parts.length > MAX_GRID_CHANNELS) throw badRequest(`At most ${MAX_GRID_CHANNELS} channels`, { channels: 'too_many' });
  const ids = [...new Set(parts.map(Number))];
  for (const id of ids) if (!CHANNEL_BY_ID.has(id)) throw notFound(`No channel ${id}`);
  return ids;
}

export function registerEpg(host: Host): void {
  apiBoth(host, 'GET', '/epggrid/channels/{channels}/from/{from}/to/{to}/lang/{lang}', (req, res, ctx, { params: { channels, from, to } }) => {
    const ids = channelIds(channels);
    const lang = pathLang(req);
    if (to <= from) throw badRequest('to must be after from', { to: 'before_from' });
    if (to - from > MAX_GRID_RANGE) throw badRequest(`The range is at most ${MAX_GRID_RANGE} seconds`, { to: 'range' });
    const now = nowS();
    const end = Math.min(to, guideEnd(now));
    const viewer = viewerOf(host, ctx);
    const items: Record<string, Record<string, ReturnType<typeof programmeJson>[]>> = {};
    for (const id of ids) {
      const days: Record<string, ReturnType<typeof programmeJson>[]> = {};
      for (const p of programmes(id, from, end)) (days[String(Math.floor(p.start / DAY))] ??= []).push(programmeJson(p, lang, now, programmeLock(p, viewer)));
      items[String(id)] = days;
    }
    if (ctx) return sendForViewer(req, res, viewer, { from, to, items });
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json(200, { from, to, items });
  });

  apiBoth(host, 'GET', '/epg/{id}', (req, res, ctx, { params }) => {
    const p = announcedProgramme(params.id, nowS());
    if (!p) throw notFound('No such programme');
    const viewer = viewerOf(host, ctx);
    res.json(200, programmeJson(p, queryLang(req), nowS(), programmeLock(p, viewer)));
  });

  apiBoth(host, 'GET', '/channels/{id}/epg/now', (req, res, ctx, { params: { id } }) => {
    if (!CHANNEL_BY_ID.has(id)) throw notFound('No such channel');
    const now = nowS();
    const lang = queryLang(req);
    const viewer = viewerOf(host, ctx);
    res.json(200, { items: programmes(id, now, now + 3 * 3600).map((p) => programmeJson(p, lang, now, programmeLock(p, viewer))) });
  });
}
