import type { OrderRow } from '../orders';
import type { Currency, ProviderIntent } from './payment-provider';

export const shopCurrency: Currency = 'usd';

/** What an order costs: its own price snapshot × quantity, from the database, never from the client. */
export const orderAmountCents = (order: Pick<OrderRow, 'priceCents' | 'quantity'>) => order.priceCents * order.quantity;

/**
 * Whether the provider's intent pays this order: it succeeded, it was made for this order, and for
 * this order's full amount in the shop's currency. An intent that fails any of these (someone else's,
 * an unpaid one, one for a different amount) marks nothing paid.
 */
export function intentPaysFor(
  intent: ProviderIntent,
  order: Pick<OrderRow, 'id' | 'priceCents' | 'quantity'>,
): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.orderId === order.id &&
    intent.amountCents === orderAmountCents(order) &&
    intent.currency === shopCurrency
  );
}
