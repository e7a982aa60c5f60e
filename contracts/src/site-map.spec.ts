import { pageDescriptionFor } from './page-descriptions';
import { remotePages } from './remotes';
import { dashboardPages, documentTitle, notFoundPage, pathPattern, sitePageFor, sitePages } from './site-map';

describe('site map', () => {
  it('matches a parameter as one segment and a final * as the rest', () => {
    expect(pathPattern('/').test('/')).toBe(true);
    expect(pathPattern('/purchase/:id').test('/purchase/p1')).toBe(true);
    expect(pathPattern('/purchase/:id').test('/purchase/p1/more')).toBe(false);
    expect(pathPattern('/purchase/:id').test('/purchase/')).toBe(false);
    expect(pathPattern('/dashboard/*').test('/dashboard/a/b')).toBe(true);
    expect(pathPattern('/dashboard/*').test('/dashboard')).toBe(false);
  });

  it('finds each page by its path, a dashboard 404 for signed-in users, and the 404 elsewhere', () => {
    expect(sitePageFor('/dashboard/myOrders/ann%40example.com')).toBe(dashboardPages.myOrders);
    expect(sitePageFor('/dashboard/')).toBe(dashboardPages.home);
    expect(sitePageFor('/dashboard/nothing')).toMatchObject({ title: 'Page not found', access: 'signedIn' });
    expect(sitePageFor('/no/such/page')).toBe(notFoundPage);
    expect(documentTitle(sitePageFor('/login'))).toBe('Login — Phone Parts Shop');
    expect(documentTitle(sitePageFor('/'))).toBe('Phone Parts Shop — quality mobile phone parts');
  });

  it('gives every page its own title and a description, and covers every route the remotes are loaded at', () => {
    const pages = sitePages.filter((page) => page.path !== '/dashboard/*');
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    for (const page of sitePages) expect(pageDescriptionFor(page).length).toBeGreaterThan(20);
    for (const { route, signedIn } of remotePages) {
      const page = sitePages.find((p) => p.path === route || `${p.path}/*` === route);
      expect(page).toBeDefined();
      expect(page!.access !== 'anyone').toBe(signedIn);
    }
  });
});
