import { linkFrom } from '@phoneparts/mail-catcher';
import type { Page } from 'playwright-core';
import type { Part, StockAlert } from '@phoneparts/contracts';
import { demoAdmin, signInViaApi } from '../support/accounts';
import { useShop } from '../support/shop';
import { call, createPart } from './dashboard-fixtures';
import { runInBrowser, verifiedCustomer } from './storefront-fixtures';

/**
 * In Chromium: shop by device (docs/product.md#15-shop-by-device) on the home page (brand → model → the parts
 * that fit, grouped by category; the choice in the URL), and back in stock (#16-back-in-stock: Notify me on a part that
 * cannot be ordered, the mail once the admin restocks, withdrawing from the mail and the account
 * page, the count of waiting buyers in Manage Products).
 */
describe('shop by device and back in stock', () => {
  const shop = useShop();
  const id = Date.now().toString(36);
  let admin: string;
  beforeAll(async () => {
    admin = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  const deviceSection = (page: Page) => page.getByRole('region', { name: 'Shop by device' });
  const group = (page: Page, name: string) => deviceSection(page).getByRole('region', { name, exact: true });
  const search = (page: Page) => new URL(page.url()).searchParams;

  it('picks a brand, then a model, and lists the parts that fit by category; the URL is shareable and back works', async () => {
    const brand = `E2E Brand ${id}`;
    const model = `Phone ${id}`;
    const screen = await createPart(shop.apiUrl, admin, {
      name: `${model} screen`,
      brand,
      models: [model],
      category: 'screen',
    });
    const battery = await createPart(shop.apiUrl, admin, {
      name: `${model} battery`,
      brand,
      models: [model, `Tablet ${id}`],
      category: 'battery',
    });
    await createPart(shop.apiUrl, admin, {
      name: `Tablet ${id} camera`,
      brand,
      models: [`Tablet ${id}`],
      category: 'camera',
    });

    let shared = '';
    await runInBrowser(shop, {}, async (page) => {
      const section = deviceSection(page);
      await section.getByLabel('Device brand').selectOption(brand);
      await page.waitForURL((url) => url.searchParams.get('deviceBrand') === brand);
      await section.getByLabel('Model').selectOption(model);
      await section.getByText(`2 parts fit the ${model}`).waitFor();
      expect(await group(page, 'Screen').getByRole('link').allTextContents()).toEqual([
        expect.stringContaining(screen.name),
      ]);
      expect(await group(page, 'Battery').getByRole('link').allTextContents()).toEqual([
        expect.stringContaining(battery.name),
      ]);
      expect(await section.getByRole('heading', { name: 'Camera' }).count()).toBe(0);
      shared = page.url();

      // Back: the model is unchosen and the list goes; forward: both come back.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('deviceModel'));
      expect(search(page).get('deviceBrand')).toBe(brand);
      await section.getByText(`2 parts fit the ${model}`).waitFor({ state: 'detached' });
      expect(await section.getByLabel('Model').inputValue()).toBe('');
      await page.goForward();
      await section.getByText(`2 parts fit the ${model}`).waitFor();

      // A part of the list opens its public page.
      await group(page, 'Screen').getByRole('link').click();
      await page.waitForURL(`**/parts/${screen.sku}`);
    });

    // The address alone brings the same choice (a shared link).
    await runInBrowser(shop, { path: new URL(shared).pathname + new URL(shared).search }, async (page) => {
      await deviceSection(page).getByText(`2 parts fit the ${model}`).waitFor();
      expect(await deviceSection(page).getByLabel('Device brand').inputValue()).toBe(brand);
      expect(await deviceSection(page).getByLabel('Model').inputValue()).toBe(model);
    });

    // A model the catalogue has no parts for says so.
    const none = new URLSearchParams({ deviceBrand: brand, deviceModel: `Phone ${id} Max` });
    await runInBrowser(shop, { path: `/?${none}` }, async (page) => {
      await deviceSection(page).getByText(`No parts for the Phone ${id} Max yet.`).waitFor();
    });
  });

  const outOfStockPart = (name: string) =>
    createPart(shop.apiUrl, admin, { name: `${name} ${id}`, minQuantity: 5, availableQuantity: 2 });
  const restock = async (part: Part) => {
    const { version } = await call<Part & { version: number }>(shop.apiUrl, admin, 'GET', `/purchase/${part._id}`);
    await call(shop.apiUrl, admin, 'PATCH', '/parts', { _id: part._id, version, availableQuantity: 20 });
  };
  const alertsOf = (token: string) => call<StockAlert[]>(shop.apiUrl, token, 'GET', '/stock-alerts');

  it('Notify me on an out-of-stock part: one mail once the admin restocks it', async () => {
    const { account, token } = await verifiedCustomer(shop, 'notify');
    const part = await outOfStockPart('Notify screen');
    await runInBrowser(shop, { token, path: `/purchase/${part._id}` }, async (page) => {
      await page.getByRole('button', { name: 'Notify me' }).click();
      await page.getByText('Done: we will email you when this part is back in stock.').waitFor();
      await page.getByText('We will email you when this part is back in stock.', { exact: true }).waitFor();
      // Reloaded, the page remembers the request.
      await page.reload();
      await page.getByRole('button', { name: 'Withdraw' }).waitFor();
    });
    await shop.mail.waitFor(account.email, { subject: `We will tell you when ${part.name} can be ordered again` });

    await restock(part);
    const mail = await shop.mail.waitFor(account.email, { subject: `${part.name} is back in stock` });
    expect(linkFrom(mail, `${shop.shellUrl}/purchase/`)).toBe(`${shop.shellUrl}/purchase/${part._id}`);
    await restock(part);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mails = shop.mail.messages.filter((m) => m.subject === `${part.name} is back in stock`);
    expect(mails).toHaveLength(1);
    expect((await alertsOf(token)).find((a) => a.partId === part._id)).toMatchObject({ status: 'mailed' });
  });

  it("withdraws from the mail's link (signed out) and from the account page; admins see who waits", async () => {
    const { account, token } = await verifiedCustomer(shop, 'withdraw');
    const fromMail = await outOfStockPart('Withdrawn battery');
    const fromAccount = await outOfStockPart('Withdrawn camera');
    await call(shop.apiUrl, token, 'POST', '/stock-alerts', { partId: fromMail._id });
    await call(shop.apiUrl, token, 'POST', '/stock-alerts', { partId: fromAccount._id });

    // Manage Products: the SKU and how many wait.
    await runInBrowser(shop, { token: admin, path: `/dashboard/allProducts?q=${fromMail.sku}` }, async (page) => {
      const row = page.getByRole('row').filter({ hasText: fromMail.name });
      await row.getByRole('cell', { name: fromMail.sku, exact: true }).waitFor();
      await page.getByRole('columnheader', { name: 'Buyers waiting' }).waitFor();
      await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    });

    const confirmation = await shop.mail.waitFor(account.email, {
      subject: `We will tell you when ${fromMail.name} can be ordered again`,
    });
    const link = linkFrom(confirmation, `${shop.shellUrl}/stock-alerts/withdraw?token=`);
    await runInBrowser(shop, { path: link.slice(shop.shellUrl.length) }, async (page) => {
      await page.getByRole('heading', { name: 'Stop the back-in-stock mail', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Yes, withdraw my request' }).click();
      await page.getByText('Request withdrawn: you will not get a mail about this part.').waitFor();
    });

    await runInBrowser(shop, { token, path: '/dashboard/account' }, async (page) => {
      const list = page.getByRole('list', { name: 'Back-in-stock requests' });
      const item = list.getByRole('listitem').filter({ hasText: fromAccount.name });
      await item.getByText('Waiting').waitFor();
      expect(await list.getByRole('listitem').filter({ hasText: fromMail.name }).count()).toBe(0);
      await item.getByRole('button', { name: `Withdraw: ${fromAccount.name}` }).click();
      await page.getByText('You are not waiting for any part.').waitFor();
    });

    expect(await alertsOf(token)).toEqual([]);
    await restock(fromMail);
    await restock(fromAccount);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(
      shop.mail.messages.filter((m) => m.subject.endsWith('is back in stock') && m.to.includes(account.email)),
    ).toEqual([]);
  });
});
