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
