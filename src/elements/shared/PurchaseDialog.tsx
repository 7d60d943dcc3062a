// The not-purchased dialog (docs/product.md#states Payment, #roles, #errors), shared by <tv-vod-details> and <tv-player>:
// "Buy now?" with the offers (rent / buy a tvod item, the packages that carry an svod item's
// provider), the PIN confirmation checked on the server (PinDialog: tries left, lockout), payment
// waiting, then success (Play) or failure: no payment card (Add payment card), "Payment failed!"
// with its advice, a profile that may not buy (Change profile). With several cards the PIN step
// asks which one pays; a customer who cannot pay here sees the offers without buttons and where to
// pay instead. State and calls: stores/purchase.ts.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { paymentHref } from '../../core/stores/auth';
import { changeProfile } from '../../core/stores/profiles';
import { $offers, $purchase, backToOffers, chooseOffer, closePurchase, confirmPurchase, loadOffers, type Offer, type PurchaseState } from '../../core/stores/purchase';
import { productsHref } from '../../core/links';
import { $canPay, $cards, loadCards } from '../../core/stores/products';
import { CardChoice, cardChoiceStyles } from './shop/CardChoice';
import { PayElsewhere } from './shop/PayElsewhere';
import { payElsewhereStyles } from './shop/styles';
import { Modal, modalStyles } from './Modal';
import { AskHolder, useAsksHolder } from './shop/AskHolder';
import { pinBoxStyles } from './PinBox';
import { PinDialog, pinDialogStyles } from './PinDialog';
import { useT } from './hooks';
import { ErrorDetails } from './ErrorDetails';

const purchaseStyles = `
.purchase-body { display: grid; gap: 1rem; }
.purchase-body p { margin: 0; line-height: 1.5; }
.offers { list-style: none; margin: 0; padding: 0; display: grid; gap: .6rem; }
.offer { display: grid; grid-template-columns: 1fr auto; align-items: center; gap: .25rem 1rem; inline-size: 100%; text-align: start;
  min-block-size: 3.75rem; padding: .7rem 1rem; border-radius: var(--_radius); border: 2px solid var(--_surface-2); background: var(--_bg);
  color: var(--_text); font: inherit; cursor: pointer; }
.offer:hover { border-color: var(--_muted); }
.offer:focus-visible { outline: none; border-color: var(--_focus); }
.offer .name { font-weight: 600; }
.offer .group { color: var(--_muted); font-size: .9em; grid-column: 1; }
.offer .price { grid-row: 1 / span 2; grid-column: 2; font-weight: 700; white-space: nowrap; }
.offer.held { cursor: default; }
.offer.held .ask-holder { grid-column: 1 / -1; margin: 0; color: var(--_muted); }
.offer.held .ask-holder strong { color: var(--_text); }
.offer.placeholder { background: var(--_surface-2); border-color: transparent; cursor: default; }
.purchase-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .75rem; }
.purchase-body .problem { color: var(--_text); font-weight: 700; border-inline-start: 4px solid var(--_accent); padding-inline-start: .75rem; }
.purchase-body .muted { color: var(--_muted); }
.pin-form .error { background: none; padding: 0; inline-size: auto; max-inline-size: none; border-radius: 0; }
`;

interface PurchaseDialogProps {
  /** The element that opened the purchase (openPurchase's `owner`): only its dialog shows. */
  owner: string;
  /** Where Play leads after a success (details); without it Play only closes (a player plays by itself). */
  playHref?: string;
  /** Called when the dialog closes: the element puts the focus back (what opened it may be gone). */
  onClosed?: () => void;
}

let owners = 0;
/** A name for this element's purchase dialog, unique on the page (every element is its own React root). */
export function usePurchaseOwner(): string {
  const [owner] = useState(() => `purchase-${++owners}`);
  return owner;
}

function usePrice() {
  const t = useT();
  return (o: Offer) =>
    o.period === 'rental'
      ? t('purchase.price_rental', { price: o.price })
      : o.period === 'once'
        ? t('purchase.price_once', { price: o.price })
        : o.contract_months
          ? t('purchase.price_contract', { price: o.price, months: o.contract_months })
          : t('purchase.price_month', { price: o.price });
}

/** Up and Down (a remote's arrows) between the offers. */
function offersKeys(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const all = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.offer')];
  const at = all.indexOf(e.target as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  all[Math.max(0, Math.min(all.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)))]?.focus();
}

