/** @jest-environment node */
import { pathWithQuery } from './path-with-query';

describe('pathWithQuery', () => {
  it('encodes the given values in order and leaves out empty ones', () => {
    expect(pathWithQuery('/myOrders', { page: 2, limit: 20, status: 'paid', email: 'a+b@x.test', sort: '' })).toBe(
      '/myOrders?page=2&limit=20&status=paid&email=a%2Bb%40x.test',
    );
    expect(pathWithQuery('/parts', { q: undefined, brand: null })).toBe('/parts');
  });
});
