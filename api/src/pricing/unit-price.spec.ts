import { unitPriceFor } from './unit-price';

/** The one rule a line's unit price follows (docs/product.md#12-quantity-prices). */
describe('unitPriceFor', () => {
  const part = {
    priceCents: 2450,
    priceBands: [
      { minQuantity: 20, priceCents: 2290 },
      { minQuantity: 50, priceCents: 2140 },
    ],
  };

  it.each([
    [1, 2450],
    [19, 2450],
    [20, 2290],
    [49, 2290],
    [50, 2140],
    [10_000, 2140],
  ])('prices %i units at %i cents each', (quantity, cents) => {
    expect(unitPriceFor(part, quantity)).toBe(cents);
  });

  it('pays the part price without bands, and picks the highest band reached whatever their order', () => {
    expect(unitPriceFor({ priceCents: 999 }, 500)).toBe(999);
    expect(unitPriceFor({ ...part, priceBands: [...part.priceBands].reverse() }, 60)).toBe(2140);
  });
});
