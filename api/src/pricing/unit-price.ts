/** What pricing reads of a part. */
export interface PricedPart {
  priceCents: number;
}

/**
 * The unit price, in cents, of `quantity` units of `part`: the one place a line's price is computed
 * (the cart shows it, checkout charges it). Today every quantity pays the part's price; quantity
 * bands extend this function, and every caller follows.
 */
export function unitPriceFor(part: PricedPart, quantity: number): number {
  void quantity;
  return part.priceCents;
}
