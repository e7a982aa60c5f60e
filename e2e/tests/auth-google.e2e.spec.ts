import { startShop, type Shop } from '../support/shop';
import { newPage } from '../support/browser';
import { createHash } from 'node:crypto';
import { accountMenu, newAccount, signUpViaApi } from '../support/accounts';
import { startOidcProvider, type OidcProvider } from '../support/oidc-provider';

/**
 * Registers beforeAll/afterAll that start a local OpenID provider signing in `person`, and a shop whose
 * API takes it for Google; read the returned shop's properties inside tests only.
 */
function useShopWithGoogle(person: Record<string, unknown>): Shop {
  const shop = {} as Shop;
  let provider: OidcProvider | undefined;
  beforeAll(async () => {
    provider = await startOidcProvider(person);
    Object.assign(
      shop,
      await startShop({
        apiEnv: {
          GOOGLE_ISSUER: provider.issuer,
          GOOGLE_CLIENT_ID: 'phoneparts-e2e',
          GOOGLE_CLIENT_SECRET: 'local-e2e-secret',
        },
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await shop.stop?.();
    await provider?.stop();
  });
  return shop;
}

/** 'Continue with Google' end to end: shell → API → OpenID provider → API → shell landing → back. */
describe('Google sign-in in the browser (local OpenID provider)', () => {
  const person = { sub: 'google-e2e-1', email: 'gina.google@example.com', email_verified: true, name: 'Gina Google' };
  const shop = useShopWithGoogle(person);

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

/**
 * Login fixation (docs/product.md#19-accounts-and-sessions): an attacker finishes a Google sign-in of their own and
 * sends the victim the link it ends with. The victim's tab did not start that sign-in (it holds no verifier for it),
 * so opening the link signs nobody in; a token put in the link is never taken either.
 */
describe('Google sign-in cannot be planted on someone else (login fixation)', () => {
  const attacker = {
    sub: 'google-e2e-attacker',
    email: 'mallory.google@example.com',
    email_verified: true,
    name: 'Mallory',
  };
  const shop = useShopWithGoogle(attacker);

  /** The attacker's own round trip, outside any shell tab: start (with a binding of theirs) → provider → callback. */
  async function attackersLandingLink(): Promise<string> {
    const binding = createHash('sha256').update('the attacker keeps this verifier').digest('base64url');
    let response = await fetch(`${shop.apiUrl}/auth/google?returnTo=%2Fdashboard%2FmyProfile&binding=${binding}`, {
      redirect: 'manual',
    });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    let location = response.headers.get('location')!;
    for (let hop = 0; hop < 5 && !location.startsWith(shop.shellUrl); hop++) {
      response = await fetch(location, {
        redirect: 'manual',
        headers: location.startsWith(shop.apiUrl) ? { cookie } : {},
      });
      location = new URL(response.headers.get('location')!, location).toString();
    }
    expect(location).toMatch(new RegExp(`^${shop.shellUrl}/auth/google/done#code=`));
    return location;
  }

  it("opening /auth/google/done with someone else's code does not sign the visitor in", async () => {
    const link = await attackersLandingLink();
    const { page, context } = await newPage(shop.browser);
    try {
      await page.goto(link);
      await page.waitForURL(`${shop.shellUrl}/login`);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });

  it("opening /auth/google/done#accessToken=<someone else's token> does not sign the visitor in", async () => {
    const victimOf = await signUpViaApi(shop.apiUrl, newAccount('planted'));
    const { page, context } = await newPage(shop.browser);
    try {
      await page.goto(
        `${shop.shellUrl}/auth/google/done#accessToken=${victimOf.accessToken}&returnTo=%2Fdashboard%2FmyProfile`,
      );
      await page.waitForURL(`${shop.shellUrl}/login`);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });
});
