import { ifNoneMatchHits } from './cached-json';

describe('ifNoneMatchHits', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
  ])('%j → %s', (header, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit);
  });

  it('reads a header given twice', () => {
    expect(ifNoneMatchHits(['"x"', '"abc"'], etag)).toBe(true);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
  });
});
