import { countryName, taxMessages, type Order, type OrderShippingAddress } from '@phoneparts/contracts';
import { formatMoney } from '../format/format-money';
import styles from './order-charges.module.css';

/** Where an order ships, one part a line; a spec-form order's address is its one line as written. */
export function ShippingAddress({ address }: { address: OrderShippingAddress }) {
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(' ');
  const lines = [address.name, address.company, address.line1, address.line2, cityLine, countryName(address.country)];
  return (
    <address className={styles.address}>
      {lines.filter(Boolean).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** The tax line's label: its rate, or the exemption the order carries. */
export function taxLabel(order: Pick<Order, 'taxRate' | 'taxExemptId' | 'pricesIncludeTax'>): string {
  if (order.taxExemptId) return `Tax (${taxMessages.taxExempt(order.taxExemptId)})`;
  return `Tax (${order.taxRate} %${order.pricesIncludeTax ? ', included in the prices' : ''})`;
}

/**
 * An order's charges and delivery as the API recorded them when it was placed: goods, shipping (and
 * its method), tax, the total charged, where it ships, and the buyer's PO number and note. Every
 * figure is the order's own, formatted in the shop currency; nothing is added up here. A page that
 * already shows the total beside the units (the spec's order and payment pages) passes `showTotal={false}`.
 */
export function OrderCharges({ order, showTotal = true }: { order: Order; showTotal?: boolean }) {
  return (
    <dl className={styles.charges} aria-label="Charges and delivery">
      <div>
        <dt>Goods</dt>
        <dd>{formatMoney(order.goods)}</dd>
      </div>
      <div>
        <dt>Shipping{order.shippingMethod ? ` (${order.shippingMethod})` : ''}</dt>
        <dd>{formatMoney(order.shipping)}</dd>
      </div>
      <div>
        <dt>{taxLabel(order)}</dt>
        <dd>{formatMoney(order.tax)}</dd>
      </div>
      {showTotal && (
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
      )}
      <div>
        <dt>Ship to</dt>
        <dd>
          <ShippingAddress address={order.shippingAddress} />
        </dd>
      </div>
      {order.poNumber && (
        <div>
          <dt>PO number</dt>
          <dd>{order.poNumber}</dd>
        </div>
      )}
      {order.note && (
        <div>
          <dt>Note</dt>
          <dd className={styles.note}>{order.note}</dd>
        </div>
      )}
    </dl>
  );
}
