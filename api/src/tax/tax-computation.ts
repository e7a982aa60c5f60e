/**
 * The one tax computation of the shop: what a buyer pays for goods, shipping and tax. Pure (no reads),
 * in integer cents; docs/tax.md states the rule and this file is its only implementation. Checkout and
 * the quote ask here; nothing else computes tax.
 *
 * Rates are integers in thousandths of a percent (20 % = 20_000, 8.875 % = 8_875), so no float rate
 * ever meets an amount.
 *
 * - Tax is computed per line (quantity × unit price) and on shipping, each rounded to the nearest cent,
 *   a half cent rounded up; the order's tax is the sum of those rounded amounts.
 * - Net prices (the default): tax = amount × rate; the buyer pays amount + tax.
 * - Gross prices (the shop's setting): the amount includes tax; tax = amount × rate / (100 % + rate),
 *   net = amount − tax, so net + tax is the price shown, to the cent.
 * - An exempt buyer pays no tax: the net amount (in gross mode, the price less the tax it contains).
 */

/** 100 % in thousandths of a percent. */
export const fullRateMilliPercent = 100_000;

export interface TaxableLine {
  unitPriceCents: number;
  quantity: number;
}

export interface TaxInput {
  lines: readonly TaxableLine[];
  /** The shipping method's price for this order, in the same basis as the catalogue's prices. */
  shippingCents: number;
  /** The rate where the order is delivered (0 where the shop keeps none). */
  rateMilliPercent: number;
  /** The shop's setting: catalogue and shipping prices include tax. */
  pricesIncludeTax: boolean;
  /** An admin exempted the buyer (for its tax ID). */
  exempt: boolean;
}

/** An amount split into what the shop keeps and the tax on it. */
export interface TaxedAmount {
  net: number;
  tax: number;
}

export interface TaxedLine extends TaxableLine, TaxedAmount {
  /** The rate applied: 0 for an exempt buyer. */
  rateMilliPercent: number;
}

export interface TaxBreakdown {
  lines: TaxedLine[];
  /** The lines' net amounts. */
  goods: number;
  shipping: TaxedAmount;
  /** The lines' tax and the shipping's tax. */
  tax: number;
  /** goods + shipping.net + tax: what the buyer pays. */
  total: number;
  rateMilliPercent: number;
}

/** amount × numerator / denominator to the nearest integer, halves up (amounts are never negative). */
function roundedShare(amount: number, numerator: number, denominator: number): number {
  // BigInt: a line's amount times a rate can pass 2^53 before an order's total is bounded.
  const n = BigInt(amount) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(n / (BigInt(denominator) * 2n));
}

/** Splits `amount` (a price in the shop's basis) into net and tax at `rate`. */
export function splitAmount(
  amount: number,
  rateMilliPercent: number,
  basis: Pick<TaxInput, 'pricesIncludeTax' | 'exempt'>,
): TaxedAmount {
  assertCents(amount);
  assertRate(rateMilliPercent);
  if (!basis.pricesIncludeTax) {
    return { net: amount, tax: basis.exempt ? 0 : roundedShare(amount, rateMilliPercent, fullRateMilliPercent) };
  }
  const contained = roundedShare(amount, rateMilliPercent, fullRateMilliPercent + rateMilliPercent);
  return basis.exempt ? { net: amount - contained, tax: 0 } : { net: amount - contained, tax: contained };
}

export function computeTax(input: TaxInput): TaxBreakdown {
  const rate = input.rateMilliPercent;
  const lines = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError('quantity must be a whole number of at least 1');
    assertCents(line.unitPriceCents);
    return {
      ...line,
      ...splitAmount(line.unitPriceCents * line.quantity, rate, input),
      rateMilliPercent: input.exempt ? 0 : rate,
    };
  });
  const shipping = splitAmount(input.shippingCents, rate, input);
  const goods = sum(lines.map((l) => l.net));
  const tax = sum(lines.map((l) => l.tax)) + shipping.tax;
  return { lines, goods, shipping, tax, total: goods + shipping.net + tax, rateMilliPercent: input.exempt ? 0 : rate };
}

/** A rate in percent (as the API shows it) from thousandths of a percent, and back. */
export const toPercent = (milliPercent: number) => milliPercent / 1000;
export const toMilliPercent = (percent: number) => Math.round(percent * 1000);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function assertCents(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount of cents: ${amount}`);
}

function assertRate(rate: number): void {
  if (!Number.isInteger(rate) || rate < 0 || rate > fullRateMilliPercent) throw new RangeError(`not a rate: ${rate}`);
}
