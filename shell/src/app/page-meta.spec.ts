import { pageDescriptionFor, pageTitleFor } from './page-meta';

describe('page meta', () => {
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

  it('gives every route its own title', () => {
    const titles = paths.map(pageTitleFor);
    expect(new Set(titles).size).toBe(paths.length);
    for (const title of titles) expect(title).toMatch(/Phone Parts Shop/);
    expect(pageTitleFor('/login')).toBe('Login — Phone Parts Shop');
    expect(pageTitleFor('/no/such/page')).toBe('Page not found — Phone Parts Shop');
  });

  it("gives every route a description, the route's own where it has one", async () => {
    const descriptions = await Promise.all(paths.map(pageDescriptionFor));
    for (const description of descriptions) expect(description.length).toBeGreaterThan(20);
    expect(await pageDescriptionFor('/login')).toMatch(/^Sign in to Phone Parts Shop/);
    expect(await pageDescriptionFor('/dashboard/nothing')).toBe(await pageDescriptionFor('/'));
  });
});
