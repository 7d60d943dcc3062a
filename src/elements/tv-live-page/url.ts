/** URL state of /tv/{genre_id?}/{channel_id?}/{epg_id?} (0 or nothing = all genres). */
export interface TvRoute {
  genre: number;
  channel: number | null;
  epg: number | null;
}

const num = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) : null);

export function parseTvPath(path: string): TvRoute {
  const parts = path.split('/').filter(Boolean);
  const i = parts.indexOf('tv');
  const rest = i >= 0 ? parts.slice(i + 1) : [];
  return { genre: num(rest[0]) ?? 0, channel: num(rest[1]), epg: num(rest[2]) };
}

/** The path for a state, under the same prefix as `current` (a site may live below a base path). */
export function tvPath(current: string, r: TvRoute): string {
  const parts = current.split('/').filter(Boolean);
  const i = parts.indexOf('tv');
  const prefix = `/${[...(i >= 0 ? parts.slice(0, i) : []), 'tv'].join('/')}`;
  if (r.channel === null) return r.genre ? `${prefix}/${r.genre}` : prefix;
  return `${prefix}/${r.genre}/${r.channel}${r.epg !== null ? `/${r.epg}` : ''}`;
}
