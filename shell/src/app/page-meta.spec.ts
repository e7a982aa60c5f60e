import { pageMetaFor } from './page-meta';

describe('pageMetaFor', () => {
  it('gives every route its own title and a description', () => {
    const paths = [
      '/',
      '/purchase/p1',
      '/payment/o1',
      '/login',
      '/signUp',
      '/resetPassword',
      '/dashboard',
      '/dashboard/myProfile',
      '/dashboard/myOrders/ann%40example.com',
      '/dashboard/allUsers',
      '/dashboard/updateProduct/p1',
      '/no/such/page',
    ];
    const metas = paths.map(pageMetaFor);
    expect(new Set(metas.map((m) => m.title)).size).toBe(paths.length);
    for (const meta of metas) {
      expect(meta.title).toMatch(/Phone Parts Shop/);
      expect(meta.description.length).toBeGreaterThan(20);
    }
    expect(pageMetaFor('/login').title).toBe('Login — Phone Parts Shop');
    expect(pageMetaFor('/no/such/page').title).toBe('Page not found — Phone Parts Shop');
  });
});
