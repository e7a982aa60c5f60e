import type { Cart, Part } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, signInViaApi } from '../support/accounts';
import { useShop } from '../support/shop';
import { call, placeOrder } from './dashboard-fixtures';
import {
  createStorefrontPart,
  myOrdersPath,
  newCustomer,
  runInBrowser,
  toast,
  waitForPath,
} from './storefront-fixtures';

const previewRows = (page: Page) => page.getByTestId('quick-order-line');
const cartLine = (page: Page, part: Pick<Part, 'name'>) =>
  page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem', { name: part.name });

/**
 * Quick order and order again in the browser (docs/product.md#13-quick-order, #14-order-again), against the real API:
 * a pasted list is previewed line by line, its good line goes into the cart at its quantity band's price with what it
 * saves; an order from My Orders goes back into the cart with what changed since said in words.
 */
describe('quick order and order again', () => {
  const shop = useShop();
  let adminToken: string;

  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  const bandedPart = (availableQuantity: number) =>
    createStorefrontPart(shop.apiUrl, adminToken, {
      price: 20,
      minQuantity: 1,
      availableQuantity,
      priceBands: [{ minQuantity: 10, price: 17.5 }],
    });

  it('previews pasted lines, adds the good one, and the cart shows its band price and saving', async () => {
    const { token } = await newCustomer(shop.apiUrl, 'quick');
    const banded = await bandedPart(100);
    const scarce = await createStorefrontPart(shop.apiUrl, adminToken, { minQuantity: 1, availableQuantity: 2 });
    await runInBrowser(shop, { token, path: '/cart' }, async (page) => {
      await page.getByRole('link', { name: 'Quick order by SKU' }).click();
      await waitForPath(page, '/quick-order');
      await page
        .getByLabel('SKU and quantity, one part per line')
        .fill(`${banded.sku.toLowerCase()}\t12\n${scarce.sku}, 5\nNO-SUCH-PART-404 1\n${banded.sku} 3`);
      await page.getByRole('button', { name: 'Preview' }).click();
      await previewRows(page).nth(3).waitFor();
      const verdicts = await previewRows(page).evaluateAll((rows) =>
        rows.map((row) => row.getAttribute('data-verdict')),
      );
      expect(verdicts).toEqual(['fine', 'aboveStock', 'unknownSku', 'duplicate']);
      await previewRows(page).nth(0).getByText('$17.50 instead of $20.00').waitFor();
      await page.getByRole('status').filter({ hasText: '1 of 4 lines can be added. $210.00' }).waitFor();

      await page.getByRole('button', { name: 'Add 1 line to cart' }).click();
      await waitForPath(page, '/cart');
      await toast(page, 'Added 1 line to your cart.').waitFor();
      const line = cartLine(page, banded);
      await line.getByText('$17.50 per unit').waitFor();
      await line.getByText('Quantity price: $2.50 off the $20.00 unit price, you save $30.00').waitFor();
      expect(await page.getByRole('listitem', { name: scarce.name }).count()).toBe(0);
    });
  });

  it('orders again from My Orders: the cart opens with the lines at today’s stock and price, and says so', async () => {
    const { account, token } = await newCustomer(shop.apiUrl, 'again');
    const banded = await bandedPart(15);
    // 12 sold at the 10+ band's $17.50 leaves 3: ordering again gets 3, at the part's own $20.00.
    await placeOrder(shop.apiUrl, token, banded, 12);
    await runInBrowser(shop, { token, path: myOrdersPath(account.email) }, async (page) => {
      const row = page.locator('tbody tr').filter({ hasText: banded.name });
      await row.getByRole('button', { name: 'Order again' }).click();
      await waitForPath(page, '/cart');
      const changes = page.getByTestId('reorder-changes');
      await changes.getByRole('heading', { name: 'Ordered again: 1 line is in your cart.' }).waitFor();
      await changes.getByText('Only 3 in stock: quantity lowered from 12 to 3.').waitFor();
      await changes.getByText('The price changed from $17.50 to $20.00 per unit.').waitFor();
      await cartLine(page, banded).getByText('$20.00 per unit').waitFor();
      expect(await cartLine(page, banded).getByLabel('Quantity').inputValue()).toBe('3');
    });
    const cart = await call<Cart>(shop.apiUrl, token, 'GET', '/cart');
    expect(cart.lines.map((line) => [line.partId, line.quantity, line.unitPrice])).toEqual([[banded._id, 3, 20]]);
  });
});
