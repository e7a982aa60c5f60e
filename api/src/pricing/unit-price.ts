import { applicableBand } from '@phoneparts/contracts';

/** What pricing reads of a part. */
export interface PricedPart {
  priceCents: number;
  /** Quantity-break prices (docs/product.md#12-quantity-prices); none means every quantity pays `priceCents`. */
  priceBands?: readonly { minQuantity: number; priceCents: number }[];
}

/**
 * The unit price, in cents, of `quantity` units of `part`: the one place a line's price is computed
 * (the cart shows it, checkout and POST /myOrders charge it). A quantity that reaches a band pays the
 * band's price (the band with the highest minimum reached); below every band, the part's price.
 */
export function unitPriceFor(part: PricedPart, quantity: number): number {
  return applicableBand(part.priceBands ?? [], quantity)?.priceCents ?? part.priceCents;
}
