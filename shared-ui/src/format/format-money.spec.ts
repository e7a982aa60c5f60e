import fc from 'fast-check';
import { limits } from '@phoneparts/contracts';
import { isCurrencyWithCents } from './currency-code';
import { formatMoney, setShopCurrency } from './format-money';

const intl = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency });
const priceCents = fc.integer({ min: 0, max: limits.maxPrice * 100 });

describe('formatMoney', () => {
  afterEach(() => setShopCurrency('USD'));

  it('shows US dollars by default, with cents and thousands separators', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1234)).toBe('$1,234.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(999_999.99)).toBe('$999,999.99');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows the shop’s configured currency', () => {
    setShopCurrency('EUR');
    expect(formatMoney(12.5)).toBe('€12.50');
    setShopCurrency('GBP');
    expect(formatMoney(1234)).toBe('£1,234.00');
    setShopCurrency('CHF');
    expect(formatMoney(5)).toBe('CHF\u00a05.00');
  });

  it('writes what Intl.NumberFormat writes for any price and order total, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('USD', 'EUR', 'GBP', 'AUD'),
        priceCents,
        fc.integer({ min: 1, max: 10_000 }),
        (code, cents, quantity) => {
          setShopCurrency(code);
          // A total is price × quantity in floating point (0.29 × 3 = 0.8699999999999999): still whole cents.
          const total = (cents / 100) * quantity;
          expect(formatMoney(cents / 100)).toBe(intl(code).format(cents / 100));
          if (total * 100 <= limits.maxOrderTotalCents)
            expect(formatMoney(total)).toBe(intl(code).format(Math.round(total * 100) / 100));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('puts the minus sign before the currency sign, as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: limits.maxOrderTotalCents }), (cents) =>
        expect(formatMoney(-cents / 100)).toBe(intl('USD').format(-cents / 100)),
      ),
    );
  });

  it('takes as the shop’s currency only ISO 4217 codes of currencies with cents', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'BDT', 'CAD']) expect(isCurrencyWithCents(code)).toBe(true);
    for (const code of ['JPY', 'KWD', 'usd', 'US', 'XYZ', '', 12, null]) expect(isCurrencyWithCents(code)).toBe(false);
  });
});
