import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { RowItem } from '../../core/api/vod';
import { catalogueHref } from '../../core/links';
import { $access } from '../../core/stores/access';
import { loginHref } from '../../core/stores/auth';
import { $vodProgress, loadVodProgress } from '../../core/stores/library';
import { $viewer } from '../../core/stores/smartrows';
import { $wishlist, loadWishlist, type WishEntry } from '../../core/stores/wishlist';
import { isScreen, useEscapeBack } from '../shared/catalogue-ui';
import { useSessionStart, useT } from '../shared/hooks';
import { itemKey, Poster, PosterPlaceholder } from '../shared/Poster';
import { ErrorDetails } from '../shared/ErrorDetails';

export interface WishlistPageProps {
  headingLevel?: number;
}

const asItem = (e: WishEntry): RowItem | null => (e.vod ? { kind: 'vod', vod: e.vod } : e.group ? { kind: 'group', group: e.group } : null);

/**
 * The view of <tv-wishlist-page> (/wishlist): the acting profile's wishlist (films and series) as a
 * grid of posters, newest first, each with its heart to take it off; arrows move through the grid.
 */
export function WishlistPage({ headingLevel }: WishlistPageProps) {
  const t = useT();
  useSessionStart();
  const viewer = useStore($viewer);
  const access = useStore($access);
  const list = useStore($wishlist);
  const progress = useStore($vodProgress);
  const grid = useRef<HTMLDivElement>(null);
  useEscapeBack(isScreen('wishlist'));

  // Fresh on arrival (another device may have changed it), then kept by the store.
  useEffect(() => {
    if (access === 'profile') {
      loadWishlist(true);
      loadVodProgress();
    }
  }, [viewer, access]);

  const items = list.data.flatMap((e) => asItem(e) ?? []);
  const waiting = access === 'unknown' || access === 'account' || (access === 'profile' && !list.loaded);

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const cards = [...(grid.current?.querySelectorAll<HTMLAnchorElement>('a.card') ?? [])];
    const at = cards.findIndex((c) => c === e.target || c.parentElement?.contains(e.target as Node));
    if (at < 0) return;
    const top = cards[0]!.offsetTop;
    const wrap = cards.findIndex((c) => c.offsetTop !== top);
    const cols = Math.max(1, wrap === -1 ? cards.length : wrap);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, ArrowDown: at + cols, ArrowUp: at - cols, Home: 0, End: cards.length - 1 }[e.key];
    if (to === undefined || to < 0 || to >= cards.length) return;
    e.preventDefault();
    cards[to]!.focus();
    cards[to]!.scrollIntoView({ block: 'nearest' });
  };

  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 1))}` as 'h1';
  return (
    <section className="wishlist" aria-labelledby="title">
      <H id="title" part="heading">{t('wishlist.title')}</H>
      {access === 'public' || access === 'blocked' ? (
        <div className="state" part="empty">
          <p>{t('wishlist.login')}</p>
          <a className="btn btn-primary" href={loginHref()}>{t('nav.login')}</a>
        </div>
      ) : list.error ? (
        <div className="state" role="alert" part="error">
          <p>{t(list.error.messageKey)}</p>
          <ErrorDetails code={list.error.code} />
          <button type="button" className="btn" onClick={() => loadWishlist(true)}>{t('common.retry')}</button>
        </div>
      ) : waiting ? (
        <div className="grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <PosterPlaceholder key={i} />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="state" part="empty">
          <p>{t('wishlist.empty')}</p>
          <a className="btn btn-primary" href={catalogueHref()}>{t('wishlist.browse')}</a>
        </div>
      ) : (
        <>
          <p className="count" role="status">{t('wishlist.count', { count: items.length })}</p>
          <div className="grid" part="grid" ref={grid} onKeyDown={onGridKey}>
            {items.map((item) => (
              <Poster key={itemKey(item)} item={item} progress={item.kind === 'vod' ? progress[item.vod.id] : undefined} wish />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
