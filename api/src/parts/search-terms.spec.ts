import { searchTerms } from './search-terms';

describe('searchTerms', () => {
  it.each([
    ['iPhone 13', ['iphone13']],
    ['iphone13', ['iphone13']],
    ['IPHONE 13 screen', ['iphone13', 'screen']],
    ['  Galaxy   S22 ', ['galaxy', 's22']],
    ['USB-C port', ['usbc', 'port']],
    ['iphone 12 13', ['iphone12', '13']],
    ['13 screen', ['13', 'screen']],
    ['screen screen', ['screen']],
    ['!!! ---', []],
    ['', []],
    ["'; drop table parts; --", ['drop', 'table', 'parts']],
  ])('%j → %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });

  it('keeps at most 8 terms', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
