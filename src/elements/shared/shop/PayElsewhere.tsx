// Where a customer pays when the site cannot take a card from them (no card, and none can be added
// here): the operator's customer service as the server names it, in place of a buy button that
// could only fail.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $canPay, $cards, loadCards, type CardJson } from '../../../core/stores/products';
import { useT } from '../hooks';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

/** The message key and values of a card's line ("Visa •••• 1111"). */
export const cardLine = (c: Pick<CardJson, 'brand' | 'last4'>) => ['cards.card_line', { brand: BRANDS[c.brand] ?? c.brand, last4: c.last4 }] as const;

/** Whether a payment can succeed on the site for this customer (loads the cards once `registered`). */
export function useCanPay(registered: boolean): boolean {
  useEffect(() => {
    if (registered) void loadCards();
  }, [registered]);
  return useStore($canPay);
}

export function PayElsewhere() {
  const t = useT();
  const { phone, email, address } = useStore($cards).data.customer_service;
  return (
    <div className="pay-elsewhere" role="note">
      <p className="problem">{t('cards.pay_elsewhere')}</p>
      <ul>
        {phone && <li>{t('cards.service_phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a></li>}
        {email && <li>{t('cards.service_email')}: <a href={`mailto:${email}`}>{email}</a></li>}
        {address && <li>{t('cards.service_address')}: {address}</li>}
      </ul>
    </div>
  );
}
