import type { Currency, ProviderIntent } from './payment-provider';

/** The columns of an order row that say what it costs (structural, so this folder needs nothing from orders). */
interface PricedOrder {
  id: string;
  /** What the buyer pays, goods + shipping + tax, written when it was placed. */
  totalCents: number;
}

/** The configured shop currency (ISO 4217, any case) as providers write it. */
export const providerCurrency = (shopCurrency: string): Currency => shopCurrency.toLowerCase();

/**
 * What an order costs: its total (goods, shipping and tax) to the cent, from the database, never from
 * the client.
 */
export const orderAmountCents = (order: Pick<PricedOrder, 'totalCents'>) => order.totalCents;

/**
 * Whether the provider's intent pays this order: it succeeded, it was made for this order, and for
 * this order's full amount in the shop's currency. An intent that fails any of these (someone else's,
 * an unpaid one, one for a different amount) marks nothing paid.
 */
export function intentPaysFor(intent: ProviderIntent, order: PricedOrder, currency: Currency): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.orderId === order.id &&
    intent.amountCents === orderAmountCents(order) &&
    intent.currency === currency
  );
}
