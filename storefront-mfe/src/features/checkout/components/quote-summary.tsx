import { taxMessages, type Cart, type CartQuote } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import styles from './checkout.module.css';

/**
 * The quote as the API computed it: each line's net amount and tax, then goods, shipping, tax and the
 * total the card is charged. Nothing here is computed in the browser.
 */
export function QuoteSummary({ quote, cart }: { quote: CartQuote; cart: Cart }) {
  const nameOf = (partId: string) => cart.lines.find((line) => line.partId === partId)?.name ?? partId;
  const taxLabel = quote.taxExemptId
    ? `Tax (${taxMessages.taxExempt(quote.taxExemptId)})`
    : `Tax (${quote.taxRate} %${quote.pricesIncludeTax ? ', included in the prices' : ''})`;
  return (
    <section className={styles.quote} aria-label="Order summary" aria-live="polite">
      <table className={styles.quoteLines}>
        <caption className="ui-visually-hidden">Each line with its tax</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Net</th>
            <th scope="col">Tax</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.partId}>
              <th scope="row">
                {line.quantity} × {nameOf(line.partId)}
              </th>
              <td>{formatMoney(line.net)}</td>
              <td>{formatMoney(line.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.figures}>
        <div>
          <dt>Goods</dt>
          <dd>{formatMoney(quote.goods)}</dd>
        </div>
        <div>
          <dt>Shipping ({quote.shippingMethod.name})</dt>
          <dd>{formatMoney(quote.shipping)}</dd>
        </div>
        <div>
          <dt>{taxLabel}</dt>
          <dd>{formatMoney(quote.tax)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Total to pay</dt>
          <dd>{formatMoney(quote.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
