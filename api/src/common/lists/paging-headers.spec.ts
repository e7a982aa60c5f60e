import { linksOf as linksOfHeader } from '../../../test/link-header';
import { pagingHeaders } from './paging-headers';

const linksOf = (headers: Record<string, string>) => linksOfHeader(headers.Link);

describe('pagingHeaders', () => {
  it('links the first, previous, next and last pages, keeping filters and sort', () => {
    const headers = pagingHeaders('/parts?q=iphone%2013&sort=price-asc&page=2', { page: 2, limit: 10 }, 35);
    expect(headers['X-Total-Count']).toBe('35');
    expect(linksOf(headers)).toEqual({
      first: '/parts?q=iphone+13&sort=price-asc&page=1&limit=10',
      prev: '/parts?q=iphone+13&sort=price-asc&page=1&limit=10',
      next: '/parts?q=iphone+13&sort=price-asc&page=3&limit=10',
      last: '/parts?q=iphone+13&sort=price-asc&page=4&limit=10',
    });
  });

  it('writes RFC 8288 links, comma-separated', () => {
    expect(pagingHeaders('/users?page=2', { page: 2, limit: 1 }, 3).Link).toBe(
      '</users?page=1&limit=1>; rel="first", </users?page=1&limit=1>; rel="prev", </users?page=3&limit=1>; rel="next", </users?page=3&limit=1>; rel="last"',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(Object.keys(linksOf(pagingHeaders('/users', { page: 1, limit: 24 }, 24)))).toEqual(['first', 'last']);
  });

  it('points a page past the end back to the last page', () => {
    expect(linksOf(pagingHeaders('/reviews?page=9', { page: 9, limit: 5 }, 12))).toEqual({
      first: '/reviews?page=1&limit=5',
      prev: '/reviews?page=3&limit=5',
      last: '/reviews?page=3&limit=5',
    });
  });

  it('gives an empty list one page', () => {
    expect(linksOf(pagingHeaders('/myOrders', { page: 1, limit: 24 }, 0))).toEqual({
      first: '/myOrders?page=1&limit=24',
      last: '/myOrders?page=1&limit=24',
    });
  });
});
