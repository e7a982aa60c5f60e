import { orderNumber, uiMessages } from '@phoneparts/contracts';
import type { Order, Part } from '@phoneparts/contracts';
import { linkFrom } from '@phoneparts/mail-catcher';
import type { Page } from 'playwright-core';
import { demoAdmin, newAccount, openSignedIn, signInViaApi, signUpViaApi, type Account } from '../support/accounts';
import { newPage } from '../support/browser';
import { useShop } from '../support/shop';
import { call, createPart, payOrder, placeOrder, totalOf } from './dashboard-fixtures';

/**
 * The dashboard remote inside the shell, against the real API: docs/product.md#28-dashboard, #4-states,
 * #5-validation.
 */
describe('dashboard', () => {
  const shop = useShop();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  async function customer(prefix = 'dash'): Promise<{ account: Account; token: string }> {
    const account = newAccount(prefix);
    return { account, token: (await signUpViaApi(shop.apiUrl, account)).accessToken };
  }

  /** Runs `flow` in a fresh browser context signed in with `token`, starting at `path`. */
  async function asUser(
    token: string,
    path: string,
    flow: (page: Page) => Promise<void>,
    viewport?: { width: number; height: number },
  ) {
    const { page, context, problems } = await newPage(shop.browser, { viewport });
    try {
      await openSignedIn(page, shop.shellUrl, token, path);
      await flow(page);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  }

  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
  const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
  const myOrdersPath = (email: string) => `/dashboard/myOrders/${encodeURIComponent(email)}`;

  async function availableOnPartPage(page: Page, part: Part): Promise<string> {
    await page.goto(`${shop.shellUrl}/purchase/${part._id}`);
    await page.getByRole('heading', { name: part.name }).waitFor();
    return (await page.getByTestId('available-quantity').textContent())?.trim() ?? '';
  }

  describe('as a customer', () => {
    it('updates the profile and lands on My Profile', async () => {
      const { token } = await customer();
      await asUser(token, '/dashboard/updateProfile', async (page) => {
        await page.getByLabel('Education').fill('BSc Electronics');
        await page.getByLabel('Location').fill('Dhaka');
        await page.getByLabel('Phone', { exact: true }).fill('555 123 4567');
        await page.getByLabel('Social links').fill('https://social.example/e2e');
        await page.getByRole('button', { name: 'Save Profile' }).click();
        await toast(page, uiMessages.profileUpdated).waitFor();
        await page.waitForURL('**/dashboard/myProfile');
        await page.getByText('Dhaka').waitFor();
        await page.getByRole('link', { name: 'https://social.example/e2e' }).waitFor();
      });
    });

    it('cancels an unpaid order on a phone, and the stock is back on the part page', async () => {
      const { account, token } = await customer();
      const part = await createPart(shop.apiUrl, adminToken, { availableQuantity: 100 });
      await placeOrder(shop.apiUrl, token, part, 10);
      await asUser(
        token,
        myOrdersPath(account.email),
        async (page) => {
          const order = row(page, part.name);
          await order.getByRole('link', { name: 'Pay' }).waitFor();
          expect(await availableOnPartPage(page, part)).toBe('90');

          await page.goto(`${shop.shellUrl}${myOrdersPath(account.email)}`);
          await order.getByRole('button', { name: 'Cancel' }).click();
          const dialog = page.getByRole('alertdialog', { name: uiMessages.cancelOrderQuestion });
          await dialog.getByRole('button', { name: 'Confirm' }).click();
          await toast(page, uiMessages.orderCancelled).waitFor();
          await order.waitFor({ state: 'detached' });
          await page.getByText(uiMessages.noOrdersYet).waitFor();

          expect(await availableOnPartPage(page, part)).toBe('100');
        },
        { width: 390, height: 844 },
      );
    });

    it('cannot cancel a paid order: Cancel is disabled and the transaction id shows', async () => {
      const { account, token } = await customer();
      const part = await createPart(shop.apiUrl, adminToken);
      const paid = await payOrder(shop.apiUrl, token, await placeOrder(shop.apiUrl, token, part, 5));
      expect(paid.transactionId).toBeTruthy();
      await asUser(token, myOrdersPath(account.email), async (page) => {
        const order = row(page, part.name);
        await order.getByText(paid.transactionId as string).waitFor();
        expect(await order.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
        expect(await order.getByRole('link', { name: 'Pay' }).count()).toBe(0);
      });
      const orders = await call<Order[]>(shop.apiUrl, token, 'GET', `/myOrders/${encodeURIComponent(account.email)}`);
      expect(orders.find((o) => o._id === paid._id)?.status).toBe('paid');
    });

    it('adds a review that then shows in the home carousel', async () => {
      const { token } = await customer();
      const comment = `E2E review ${Date.now().toString(36)}`;
      await asUser(token, '/dashboard/addReview', async (page) => {
        await page.getByLabel('Rating').selectOption('4');
        await page.getByLabel('Your review').fill(comment);
        await page.getByRole('button', { name: 'Add Review' }).click();
        await toast(page, uiMessages.reviewAdded).waitFor();

        await page.goto(shop.shellUrl);
        // The sections below the products, and then the carousel's code, load as they near the screen:
        // scroll down as a person would until the section is there.
        const feedback = page.getByRole('heading', { name: "Buyer's Feedback" });
        for (let step = 0; step < 40 && (await feedback.count()) === 0; step++) {
          await page.mouse.wheel(0, 600);
          await page.waitForTimeout(100);
        }
        await feedback.scrollIntoViewIfNeeded();
        // The carousel clones slides for its infinite loop, so the text may be there more than once.
        await page.getByText(comment).first().waitFor({ state: 'attached' });
      });
    });

    it('is signed out and sent to /login when typing an admin URL', async () => {
      const { token } = await customer();
      await asUser(token, '/dashboard/allUsers', async (page) => {
        await page.waitForURL('**/login');
        await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
        expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
        expect(await page.getByRole('columnheader', { name: 'Role' }).count()).toBe(0);
      });
    });
  });

  describe('as an admin', () => {
    it('makes a user admin', async () => {
      const { account } = await customer('promote');
      await asUser(adminToken, '/dashboard/allUsers', async (page) => {
        const user = row(page, account.email);
        await user.getByRole('button', { name: 'Make Admin' }).click();
        await toast(page, uiMessages.madeAdmin).waitFor();
        await user.getByText('Admin', { exact: true }).waitFor();
      });
      const check = await call<{ admin: boolean }>(
        shop.apiUrl,
        adminToken,
        'GET',
        `/admin/${encodeURIComponent(account.email)}`,
      );
      expect(check.admin).toBe(true);
    });

    it('adds, updates and deletes a product', async () => {
      const name = `E2E Admin Part ${Date.now().toString(36)}`;
      await asUser(adminToken, '/dashboard/addProducts', async (page) => {
        await page.getByLabel('Product name').fill(name);
        await page.getByLabel('Picture URL').fill('/images/parts/galaxy-a52-battery.svg');
        await page.getByLabel('Description').fill('Made in the browser test');
        await page.getByLabel('Price ($)').fill('21.5');
        await page.getByLabel('Minimum quantity').fill('2');
        await page.getByLabel('Available quantity').fill('40');
        await page.getByLabel('SKU').fill(`E2E-${Date.now().toString(36)}`);
        await page.getByRole('button', { name: 'Add Product' }).click();
        await toast(page, uiMessages.productAdded).waitFor();

        // Found by its name through Manage Products' search, on whatever page the catalogue puts it.
        const findPart = async () => {
          await page.getByLabel('Search parts').fill(name);
          await page.getByLabel('Search parts').press('Enter');
          await page.waitForURL(/[?&]q=E2E/);
        };
        await page.goto(`${shop.shellUrl}/dashboard/allProducts`);
        await findPart();
        const product = row(page, name);
        await product.getByRole('cell', { name: '40', exact: true }).waitFor();
        await product.getByRole('link', { name: 'Update' }).click();
        const available = page.getByLabel('Available quantity');
        await page.waitForFunction(
          () => (document.querySelector('input[name="availableQuantity"]') as HTMLInputElement | null)?.value === '40',
        );
        expect(await page.getByLabel('Product name').inputValue()).toBe(name);
        await available.fill('75');
        await page.getByRole('button', { name: 'Update Product' }).click();
        await toast(page, uiMessages.productUpdated).waitFor();
        await page.waitForURL('**/dashboard/allProducts');
        await findPart();
        await product.getByRole('cell', { name: '75', exact: true }).waitFor();

        await product.getByRole('button', { name: 'Delete' }).click();
        await page
          .getByRole('alertdialog', { name: uiMessages.deleteProductQuestion })
          .getByRole('button', { name: 'Confirm' })
          .click();
        await toast(page, uiMessages.productDeleted).waitFor();
        await product.waitFor({ state: 'detached' });
      });
      const found = await call<Part[]>(shop.apiUrl, adminToken, 'GET', `/parts?q=${encodeURIComponent(name)}`);
      expect(found).toEqual([]);
    });

    it('pages through the orders with a status filter, read from the server and kept in the URL', async () => {
      const part = await createPart(shop.apiUrl, adminToken, { minQuantity: 1, availableQuantity: 5000 });
      // More unpaid orders than one page holds, spread over customers who each stay within the shop's limit of
      // unpaid orders (MAX_UNPAID_ORDERS, 5 by default); one paid order to filter out.
      for (let buyer = 0; buyer < 11; buyer++) {
        const { token } = await customer('pages');
        for (let i = 0; i < 5; i++) await placeOrder(shop.apiUrl, token, part, 1);
      }
      const { account: payer, token: payerToken } = await customer('pages-paid');
      await payOrder(shop.apiUrl, payerToken, await placeOrder(shop.apiUrl, payerToken, part, 2));
      const unpaid = await totalOf(shop.apiUrl, adminToken, '/myOrders?status=placed&limit=1');
      const pages = Math.ceil(unpaid / 50);
      expect(pages).toBeGreaterThan(1);

      await asUser(adminToken, '/dashboard/allOrders', async (page) => {
        await page.locator('tbody tr').first().waitFor();
        await page.getByLabel('Status').selectOption({ label: 'Unpaid' });
        const pager = page.getByRole('navigation', { name: 'Pages of orders' });
        await pager.getByText(`Page 1 of ${pages} · ${unpaid} orders`).waitFor();
        await page.waitForURL((url) => url.searchParams.get('status') === 'placed');

        await pager.getByRole('button', { name: 'Next' }).click();
        await pager.getByText(`Page 2 of ${pages} · ${unpaid} orders`).waitFor();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        // Once page 2 has arrived, its links lead back (page 1's rows stay on screen until then).
        await pager.getByRole('button', { name: 'Previous' }).and(page.locator(':enabled')).waitFor();
        const rows = page.locator('tbody tr');
        expect(await rows.count()).toBe(Math.min(50, unpaid - 50));
        expect(await rows.filter({ hasText: /\bPaid\b/ }).count()).toBe(0);
        expect(await rows.filter({ hasText: payer.email }).count()).toBe(0);

        // A reload shows the same page of the same filter; Back returns to the first page.
        await page.reload();
        await pager.getByText(`Page 2 of ${pages} · ${unpaid} orders`).waitFor();
        expect(await page.getByLabel('Status').inputValue()).toBe('placed');
        await page.goBack();
        await pager.getByText(`Page 1 of ${pages} · ${unpaid} orders`).waitFor();
        // Once page 1 has arrived, its links lead on and not back.
        await pager.getByRole('button', { name: 'Next' }).and(page.locator(':enabled')).waitFor();
        expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      });
    });

    it('ships a paid order with its carrier and tracking number, which the customer is mailed', async () => {
      const { account, token } = await customer('ship');
      const part = await createPart(shop.apiUrl, adminToken);
      const paid = await payOrder(shop.apiUrl, token, await placeOrder(shop.apiUrl, token, part, 5));
      await asUser(adminToken, '/dashboard/allOrders', async (page) => {
        const order = row(page, account.email);
        await order.getByText('Paid', { exact: true }).waitFor();
        await order.getByRole('button', { name: 'Ship now' }).click();
        const dialog = page.getByRole('dialog', { name: `Ship order ${orderNumber(paid._id)}` });
        await dialog.getByLabel('Carrier').fill('DHL Express');
        await dialog.getByLabel('Tracking number').fill('JD0146000034');
        await dialog.getByRole('button', { name: 'Ship order' }).click();
        await toast(page, uiMessages.orderShipped).waitFor();
        await order.getByText('Shipped', { exact: true }).waitFor();
        await order.getByText('DHL Express JD0146000034').waitFor();
        expect(await order.getByRole('button', { name: 'Ship now' }).count()).toBe(0);
      });
      const orders = await call<Order[]>(shop.apiUrl, token, 'GET', `/myOrders/${encodeURIComponent(account.email)}`);
      expect(orders.find((o) => o._id === paid._id)).toMatchObject({
        status: 'shipped',
        carrier: 'DHL Express',
        trackingNumber: 'JD0146000034',
      });
      const mail = await shop.mail.waitFor(account.email, { subject: `Order ${orderNumber(paid._id)} has shipped` });
      expect(mail.text).toContain('Carrier: DHL Express');
      expect(mail.text).toContain('Tracking number: JD0146000034');

      // The customer: My Orders links to the order's page, which shows the tracking and the history.
      await asUser(token, myOrdersPath(account.email), async (page) => {
        await page.getByRole('link', { name: `Order ${orderNumber(paid._id)}` }).click();
        await page.waitForURL(`**/dashboard/orders/${paid._id}`);
        await page.getByText('Status: Shipped').waitFor();
        await page.getByText('JD0146000034', { exact: true }).waitFor();
        await page.getByText('DHL Express', { exact: true }).waitFor();
        const history = page.getByRole('list', { name: 'Order history' }).getByRole('listitem');
        expect(await history.count()).toBe(3);
      });
      // The mail's link leads to the same page in the shell.
      const orderLink = linkFrom(mail, `${shop.shellUrl}/dashboard/orders/`);
      await asUser(token, new URL(orderLink).pathname, async (page) => {
        await page.getByRole('heading', { name: `Order ${orderNumber(paid._id)}` }).waitFor();
        await page.getByText('JD0146000034', { exact: true }).waitFor();
      });
    });
  });
});
