import fc from 'fast-check';
import { compareNatural } from './natural-order';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
/** Names as the catalogue has them: letters of either case, digits (leading zeros too) and spaces. */
const name = fc.stringMatching(/^[A-Za-z0-9 ]{0,14}$/);

describe('compareNatural', () => {
  it('orders numbers by value and ignores case', () => {
    const models = ['pixel 10', 'Pixel 9 Pro', 'Pixel 9', 'Pixel 6a', 'Galaxy S22', 'Galaxy S3', 'Pixel 10 Pro'];
    expect([...models].sort(compareNatural)).toEqual([
      'Galaxy S3',
      'Galaxy S22',
      'Pixel 6a',
      'Pixel 9',
      'Pixel 9 Pro',
      'pixel 10',
      'Pixel 10 Pro',
    ]);
    expect(compareNatural('iPhone 09', 'IPHONE 9')).toBe(0);
    expect(compareNatural('Part 12345678901234567890', 'Part 9')).toBe(1);
  });

  it('agrees with Intl.Collator (numeric, base sensitivity) on any two names of letters, digits and spaces', () => {
    fc.assert(
      fc.property(name, name, (a, b) => compareNatural(a, b) === Math.sign(collator.compare(a, b))),
      { numRuns: 20_000 },
    );
  });

  it('is an order: antisymmetric and transitive, so a sort is stable whatever the input order', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        if (compareNatural(a, b) !== -compareNatural(b, a)) return false;
        const sorted = [a, b, c].sort(compareNatural);
        return (
          compareNatural(sorted[0], sorted[1]) <= 0 &&
          compareNatural(sorted[1], sorted[2]) <= 0 &&
          compareNatural(sorted[0], sorted[2]) <= 0
        );
      }),
      { numRuns: 20_000 },
    );
  });
});
