import type { Part, PartCategory } from '@phoneparts/contracts';
import { groupByCategory } from './group-by-category';

const part = (name: string, category: PartCategory | null) => ({ _id: name, name, category }) as unknown as Part;

describe('groupByCategory', () => {
  it("groups in the catalogue's order of categories, parts without one last, each group in the given order", () => {
    const groups = groupByCategory([
      part('b1', 'battery'),
      part('x', null),
      part('s1', 'screen'),
      part('b2', 'battery'),
      part('c', 'camera'),
    ]);
    expect(groups.map((g) => [g.category, g.parts.map((p) => p.name)])).toEqual([
      ['screen', ['s1']],
      ['battery', ['b1', 'b2']],
      ['camera', ['c']],
      [null, ['x']],
    ]);
  });

  it('gives no group for no parts', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
