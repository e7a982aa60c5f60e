import { ConflictException } from '@nestjs/common';
import { type CartCheckoutConflict, cartMessages, type CartProblem, validationMessages } from '@phoneparts/contracts';
import { formatCents } from '../common/money-format';
import type { PlacementProblem } from '../orders/order-placement.service';
import type { CartLineWithPart } from './cart.repository';

/** What the buyer reads beside a line that cannot be served. */
function messageOf(problem: PlacementProblem, currency: string): string {
  const { part, line } = problem;
  if (part === null) return cartMessages.partDeleted;
  if (problem.reason === 'priceChanged') return cartMessages.priceChanged(formatCents(part.priceCents, currency));
  if (part.availableQuantity < part.minQuantity) return cartMessages.outOfStock;
  if (problem.reason === 'belowMinimum') return validationMessages.quantityBelowMin(part.minQuantity);
  return line.quantity > part.availableQuantity
    ? cartMessages.notEnoughStock(part.availableQuantity)
    : validationMessages.quantityBelowMin(part.minQuantity);
}

/** The 409 of a checkout: every line that cannot be served, with its stock now; nothing was taken. */
export function checkoutRefusal(
  problems: PlacementProblem[],
  cart: CartLineWithPart[],
  currency: string,
): ConflictException {
  const lines: CartProblem[] = problems.map((problem) => {
    const partId = problem.line.partId;
    const inCart = cart.find(({ line }) => line.partId === partId);
    return {
      partId,
      name: problem.part?.name ?? inCart?.line.name ?? partId,
      quantity: problem.line.quantity,
      availableQuantity: problem.part?.availableQuantity ?? 0,
      message: messageOf(problem, currency),
    };
  });
  const body: CartCheckoutConflict = {
    statusCode: 409,
    error: 'Conflict',
    message: cartMessages.checkoutRefused(lines.map((line) => line.name)),
    lines,
  };
  return new ConflictException(body);
}
