// Payment cards (docs/product.md#who-uses-it, #errors): the attached cards (brand, last four digits, expiry, the household's
// default marked), Make default and Remove (after a confirmation), and Add payment card through the
// operator's hosted payment page, which comes back here with ?card=added ("Failed to add card" for
// a declined card and "already attached" for a duplicate are shown on that page). A customer who
// cannot pay here is told where to pay instead.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { paymentHref } from '../../../core/stores/auth';
import { $cardRemoval, $cards, $defaultCardChange, loadCards, makeDefaultCard, removeCard, type CardJson } from '../../../core/stores/products';
import { Modal } from '../Modal';
import { useT } from '../hooks';
import { AskHolder, useAsksHolder } from './AskHolder';
import { cardLine, PayElsewhere } from './PayElsewhere';

/** `canAdd`: Add payment card is shown (docs/product.md#roles: for group 15). */
export function CardPanel({ returnTo, canAdd = true }: { returnTo?: string; canAdd?: boolean }) {
  const t = useT();
  const cards = useStore($cards);
  const removal = useStore($cardRemoval);
  const change = useStore($defaultCardChange);
  // adding and removing cards is the account holder's; others see the household's cards
  const master = !useAsksHolder();
  const [removing, setRemoving] = useState<CardJson | null>(null);
  const addRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => void loadCards(), []);
  const added = typeof location !== 'undefined' && new URLSearchParams(location.search).get('card') === 'added';
  const back = returnTo ?? (typeof location !== 'undefined' ? location.href.replace(/([?&])card=added&?/, '$1').replace(/[?&]$/, '') : undefined);
  return (
    <div className="card-panel" part="cards">
      {added && removal.status === 'idle' && <p role="status" className="shop-success">{t('cards.added')}</p>}
      {removal.status === 'removed' && <p role="status" className="shop-success">{t('cards.removed')}</p>}
      {removal.status === 'failed' && <p role="alert" className="shop-error">{t(removal.error.messageKey)}</p>}
      {change.status === 'saved' && <p role="status" className="shop-success">{t('cards.default_saved')}</p>}
      {change.status === 'failed' && <p role="alert" className="shop-error">{t(change.error.messageKey)}</p>}
      {cards.loading && !cards.loaded && (
        <ul className="card-list" aria-hidden="true">
          <li className="card skeleton">&nbsp;</li>
        </ul>
      )}
      {cards.error && !cards.loading && (
        <div role="alert">
          <p className="shop-error">{t(cards.error.messageKey)}</p>
          <button type="button" className="btn" onClick={() => void loadCards()}>{t('common.retry')}</button>
        </div>
      )}
      {cards.loaded && !cards.error && cards.data.items.length === 0 && <p>{t('cards.none')}</p>}
      {cards.data.items.length > 0 && (
        <ul className="card-list" aria-label={t('cards.attached')}>
          {cards.data.items.map((c) => (
            <li key={c.id} className="card">
              <span className="card-name">{t(...cardLine(c))}</span>
              <span className="muted">{t('cards.expires', { month: String(c.exp_month).padStart(2, '0'), year: c.exp_year })}</span>
              {c.default && cards.data.items.length > 1 && <span className="shop-badge">{t('cards.default_mark')}</span>}
              {master && !c.default && (
                <button type="button" className="btn" aria-label={`${t('cards.make_default')}: ${t(...cardLine(c))}`} disabled={change.status === 'saving'} onClick={() => void makeDefaultCard(c.id)}>
                  {t('cards.make_default')}
                </button>
              )}
              {master && <button type="button" className="btn" aria-label={`${t('cards.remove')}: ${t(...cardLine(c))}`} onClick={() => setRemoving(c)}>
                {t('cards.remove')}
              </button>}
            </li>
          ))}
        </ul>
      )}
      {cards.loaded && !cards.error && !cards.data.can_pay && <PayElsewhere />}
      {!master && cards.data.can_pay && <AskHolder explain />}
      {canAdd && master && cards.data.can_add && <a ref={addRef} className="btn btn-primary" href={paymentHref(back)}>{t('cards.add')}</a>}
      <Modal
        open={removing !== null}
        width={400}
        title={t('cards.remove_title')}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <button type="button" className="btn" onClick={() => setRemoving(null)}>{t('common.cancel')}</button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                const c = removing;
                setRemoving(null);
                if (c) void removeCard(c.id).then(() => addRef.current?.focus());
              }}
            >
              {t('cards.remove')}
            </button>
          </>
        }
      >
        {removing && <p>{t('cards.remove_body', cardLine(removing)[1])}</p>}
      </Modal>
    </div>
  );
}
