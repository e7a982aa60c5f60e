import fc from 'fast-check';
import {
  type LineRefunded,
  lineShare,
  type PaidLine,
  paidForLine,
  paidForShipping,
  refundAmounts,
} from './refund-amounts';

/** A line as placement prices it: a unit price, a quantity, a tax rate rounded to the cent. */
const paidLine = fc
  .record({
    unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 500 }),
    rateMilliPercent: fc.integer({ min: 0, max: 30_000 }),
    pricesIncludeTax: fc.boolean(),
  })
  .map(({ unitPriceCents, quantity, rateMilliPercent, pricesIncludeTax }): PaidLine => {
    const gross = unitPriceCents * quantity;
    const taxCents = pricesIncludeTax
      ? Math.round((gross * rateMilliPercent) / (100_000 + rateMilliPercent))
      : Math.round((gross * rateMilliPercent) / 100_000);
    return {
      lineId: 'l1',
      quantity,
      taxCents,
      paidCents: paidForLine({ unitPriceCents, quantity, taxCents }, pricesIncludeTax),
    };
  });

/** A line and a random split of some (or all) of its units into partial returns. */
const lineAndReturns = paidLine.chain((line) =>
  fc.array(fc.integer({ min: 1, max: line.quantity }), { minLength: 1, maxLength: 12 }).map((wanted) => {
    const returns: number[] = [];
    let left = line.quantity;
    for (const units of wanted) {
      if (left === 0) break;
      const taken = Math.min(units, left);
      returns.push(taken);
      left -= taken;
    }
    return { line, returns, all: left === 0 };
  }),
);

function refundInTurn(line: PaidLine, returns: number[]) {
  let before: LineRefunded = { units: 0, cents: 0, taxCents: 0 };
  for (const units of returns) {
    const share = lineShare(line, before, units);
    expect(share.cents).toBeGreaterThanOrEqual(0);
    expect(share.taxCents).toBeGreaterThanOrEqual(0);
    expect(share.cents).toBeGreaterThanOrEqual(share.taxCents);
    expect(Number.isInteger(share.cents)).toBe(true);
    before = {
      units: before.units + units,
      cents: before.cents + share.cents,
      taxCents: before.taxCents + share.taxCents,
    };
  }
  return before;
}

describe('refund amounts', () => {
  it('never refund more for a line than was paid for it, and exactly that once every unit came back', () => {
    fc.assert(
      fc.property(lineAndReturns, ({ line, returns, all }) => {
        const refunded = refundInTurn(line, returns);
        expect(refunded.cents).toBeLessThanOrEqual(line.paidCents);
        expect(refunded.taxCents).toBeLessThanOrEqual(line.taxCents);
        if (all) {
          expect(refunded.cents).toBe(line.paidCents);
          expect(refunded.taxCents).toBe(line.taxCents);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('pays the units their share to within a cent each of net and tax, whatever the split', () => {
    fc.assert(
      fc.property(lineAndReturns, ({ line, returns }) => {
        const units = returns.reduce((sum, n) => sum + n, 0);
        const exact = (line.paidCents * units) / line.quantity;
        const refunded = refundInTurn(line, returns).cents;
        expect(refunded).toBeLessThanOrEqual(exact);
        // One floor for the net, one for the tax: under two cents short, made up by the line's last return.
        expect(exact - refunded).toBeLessThan(2);
      }),
    );
  });

  it('refuses more units than the line has left', () => {
    const line: PaidLine = { lineId: 'l1', quantity: 5, paidCents: 1000, taxCents: 0 };
    expect(() => lineShare(line, { units: 4, cents: 800, taxCents: 0 }, 2)).toThrow('2 more of 5 units');
    expect(() => lineShare(line, { units: 0, cents: 0, taxCents: 0 }, 0)).toThrow();
  });

  it('adds the shipping with its tax, the tax beyond the lines being the shipping’s', () => {
    const line: PaidLine = { lineId: 'l1', quantity: 5, paidCents: 6000, taxCents: 1000 };
    const shipping = paidForShipping({ shippingCents: 595, taxCents: 1119 }, 1000);
    expect(shipping).toEqual({ cents: 714, taxCents: 119 });
    const amounts = refundAmounts([{ line, before: { units: 0, cents: 0, taxCents: 0 }, units: 2 }], shipping);
    expect(amounts).toEqual({
      lines: [{ lineId: 'l1', cents: 2400, taxCents: 400 }],
      shippingCents: 714,
      shippingTaxCents: 119,
      totalCents: 3114,
      taxCents: 519,
    });
  });
});
