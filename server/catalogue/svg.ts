// Small generated SVG images: channel logos, menu icons, posters and sprite tiles (avatars: ./avatar-art).
import { hash } from './rng';

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function hue(seed: number): number {
  return hash(seed, 7) % 360;
}

export function logoSvg(id: number, short: string): string {
  const h = hue(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90"><rect width="160" height="90" rx="12" fill="hsl(${h} 55% 32%)"/><circle cx="138" cy="20" r="9" fill="hsl(${(h + 180) % 360} 70% 60%)"/><text x="80" y="56" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${esc(short)}</text></svg>`;
}

export function posterSvg(id: number, title: string): string {
  const h = hue(id * 13);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 45%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 60% 15%)"/></linearGradient></defs><rect width="300" height="450" fill="url(#g)"/><text x="150" y="400" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${esc(title.slice(0, 24))}</text></svg>`;
}

/** A 16:9 backdrop for the details page: the poster's colours, no text. */
export function backdropSvg(id: number): string {
  const h = hue(id * 13);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><defs><radialGradient id="g" cx=".7" cy=".3" r="1"><stop offset="0" stop-color="hsl(${h} 55% 40%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 50% 8%)"/></radialGradient></defs><rect width="1280" height="720" fill="url(#g)"/><circle cx="${300 + (hash(id, 9) % 700)}" cy="${200 + (hash(id, 10) % 300)}" r="${120 + (hash(id, 11) % 160)}" fill="hsl(${(h + 180) % 360} 60% 60%)" opacity=".18"/></svg>`;
}

const ICONS: Record<number, string> = {
  1: '<path d="M12 3 2 12h3v8h5v-5h4v5h5v-8h3z"/>',
  2: '<rect x="2" y="5" width="20" height="13" rx="2"/><path d="M8 21h8" stroke="currentColor" stroke-width="2"/>',
  3: '<path d="M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z"/>',
  4: '<circle cx="12" cy="12" r="9"/><path d="M11 7h2v6h-2zm0 8h2v2h-2z" fill="#fff"/>',
  5: '<path d="M12 2 15 9l7 .6-5.3 4.6L18.2 22 12 18.3 5.8 22l1.5-7.8L2 9.6 9 9z"/>',
  6: '<path d="M3 4h18v12H8l-5 4z"/>',
};

export function menuIconSvg(id: number): string | null {
  if (!Number.isInteger(id) || id < 1 || id > 99) return null;
  const body = ICONS[((id - 1) % 6) + 1];
  if (!body) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">${body}</svg>`;
}
