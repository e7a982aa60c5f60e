import { uiMessages } from '@phoneparts/contracts';
import type { BrowserContext, Page, Request as PageRequest, Response as PageResponse } from 'playwright-core';
import { accountMenu, newAccount, signInInBrowser, signUpViaApi } from '../support/accounts';
import { newPage } from '../support/browser';
import { useShop } from '../support/shop';

/**
 * Short sessions in Chromium (docs/product.md#19-accounts-and-sessions): the access token lives minutes and the page
 * renews it with the HttpOnly refresh cookie, so a person in the middle of a form stays signed in; a refresh cookie
 * used twice (copied) ends the session. The page's clock is moved past the token's end, the API's is not: the test
 * sees that the page renewed its token (and cookie) before sending the form.
 */
describe('sessions in the browser', () => {
  const shop = useShop();
  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
  const refreshCookie = async (context: BrowserContext) =>
    (await context.cookies(`${shop.apiUrl}/auth/refresh`)).find((c) => c.name === 'pp_refresh');
  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
  /** Moves the page's clock a minute past the end of the stored access token's lifetime. */
  const outliveToken = async (page: Page) => {
    const token = (await storedToken(page))!;
    const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await page.clock.fastForward((exp - iat + 60) * 1000);
  };
  /** What someone holding a copy of the cookie would get. */
  const presentCookie = (value: string) =>
    fetch(`${shop.apiUrl}/auth/refresh`, { method: 'POST', headers: { cookie: `pp_refresh=${value}` } });

  it('renews an expired access token mid-form; a reused refresh cookie ends the session', async () => {
    const account = newAccount('session');
    await signUpViaApi(shop.apiUrl, account);
    const { context, page } = await newPage(shop.browser);
    try {
      await context.clock.install();
      await signInInBrowser(page, shop.shellUrl, account);
      const first = await refreshCookie(context);
      expect(first).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/auth/refresh' });
      // The token the renewal brought and the one the form was sent with. Not "a token other than the
      // sign-in's": a renewal within the same second as the sign-in signs the same claims, the same token.
      const renewals: PageResponse[] = [];
      const sentForms: PageRequest[] = [];
      page.on('response', (r) => void (r.url() === `${shop.apiUrl}/auth/refresh` && renewals.push(r)));
      page.on(
        'request',
        (r) => void (r.url() === `${shop.apiUrl}/reviews` && r.method() === 'POST' && sentForms.push(r)),
      );

      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.getByRole('link', { name: 'Add Review', exact: true }).click();
      await page.getByLabel('Rating').selectOption('4');
      await page.getByLabel('Your review').fill('Typed slowly, over more than five minutes.');
      // The person pauses past the access token's lifetime before sending the form.
      await outliveToken(page);
      await page.getByRole('button', { name: 'Add Review' }).click();
      await toast(page, uiMessages.reviewAdded).waitFor();
      await accountMenu(page, account).waitFor();
      expect(renewals.map((r) => r.status())).toEqual([200]);
      const { accessToken } = (await renewals[0].json()) as { accessToken: string };
      expect(accessToken).toMatch(/^ey/);
      expect(sentForms).toHaveLength(1);
      expect(await sentForms[0].headerValue('authorization')).toBe(`Bearer ${accessToken}`);
      expect(await storedToken(page)).toBe(accessToken);
      const second = await refreshCookie(context);
      expect(second?.value).not.toBe(first!.value);

      // A copy of the first cookie, used after the grace for two tabs: refused, and the session ends.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect((await presentCookie(first!.value)).status).toBe(401);
      expect((await presentCookie(second!.value)).status).toBe(401);

      // The owner's page finds out at its next renewal: signed out, sent to sign in again.
      await outliveToken(page);
      await page.getByLabel('Your review').fill('One more.');
      await page.getByRole('button', { name: 'Add Review' }).click();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await storedToken(page)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
