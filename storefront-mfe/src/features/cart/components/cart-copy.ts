import type { CartLine, CartLineFlag } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import { addToCartLabel } from './add-to-cart-label';

/** The cart's words (docs/product.md#25-cart-page), apart from the rules' messages the API sends. */
export const cartCopy = {
  addToCart: addToCartLabel,
  title: 'Your cart',
  empty: 'Your cart is empty.',
  browse: 'Browse the parts',
  emptyCart: 'Empty cart',
  remove: 'Remove',
  placeOrder: 'Place order',
  total: 'Order total',
  checkoutTitle: 'Delivery',
  cannotCheckout: 'Change or remove the flagged lines to place your order.',
  orderNotPlaced: 'Your order was not placed.',
  added: (quantity: number, name: string) => `Added ${quantity} × ${name} to your cart.`,
  notAdded: (name: string, reason: string) => `${name} was not added to your cart: ${reason}`,
  updated: (name: string, quantity: number) => `${name}: quantity set to ${quantity}.`,
  removed: (name: string) => `${name} was removed from your cart.`,
  emptied: 'Your cart is now empty.',
  orderPlaced: 'Order placed: pay for it to have it shipped.',
  quickOrder: 'Quick order by SKU',
  reorderTitle: (lines: number) =>
    lines === 1 ? 'Ordered again: 1 line is in your cart.' : `Ordered again: ${lines} lines are in your cart.`,
  reorderUnchanged: 'Everything is as it was in the order: same prices, enough stock.',
  /** A line a quantity band prices below the part's own price (docs/product.md#12-quantity-prices). */
  saving: (basePrice: number, unitPrice: number, quantity: number) =>
    `Quantity price: ${formatMoney(basePrice - unitPrice)} off the ${formatMoney(basePrice)} unit price, you save ${formatMoney((basePrice - unitPrice) * quantity)}`,
} as const;

/** Why a line cannot be bought as it is, one sentence per flag, with the figures the buyer needs. */
export function flagExplanation(flag: CartLineFlag, line: CartLine): string {
  switch (flag) {
    case 'deleted':
      return 'This part is no longer sold. Remove it to place your order.';
    case 'outOfStock':
      return 'This part is out of stock. Remove it, or come back when it is in stock again.';
    case 'priceChanged':
      return line.previousUnitPrice === undefined
        ? `The price changed to ${formatMoney(line.unitPrice)}. Set the quantity again to accept it.`
        : `The price changed from ${formatMoney(line.previousUnitPrice)} to ${formatMoney(line.unitPrice)}. Set the quantity again to accept it.`;
    case 'belowMinimum':
      return `This part is sold by ${line.minQuantity} or more: raise the quantity to at least ${line.minQuantity}.`;
    case 'aboveStock':
      return `Only ${line.availableQuantity} in stock: lower the quantity to ${line.availableQuantity} or less.`;
  }
}
