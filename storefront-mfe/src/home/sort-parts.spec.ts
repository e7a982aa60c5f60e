import { makePart } from '../test/fixtures';
import { isSortOrder, sortOptions, sortParts } from './sort-parts';

const parts = [
  makePart({ _id: '1', name: 'screen', price: 40 }),
  makePart({ _id: '2', name: 'Battery', price: 12.5 }),
  makePart({ _id: '3', name: 'Camera', price: 99 }),
  makePart({ _id: '4', name: 'antenna', price: 3 }),
];
const names = (list: { name: string }[]) => list.map((part) => part.name);

describe('sortParts', () => {
  it('keeps the server order by default (as a copy)', () => {
    const sorted = sortParts(parts, 'default');
    expect(names(sorted)).toEqual(['screen', 'Battery', 'Camera', 'antenna']);
    expect(sorted).not.toBe(parts);
  });

  it('sorts by name A-Z ignoring case', () => {
    expect(names(sortParts(parts, 'ascending'))).toEqual(['antenna', 'Battery', 'Camera', 'screen']);
  });

  it('sorts by name Z-A', () => {
    expect(names(sortParts(parts, 'descending'))).toEqual(['screen', 'Camera', 'Battery', 'antenna']);
  });

  it('sorts by price low to high', () => {
    expect(sortParts(parts, 'lowToHigh').map((p) => p.price)).toEqual([3, 12.5, 40, 99]);
  });

  it('sorts by price high to low', () => {
    expect(sortParts(parts, 'highToLow').map((p) => p.price)).toEqual([99, 40, 12.5, 3]);
  });

  it('never changes the list it was given', () => {
    sortParts(parts, 'highToLow');
    expect(names(parts)).toEqual(['screen', 'Battery', 'Camera', 'antenna']);
  });

  it('offers exactly the five orders of the spec', () => {
    expect(sortOptions.map((o) => o.value)).toEqual(['default', 'ascending', 'descending', 'lowToHigh', 'highToLow']);
    expect(isSortOrder('lowToHigh')).toBe(true);
    expect(isSortOrder('random')).toBe(false);
  });
});
