import { orderNumber, type Order, type Part, type ShippingMethod } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, signInInBrowser, signInViaApi } from '../support/accounts';
import { useShop } from '../support/shop';
import { call } from './dashboard-fixtures';
import {
  cards,
  createStorefrontPart,
  myOrdersPath,
  newCustomer,
  payWithCard,
  productCard,
  runInBrowser,
  toast,
  waitForPath,
} from './storefront-fixtures';

/** The top bar's cart link, whose name ends with the number of lines ("Cart 2 lines"). */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

async function addFromCard(page: Page, part: Part) {
  await productCard(page, part).getByRole('button', { name: 'Add to cart' }).click();
  await toast(page, `Added ${part.minQuantity} × ${part.name} to your cart.`).waitFor();
}

/**
 * The cart in the browser (docs/product.md#25-cart-page): a cart filled from the catalogue's cards (once as a
 * visitor, through sign-in) and from a part page, one checkout, one payment with 4242 4242 4242 4242, then one paid
 * order of three lines in My Orders and one receipt mail listing them — against the real API, its sandbox card
 * provider and the mail catcher.
 */
describe('cart and checkout', () => {
  const shop = useShop();
  let parts: Part[];
  let search: string;
  let pickUp: ShippingMethod;

  beforeAll(async () => {
    const admin = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
    search = `cart${Date.now().toString(36)}`;
    parts = [];
    for (const [kind, price, minQuantity] of [
      ['Screen', 40, 1],
      ['Battery', 12.5, 5],
      ['Port', 3.2, 10],
    ] as const)
      parts.push(await createStorefrontPart(shop.apiUrl, admin, { name: `${search} ${kind}`, price, minQuantity }));
    pickUp = await call<ShippingMethod>(shop.apiUrl, admin, 'POST', '/admin/shipping-methods', {
      name: `Free ${search}`,
      countries: ['US'],
      price: 0,
      estimate: 'Next working day',
    });
  });

  it('adds three parts, checks out once, pays once, and shows one paid order of three lines and one receipt', async () => {
    const { account, token } = await newCustomer(shop.apiUrl, 'cart');
    const [screen, battery, port] = parts;
    let orderId = '';
    await runInBrowser(shop, { path: `/?q=${search}` }, async (page) => {
      // A visitor's add goes through sign-in and lands in the cart.
      await productCard(page, screen).getByRole('button', { name: 'Add to cart' }).click();
      await waitForPath(page, '/login');
      await signInInBrowser(page, shop.shellUrl, account, { navigate: false });
      await waitForPath(page, '/cart');
      await toast(page, `Added 1 × ${screen.name} to your cart.`).waitFor();
      await page.getByRole('listitem', { name: screen.name }).waitFor();
      await cartLink(page).filter({ hasText: '1' }).waitFor();

      // Signed in: a card adds at once, and the top bar follows without a reload.
      await page.goto(`${shop.shellUrl}/?q=${search}`);
      await addFromCard(page, battery);
      await cartLink(page).filter({ hasText: '2' }).waitFor();

      // The part page adds the quantity typed; Confirm Order is still there.
      await page.goto(`${shop.shellUrl}/purchase/${port._id}`);
      await page.getByRole('button', { name: 'Confirm Order' }).waitFor();
      await page.getByLabel('Quantity').fill('12');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await toast(page, `Added 12 × ${port.name} to your cart.`).waitFor();
      expect(await cartLink(page).getAttribute('href')).toBe('/cart');
      await cartLink(page).filter({ hasText: '3' }).click();

      await waitForPath(page, '/cart');
      const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem', { name: new RegExp(search) });
      await lines.nth(2).waitFor();
      expect(await lines.count()).toBe(3);
      // 1 × $40 + 5 × $12.50 + 12 × $3.20 = $140.90
      await page.getByText('Order total (18 units): $140.90').waitFor();
      await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0958');
      // A new address (no book yet), served by the free method made above; no tax rate for the US.
      await page.getByLabel('Recipient name').fill('Repair Shop');
      await page.getByLabel('Address line 1').fill('1 Repair Shop Street');
      await page.getByLabel('City').fill('Austin');
      await page.getByLabel('Country').selectOption('US');
      await page.getByLabel('State, province or territory').selectOption('TX');
      await page.getByLabel('Postal code').fill('73301');
      await page.getByRole('radio', { name: new RegExp(`^${pickUp.name}: Free`) }).check();
      await page.getByRole('region', { name: 'Order summary' }).getByText('Total to pay').waitFor();
      await page.getByRole('button', { name: 'Place order' }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/payment/'));
      orderId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
      await page.getByRole('heading', { name: `Pay for ${screen.name} + 2 more` }).waitFor();
      await page.locator('dt:text-is("Total") + dd').filter({ hasText: '$140.90' }).waitFor();
      await cartLink(page).filter({ hasText: '0' }).waitFor();
      await payWithCard(page, cards.success);
      await page.getByRole('status').filter({ hasText: 'Payment Successfull' }).waitFor();

      await waitForPath(page, myOrdersPath(account.email));
      const rows = page.locator('tbody tr');
      const row = rows.filter({ hasText: `${screen.name} + 2 more` });
      await row.getByText('Paid', { exact: true }).waitFor();
      expect(await rows.count()).toBe(1);
      expect(await row.getByRole('cell', { name: '18', exact: true }).count()).toBe(1);
    });

    const orders = await call<Order[]>(shop.apiUrl, token, 'GET', `/myOrders/${encodeURIComponent(account.email)}`);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toEqual(expect.objectContaining({ _id: orderId, status: 'paid', paid: true, total: 140.9 }));
    expect(orders[0].lines.map((line) => [line.name, line.quantity])).toEqual([
      [screen.name, 1],
      [battery.name, 5],
      [port.name, 12],
    ]);

    const subject = `Payment received for order ${orderNumber(orderId)}`;
    const receipt = await shop.mail.waitFor(account.email, { subject });
    for (const part of parts) expect(receipt.text).toContain(part.name);
    // Give a second mail the time to arrive, then count: one payment, one receipt.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(shop.mail.messages.filter((mail) => mail.subject === subject)).toHaveLength(1);
  });
});
