/**
 * Quantity-break prices (docs/product.md#12-quantity-prices): a part may have up to five bands, "from 50 units:
 * $11.40". What a band list may hold is decided here once, for the admin's form, the API's schema and the API's own
 * check of bands it keeps; which band a quantity falls in is decided by `applicableBand`.
 */
import { priceBandMessages as m } from './messages/price-band-messages';

export const maxPriceBands = 5;
/** The lowest price a band may have, in dollars (a part's own price is at least $1 too). */
export const minBandPrice = 1;

export interface PriceBand {
  /** The band applies from this many units on. */
  minQuantity: number;
  /** Dollars per unit from `minQuantity` units on. */
  price: number;
}

export interface PriceBandProblem {
  /** The band's position in the list, from 0. */
  index: number;
  field: 'minQuantity' | 'price';
  message: string;
}

/**
 * Everything wrong with `bands` for a part of `price` (dollars) and minimum order `minQuantity`:
 * quantities strictly rise and start above the minimum order; prices strictly fall, stay below the
 * part's price and at least $1. The count (at most five) and each number's own shape are the schema's.
 */
export function priceBandProblems(
  bands: readonly PriceBand[],
  part: { price: number; minQuantity: number },
): PriceBandProblem[] {
  const problems: PriceBandProblem[] = [];
  bands.forEach((band, index) => {
    const n = index + 1;
    const before = bands[index - 1];
    if (band.minQuantity <= part.minQuantity)
      problems.push({ index, field: 'minQuantity', message: m.quantityAboveMinimum(n, part.minQuantity) });
    else if (before && band.minQuantity <= before.minQuantity)
      problems.push({ index, field: 'minQuantity', message: m.quantitiesRise(n) });
    if (band.price < minBandPrice) problems.push({ index, field: 'price', message: m.priceMin(n) });
    else if (band.price >= part.price)
      problems.push({ index, field: 'price', message: m.priceBelowBase(n, part.price) });
    else if (before && band.price >= before.price) problems.push({ index, field: 'price', message: m.pricesFall(n) });
  });
  return problems;
}

/** The band `quantity` units fall in (the one with the highest minimum reached), or none: the part's price. */
export function applicableBand<Band extends { minQuantity: number }>(
  bands: readonly Band[],
  quantity: number,
): Band | undefined {
  let found: Band | undefined;
  for (const band of bands)
    if (band.minQuantity <= quantity && (!found || band.minQuantity > found.minQuantity)) found = band;
  return found;
}

/** For display only (the API computes what is charged): the unit price in dollars for `quantity` units. */
export function displayUnitPrice(part: { price: number; priceBands?: readonly PriceBand[] }, quantity: number): number {
  return applicableBand(part.priceBands ?? [], quantity)?.price ?? part.price;
}
