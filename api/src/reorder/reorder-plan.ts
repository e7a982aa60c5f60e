import { type ReorderChange, reorderMessages as m } from '@phoneparts/contracts';
import type { MergeContext, MergedLine, MergePlan } from '../cart';
import { toDollars } from '../common/money';
import { formatCents } from '../common/money-format';
import type { OrderLineRow } from '../orders/orders.repository';
import { unitPriceFor } from '../pricing';

export interface ReorderOutcome {
  changes: ReorderChange[];
  addedLines: number;
}

/**
 * Which of an order's lines go into the cart, with what quantity, and what is not as it was: a part
 * gone or out of stock stays out; a quantity is lowered to the stock or raised to a higher minimum
 * order (the buyer sees it before checkout); a unit price different from the one sold at is reported,
 * both prices in the shop `currency`. A part the cart already holds gets the order's units on top, as
 * adding it by hand would.
 */
export function planReorder(
  orderLines: OrderLineRow[],
  { held, parts }: MergeContext,
  currency: string,
): MergePlan<ReorderOutcome> {
  const money = (cents: number) => formatCents(cents, currency);
  const changes: ReorderChange[] = [];
  const lines: MergedLine[] = [];
  for (const line of onePerPart(orderLines)) {
    const part = line.partId ? parts.get(line.partId) : undefined;
    const about = { partId: line.partId, name: part?.name ?? line.name };
    if (!part) {
      changes.push({ ...about, kind: 'gone', message: m.gone });
      continue;
    }
    if (part.availableQuantity < part.minQuantity) {
      changes.push({ ...about, kind: 'outOfStock', message: m.outOfStock });
      continue;
    }
    const wanted = (held.get(part.id) ?? 0) + line.quantity;
    let quantity = wanted;
    if (quantity < part.minQuantity) {
      quantity = part.minQuantity;
      changes.push({
        ...about,
        kind: 'belowMinimum',
        message: m.belowMinimum(part.minQuantity, wanted),
        previousQuantity: wanted,
        quantity,
      });
    }
    if (quantity > part.availableQuantity) {
      quantity = part.availableQuantity;
      changes.push({
        ...about,
        kind: 'lessInStock',
        message: m.lessInStock(quantity, wanted),
        previousQuantity: wanted,
        quantity,
      });
    }
    const unitPriceCents = unitPriceFor(part, quantity);
    if (unitPriceCents !== line.unitPriceCents)
      changes.push({
        ...about,
        kind: 'priceChanged',
        message: m.priceChanged(money(line.unitPriceCents), money(unitPriceCents)),
        previousUnitPrice: toDollars(line.unitPriceCents),
        unitPrice: toDollars(unitPriceCents),
      });
    lines.push({ part, quantity });
  }
  return { lines, outcome: { changes, addedLines: lines.length } };
}

/** An order lists each part once (it came from a cart); should one ever repeat, its units add up. */
function onePerPart(lines: OrderLineRow[]): OrderLineRow[] {
  const byPart = new Map<string, OrderLineRow>();
  const result: OrderLineRow[] = [];
  for (const line of lines) {
    const same = line.partId ? byPart.get(line.partId) : undefined;
    if (same) {
      same.quantity += line.quantity;
      continue;
    }
    const copy = { ...line };
    if (line.partId) byPart.set(line.partId, copy);
    result.push(copy);
  }
  return result;
}
