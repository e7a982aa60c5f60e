import type { Part } from './entities';
import { isStockOut } from './catalogue';

/**
 * The public part page's read (`GET /parts/sku/:sku`, anyone): a part as a visitor may see it. What
 * only an admin sets to run the shop (the low-stock threshold, the edit version) stays out; the
 * threshold shows only through `stock`, which the API works out (docs/product.md#23-public-catalogue).
 */
export type PublicPart = Omit<Part, 'lowStockThreshold' | 'version'> & { stock: StockState };

/**
 * - `out`: fewer available than the minimum order (`isStockOut`, docs/product.md#4-states);
 * - `low`: orderable, but under the part's low-stock threshold (its own, else the shop's default),
 *   the same line the admin's low-stock list draws;
 * - `in-stock`: any other.
 */
export const stockStates = ['in-stock', 'low', 'out'] as const;
export type StockState = (typeof stockStates)[number];

export const stockStateLabels: Record<StockState, string> = {
  'in-stock': 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};

/** The stock state of a part whose low-stock threshold (its own or the shop's default) is `threshold`. */
export function stockStateOf(part: Pick<Part, 'availableQuantity' | 'minQuantity'>, threshold: number): StockState {
  if (isStockOut(part)) return 'out';
  return part.availableQuantity < threshold ? 'low' : 'in-stock';
}

/**
 * A SKU as an address may name it: the shop's SKU characters in either case (the lookup ignores
 * case, like the SKU's unique index). Anything else names no part and is refused before any read.
 */
export const skuParamPattern = /^[A-Za-z0-9._-]{2,40}$/;

/** The API read of one part by SKU. */
export const publicPartApiPath = (sku: string) => `/parts/sku/${encodeURIComponent(sku)}`;
