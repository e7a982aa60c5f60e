import { cacheControlFor } from './cache-policy';

describe('the cache policy of a server-rendered page', () => {
  it('lets a shared cache keep an anonymous page a few seconds, then serve it stale while redrawn', () => {
    expect(cacheControlFor({ headers: {} })).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60');
  });

  it.each([{ cookie: 'refresh=abc' }, { authorization: 'Bearer x' }])(
    'keeps %p out of every shared cache',
    (headers) => {
      expect(cacheControlFor({ headers })).toBe('private, no-store');
    },
  );
});
