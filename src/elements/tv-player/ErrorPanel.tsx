// The player's error panel: the message (docs/product.md#errors), its code, and the way forward
// the error leaves: Retry, buy or subscribe, log in, choose a profile, change profile, or the
// packages of a channel not in the viewer's plan.
import { ErrorCode } from '../../core/errors';
import type { PlaybackState, PlayerState } from '../../core/stores/player';
import { openPurchase } from '../../core/stores/purchase';
import { changeProfile } from '../../core/stores/profiles';
import { loginHref } from '../../core/stores/auth';
import { recordingsHref, subscribeHref, vodPlayHref } from '../../core/links';
import { useT } from '../shared/hooks';
import { ErrorDetails } from '../shared/ErrorDetails';
import { Upsell } from '../shared/shop/Upsell';
import { vodAboutHref } from './back';

/** Errors a Retry cannot help: the viewer must do something else (another profile, buy, subscribe). */
const NO_RETRY: ReadonlySet<number> = new Set([ErrorCode.AGE_LOCKED, ErrorCode.VOD_NOT_PURCHASED, ErrorCode.VOD_NOT_SUBSCRIBED, ErrorCode.WATCH_NEEDS_ACCOUNT, ErrorCode.WATCH_NEEDS_PROFILE]);
/** Errors of a VoD item the viewer has no right to: buying or subscribing plays it. */
export const TO_DETAILS: ReadonlySet<number> = new Set([ErrorCode.VOD_NOT_PURCHASED, ErrorCode.VOD_NOT_SUBSCRIBED]);

interface ErrorPanelProps {
  error: NonNullable<PlaybackState['error']>;
  player: PlayerState;
  /** The channel refused because the viewer's plan lacks it (its packages are offered), else null. */
  notInPlan: number | null;
  /** The purchase dialog's owner (usePurchaseOwner()): this player's dialog opens. */
  owner: string;
  onRetry: () => void;
  /** Subscribed from the offer of a channel not in the plan. */
  onUpsellDone: () => void;
}

export function ErrorPanel({ error, player, notInPlan, owner, onRetry, onUpsellDone }: ErrorPanelProps) {
  const t = useT();
  return (
    <div className="center error" role="alert" part="error">
      <p className="message">{notInPlan !== null ? t('products.locked_channel') : t(error.messageKey)}</p>
      <ErrorDetails code={error.code} invitation={notInPlan !== null} />
      {TO_DETAILS.has(error.code) && (
        <div className="error-actions">
          {player.vod && (
            <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => player.vod && openPurchase(player.vod, undefined, owner)}>
              {player.vod.type === 'tvod' ? t('purchase.buy_now') : t('purchase.subscribe_now')}
            </button>
          )}
          {player.vod_id !== null && (
            <a className="btn" href={vodAboutHref(player.vod_id)}>
              {t('player.see_offers')}
            </a>
          )}
        </div>
      )}
      {error.code === ErrorCode.WATCH_NEEDS_ACCOUNT && (
        <div className="error-actions">
          <a className="btn btn-primary" href={subscribeHref()}>
            {t('nav.subscribe')}
          </a>
          <a className="btn" href={loginHref()}>
            {t('nav.login')}
          </a>
        </div>
      )}
      {error.code === ErrorCode.WATCH_NEEDS_PROFILE && (
        <div className="error-actions">
          <a className="btn btn-primary" href={player.vod_id !== null ? vodPlayHref(player.vod_id) : recordingsHref()}>
            {t('player.choose_profile_action')}
          </a>
        </div>
      )}
      {error.code === ErrorCode.AGE_LOCKED && (
        <>
          <p className="hint-line">{t('vod_details.age_blocked_hint')}</p>
          <div className="error-actions">
            <button type="button" className="btn btn-primary" onClick={() => void changeProfile()}>
              {t('purchase.change_profile')}
            </button>
          </div>
        </>
      )}
      {notInPlan !== null && <Upsell chid={notInPlan} onDone={onUpsellDone} />}
      {!NO_RETRY.has(error.code) && notInPlan === null && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
