/**
 * What a return refunds (docs/returns.md, "The refund"), in integer cents. Pure: the workflow reads
 * the order's lines and what earlier refunds of the order took, under the order's row lock, and
 * stores the answer once.
 */

/** An order line as it was paid for. */
export interface PaidLine {
  lineId: string;
  quantity: number;
  /** What the buyer paid for the whole line: net and tax. */
  paidCents: number;
  /** The tax inside `paidCents`. */
  taxCents: number;
}

/** What earlier refunds of the order took from one line. */
export interface LineRefunded {
  units: number;
  cents: number;
  taxCents: number;
}

export interface LineShare {
  lineId: string;
  cents: number;
  taxCents: number;
}

/**
 * The share of `units` more units of `line`, after `before` was refunded. Cumulative rounding, of the
 * net and of the tax each: after n of the line's q units came back, the line's refunds add up to
 * floor(net · n / q) + floor(tax · n / q), so partial returns never pay back more than was paid for the
 * line (nor a negative net or tax), and exactly that once every unit is back.
 */
export function lineShare(line: PaidLine, before: LineRefunded, units: number): LineShare {
  const after = before.units + units;
  if (units < 1 || after > line.quantity)
    throw new Error(`Line ${line.lineId}: ${units} more of ${line.quantity} units`);
  const upTo = (total: number) => Number((BigInt(total) * BigInt(after)) / BigInt(line.quantity));
  const taxCents = Math.max(0, upTo(line.taxCents) - before.taxCents);
  const netCents = Math.max(0, upTo(line.paidCents - line.taxCents) - (before.cents - before.taxCents));
  return { lineId: line.lineId, cents: netCents + taxCents, taxCents };
}

/** What the buyer paid for a line: unit price × quantity, plus its tax unless prices include it. */
export function paidForLine(
  line: { unitPriceCents: number; quantity: number; taxCents: number },
  pricesIncludeTax: boolean,
): number {
  return line.unitPriceCents * line.quantity + (pricesIncludeTax ? 0 : line.taxCents);
}

/** The shipping paid with its tax: the order's tax beyond its lines' is the shipping's. */
export function paidForShipping(order: { shippingCents: number; taxCents: number }, linesTaxCents: number) {
  const taxCents = Math.max(0, order.taxCents - linesTaxCents);
  return { cents: order.shippingCents + taxCents, taxCents };
}

export interface RefundAmounts {
  lines: LineShare[];
  /** The shipping refunded with its tax (0 when not refunded). */
  shippingCents: number;
  shippingTaxCents: number;
  /** All of it: the lines' shares and the shipping. */
  totalCents: number;
  /** The tax inside `totalCents`. */
  taxCents: number;
}

/** The refund of a return's lines, plus the shipping when `withShipping` (the policy, once per order). */
export function refundAmounts(
  returned: { line: PaidLine; before: LineRefunded; units: number }[],
  shipping: { cents: number; taxCents: number } | null,
): RefundAmounts {
  const lines = returned.map(({ line, before, units }) => lineShare(line, before, units));
  const shippingCents = shipping?.cents ?? 0;
  const shippingTaxCents = shipping?.taxCents ?? 0;
  return {
    lines,
    shippingCents,
    shippingTaxCents,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0) + shippingCents,
    taxCents: lines.reduce((sum, line) => sum + line.taxCents, 0) + shippingTaxCents,
  };
}