export function PurchaseDialog({ owner, playHref, onClosed }: PurchaseDialogProps) {
  const t = useT();
  const shared = useStore($purchase);
  const s: PurchaseState = shared.owner === owner ? shared : { owner, step: 'closed' };
  const wasOpen = useRef(false);
  useEffect(() => {
    if (s.step === 'closed' && wasOpen.current) onClosed?.();
    wasOpen.current = s.step !== 'closed';
  }, [s.step]);
  const offers = useStore($offers);
  const canPay = useStore($canPay);
  const cards = useStore($cards);
  // until the cards are known, keep the way to add one (the server decides)
  const mayAddCard = !cards.loaded || Boolean(cards.error) || cards.data.can_add;
  useEffect(() => {
    if (s.step === 'offers') void loadCards();
  }, [s.step]);
  // packages are the account holder's: another profile is told whom to ask instead of a button
  const master = !useAsksHolder();
  const price = usePrice();
  // Closed, the dialogs stay in the page closed (the browser gives the focus back where it was).
  const tvod = s.step !== 'closed' && s.item.type === 'tvod';
  const title = s.step === 'success' ? t('purchase.success_title') : s.step === 'failure' ? t('purchase.failure_title') : tvod ? t('purchase.title_tvod') : t('purchase.title_svod');
  const list = offers.data && !offers.loading ? offers.data.offers : null;
  const pinOpen = s.step === 'confirm' || s.step === 'waiting';
  const offer = 'offer' in s ? s.offer : null;

  let body = null;
  if (s.step === 'offers') {
    body = (
      <div className="purchase-body">
        <p>{tvod ? t('errors.vod_not_purchased') : t('errors.vod_not_subscribed')}</p>
        {offers.error && !offers.loading ? (
          <div role="alert">
            <p className="problem">{t('purchase.load_failed')}</p>
            <div className="purchase-actions">
              <button type="button" className="btn btn-primary" onClick={() => loadOffers(s.item, true)}>{t('common.retry')}</button>
            </div>
          </div>
        ) : !list ? (
          <ul className="offers" aria-busy="true" aria-label={t('purchase.loading')}>
            {[0, 1].map((i) => <li key={i} className="offer placeholder" aria-hidden="true" />)}
          </ul>
        ) : list.length === 0 ? (
          <p>
            {t('purchase.no_offers')} <a href={productsHref()}>{t('vod_details.see_plans')}</a>
          </p>
        ) : !canPay ? (
          <>
            <ul className="offers" aria-label={t('purchase.offers_label')}>
              {list.map((o) => (
                <li key={o.id}>
                  <div className="offer held">
                    <span className="name">{o.name}</span>
                    {o.kind === 'package' && <span className="group">{o.groupName}</span>}
                    <span className="price">{price(o)}</span>
                  </div>
                </li>
              ))}
            </ul>
            <PayElsewhere />
          </>
        ) : (
          <ul className="offers" aria-label={t('purchase.offers_label')} onKeyDown={offersKeys}>
            {list.map((o) => (
              <li key={o.id}>
                {o.kind === 'package' && !master ? (
                  <div className="offer held">
                    <span className="name">{o.name}</span>
                    <span className="group">{o.groupName}</span>
                    <span className="price">{price(o)}</span>
                    <AskHolder />
                  </div>
                ) : (
                  <button type="button" className="offer" onClick={() => void chooseOffer(o)}>
                    <span className="name">{o.name}</span>
                    {o.kind === 'package' && <span className="group">{o.groupName}</span>}
                    <span className="price">{price(o)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="purchase-actions">
          <button type="button" className="btn" onClick={closePurchase}>{t('common.cancel')}</button>
        </div>
      </div>
    );
  } else if (s.step === 'success') {
    const done = s.offer.kind === 'rent' ? t('purchase.success_rent') : s.offer.kind === 'buy' ? t('purchase.success_buy') : t('purchase.success_package', { name: s.offer.name });
    body = (
      <div className="purchase-body">
        <p role="status">{done}</p>
        <div className="purchase-actions">
          <button type="button" className="btn" onClick={closePurchase}>{t('common.close')}</button>
          {playHref ? (
            <a className="btn btn-primary" href={playHref}>{t('purchase.play')}</a>
          ) : (
            <button type="button" className="btn btn-primary" onClick={closePurchase}>{t('purchase.play')}</button>
          )}
        </div>
      </div>
    );
  } else if (s.step === 'failure') {
    const r = s.reason;
    body = (
      <div className="purchase-body">
        <div role="alert">
          {r === 'no_card' && (!mayAddCard ? <PayElsewhere /> : <p className="problem">{t('purchase.no_card')}</p>)}
          {r === 'payment_failed' && (
            <>
              <p className="problem">{t('purchase.payment_failed')}</p>
              <p>{t('purchase.payment_failed_advice')}</p>
            </>
          )}
          {r === 'may_not_buy' && (
            <>
              <p className="problem">{t('purchase.may_not_buy')}</p>
              <p>{t('purchase.may_not_buy_hint')}</p>
            </>
          )}
          {r === 'holder_only' && (
            <>
              <p className="problem">{t('products.holder_only')}</p>
              <AskHolder />
            </>
          )}
          {r === 'profile_required' && <p className="problem">{t('purchase.profile_required')}</p>}
          {r === 'other' && (
            <>
              <p className="problem">{t(s.error.messageKey)}</p>
              <ErrorDetails code={s.error.code} />
            </>
          )}
        </div>
        <div className="purchase-actions">
          <button type="button" className="btn" onClick={closePurchase}>{t('common.close')}</button>
          {(r === 'may_not_buy' || r === 'profile_required') && (
            <button type="button" className="btn btn-primary" onClick={() => void changeProfile()}>{t('purchase.change_profile')}</button>
          )}
          {(r === 'no_card' || r === 'payment_failed') && mayAddCard && <a className="btn btn-primary" href={paymentHref()}>{t('purchase.add_card')}</a>}
          {(r === 'other' || r === 'payment_failed') && (
            <button type="button" className="btn" onClick={backToOffers}>{t('purchase.other_offers')}</button>
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      <Modal open={s.step !== 'closed' && !pinOpen} title={title} width={560} onClose={closePurchase}>
        {body}
      </Modal>
      <PinDialog open={pinOpen} title={t('purchase.pin_title')} check={confirmPurchase} onCancel={backToOffers}>
        {offer && (
          <div className="purchase-body">
            <p>{t('purchase.pin_lead', { name: offer.name, price: offer.price })}</p>
            <p className="muted">{t('purchase.pin_default')}</p>
            <CardChoice />
            {s.step === 'waiting' && <p role="status">{t('purchase.waiting')}</p>}
          </div>
        )}
      </PinDialog>
    </>
  );
}

/** Everything the dialog needs in an element's shadow root (modal, PIN box and dialog, offers). */
export const purchaseDialogStyles = `${modalStyles}${pinBoxStyles}${pinDialogStyles}${purchaseStyles}${cardChoiceStyles}${payElsewhereStyles}`;
