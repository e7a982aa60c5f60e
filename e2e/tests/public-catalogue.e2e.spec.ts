import type { Cart, Part } from '@phoneparts/contracts';
import { demoAdmin, signInInBrowser, signInViaApi } from '../support/accounts';
import { useShop } from '../support/shop';
import { call } from './dashboard-fixtures';
import {
  createDevicePart,
  devicePath,
  newCustomer,
  productCard,
  runInBrowser,
  toast,
  waitForPath,
} from './storefront-fixtures';

/**
 * The public catalogue in the browser (docs/product.md#23-public-catalogue): a visitor reads a part's page
 * from a home card (prices per quantity, stock), adds it through sign-in and comes back to the page with the
 * part in the cart; a device page lists the part under its category — against the real API.
 */
const partPagePath = (sku: string) => `/parts/${sku}`;

describe('public catalogue', () => {
  const shop = useShop();
  let part: Part;
  let brand: string;
  let model: string;

  beforeAll(async () => {
    const admin = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
    ({ part, brand, model } = await createDevicePart(shop.apiUrl, admin, 'Public', { grade: 'OEM' }));
  });

  it("a visitor opens a part's page from its card, adds it through sign-in and lands back on it with the part in the cart", async () => {
    const { account, token } = await newCustomer(shop.apiUrl, 'public');
    await runInBrowser(shop, { path: `/?q=${encodeURIComponent(part.name)}` }, async (page) => {
      // The card's name (its picture links there too, for the mouse).
      await productCard(page, part).getByRole('heading', { name: part.name }).getByRole('link').click();
      await waitForPath(page, partPagePath(part.sku));

      await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
      expect(await page.getByTestId('stock-state').textContent()).toBe('In stock');
      expect(await page.getByTestId('price-band').allTextContents()).toEqual([
        'From 10 units$36.00',
        'From 50 units$32.50',
      ]);
      expect(await page.getByTestId('part-sku').textContent()).toBe(part.sku);
      expect(await page.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(`/purchase/${part._id}`);

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await waitForPath(page, '/login');
      await signInInBrowser(page, shop.shellUrl, account, { navigate: false });
      await waitForPath(page, partPagePath(part.sku));
      await toast(page, `Added 2 × ${part.name} to your cart.`).waitFor();
      // The pending add is finished once: the address no longer carries it.
      await page.waitForURL((url) => !url.searchParams.has('add'));
    });
    const cart = await call<Cart>(shop.apiUrl, token, 'GET', '/cart');
    expect(cart.lines.map((line) => [line.partId, line.quantity])).toEqual([[part._id, 2]]);
  });

  it('a device page lists the part under its category, linking to its page; an unknown SKU shows not found', async () => {
    await runInBrowser(shop, { path: devicePath(brand, model) }, async (page) => {
      await page.getByRole('heading', { level: 1, name: `Parts for the ${brand} ${model}` }).waitFor();
      await page.getByText(`1 part fits the ${model}`).waitFor();
      const screens = page.getByRole('region', { name: 'Screen' });
      await screens.getByRole('link', { name: new RegExp(part.name) }).click();
      await waitForPath(page, partPagePath(part.sku));
      await page.getByRole('heading', { level: 1, name: part.name }).waitFor();

      await page.goto(`${shop.shellUrl}/parts/NO-SUCH-${part.sku}`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByText(`No part has SKU NO-SUCH-${part.sku}.`).waitFor();
    });
  });
});
