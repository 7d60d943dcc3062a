// Which card a payment is charged to, when the household has more than one: the default is chosen
// until the viewer picks another. Order and purchase dialogs render it; the choice lives in the
// products store ($paymentCard), and the payment sends it as card_id.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cards, $paymentCard, choosePaymentCard, loadCards } from '../../../core/stores/products';
import { useT } from '../hooks';
import { cardLine } from './PayElsewhere';

export const cardChoiceStyles = `
.card-choice { display: grid; gap: .4rem; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.card-choice legend { padding: 0; margin-block-end: .4rem; font-weight: 600; }
.card-choice label { display: flex; align-items: center; gap: .6rem; min-block-size: 2.75rem; padding: .25rem .75rem; border-radius: var(--_radius); background: var(--_surface-2); cursor: pointer; }
.card-choice input { inline-size: 1.2rem; block-size: 1.2rem; margin: 0; accent-color: var(--_accent); }
.card-choice .muted { color: var(--_muted); }
`;

export function CardChoice() {
  const t = useT();
  const cards = useStore($cards);
  const chosen = useStore($paymentCard);
  useEffect(() => {
    choosePaymentCard(null);
    void loadCards();
  }, []);
  const items = cards.data.items;
  if (items.length < 2) return null;
  const current = items.some((c) => c.id === chosen) ? chosen : (items.find((c) => c.default) ?? items[0])?.id;
  return (
    <fieldset className="card-choice">
      <legend>{t('cards.choose_label')}</legend>
      {items.map((c) => (
        <label key={c.id}>
          <input type="radio" name="payment-card" value={c.id} checked={c.id === current} onChange={() => choosePaymentCard(c.id)} />
          <span>{t(...cardLine(c))}</span>
          {c.default && <span className="muted">{t('cards.default_mark')}</span>}
        </label>
      ))}
    </fieldset>
  );
}
