import { displayUnitPrice, priceBandMessages as m, priceBandProblems } from './index';

describe('price bands', () => {
  const part = { price: 24.5, minQuantity: 5 };

  it('finds nothing wrong with rising quantities and falling prices', () => {
    expect(
      priceBandProblems(
        [
          { minQuantity: 6, price: 24.49 },
          { minQuantity: 50, price: 1 },
        ],
        part,
      ),
    ).toEqual([]);
  });

  it('reports each broken rule on its band and field', () => {
    expect(
      priceBandProblems(
        [
          { minQuantity: 5, price: 24.5 },
          { minQuantity: 5, price: 30 },
          { minQuantity: 40, price: 0.5 },
        ],
        part,
      ),
    ).toEqual([
      { index: 0, field: 'minQuantity', message: m.quantityAboveMinimum(1, 5) },
      { index: 0, field: 'price', message: m.priceBelowBase(1, 24.5) },
      { index: 1, field: 'minQuantity', message: m.quantityAboveMinimum(2, 5) },
      { index: 1, field: 'price', message: m.priceBelowBase(2, 24.5) },
      { index: 2, field: 'price', message: m.priceMin(3) },
    ]);
  });

  it('shows the unit price of the band a quantity reaches', () => {
    const banded = { price: 12.75, priceBands: [{ minQuantity: 50, price: 11.4 }] };
    expect(displayUnitPrice(banded, 49)).toBe(12.75);
    expect(displayUnitPrice(banded, 50)).toBe(11.4);
    expect(displayUnitPrice({ price: 3 }, 50)).toBe(3);
  });
});
