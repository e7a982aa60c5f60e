import type { Currency, ProviderIntent } from './payment-provider';

/** The columns of an order row that say what it costs (structural, so this folder needs nothing from orders). */
interface PricedOrder {
  id: string;
  /** The sum of the order's lines, written when it was placed. */
  totalCents: number;
}

export const shopCurrency: Currency = 'usd';

/** What an order costs: the total of its lines as sold, from the database, never from the client. */
export const orderAmountCents = (order: Pick<PricedOrder, 'totalCents'>) => order.totalCents;

/**
 * Whether the provider's intent pays this order: it succeeded, it was made for this order, and for
 * this order's full amount in the shop's currency. An intent that fails any of these (someone else's,
 * an unpaid one, one for a different amount) marks nothing paid.
 */
export function intentPaysFor(intent: ProviderIntent, order: PricedOrder): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.orderId === order.id &&
    intent.amountCents === orderAmountCents(order) &&
    intent.currency === shopCurrency
  );
}
