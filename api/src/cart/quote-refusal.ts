import { ConflictException } from '@nestjs/common';
import { type CartCheckoutConflict, cartMessages, type CartProblem, validationMessages } from '@phoneparts/contracts';
import { formatCents } from '../common/money-format';
import type { PricedCartLine } from './cart.mapper';

function messageOf({ part, line, flags, unitPriceCents }: PricedCartLine, currency: string): string {
  if (part === null) return cartMessages.partDeleted;
  if (flags.includes('outOfStock')) return cartMessages.outOfStock;
  if (flags.includes('priceChanged')) return cartMessages.priceChanged(formatCents(unitPriceCents, currency));
  if (flags.includes('belowMinimum')) return validationMessages.quantityBelowMin(part.minQuantity);
  return line.quantity > part.availableQuantity
    ? cartMessages.notEnoughStock(part.availableQuantity)
    : validationMessages.quantityBelowMin(part.minQuantity);
}

/**
 * A quote of a cart with lines that cannot be bought as they are: the same 409 checkout would answer
 * (every such line, with its stock now), so the buyer fixes the cart before seeing charges.
 */
export function quoteRefusal(flagged: PricedCartLine[], currency: string): ConflictException {
  const lines: CartProblem[] = flagged.map((priced) => ({
    partId: priced.line.partId,
    name: priced.part?.name ?? priced.line.name,
    quantity: priced.line.quantity,
    availableQuantity: priced.part?.availableQuantity ?? 0,
    message: messageOf(priced, currency),
  }));
  const body: CartCheckoutConflict = {
    statusCode: 409,
    error: 'Conflict',
    message: cartMessages.checkoutRefused(lines.map((line) => line.name)),
    lines,
  };
  return new ConflictException(body);
}
