// The catalogue's poster cards (a row, the catalogue, the demo page): a VoD item or series poster
// with its title (and progress when the profile has a bookmark), a channel card with what is on
// now, and a placeholder of exactly the same size while data is on its way.
import type { FocusEvent, KeyboardEvent, MouseEvent, Ref } from 'react';
import { apiAsset, type RowItem } from '../../core/api/vod';
import { rowItemHref } from '../../core/links';
import { progressShare, type Progress } from '../../core/stores/library';
import { useT } from './hooks';
import { WishButton, wishStyles } from './WishButton';

interface PosterProps {
  item: RowItem;
  progress?: Progress;
  tabIndex?: number;
  /** Seconds since the epoch, for a channel's programme bar. */
  nowS?: number;
  cardRef?: Ref<HTMLAnchorElement>;
  onFocus?: (e: FocusEvent<HTMLAnchorElement>) => void;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLAnchorElement>) => void;
  /** A wishlist heart over a VoD or series poster (for a chosen profile), in the card's tab order. */
  wish?: boolean;
  /** False keeps the picture unasked (a row still far below the view); default true. */
  art?: boolean;
}

/** Where a card's key is: its kind and id. */
export const itemKey = (i: RowItem): string =>
  i.kind === 'vod' ? `v${i.vod.id}` : i.kind === 'group' ? `g${i.group.id}` : i.kind === 'programme' ? `${i.resume.kind === 'recording' ? 'r' : 'e'}${i.resume.id}` : `c${i.channel.channel_id}`;

function Bar({ share, label }: { share: number; label: string }) {
  return (
    <span className="bar" part="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)}>
      <span style={{ width: `${share * 100}%` }} />
    </span>
  );
}

export function Poster({ item, progress, tabIndex, nowS, cardRef, onFocus, onClick, onKeyDown, wish, art = true }: PosterProps) {
  const t = useT();
  const src = (path: string) => (art ? apiAsset(path) : undefined);
  const common = { href: rowItemHref(item), tabIndex, ref: cardRef, onFocus, onClick, onKeyDown };
  if (item.kind === 'channel') {
    const c = item.channel;
    const now = c.now;
    const t0 = nowS ?? Date.now() / 1000;
    const share = now ? Math.min(1, Math.max(0, (t0 - now.start) / Math.max(1, now.stop - now.start))) : 0;
    return (
      <a className="card channel" part="card" {...common}>
        <span className="art">
          <img src={src(c.logo)} alt="" width="160" height="90" loading="lazy" decoding="async" />
          <span className="live">{t('vod_row.live')}</span>
        </span>
        <span className="title">{c.number}. {c.name}</span>
        <span className="sub">{now ? now.title : t('vod_row.no_programme')}</span>
        {now && <Bar share={share} label={t('vod_row.programme_progress')} />}
      </a>
    );
  }
  if (item.kind === 'programme') {
    // continue watching: a catch-up programme or a recording, with its channel's logo and where
    // the profile stopped (its name is what it shows: kind, title, channel)
    const r = item.resume;
    const kind = t(r.kind === 'recording' ? 'continue_watching.recording' : 'continue_watching.catchup');
    const share = progressShare({ position: r.position, duration: r.duration });
    return (
      <a className="card channel programme" part="card" {...common}>
        <span className="art">
          <img src={src(r.channel.logo)} alt="" width="160" height="90" loading="lazy" decoding="async" />
          <span className="badge">{kind}</span>
          {share > 0 && <Bar share={share} label={t('vod_row.watched', { percent: Math.round(share * 100) })} />}
        </span>
        <span className="title">{r.title}</span>
        <span className="sub">{r.channel.number}. {r.channel.name}</span>
      </a>
    );
  }
  const v = item.kind === 'vod' ? item.vod : null;
  const g = item.kind === 'group' ? item.group : null;
  // Locked for this profile (age limit): the server sends no title or poster; the card says so.
  const locked = Boolean(v?.locked ?? g?.locked);
  const title = locked ? t('purchase.locked_card') : (v?.title ?? g?.title ?? '');
  const share = progressShare(progress);
  const age = v?.age ?? g?.age ?? 0;
  const badge = v ? (v.type === 'free' ? t('vod_row.free') : v.type === 'tvod' && !v.purchased ? t('vod_row.rent') : null) : t('vod_row.series');
  const card = (
    <a className={`card${locked ? ' locked' : ''}`} part="card" {...common}>
      <span className="art">
        <img src={src(v?.poster ?? g!.poster)} alt="" width="300" height="450" loading="lazy" decoding="async" />
        {(badge || age > 0) && (
          <span className="tags">
            {badge && <span className="badge">{badge}</span>}
            {age > 0 && <span className="age">{t('vod_row.age', { age })}</span>}
          </span>
        )}
        {share > 0 && <Bar share={share} label={t('vod_row.watched', { percent: Math.round(share * 100) })} />}
      </span>
      <span className="title">{title}</span>
    </a>
  );
  if (!wish || (v?.locked ?? g?.locked)) return card;
  // The heart sits over the poster beside its link (a button cannot be inside a link).
  return (
    <div className="cell">
      {card}
      <WishButton target={v ? { kind: 'vod', id: v.id, vod: v } : { kind: 'group', id: g!.id, group: g! }} title={title} icon tabIndex={tabIndex} />
    </div>
  );
}

