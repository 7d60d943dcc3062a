// The wishlist's Add / Remove (docs/product.md#screens-and-routes, #calls): a labelled button on a details page and a small heart
// on a poster or search result. It shows only for a chosen profile once the list is known; the
// change shows at once, and a refusal shows its message beside the button (the list is put back).
import { useStore } from '@nanostores/react';
import { useEffect, type MouseEvent } from 'react';
import { $access } from '../../core/stores/access';
import { $viewer } from '../../core/stores/smartrows';
import { $wishError, $wishKeys, $wishLoaded, $wishPending, dismissWishError, loadWishlist, toggleWish, wishKey, type WishTarget } from '../../core/stores/wishlist';
import { useT } from './hooks';

interface WishButtonProps {
  target: WishTarget;
  /** The item's title (the heart's accessible name names it). */
  title: string;
  /** A small heart over a poster instead of a labelled button. */
  icon?: boolean;
  tabIndex?: number;
}

export function WishButton({ target, title, icon, tabIndex }: WishButtonProps) {
  const t = useT();
  const access = useStore($access);
  const viewer = useStore($viewer);
  const keys = useStore($wishKeys);
  const known = useStore($wishLoaded);
  const pending = useStore($wishPending);
  const error = useStore($wishError);
  useEffect(() => loadWishlist(), [viewer, access]);
  if (access !== 'profile' || !known) return null;
  const key = wishKey(target);
  const on = keys.has(key);
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    // over a poster the button is not part of its link
    e.preventDefault();
    e.stopPropagation();
    void toggleWish(target);
  };
  const failed = error?.key === key ? error : null;
  return (
    <>
      <button
        type="button"
        className={icon ? 'wish wish-icon' : 'btn btn-ghost wish'}
        part="wish"
        aria-pressed={on}
        aria-busy={pending.has(key) || undefined}
        aria-label={icon ? t(on ? 'wishlist.remove_named' : 'wishlist.add_named', { title }) : undefined}
        title={icon ? t(on ? 'wishlist.remove' : 'wishlist.add') : undefined}
        tabIndex={tabIndex}
        onClick={onClick}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
          <path className={on ? 'on' : undefined} d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
        {!icon && (on ? t('wishlist.remove') : t('wishlist.add'))}
      </button>
      {failed && (
        <span className={icon ? 'wish-error wish-error-over' : 'wish-error'} role="alert">
          {t(failed.adding ? 'wishlist.add_failed' : 'wishlist.remove_failed')}
          <button type="button" className="wish-dismiss" aria-label={t('wishlist.dismiss')} onClick={dismissWishError}>×</button>
        </span>
      )}
    </>
  );
}

/** Styles of the wishlist button (add to the element's stylesheet). */
export const wishStyles = `
.wish svg.icon path.on { fill: var(--_accent); stroke: var(--_accent); }
.wish-icon { position: absolute; inset-block-start: .35rem; inset-inline-end: .35rem; inline-size: 2.1rem; block-size: 2.1rem; display: grid; place-items: center; border: 0; border-radius: 50%; background: rgb(0 0 0 / .62); color: #fff; padding: 0; z-index: 1; }
.wish-icon svg.icon { width: 1.15rem; height: 1.15rem; }
.wish-icon:hover { background: rgb(0 0 0 / .85); }
.wish-icon:focus-visible { outline: var(--tv-focus-width, 3px) solid var(--_focus); outline-offset: 1px; }
.wish[aria-busy="true"] { opacity: .75; }
.wish-error { display: flex; align-items: start; gap: .4rem; color: var(--_error); font-size: .85rem; line-height: 1.3; }
.wish-error-over { position: absolute; inset-inline: .3rem; inset-block-start: .3rem; z-index: 2; padding: .4rem .5rem; border-radius: var(--_radius); background: rgb(20 8 8 / .92); font-size: .75rem; }
.wish-dismiss { border: 0; background: transparent; color: inherit; padding: 0 .2rem; font-size: 1rem; line-height: 1; }
`;
