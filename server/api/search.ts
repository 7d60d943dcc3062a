// search-v2 across live (channels and programmes on air), catch-up (past programmes within the
// catch-up window), recordings (the customer's NPVR recordings that have begun) and VoD (items and series).
//   GET search-v2/?filter[query]&lang&page[offset]&page[limit]&suggestions
//   -> {query, items: [{type, id, title, ...}], total, offset, limit, suggestions: [string]}
import type { AuthContext, Host } from '../http/host';
import { badRequest } from '../http/errors';
import { CHANNELS } from '../catalogue/channels';
import { CATCHUP_WINDOW, catchupAvailable, programmeById, programmes, type Programme } from '../catalogue/epg';
import { VOD_GROUPS, VOD_ITEMS } from '../catalogue/vod';
import type { Lang } from '../catalogue/rng';
import { nowS } from '../domain/model';
import { apiBoth, pageOf, paging, queryLang } from './define';
import { customerRecordings } from './recordings';
import { channelJson } from './catalogue';
import { groupJson, vodJson } from './vod';
import { ageAllowed, programmeLock, viewerOf } from './viewer';

// Case-insensitive, and the marks of Lithuanian letters (ą č ę ė į š ų ū ž) and of Russian ё do not
// count: `zinios` finds `Žinios`, `елка` finds `Ёлка`. Russian й stays a letter of its own.
const norm = (s: string): string =>
  s
    .toLocaleLowerCase('lt')
    .normalize('NFD')
    .replace(/и\u0306/g, 'й')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');

interface Hit {
  type: 'channel' | 'live' | 'catchup' | 'recording' | 'vod' | 'group';
  id: number;
  title: string;
  score: number;
  data: Record<string, unknown>;
}

function programmeHit(type: Hit['type'], p: Programme, lang: Lang, score: number, extra: Record<string, unknown> = {}): Hit {
  return {
    type,
    id: p.id,
    title: p.title[lang],
    score,
    data: { channel_id: p.channelId, start: p.start, stop: p.stop, description: p.description[lang], age_rating: p.age, ...extra },
  };
}

function search(host: Host, q: string, lang: Lang, ctx: AuthContext | null): Hit[] {
  const nq = norm(q);
  const match = (s: string) => norm(s).includes(nq);
  const score = (s: string) => (norm(s).startsWith(nq) ? 2 : 1);
  const now = nowS();
  const hits: Hit[] = [];
  // what the viewer may not see is not searched at all: a locked title never matches, so a query
  // cannot tell that it exists
  const viewer = viewerOf(host, ctx);
  const visible = (p: Programme) => programmeLock(p, viewer) === null;
  for (const c of CHANNELS) {
    // a channel above the profile's age limit is not found either (the adult channel stays locked
    // for a viewer who may see it: its answer says `adult`, and playing it asks for the adult PIN)
    if (ageAllowed(c.age, viewer) && match(c.name[lang])) hits.push({ type: 'channel', id: c.id, title: c.name[lang], score: score(c.name[lang]) + 1, data: channelJson(c, lang, ctx) });
    const onAir = programmes(c.id, now, now + 1)[0];
    if (onAir && visible(onAir) && match(onAir.title[lang])) hits.push(programmeHit('live', onAir, lang, score(onAir.title[lang]) + 0.5));
    const latest = new Map<string, Programme>(); // the most recent airing per title and channel
    for (const p of programmes(c.id, now - CATCHUP_WINDOW, now)) {
      if (catchupAvailable(p, now) && visible(p) && match(p.title[lang])) latest.set(p.title[lang], p);
    }
    for (const [title, p] of latest) hits.push(programmeHit('catchup', p, lang, score(title)));
  }
  const pid = ctx ? ctx.profileId : null;
  if (ctx && pid) {
    for (const r of customerRecordings(host, ctx.customerId)) {
      const p = r.from <= now ? programmeById(r.epgId) : null;
      if (p && visible(p) && match(p.title[lang])) hits.push(programmeHit('recording', p, lang, score(p.title[lang]) + 0.7, { recording_id: r.id }));
    }
  }
  for (const v of VOD_ITEMS) {
    if (ageAllowed(v.age, viewer) && match(v.title[lang])) hits.push({ type: 'vod', id: v.id, title: v.title[lang], score: score(v.title[lang]), data: vodJson(v, lang, ctx, viewer) });
  }
  for (const g of VOD_GROUPS) {
    if (ageAllowed(g.age, viewer) && match(g.title[lang])) hits.push({ type: 'group', id: g.id, title: g.title[lang], score: score(g.title[lang]) + 1, data: groupJson(g, lang, viewer) });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, lang) || a.id - b.id);
}

export function registerSearch(host: Host): void {
  apiBoth(host, 'GET', '/search-v2', (req, res, ctx, { query }) => {
    const lang = queryLang(req);
    const q = (query['filter[query]'] ?? query.query ?? '').trim();
    if (q.length > 100) throw badRequest('The query is at most 100 characters', { 'filter[query]': 'too_long' });
    const p = paging(query, 20);
    const hits = q.length === 0 ? [] : search(host, q, lang, ctx);
    const page = pageOf(hits, p);
    // how many of each kind the whole answer holds (the results screen groups by kind)
    const counts = { live: 0, catchup: 0, recording: 0, vod: 0 };
    for (const h of hits) counts[h.type === 'channel' ? 'live' : h.type === 'group' ? 'vod' : h.type]++;
    const body: Record<string, unknown> = {
      query: q,
      ...page,
      counts,
      items: page.items.map((h) => ({ ...h.data, type: h.type, id: h.id, title: h.title })),
    };
    if (query.suggestions !== undefined && query.suggestions !== '0') {
      body['suggestions'] = [...new Set(hits.map((h) => h.title))].slice(0, 10);
    }
    res.json(200, body);
  });
}
