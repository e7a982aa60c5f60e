import { accountMessages, apiMessages, uiMessages } from '@phoneparts/contracts';
import { linkFrom } from '@phoneparts/mail-catcher';
import type { Page } from 'playwright-core';
import {
  accountMenu,
  demoAdmin,
  newAccount,
  openSignedIn,
  signInViaApi,
  signUpViaApi,
  type Account,
} from '../support/accounts';
import { newPage } from '../support/browser';
import { useShop } from '../support/shop';
import { expectNoSeriousViolations } from '../support/axe';
import { createPart } from './dashboard-fixtures';
import { waitForPath } from './storefront-fixtures';

/** Account self-service in Chromium: change password, change email by the mailed link, delete, verify banner. */
describe('account self-service in the browser', () => {
  const shop = useShop();
  const pages: { context: { close(): Promise<void> } }[] = [];
  afterEach(async () => {
    for (const opened of pages.splice(0)) await opened.context.close();
  });

  /** A fresh browser context (another device), signed in as `account` at `path`. */
  async function signedInPage(account: Account, path: string): Promise<Page> {
    const opened = await newPage(shop.browser);
    pages.push(opened);
    const { accessToken } = await signInViaApi(shop.apiUrl, account);
    await openSignedIn(opened.page, shop.shellUrl, accessToken, path);
    return opened.page;
  }
  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
  const form = (page: Page, name: string) => page.getByRole('form', { name });
  const status = async (path: string, token?: string) =>
    (await fetch(`${shop.apiUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).status;

  it('changes the password: this tab stays signed in, another device is signed out at its next request, the old password stops working', async () => {
    const account = newAccount('pwchange');
    await signUpViaApi(shop.apiUrl, account);
    const laptop = await signedInPage(account, '/dashboard/account');
    const phone = await signedInPage(account, '/dashboard/myProfile');
    await phone.getByRole('heading', { name: 'My Profile' }).waitFor();

    const change = form(laptop, 'Change password');
    await change.getByLabel('Current password', { exact: true }).fill(account.password);
    await change.getByLabel('New password', { exact: true }).fill('Changed#456');
    await change.getByRole('button', { name: 'Change password' }).click();
    await toast(laptop, accountMessages.passwordChanged).waitFor();
    const mail = await shop.mail.waitFor(account.email, { subject: /password was changed/ });
    expect(mail.text).toContain('every other device was signed out');

    // This tab took the fresh session: a reload still opens the account.
    await laptop.reload();
    await accountMenu(laptop, account).waitFor();
    await laptop.getByRole('heading', { name: 'Change password' }).waitFor();

    // The other device's token died with the change: its next request signs it out.
    await phone.getByRole('link', { name: 'Update Profile' }).click();
    await phone.getByRole('heading', { name: 'Login' }).waitFor();
    expect(new URL(phone.url()).pathname).toBe('/login');

    await expect(signInViaApi(shop.apiUrl, account)).rejects.toThrow(/401/);
    await signInViaApi(shop.apiUrl, { email: account.email, password: 'Changed#456' });
  });

  it('changes the email only when the link mailed to the new address is opened', async () => {
    const account = newAccount('emailchange');
    const newEmail = `moved.${account.email}`;
    await signUpViaApi(shop.apiUrl, account);
    const page = await signedInPage(account, '/dashboard/account');

    const change = form(page, 'Change email');
    await change.getByLabel('New email address').fill(newEmail);
    await change.getByLabel('Current password', { exact: true }).fill(account.password);
    await change.getByRole('button', { name: 'Send the link' }).click();
    await toast(page, accountMessages.emailChangeSent(newEmail)).waitFor();
    // Nothing changed yet.
    await signInViaApi(shop.apiUrl, account);

    const link = await shop.mail.waitFor(newEmail, { subject: /Confirm your new email address/ });
    await page.goto(linkFrom(link, `${shop.shellUrl}/confirm-email?token=`));
    await page.getByText(accountMessages.emailChanged).waitFor();
    await expectNoSeriousViolations(page, '/confirm-email?token=… (confirmed)');
    const notice = await shop.mail.waitFor(account.email, { subject: /email address was changed/ });
    expect(notice.text).toContain(newEmail);

    await page.goto(`${shop.shellUrl}/dashboard/myProfile`);
    await page.getByText(newEmail, { exact: true }).first().waitFor();
    await signInViaApi(shop.apiUrl, { email: newEmail, password: account.password });
    await expect(signInViaApi(shop.apiUrl, account)).rejects.toThrow(/401/);

    // The link worked once.
    await page.goto(linkFrom(link, `${shop.shellUrl}/confirm-email?token=`));
    await page.getByRole('alert').filter({ hasText: apiMessages.linkInvalid }).first().waitFor();
    await expectNoSeriousViolations(page, '/confirm-email?token=… (used link)');
  });

  it('deletes the account: the shell signs out, the session and password stop working, the order stays anonymised', async () => {
    const account = newAccount('leaving');
    const { accessToken } = await signUpViaApi(shop.apiUrl, account);
    const admin = await signInViaApi(shop.apiUrl, demoAdmin);
    // A part of this test's own: in the shared shop another file may have ordered the catalogue's first one down.
    const part = await createPart(shop.apiUrl, admin.accessToken);
    const placed = await fetch(`${shop.apiUrl}/myOrders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        productId: part._id,
        quantity: part.minQuantity,
        phone: '212 555 0199',
        address: '1 Main St',
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { insertedId: string }).insertedId;
    const page = await signedInPage(account, '/dashboard/account');

    const remove = form(page, 'Delete my account');
    await remove.getByLabel('Current password', { exact: true }).fill(account.password);
    await remove.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: accountMessages.deleteAccountQuestion });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await toast(page, accountMessages.accountDeleted).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    // Signed out first, then home: the address changes once the home page's loader has finished.
    await waitForPath(page, '/');
    await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
    expect(await status('/auth/me', accessToken)).toBe(401);
    await expect(signInViaApi(shop.apiUrl, account)).rejects.toThrow(/401/);

    // Newest first: this order is on the first page however many orders earlier files placed.
    const orders = (await (
      await fetch(`${shop.apiUrl}/myOrders?sort=newest&limit=100`, {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
      })
    ).json()) as { _id: string; email: string; accountDeleted: boolean; address: string }[];
    expect(orders.find((o) => o._id === orderId)).toMatchObject({ accountDeleted: true, email: '', address: '' });
  });

  it('asks an unverified customer to verify, and "Send again" mails a new link', async () => {
    const account = newAccount('unverified');
    await signUpViaApi(shop.apiUrl, account);
    await shop.mail.waitFor(account.email, { subject: /Verify your email/ });
    const page = await signedInPage(account, '/');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await banner.getByText(accountMessages.verifyBanner(account.email)).waitFor();
    const before = shop.mail.messages.length;
    await banner.getByRole('button', { name: accountMessages.sendAgain }).click();
    await toast(page, uiMessages.verificationSent).waitFor();
    const mail = await shop.mail.waitFor(account.email, { subject: /Verify your email/, after: before });

    await page.goto(linkFrom(mail, `${shop.shellUrl}/verify-email?token=`));
    await page.getByText(uiMessages.emailVerified).waitFor();
    await expect(banner.count()).resolves.toBe(0);
  });
});
