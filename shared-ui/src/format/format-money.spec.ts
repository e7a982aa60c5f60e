import fc from 'fast-check';
import { limits } from '@phoneparts/contracts';
import { formatMoney } from './format-money';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const priceCents = fc.integer({ min: 0, max: limits.maxPrice * 100 });

describe('formatMoney', () => {
  it('shows dollars with cents and thousands separators', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1234)).toBe('$1,234.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(999_999.99)).toBe('$999,999.99');
  });

  it('writes what Intl.NumberFormat en-US USD writes for any price, and any order total up to the largest charge', () => {
    fc.assert(
      fc.property(priceCents, (cents) => formatMoney(cents / 100) === usd.format(cents / 100)),
      { numRuns: 5_000 },
    );
    // A total is price × quantity in floating point (0.29 × 3 = 0.8699999999999999): still whole cents.
    fc.assert(
      fc.property(priceCents, fc.integer({ min: 1, max: 10_000 }), (cents, quantity) => {
        const total = (cents / 100) * quantity;
        return total * 100 > limits.maxOrderTotalCents || formatMoney(total) === usd.format(total);
      }),
      { numRuns: 5_000 },
    );
  });

  it('puts the minus sign before the dollar sign, as en-US does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: limits.maxOrderTotalCents }),
        (cents) => formatMoney(-cents / 100) === usd.format(-cents / 100),
      ),
    );
  });
});
