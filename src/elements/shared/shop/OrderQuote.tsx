// What an order changes, exactly as the server counted it: each line (kept, new, ending), the
// household's monthly total after the order, what is new, what a contract's early end costs and
// whether a new contract period starts, and what is due now. The client adds nothing up itself.
import { useStore } from '@nanostores/react';
import { $quote, loadQuote, quoteKey, type OrderLines, type OrderQuoteJson } from '../../../core/stores/products';
import { ErrorDetails } from '../ErrorDetails';
import { useT } from '../hooks';
import { formatDate, isBase } from './format';

/** The quote of `lines` from the store (loaded by useOrderQuote), or null while it loads. */
export function useOrderQuote(lines: OrderLines | null): { quote: OrderQuoteJson | null; failed: boolean } {
  const q = useStore($quote);
  if (!lines) return { quote: null, failed: false };
  const current = q.data.key === quoteKey(lines);
  return { quote: current ? q.data.quote : null, failed: !q.loading && !!q.error };
}

export function QuoteView({ lines, showLines = true }: { lines: OrderLines; showLines?: boolean }) {
  const t = useT();
  const q = useStore($quote);
  const { quote, failed } = useOrderQuote(lines);
  if (failed && q.error) {
    return (
      <div role="alert">
        <p className="shop-error">{t(q.error.messageKey)}</p>
        <ErrorDetails code={q.error.code} />
        <button type="button" className="btn" onClick={() => loadQuote(lines, true)}>{t('common.retry')}</button>
      </div>
    );
  }
  if (!quote) return <p role="status" className="muted">{t('products.quote_loading')}</p>;
  const changes = quote.lines.some((l) => l.change !== 'keep');
  return (
    <div className="quote">
      {showLines && (
        <ul className="order-lines">
          {quote.lines.map((l) => (
            <li key={`${l.product_id}-${l.change}`} className={`line-${l.change}`}>
              <span>
                {l.name}
                {l.change !== 'keep' && <> <span className="shop-badge">{t(l.change === 'add' ? 'products.line_new' : 'products.line_ends')}</span></>}
              </span>
              <span className="price">{t('products.per_month', { price: l.price })}</span>
            </li>
          ))}
        </ul>
      )}
      {quote.contract &&
        (quote.contract.months_left > 0 ? (
          <p className="quote-contract">{t('products.quote_contract_fee', { name: quote.contract.name, date: formatDate(quote.contract.end), months: quote.contract.months_left, fee: quote.contract.fee })}</p>
        ) : (
          <p className="quote-contract">{t('products.quote_contract_over', { name: quote.contract.name, date: formatDate(quote.contract.end) })}</p>
        ))}
      {quote.new_contract && (
        <p className="quote-contract">{t('products.quote_new_contract', { months: quote.new_contract.months, date: formatDate(quote.effective), end: formatDate(quote.new_contract.end) })}</p>
      )}
      {!quote.new_contract && quote.lines.some((l) => l.change === 'add' && isBase(l)) && <p>{t('products.quote_no_contract')}</p>}
      {changes && <p className="muted">{t('products.quote_effective', { date: formatDate(quote.effective) })}</p>}
      <p className="order-total">{t('products.total_monthly', { price: quote.monthly_after })}</p>
      {quote.monthly_new !== '0.00' && <p>{t('products.quote_new', { price: quote.monthly_new })}</p>}
      {quote.due_now !== '0.00' && <p className="order-due">{t('products.quote_due', { price: quote.due_now })}</p>}
    </div>
  );
}
