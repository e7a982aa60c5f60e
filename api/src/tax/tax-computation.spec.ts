import fc from 'fast-check';
import { computeTax, fullRateMilliPercent, splitAmount, type TaxInput } from './tax-computation';

const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 1_000_000 }),
});
const input: fc.Arbitrary<TaxInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 20 }),
  shippingCents: fc.integer({ min: 0, max: 1_000_000 }),
  rateMilliPercent: fc.oneof(
    fc.integer({ min: 0, max: fullRateMilliPercent }),
    fc.constantFrom(0, 5_000, 7_250, 8_875, 19_000, 20_000, 25_500),
  ),
  pricesIncludeTax: fc.boolean(),
  exempt: fc.boolean(),
});
const amountOf = (l: { unitPriceCents: number; quantity: number }) => l.unitPriceCents * l.quantity;

/**
 * The rule, written independently of the implementation: `tax` is `exact` = n/d rounded to the
 * nearest cent with a half rounded up, i.e. exact - 1/2 < tax <= exact + 1/2 (BigInt: no float error).
 */
const isRoundedHalfUp = (tax: number, n: bigint, d: bigint) => {
  const twice = 2n * BigInt(tax) * d;
  return twice - 2n * n <= d && 2n * n - twice < d;
};

describe('computeTax', () => {
  it('adds up: total = goods + shipping + tax, goods and tax the sums of the lines (and shipping)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeTax(i);
        expect(r.total).toBe(r.goods + r.shipping.net + r.tax);
        expect(r.goods).toBe(r.lines.reduce((s, l) => s + l.net, 0));
        expect(r.tax).toBe(r.lines.reduce((s, l) => s + l.tax, 0) + r.shipping.tax);
        for (const amount of [r.total, r.goods, r.tax, r.shipping.net, r.shipping.tax])
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds each line and the shipping to the nearest cent, a half cent up', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(!i.exempt);
        const r = computeTax(i);
        const rate = BigInt(i.rateMilliPercent);
        const full = BigInt(fullRateMilliPercent);
        const check = (amount: number, tax: number) =>
          i.pricesIncludeTax
            ? isRoundedHalfUp(tax, BigInt(amount) * rate, full + rate)
            : isRoundedHalfUp(tax, BigInt(amount) * rate, full);
        r.lines.forEach((l, k) => expect(check(amountOf(i.lines[k]), l.tax)).toBe(true));
        expect(check(i.shippingCents, r.shipping.tax)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('net prices: each line is its quantity × unit price, tax on top', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeTax({ ...i, pricesIncludeTax: false });
        r.lines.forEach((l, k) => expect(l.net).toBe(amountOf(i.lines[k])));
        expect(r.shipping.net).toBe(i.shippingCents);
      }),
    );
  });

  it('gross prices: net + tax is the price shown, for every line and the shipping; the total is what was shown', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeTax({ ...i, pricesIncludeTax: true, exempt: false });
        r.lines.forEach((l, k) => expect(l.net + l.tax).toBe(amountOf(i.lines[k])));
        expect(r.shipping.net + r.shipping.tax).toBe(i.shippingCents);
        expect(r.total).toBe(i.lines.reduce((s, l) => s + amountOf(l), 0) + i.shippingCents);
      }),
    );
  });

  it('an exempt buyer pays no tax, and never more than a taxed one', () => {
    fc.assert(
      fc.property(input, (i) => {
        const exempt = computeTax({ ...i, exempt: true });
        const taxed = computeTax({ ...i, exempt: false });
        expect(exempt.tax).toBe(0);
        expect(exempt.rateMilliPercent).toBe(0);
        expect(exempt.lines.every((l) => l.tax === 0 && l.rateMilliPercent === 0)).toBe(true);
        expect(exempt.goods).toBe(taxed.goods);
        expect(exempt.total).toBe(taxed.goods + taxed.shipping.net);
      }),
    );
  });

  it('a rate of 0 adds nothing; a higher rate never lowers a line’s tax', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: fullRateMilliPercent }), (i, other) => {
        const none = computeTax({ ...i, rateMilliPercent: 0 });
        expect(none.tax).toBe(0);
        const [low, high] = [Math.min(i.rateMilliPercent, other), Math.max(i.rateMilliPercent, other)];
        const a = computeTax({ ...i, exempt: false, rateMilliPercent: low });
        const b = computeTax({ ...i, exempt: false, rateMilliPercent: high });
        a.lines.forEach((l, k) => expect(b.lines[k].tax).toBeGreaterThanOrEqual(l.tax));
      }),
    );
  });

  it('works the examples of docs/tax.md', () => {
    // 3 × $0.35 at 20 %: 21 cents exactly; 1 × $0.05 at 10 %: half a cent, rounded up to 1.
    expect(splitAmount(105, 20_000, { pricesIncludeTax: false, exempt: false })).toEqual({ net: 105, tax: 21 });
    expect(splitAmount(5, 10_000, { pricesIncludeTax: false, exempt: false })).toEqual({ net: 5, tax: 1 });
    // $12.00 including 20 %: $2.00 of it is tax.
    expect(splitAmount(1200, 20_000, { pricesIncludeTax: true, exempt: false })).toEqual({ net: 1000, tax: 200 });
    const order = computeTax({
      lines: [
        { unitPriceCents: 4999, quantity: 2 },
        { unitPriceCents: 1250, quantity: 3 },
      ],
      shippingCents: 595,
      rateMilliPercent: 20_000,
      pricesIncludeTax: false,
      exempt: false,
    });
    // Lines: 9998 → tax 1999.6 → 2000; 3750 → 750. Shipping 595 → 119. Tax 2869.
    expect(order).toMatchObject({ goods: 13_748, shipping: { net: 595, tax: 119 }, tax: 2869, total: 17_212 });
  });

  it('refuses amounts and rates that cannot be (a bug upstream, never a wrong figure)', () => {
    const base = { shippingCents: 0, rateMilliPercent: 20_000, pricesIncludeTax: false, exempt: false };
    expect(() => computeTax({ ...base, lines: [{ unitPriceCents: -1, quantity: 1 }] })).toThrow(RangeError);
    expect(() => computeTax({ ...base, lines: [{ unitPriceCents: 1.5, quantity: 1 }] })).toThrow(RangeError);
    expect(() => computeTax({ ...base, lines: [{ unitPriceCents: 1, quantity: 0 }] })).toThrow(RangeError);
    expect(() => computeTax({ ...base, rateMilliPercent: 100_001, lines: [] })).toThrow(RangeError);
  });
});
