import { ConflictException } from '@nestjs/common';
import {
  apiMessages,
  type CartCheckoutConflict,
  cartMessages,
  type CartProblem,
  quickOrderMessages,
  validationMessages,
} from '@phoneparts/contracts';
import type { PartRow } from '../parts';

/**
 * Why `quantity` units of `part` cannot be a cart line now (the purchase form's words), or null. The
 * quantity is the line's whole quantity: what the cart held plus what is added.
 */
export function lineRefusal(part: PartRow | undefined, quantity: number): string | null {
  if (!part) return apiMessages.partNotFound;
  if (part.availableQuantity < part.minQuantity) return cartMessages.outOfStock;
  if (quantity < part.minQuantity) return validationMessages.quantityBelowMin(part.minQuantity);
  if (quantity > part.availableQuantity) return cartMessages.notEnoughStock(part.availableQuantity);
  return null;
}

/** The 409 of POST /cart/lines: every line that cannot be added, with its stock now; nothing was added. */
export function addLinesRefusal(lines: CartProblem[]): ConflictException {
  const body: CartCheckoutConflict = {
    statusCode: 409,
    error: 'Conflict',
    message: quickOrderMessages.notAdded(lines.map((line) => line.name)),
    lines,
  };
  return new ConflictException(body);
}
