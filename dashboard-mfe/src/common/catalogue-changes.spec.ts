import { withCatalogueChanges } from './catalogue-changes';

const spec = { name: 'Screen', price: 10 };

describe('withCatalogueChanges', () => {
  it('leaves empty catalogue fields out of a new part', () => {
    expect(withCatalogueChanges({ ...spec, brand: null, models: [], category: null })).toStrictEqual(spec);
  });

  it('sends what was filled in', () => {
    expect(withCatalogueChanges({ ...spec, brand: 'Apple', models: ['iPhone 13'], category: 'screen' })).toStrictEqual({
      ...spec,
      brand: 'Apple',
      models: ['iPhone 13'],
      category: 'screen',
    });
  });

  it('sends only the changes to a part, and an emptied field as cleared', () => {
    const before = { brand: 'Apple', models: ['iPhone 13', 'iPhone 13 mini'], category: 'screen' as const };
    expect(
      withCatalogueChanges(
        { ...spec, brand: 'Apple', models: ['iPhone 13', 'iPhone 13 mini'], category: 'screen' },
        before,
      ),
    ).toStrictEqual(spec);
    expect(
      withCatalogueChanges({ ...spec, brand: null, models: ['iPhone 13'], category: 'screen' }, before),
    ).toStrictEqual({
      ...spec,
      brand: null,
      models: ['iPhone 13'],
    });
  });
});

describe('withCatalogueChanges: grade, warranty and low-stock threshold', () => {
  const part = {
    brand: null,
    models: [],
    category: null,
    grade: 'OEM' as const,
    warrantyDays: 90,
    lowStockThreshold: 3,
  };

  it('leaves them out of a new part when blank, and sends them when given', () => {
    expect(withCatalogueChanges({ ...spec, grade: null, lowStockThreshold: null })).toStrictEqual(spec);
    expect(withCatalogueChanges({ ...spec, grade: 'Premium', warrantyDays: 180, lowStockThreshold: 0 })).toStrictEqual({
      ...spec,
      grade: 'Premium',
      warrantyDays: 180,
      lowStockThreshold: 0,
    });
  });

  it('sends only what an edit changes, a cleared grade or threshold as null', () => {
    expect(withCatalogueChanges({ ...spec, grade: 'OEM', warrantyDays: 90, lowStockThreshold: 3 }, part)).toStrictEqual(
      spec,
    );
    expect(
      withCatalogueChanges({ ...spec, grade: null, warrantyDays: 365, lowStockThreshold: null }, part),
    ).toStrictEqual({ ...spec, grade: null, warrantyDays: 365, lowStockThreshold: null });
  });
});
