import { startShop, type Shop } from '../support/shop';
import { newPage } from '../support/browser';
import { accountMenu } from '../support/accounts';
import { startOidcProvider, type OidcProvider } from '../support/oidc-provider';

/** 'Continue with Google' end to end: shell → API → OpenID provider → API → shell landing → back. */
describe('Google sign-in in the browser (local OpenID provider)', () => {
  const person = { sub: 'google-e2e-1', email: 'gina.google@example.com', email_verified: true, name: 'Gina Google' };
  let provider: OidcProvider;
  let shop: Shop;

  beforeAll(async () => {
    provider = await startOidcProvider(person);
    shop = await startShop({
      apiEnv: { GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: 'phoneparts-e2e', GOOGLE_CLIENT_SECRET: 'local-e2e-secret' },
    });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await provider?.stop();
  });

  it('signs in with Google and returns to the protected page the visitor asked for', async () => {
    const { page, context } = await newPage(shop.browser);
    try {
      await page.goto(`${shop.shellUrl}/dashboard/myProfile`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await accountMenu(page, { name: person.name }).waitFor();
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      const url = new URL(page.url());
      expect(url.origin).toBe(shop.shellUrl);
      expect(url.pathname).toBe('/dashboard/myProfile');
      expect(url.hash).toBe(''); // the token left the address bar
      await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toMatch(/^ey/);
    } finally {
      await context.close();
    }
  });
});
