/** @jest-environment node */
import { pageOfLink, toListPage } from './list-page';

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
    const headers = new Headers({ 'X-Total-Count': '30', Link: '</parts?page=2&limit=24>; rel="next", </parts?page=2&limit=24>; rel="last"' });
    expect(toListPage([1], headers)).toEqual({ items: [1], total: 30, links: { next: '/parts?page=2&limit=24', last: '/parts?page=2&limit=24' } });
  });

  it('ignores a total that is not a number', () => {
    const headers = new Headers({ 'x-total-count': 'many' });
    expect(toListPage([1], headers)).toEqual({ items: [1], total: 1, links: {} });
  });
});
