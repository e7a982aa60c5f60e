/** @jest-environment node */
import { pageOfLink, parseLinkHeader, toListPage } from './list-page';

describe('parseLinkHeader', () => {
  it('keeps the four paging relations, quoted or not, and ignores the rest', () => {
    expect(
      parseLinkHeader(
        '</x?page=2&limit=24>; rel="next", <https://a.test/x?page=9>; rel=last, <https://a.test/doc>; rel="help"',
      ),
    ).toEqual({
      next: '/x?page=2&limit=24',
      last: 'https://a.test/x?page=9',
    });
  });

  it('reads a link with several relations and extra parameters', () => {
    expect(parseLinkHeader('</x?page=1>; title="start"; rel="first prev"')).toEqual({
      first: '/x?page=1',
      prev: '/x?page=1',
    });
  });

  it('answers no links for a missing or empty header', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('')).toEqual({});
  });
});

describe('pageOfLink', () => {
  it('reads the page number of absolute and relative links', () => {
    expect(pageOfLink('https://a.test/parts?q=x&page=4&limit=20')).toBe(4);
    expect(pageOfLink('/parts?page=2')).toBe(2);
    expect(pageOfLink('/parts?limit=20')).toBe(1);
  });

  it('answers null without a usable link', () => {
    expect(pageOfLink(undefined)).toBeNull();
    expect(pageOfLink('/parts?page=zero')).toBeNull();
  });
});

describe('toListPage', () => {
  it('reads the total and the links from the headers', () => {
    const headers = new Headers({
      'X-Total-Count': '30',
      Link: '</parts?page=2&limit=24>; rel="next", </parts?page=2&limit=24>; rel="last"',
    });
    expect(toListPage([1], headers)).toEqual({
      items: [1],
      total: 30,
      links: { next: '/parts?page=2&limit=24', last: '/parts?page=2&limit=24' },
    });
  });

  it('ignores a total that is not a number', () => {
    const headers = new Headers({ 'x-total-count': 'many' });
    expect(toListPage([1], headers)).toEqual({ items: [1], total: 1, links: {} });
  });
});
