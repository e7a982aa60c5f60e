import { z } from 'zod';
import { validationMessages as m } from './messages';
import { limits } from './limits';
import { requiredNumber } from './schemas/fields';
import { addressField, phoneFieldIn } from './schemas/order';

/**
 * The cart (docs/product.md#10-orders-with-lines-and-the-cart): one per account, kept by the API. Money in dollars
 * like parts' `price`; the API computes every price, the browser only shows them.
 */

/** The most lines one cart may hold; adding one more is a 409 (`cartMessages.cartFull`). */
export const maxCartLines = 100;

/**
 * Why a line cannot be bought as it is, shown on the next read (a flagged line is never dropped):
 * - `deleted`: the part left the catalogue;
 * - `outOfStock`: fewer units are available than the part's minimum order;
 * - `priceChanged`: the unit price differs from the one the buyer saw when they last set the line;
 * - `belowMinimum` / `aboveStock`: the quantity is outside the part's minimum and its stock now.
 */
export const cartLineFlags = ['deleted', 'outOfStock', 'priceChanged', 'belowMinimum', 'aboveStock'] as const;
export type CartLineFlag = (typeof cartLineFlags)[number];

export interface CartLine {
  partId: string;
  /** The part's current name (the name when added, if it was deleted since). */
  name: string;
  picture: string;
  /** Today's unit price for this quantity, in dollars (computed by the API). */
  unitPrice: number;
  /**
   * Only when a quantity band lowers the line's price: the part's own price per unit,
   * so the line saves (basePrice - unitPrice) x quantity.
   */
  basePrice?: number;
  quantity: number;
  /** unitPrice * quantity. */
  lineTotal: number;
  /** The part's minimum order now (0 if deleted). */
  minQuantity: number;
  /** The part's stock now (0 if deleted). */
  availableQuantity: number;
  /** Empty when the line can be bought as it is. */
  flags: CartLineFlag[];
  /** With 'priceChanged': the unit price when the buyer last set the line. */
  previousUnitPrice?: number;
}

export interface Cart {
  lines: CartLine[];
  lineCount: number;
  totalUnits: number;
  /** Dollars of all lines at today's prices. */
  total: number;
  /** At least one line and no flagged line. */
  canCheckout: boolean;
}

/** One line a checkout cannot serve (in a 409's `lines`). */
export interface CartProblem {
  partId: string;
  name: string;
  quantity: number;
  /** Units the part has now (0 if deleted). */
  availableQuantity: number;
  message: string;
}

/** The 409 body of POST /cart/checkout when a line cannot be served (nothing was taken). */
export interface CartCheckoutConflict {
  statusCode: 409;
  error: 'Conflict';
  message: string;
  lines: CartProblem[];
}

/** Words of the cart (the quantity rules reuse the order form's: docs/product.md#5-validation). */
export const cartMessages = {
  cartEmpty: 'Your cart is empty.',
  cartFull: `A cart holds at most ${maxCartLines} lines.`,
  partDeleted: 'This part is no longer sold.',
  outOfStock: 'This part is out of stock',
  /** One sentence for a refused checkout, naming each line that cannot be served. */
  checkoutRefused: (names: string[]) =>
    `Your order was not placed: ${names.join(', ')} ${names.length === 1 ? 'cannot' : 'cannot all'} be served as in your cart.`,
  /** A line whose unit price changed since the buyer set it: checkout charges only a price they saw. */
  priceChanged: (dollars: string) => `The price changed to ${dollars}. Set the quantity again to accept it.`,
  /** An add that met another change of the same line several times over: nothing was added. */
  changedMeanwhile: 'Your cart changed meanwhile. Please try again.',
  /** A line whose quantity is more than the part has now. */
  notEnoughStock: (available: number) => m.quantityAboveMax(available),
} as const;

// The browser event and channel of the cart's count live in a module without zod: the shell's top bar
// and the storefront's home page import them, and this module's schemas would bring zod into their
// first load.
export { cartBroadcastChannel, cartChangedEvent, type CartChangedDetail } from './cart-events';

/**
 * PUT /cart/lines/:partId. The part's own minimum and stock are checked by the API with the order
 * form's words; this bounds what any part could accept. Price fields a client sends are dropped.
 */
export const setCartLineSchema = z.object({
  quantity: requiredNumber({
    required: m.quantityRequired,
    integer: true,
    min: { value: 1, message: m.quantityBelowMin(1) },
    max: { value: limits.maxQuantity, message: m.quantityAboveMax(limits.maxQuantity) },
  }),
});
export type SetCartLineBody = z.infer<typeof setCartLineSchema>;

/**
 * POST /cart/lines/:partId: units to add to what the cart holds of the part (the line is made if the
 * cart has none). The same bounds as setting a quantity; the whole line is checked by the API.
 */
export const addCartUnitsSchema = setCartLineSchema;
export type AddCartUnitsBody = z.infer<typeof addCartUnitsSchema>;

/**
 * The cart's first checkout body: the order form's phone and one-line address, with its rules and
 * messages. POST /cart/checkout still takes it (such an order ships like a spec-form order,
 * docs/checkout.md); the body with a structured address and a shipping method is `cartCheckoutSchemaFor`.
 */
export const checkoutSchemaFor = (homeCountry: string) =>
  z.object({ phone: phoneFieldIn(homeCountry), address: addressField });
export type CheckoutBody = z.infer<ReturnType<typeof checkoutSchemaFor>>;
