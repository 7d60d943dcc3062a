// The one flow of every plan action (subscribe, change and remove each need a confirmation;
// purchase confirmation and unsubscribing need the PIN): Confirm (the server's quote: what changes
// and when, the monthly total, a contract's end and fee) -> PIN (checked by the server; the default
// 0000 when none was set) -> payment waiting -> success or failure, with a way forward (add a
// card, close). The order is one request; the focus returns to the control that started it.
import { useStore } from '@nanostores/react';
import { useMemo, useState, type ReactNode } from 'react';
import { ErrorCode, type AppError } from '../../../core/errors';
import { $inPlanGroup } from '../../../core/stores/auth';
import { $payment, loadQuote, newOrderKey, order as placeOrder, resetPayment, type OrderLines, type ProductJson } from '../../../core/stores/products';
import { Modal } from '../Modal';
import { PinDialog } from '../PinDialog';
import { useT } from '../hooks';
import { registerHref } from './format';
import { QuoteView, useOrderQuote } from './OrderQuote';
import { ErrorDetails } from '../ErrorDetails';
import { CardChoice } from './CardChoice';

type OrderAction = 'subscribe' | 'change' | 'remove' | 'cancel';
export interface PendingOrder {
  action: OrderAction;
  products: ProductJson[];
}

/** What the order adds and ends: leaving ends its products, anything else adds them. */
export const orderLines = (o: Pick<PendingOrder, 'action' | 'products'>): OrderLines => {
  const ids = o.products.map((p) => p.id);
  return o.action === 'remove' || o.action === 'cancel' ? { add: [], remove: ids } : { add: ids, remove: [] };
};

type Phase = 'confirm' | 'pin' | 'result';

/**
 * `start(order, trigger)` opens the confirmation; `dialogs` renders the open step. `onDone` runs
 * after a successful payment (e.g. the player plays the channel just bought).
 */
export function useOrderFlow(onDone?: (ids: number[]) => void): { start: (o: PendingOrder, trigger?: HTMLElement | null) => void; dialogs: ReactNode } {
  const [order, setOrder] = useState<PendingOrder | null>(null);
  const [phase, setPhase] = useState<Phase>('confirm');
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const start = (o: PendingOrder, t?: HTMLElement | null) => {
    resetPayment();
    loadQuote(orderLines(o));
    setTrigger(t ?? null);
    setOrder(o);
    setPhase('confirm');
  };
  const end = () => {
    setOrder(null);
    resetPayment();
    // back on the control that started it (a re-rendered list may have replaced it)
    requestAnimationFrame(() => {
      if (trigger?.isConnected) trigger.focus();
    });
  };
  const dialogs = order ? (
    <OrderDialogs
      order={order}
      phase={phase}
      onConfirm={() => setPhase('pin')}
      onPaid={() => {
        setPhase('result');
        const p = $payment.get();
        if (p.status === 'success') onDone?.(p.ids);
      }}
      onClose={end}
    />
  ) : null;
  return { start, dialogs };
}

const TITLES = {
  subscribe: 'products.confirm_subscribe',
  change: 'products.confirm_change',
  remove: 'products.confirm_remove',
  cancel: 'products.confirm_cancel',
} as const;

function OrderDialogs({ order, phase, onConfirm, onPaid, onClose }: { order: PendingOrder; phase: Phase; onConfirm: () => void; onPaid: () => void; onClose: () => void }) {
  const t = useT();
  const payment = useStore($payment);
  const lines = useMemo(() => orderLines(order), [order]);
  // one key per confirmation: sending it again (a retry after a lost answer) never charges twice
  const key = useMemo(() => newOrderKey(), [order]);
  const { quote } = useOrderQuote(lines);
  const leaving = order.action === 'remove' || order.action === 'cancel';
  return (
    <>
      <Modal
        open={phase === 'confirm'}
        width={480}
        title={t(TITLES[order.action])}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
            {quote && !quote.nothing_new && (
              <button type="button" className="btn btn-primary" data-testid="confirm-order" onClick={onConfirm}>
                {t(leaving ? (order.action === 'cancel' ? 'products.cancel_plan' : 'products.remove') : 'products.confirm_pay')}
              </button>
            )}
          </>
        }
      >
        <QuoteView lines={lines} />
        {quote?.nothing_new && <p>{t('products.already')}</p>}
        {order.action === 'cancel' && <p>{t('products.cancel_body')}</p>}
        {order.action === 'remove' && <p>{t('products.remove_body')}</p>}
      </Modal>
      <PinDialog
        open={phase === 'pin'}
        title={t('products.pin_title')}
        onCancel={onClose}
        check={async (pin) => {
          const ended = await placeOrder(lines, pin, key);
          if (ended) onPaid();
          return ended;
        }}
      >
        <p className="muted">{t('products.pin_hint')}</p>
        {!leaving && <CardChoice />}
        {payment.status === 'waiting' && <p role="status">{t(leaving ? 'products.removing' : 'products.payment_waiting')}</p>}
      </PinDialog>
      <Modal open={phase === 'result'} width={480} title={t(payment.status === 'failure' ? 'products.result_failed' : 'products.result_done')} onClose={onClose} footer={<button type="button" className="btn btn-primary" onClick={onClose}>{t('common.close')}</button>}>
        {payment.status === 'success' && (
          <p role="status" className="shop-success">{t(payment.action === 'unsubscribe' ? 'products.removed' : 'products.paid')}</p>
        )}
        {payment.status === 'failure' && <PaymentFailure error={payment.error} />}
      </Modal>
    </>
  );
}

/** docs/product.md#errors: no card ("Go to settings and select add new card."), "Payment failed!" with its advice. */
function PaymentFailure({ error }: { error: AppError }) {
  const t = useT();
  const planGroup = useStore($inPlanGroup);
  const card = error.code === ErrorCode.NO_PAYMENT_CARD || error.code === ErrorCode.PAYMENT_FAILED;
  let text: string = t(error.messageKey);
  if (error.apiCode === 'profile_required') text = t('products.choose_profile');
  else if (error.apiCode === 'account_holder_only') text = `${t('products.holder_only')} ${t('products.ask_holder')}`;
  else if (error.status === 403) text = t('products.cannot_buy');
  else if (error.status === 409) text = t('products.already');
  return (
    <div className="payment-failure" role="alert">
      <p className="shop-error">{text}</p>
      {error.code === ErrorCode.PAYMENT_FAILED && <p>{t('cards.payment_failed_advice')}</p>}
      {!card && <ErrorDetails code={error.code} />}
      {card && planGroup && <a className="btn" href={registerHref('add_card')}>{t('cards.add')}</a>}
    </div>
  );
}
