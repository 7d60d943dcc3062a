// The next-episode countdown (docs/product.md#screens-and-routes, #states): "Next episode in N s" counted down visibly, with Play
// now and Cancel. Focus moves to Play now when it appears (and back to the player when it goes);
// Escape cancels. The deadline is the controller's (the element's upNext): at 0 it plays the next episode.
import { useEffect, useRef } from 'react';
import type { UpNext } from '../../core/stores/player';
import { useT } from '../shared/hooks';

interface NextEpisodeProps {
  up: UpNext;
  /** Epoch ms now (re-rendered every second by the player). */
  now: number;
  onPlayNow: () => void;
  onCancel: () => void;
}

export function NextEpisode({ up, now, onPlayNow, onCancel }: NextEpisodeProps) {
  const t = useT();
  const playNow = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = playNow.current?.getRootNode() instanceof ShadowRoot ? (playNow.current.getRootNode() as ShadowRoot).activeElement : null;
    playNow.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [up.vod.id]);
  const count = Math.max(0, Math.ceil((up.deadline - now) / 1000));
  return (
    <section
      className="up-next"
      part="next-episode"
      role="dialog"
      aria-modal="false"
      aria-labelledby="tv-player-next-title"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onCancel();
      }}
    >
      <h2 id="tv-player-next-title">
        {t('player.next_in', { count })}
      </h2>
      {up.vod.title && <p className="up-next-title">{up.vod.title}</p>}
      <div className="up-next-actions">
        <button ref={playNow} type="button" className="btn btn-primary" onClick={onPlayNow}>
          {t('player.play_now')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('player.cancel')}
        </button>
      </div>
    </section>
  );
}
