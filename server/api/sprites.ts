// Seek-thumbnail sprite sheets (generated SVG sheets).
//   GET channels/{id}/sprites/from/{ts}/to/{ts}  and  GET vodcontent/id/{id}/sprites
//   -> {step, scale_width, scale_height, tile_width, tile_height, sprites: [{start, sprite}]}
// step = seconds per thumbnail; scale_* = thumbnail size in px; tile_* = columns and rows per sheet;
// each sheet covers step * tile_width * tile_height seconds starting at `start` (epoch s for live,
// seconds from the beginning for VoD). A VoD item's thumbnails are its pictures: locked like the
// item (a profile under its age gets 403 age_locked, as for vod/{id}).
import type { Host } from '../http/host';
import { badRequest, notFound } from '../http/errors';
import { CHANNEL_BY_ID } from '../catalogue/channels';
import { VOD_BY_ID } from '../catalogue/vod';
import { esc, hue } from '../catalogue/svg';
import { DAY } from '../catalogue/epg';
import { apiBoth } from './define';
import { ageAllowed, lockedError, viewerOf } from './viewer';

const SPRITE = { step: 10, scale_width: 160, scale_height: 90, tile_width: 5, tile_height: 5 };
const SHEET = SPRITE.step * SPRITE.tile_width * SPRITE.tile_height;

function clock(t: number, absolute: boolean): string {
  const s = absolute ? ((t % DAY) + DAY) % DAY : t;
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

function spriteSheetSvg(seed: number, label: string, start: number, absolute: boolean): string {
  const { scale_width: w, scale_height: h, tile_width: cols, tile_height: rows, step } = SPRITE;
  let tiles = '';
  for (let i = 0; i < cols * rows; i++) {
    const x = (i % cols) * w;
    const y = Math.floor(i / cols) * h;
    const t = start + i * step;
    tiles += `<g transform="translate(${x},${y})"><rect width="${w}" height="${h}" fill="hsl(${(hue(seed) + i * 7) % 360} 45% 30%)"/><text x="8" y="22" font-size="14" fill="#fff" font-family="Arial,sans-serif">${esc(label)}</text><text x="${w / 2}" y="62" font-size="20" fill="#fff" text-anchor="middle" font-family="monospace">${clock(t, absolute)}</text></g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * cols}" height="${h * rows}" viewBox="0 0 ${w * cols} ${h * rows}">${tiles}</svg>`;
}

export function registerSprites(host: Host): void {
  apiBoth(host, 'GET', '/channels/{id}/sprites/from/{from}/to/{to}', (_req, res, _ctx, { params: { id, from, to } }) => {
    if (!CHANNEL_BY_ID.has(id)) throw notFound('No such channel');
    if (to <= from) throw badRequest('to must be after from', { to: 'before_from' });
    if (to - from > DAY) throw badRequest('The range is at most one day', { to: 'range' });
    const sprites: { start: number; sprite: string }[] = [];
    for (let s = Math.floor(from / SHEET) * SHEET; s < to; s += SHEET) {
      sprites.push({ start: s, sprite: `/api/public/v1/static/sprites/live/${id}/${s}.svg` });
    }
    res.json(200, { ...SPRITE, sprites });
  });

  apiBoth(host, 'GET', '/vodcontent/id/{id}/sprites', (_req, res, ctx, { params }) => {
    const v = VOD_BY_ID.get(params.id);
    if (!v) throw notFound('No such VoD item');
    if (!ageAllowed(v.age, viewerOf(host, ctx))) throw lockedError('age');
    const sprites: { start: number; sprite: string }[] = [];
    for (let s = 0; s < v.duration; s += SHEET) sprites.push({ start: s, sprite: `/api/public/v1/static/sprites/vod/${v.id}/${s}.svg` });
    res.json(200, { ...SPRITE, sprites });
  });

  apiBoth(host, 'GET', '/static/sprites/live/{id}/{start}.svg', (_req, res, _ctx, { params: { id, start } }) => {
    const ch = CHANNEL_BY_ID.get(id);
    if (!ch) throw notFound('No such channel');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, spriteSheetSvg(ch.id, ch.short, start, true), 'image/svg+xml');
  });

  apiBoth(host, 'GET', '/static/sprites/vod/{id}/{start}.svg', (_req, res, _ctx, { params: { id, start } }) => {
    const v = VOD_BY_ID.get(id);
    if (!v) throw notFound('No such VoD item');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, spriteSheetSvg(v.id * 3, v.title.en.slice(0, 16), start, false), 'image/svg+xml');
  });
}
