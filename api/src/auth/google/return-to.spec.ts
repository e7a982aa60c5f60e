import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/purchase/42', '/dashboard/myOrders/ann%40example.com?x=1#top'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '',
    'dashboard',
    undefined,
    ['/a', '/b'],
  ])('turns %p into /', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('refuses an overlong path', () => {
    expect(safeReturnTo(`/${'a'.repeat(2001)}`)).toBe('/');
  });
});
