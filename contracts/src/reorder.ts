import type { Cart } from './cart';

/**
 * Order again (docs/product.md#14-order-again): POST /myOrders/:id/reorder puts an order's lines in the owner's cart at
 * today's prices and stock, and says what is not as it was.
 */

/**
 * What is not as in the order:
 * - `gone`: the part left the catalogue (not added);
 * - `outOfStock`: fewer units than the part's minimum order are left (not added);
 * - `lessInStock`: fewer units than asked are left: the quantity was lowered to what there is;
 * - `belowMinimum`: the part's minimum order rose above the order's quantity: raised to the minimum;
 * - `priceChanged`: today's unit price differs from the one the order was sold at.
 * One line may have two (lowered, and priced differently for the new quantity).
 */
export const reorderChangeKinds = ['gone', 'outOfStock', 'lessInStock', 'belowMinimum', 'priceChanged'] as const;
export type ReorderChangeKind = (typeof reorderChangeKinds)[number];

export interface ReorderChange {
  kind: ReorderChangeKind;
  /** Null when the part was deleted. */
  partId: string | null;
  name: string;
  /** One sentence for the buyer with the figures. */
  message: string;
  /** With `priceChanged`: the unit prices then and now (dollars). */
  previousUnitPrice?: number;
  unitPrice?: number;
  /** With `lessInStock` / `belowMinimum`: the quantity ordered then and put in the cart now. */
  previousQuantity?: number;
  quantity?: number;
}

export interface ReorderResult {
  cart: Cart;
  changes: ReorderChange[];
  /** How many of the order's lines are now in the cart. */
  addedLines: number;
}

/**
 * What the page that ordered again hands the cart page (React Router's location state): the cart page
 * shows these changes above the lines.
 */
export interface ReorderNotice {
  reorder: { orderId: string; changes: ReorderChange[]; addedLines: number };
}

/** Words of order again (the shop's own). */
export const reorderMessages = {
  gone: 'This part is no longer sold: not added.',
  outOfStock: 'This part is out of stock: not added.',
  lessInStock: (available: number, ordered: number) =>
    `Only ${available} in stock: quantity lowered from ${ordered} to ${available}.`,
  belowMinimum: (min: number, ordered: number) =>
    `This part is now sold by ${min} or more: quantity raised from ${ordered} to ${min}.`,
  priceChanged: (before: string, now: string) => `The price changed from ${before} to ${now} per unit.`,
} as const;
