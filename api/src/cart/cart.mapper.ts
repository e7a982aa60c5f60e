import type { Cart, CartLine, CartLineFlag } from '@phoneparts/contracts';
import { toDollars } from '../common/money';
import { unitPriceFor } from '../pricing';
import type { PricedLineSource } from './cart.repository';

/** A line with its part now, its unit price today (cents) and what keeps it from being bought as is. */
export interface PricedCartLine extends PricedLineSource {
  unitPriceCents: number;
  flags: CartLineFlag[];
}

/** Prices a line at today's price for its quantity and flags what changed since the buyer set it. */
export function priceLine({ line, part }: PricedLineSource): PricedCartLine {
  if (!part) return { line, part, unitPriceCents: line.seenUnitPriceCents, flags: ['deleted'] };
  const unitPriceCents = unitPriceFor(part, line.quantity);
  const flags: CartLineFlag[] = [];
  if (part.availableQuantity < part.minQuantity) flags.push('outOfStock');
  if (unitPriceCents !== line.seenUnitPriceCents) flags.push('priceChanged');
  if (line.quantity < part.minQuantity) flags.push('belowMinimum');
  if (line.quantity > part.availableQuantity) flags.push('aboveStock');
  return { line, part, unitPriceCents, flags };
}

export function toCartLineJson({ line, part, unitPriceCents, flags }: PricedCartLine): CartLine {
  return {
    partId: line.partId,
    name: part?.name ?? line.name,
    picture: part?.picture ?? line.picture,
    unitPrice: toDollars(unitPriceCents),
    // Only when a quantity band lowers the price: the line then saves (basePrice - unitPrice) x quantity.
    ...(part && unitPriceCents !== part.priceCents ? { basePrice: toDollars(part.priceCents) } : {}),
    quantity: line.quantity,
    lineTotal: toDollars(unitPriceCents * line.quantity),
    minQuantity: part?.minQuantity ?? 0,
    availableQuantity: part?.availableQuantity ?? 0,
    flags,
    ...(flags.includes('priceChanged') ? { previousUnitPrice: toDollars(line.seenUnitPriceCents) } : {}),
  };
}

/** The cart as the API answers it: every line (flagged ones too), its counts and total at today's prices. */
export function toCartJson(lines: PricedLineSource[]): Cart {
  const priced = lines.map(priceLine);
  return {
    lines: priced.map(toCartLineJson),
    lineCount: priced.length,
    totalUnits: priced.reduce((sum, l) => sum + l.line.quantity, 0),
    total: toDollars(priced.reduce((sum, l) => sum + l.unitPriceCents * l.line.quantity, 0)),
    canCheckout: priced.length > 0 && priced.every((l) => l.flags.length === 0),
  };
}
