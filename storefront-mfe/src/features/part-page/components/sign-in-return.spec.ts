import fc from 'fast-check';
import { pendingAddSearch, pendingQuantity } from './sign-in-return';

describe('pendingQuantity', () => {
  it('takes a whole number at least the minimum as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 100_000 }), (min, extra) =>
        expect(pendingQuantity(String(min + extra), min)).toBe(min + extra),
      ),
    );
  });

  it('answers the minimum order for anything else an address may hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.option(fc.string()), (min, value) => {
        const units = pendingQuantity(value, min);
        expect(Number.isSafeInteger(units) && units >= min).toBe(true);
        if (value === null || !/^\d+$/.test(value) || Number(value) < min) expect(units).toBe(min);
      }),
    );
    expect(pendingQuantity('1e3', 2)).toBe(2);
    expect(pendingQuantity('-5', 2)).toBe(2);
    expect(pendingQuantity('9'.repeat(30), 2)).toBe(2);
  });

  it('reads back what pendingAddSearch writes', () => {
    const value = new URLSearchParams(pendingAddSearch(12)).get('add');
    expect(pendingQuantity(value, 2)).toBe(12);
  });
});
