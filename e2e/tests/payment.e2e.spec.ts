import { paymentMessages, uiMessages } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, signInViaApi } from '../support/accounts';
import { useShop } from '../support/shop';
import { placeOrder } from './dashboard-fixtures';
import {
  cardForm,
  cards,
  createStorefrontPart,
  myOrdersPath,
  newCustomer,
  orderNow,
  orderRow,
  payWithCard,
  redirectAtLeastMs,
  runInBrowser,
  textColour,
  waitForPath,
  type BrowserStart,
} from './storefront-fixtures';

/**
 * The storefront's payment page inside the shell, against the real API and its sandbox card provider:
 * docs/product.md#27-payment-page.
 */
describe('payment (sandbox)', () => {
  const shop = useShop();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });
  const customer = (prefix: string) => newCustomer(shop.apiUrl, prefix);
  const inBrowser = (options: BrowserStart, flow: (page: Page) => Promise<void>) => runInBrowser(shop, options, flow);

  it('pays an order from My Orders with 4242…: the green success text, then My Orders shows it paid', async () => {
    const { account, token } = await customer('payer');
    const part = await createStorefrontPart(shop.apiUrl, adminToken, { price: 12.5, minQuantity: 5 });
    const order = await placeOrder(shop.apiUrl, token, part, 6);
    await inBrowser({ token, path: myOrdersPath(account.email) }, async (page) => {
      await orderRow(page, part).getByRole('link', { name: 'Pay' }).click();
      await waitForPath(page, `/payment/${order._id}`);
      await page.getByRole('heading', { name: `Pay for ${part.name}` }).waitFor();
      await page.getByText('$75.00', { exact: true }).waitFor();

      const paidAt = Date.now();
      await payWithCard(page, cards.success);
      const success = page.getByRole('status').filter({ hasText: uiMessages.paymentSucceeded });
      await success.waitFor();
      const [r, g, b] = await textColour(success);
      expect(g).toBeGreaterThan(Math.max(r, b));
      await page.getByText(uiMessages.orderAlreadyPaid).waitFor();
      expect(await cardForm(page).count()).toBe(0);

      await waitForPath(page, myOrdersPath(account.email));
      expect(Date.now() - paidAt).toBeGreaterThanOrEqual(redirectAtLeastMs);
      const row = orderRow(page, part);
      await row.getByText('Paid', { exact: true }).waitFor();
      expect(await row.getByRole('link', { name: 'Pay' }).count()).toBe(0);
      const paid = await orderNow(shop.apiUrl, token, account.email, order._id);
      expect(paid).toEqual(expect.objectContaining({ status: 'paid', paid: true }));
      await row.getByText(paid?.transactionId as string).waitFor();
    });
  });

  it('shows "Your card was declined." in red above the card field for 4000…0002; the order stays unpaid until paid with another card', async () => {
    const { account, token } = await customer('declined');
    const part = await createStorefrontPart(shop.apiUrl, adminToken, { price: 12.5, minQuantity: 5 });
    const order = await placeOrder(shop.apiUrl, token, part, 5);
    await inBrowser({ token, path: `/payment/${order._id}` }, async (page) => {
      await page.getByRole('heading', { name: `Pay for ${part.name}` }).waitFor();
      await payWithCard(page, cards.declined);
      const form = cardForm(page);
      const declined = form.getByRole('alert').filter({ hasText: paymentMessages.cardDeclined });
      await declined.waitFor();
      const [r, g, b] = await textColour(declined);
      expect(r).toBeGreaterThan(Math.max(g, b));
      const messageBox = await declined.boundingBox();
      const cardNumberBox = await form.getByLabel('Card number').boundingBox();
      expect(messageBox && cardNumberBox && messageBox.y + messageBox.height <= cardNumberBox.y).toBe(true);
      expect(await form.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
      expect(await page.getByText(uiMessages.paymentSucceeded).count()).toBe(0);

      expect(await orderNow(shop.apiUrl, token, account.email, order._id)).toEqual(
        expect.objectContaining({ status: 'placed', paid: false, transactionId: null }),
      );
      await page.goto(`${shop.shellUrl}${myOrdersPath(account.email)}`);
      await orderRow(page, part).getByRole('link', { name: 'Pay' }).click();
      await waitForPath(page, `/payment/${order._id}`);
      await payWithCard(page, cards.success);
      await page.getByText(uiMessages.paymentSucceeded).waitFor();
      expect(await page.getByText(paymentMessages.cardDeclined).count()).toBe(0);
    });
    expect(await orderNow(shop.apiUrl, token, account.email, order._id)).toEqual(
      expect.objectContaining({ status: 'paid', paid: true }),
    );
  });
});
