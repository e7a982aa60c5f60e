import { modelChoices } from './catalogue-search';

const facets = {
  brands: [
    {
      name: 'Apple',
      count: 3,
      models: [
        { name: 'iPhone 13', count: 2 },
        { name: 'iPhone 12', count: 1 },
      ],
    },
    {
      name: 'Samsung',
      count: 2,
      models: [
        { name: 'Galaxy S21', count: 2 },
        { name: 'iPhone 13', count: 0 },
      ],
    },
  ],
  categories: [],
  grades: [],
};

describe('modelChoices', () => {
  it("offers the chosen brand's models, or every brand's once, in natural order", () => {
    expect(modelChoices(facets, 'Apple')).toEqual(['iPhone 12', 'iPhone 13']);
    expect(modelChoices(facets, '')).toEqual(['Galaxy S21', 'iPhone 12', 'iPhone 13']);
    expect(modelChoices(facets, 'Nokia')).toEqual([]);
  });

  it('lists the models in natural order (common/natural-order)', () => {
    const google = {
      name: 'Google',
      count: 2,
      models: [
        { name: 'Pixel 10', count: 1 },
        { name: 'Pixel 9', count: 1 },
      ],
    };
    expect(modelChoices({ brands: [google], categories: [], grades: [] }, 'Google')).toEqual(['Pixel 9', 'Pixel 10']);
  });
});