/** A card's stand-in while its data loads: the same box, no content. */
export function PosterPlaceholder({ channel }: { channel?: boolean }) {
  return (
    <span className={`card placeholder${channel ? ' channel' : ''}`} aria-hidden="true">
      <span className="art" />
      <span className="title" />
      {channel && <span className="sub" />}
    </span>
  );
}

/**
 * Card styles. Every card of a row has the same box whatever it holds (poster, channel or
 * placeholder), so nothing moves when data arrives: --tv-poster-width sets the poster's width.
 */
export const posterStyles = `
${wishStyles}
:host { --_w: var(--tv-poster-width, 150px); }
.cell { position: relative; flex: 0 0 auto; display: flex; flex-direction: column; }
@media (max-width: 600px) { :host { --_w: var(--tv-poster-width, 116px); } }
.card { flex: 0 0 auto; inline-size: var(--_w); display: flex; flex-direction: column; gap: .35rem; text-decoration: none; color: var(--_text); border-radius: var(--_radius); scroll-snap-align: start; outline-offset: 3px; }
.card.channel { inline-size: calc(var(--_w) * 1.6); }
.channel .title { -webkit-line-clamp: 1; min-block-size: 0; }
.art { position: relative; display: block; aspect-ratio: 2 / 3; border-radius: var(--_radius); overflow: hidden; background: var(--_surface-2); }
.channel .art { aspect-ratio: 16 / 9; display: grid; place-items: center; background: var(--_surface); }
.art img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
.channel .art img { inline-size: 62%; block-size: auto; }
.card:hover .art, .card:focus-visible .art { box-shadow: 0 0 0 var(--tv-focus-width, 3px) var(--_focus); }
.card:focus-visible { outline: none; }
.title { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; font-size: .9rem; line-height: 1.25; min-block-size: 2.5em; }
.sub { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; color: var(--_muted); font-size: .8rem; line-height: 1.25; min-block-size: 2.5em; }
.badge, .age, .live { position: absolute; inset-block-start: .4rem; font-size: .7rem; font-weight: 700; padding: .15em .45em; border-radius: 4px; background: rgb(0 0 0 / .7); color: #fff; }
.badge { inset-inline-start: .4rem; }
.age { inset-inline-end: .4rem; }
/* the kind and the age side by side while they fit, else the age on a line of its own (large type) */
.tags { position: absolute; inset-block-start: .4rem; inset-inline: .4rem; display: flex; flex-wrap: wrap; gap: .25rem; }
.tags > .badge, .tags > .age { position: static; }
.tags > .age { margin-inline-start: auto; }
/* the heart takes the top corner: the tags wrap beside it, a kind too long for a narrow poster is cut */
.cell .tags { inset-inline-end: 2.85rem; }
.tags > * { max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.live { inset-inline-start: .4rem; background: var(--_accent); color: var(--_accent-text); }
.bar { display: block; block-size: 4px; background: rgb(255 255 255 / .25); border-radius: 2px; overflow: hidden; }
.art .bar { position: absolute; inset-inline: .4rem; inset-block-end: .4rem; }
.bar > span { display: block; block-size: 100%; background: var(--_accent); }
.card.placeholder { scroll-snap-align: none; }
.placeholder .art, .placeholder .title, .placeholder .sub { background: var(--_surface-2); border-radius: var(--_radius); animation: tv-pulse 1.4s ease-in-out infinite; }
.placeholder .title, .placeholder .sub { block-size: 2.5em; }
@keyframes tv-pulse { 50% { opacity: .55; } }
@media (prefers-reduced-motion: reduce) { .card.placeholder { scroll-snap-align: none; }
.placeholder .art, .placeholder .title, .placeholder .sub { animation: none; } }
`;
