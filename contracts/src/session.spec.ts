import { isPublicRead } from './session';

describe('isPublicRead', () => {
  it.each([
    '/parts',
    '/parts?sort=price&page=2',
    '/parts/facets',
    '/parts/sku/APL-IP13-OLED',
    '/purchase/3f1c9a',
    '/purchase/a%2Fb',
    '/reviews?limit=6',
  ])('%s is read without the token', (path) => expect(isPublicRead(path)).toBe(true));

  it.each([
    '/auth/me',
    '/myOrders/a%40b.example',
    '/myOrders/payment/1',
    '/orders',
    '/users',
    '/partsx',
    '/parts/facets/x',
    '/parts/sku/',
    '/parts/sku/A/x',
    '/purchase/',
    '/purchase/1/x',
    '/reviewsx',
    '/reviews/1',
    'parts',
  ])('%s carries the token', (path) => expect(isPublicRead(path)).toBe(false));
});
