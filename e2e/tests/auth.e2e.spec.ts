import { apiMessages, uiMessages, validationMessages as m } from '@phoneparts/contracts';
import { linkFrom } from '@phoneparts/mail-catcher';
import { expectNoSeriousViolations } from '../support/axe';
import { useShop } from '../support/shop';
import { newPage } from '../support/browser';
import { accountMenu, newAccount, signInInBrowser, signUpInBrowser, signUpViaApi } from '../support/accounts';
import { waitForPath } from './storefront-fixtures';

/**
 * Sign up, verify, sign out, sign in, reset the password — in Chromium, with the texts of
 * docs/product.md#23-signing-in-and-up.
 */
describe('auth in the browser', () => {
  const shop = useShop();

  async function withPage<T>(run: (page: Awaited<ReturnType<typeof newPage>>['page']) => Promise<T>): Promise<T> {
    const { page, context } = await newPage(shop.browser);
    try {
      return await run(page);
    } finally {
      await context.close();
    }
  }

  it('signs up, verifies the email from the mailed link, signs out and signs in again', async () => {
    const account = newAccount('signup');
    await withPage(async (page) => {
      await signUpInBrowser(page, shop.shellUrl, account);
      // The top bar shows the account before the router has finished the home page's loader and moved.
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toMatch(/^ey/);

      const mail = await shop.mail.waitFor(account.email, { subject: /Verify your email/ });
      await page.goto(linkFrom(mail, `${shop.shellUrl}/verify-email?token=`));
      await page.getByText(uiMessages.emailVerified).waitFor();
      await expectNoSeriousViolations(page, '/verify-email?token=… (verified)');

      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      await accountMenu(page, account).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
      // Signed out on the server too: a copy of the old token no longer opens the account.
      expect((await fetch(`${shop.apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
        401,
      );

      await signInInBrowser(page, shop.shellUrl, account);
      await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toMatch(/^ey/);
    });
  });

  it('shows the validation messages on the login and sign-up forms', async () => {
    await withPage(async (page) => {
      await page.goto(`${shop.shellUrl}/login`);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText(m.emailRequired).waitFor();
      await page.getByText(m.passwordRequired).waitFor();
      await page.getByLabel('Email').fill('12@34.io');
      await page.getByLabel('Password', { exact: true }).fill('password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText(m.emailInvalid).waitFor();
      await page.getByText(m.passwordWeak).waitFor();

      await page.goto(`${shop.shellUrl}/signUp`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText(m.nameRequired).waitFor();
      await page.getByText(m.emailRequired).waitFor();
      await page.getByText(m.passwordRequired).waitFor();
    });
  });

  it('sends a visitor from a protected page to /login and back there after signing in; a wrong password is an error toast', async () => {
    const account = newAccount('back');
    await signUpViaApi(shop.apiUrl, account);
    await withPage(async (page) => {
      await page.goto(`${shop.shellUrl}/dashboard/myProfile`);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('Wrong#1234');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: apiMessages.invalidCredentials }).waitFor();

      await signInInBrowser(page, shop.shellUrl, account, { navigate: false });
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/myProfile');
    });
  });

  it("resets a forgotten password: 'Email sent.', the mailed link, the new password works", async () => {
    const account = newAccount('reset');
    await signUpViaApi(shop.apiUrl, account);
    const newPassword = 'Changed#456';
    await withPage(async (page) => {
      await page.goto(`${shop.shellUrl}/login`);
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText(uiMessages.emailSent).waitFor();

      const mail = await shop.mail.waitFor(account.email, { subject: /Reset your/ });
      await page.goto(linkFrom(mail, `${shop.shellUrl}/resetPassword?token=`));
      await page.getByLabel('New password').waitFor();
      await expectNoSeriousViolations(page, '/resetPassword?token=… (new password form)');
      await page.getByLabel('New password').fill(newPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText(uiMessages.passwordChanged).waitFor();
      // The toast shows as the router starts for /login; the address changes once its page has loaded.
      await waitForPath(page, '/login');

      await signInInBrowser(page, shop.shellUrl, { ...account, password: newPassword }, { navigate: false });
    });
  });

  it("'Continue with Google' explains that Google sign-in is not configured; /login#error= shows the error toast", async () => {
    await withPage(async (page) => {
      await page.goto(`${shop.shellUrl}/login`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.getByRole('alert').filter({ hasText: apiMessages.googleNotConfigured }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      await page.goto(`${shop.shellUrl}/login#error=${encodeURIComponent('Google sign-in was cancelled')}`);
      await page.getByRole('alert').filter({ hasText: 'Google sign-in was cancelled' }).waitFor();
    });
  });
});
