import { uiMessages, validationMessages as m } from '@phoneparts/contracts';
import type { Order, Part } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, signInInBrowser, signInViaApi } from '../support/accounts';
import { useOwnShop } from '../support/shop';
import { call, placeOrder } from './dashboard-fixtures';
import {
  cards,
  cardsShowing,
  createStorefrontPart,
  fieldError,
  gridColumns,
  myOrdersPath,
  newCustomer,
  orderNow,
  orderRow,
  payWithCard,
  redirectAtLeastMs,
  productCard,
  products,
  publicParts,
  runInBrowser,
  seededPart,
  shownCards,
  summaryFigures,
  toast,
  waitForPath,
  type BrowserStart,
  type ShownCard,
} from './storefront-fixtures';

const outOfStockName = 'Pixel 7 SIM Card Tray';

/**
 * The storefront remote inside the shell, against the real API: docs/product.md#22-home, #24-part-page,
 * #27-payment-page, #4-states and #5-validation.
 */
describe('storefront', () => {
  const shop = useOwnShop();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  const customer = (prefix = 'store') => newCustomer(shop.apiUrl, prefix);

  const inBrowser = (options: BrowserStart, flow: (page: Page) => Promise<void>) => runInBrowser(shop, options, flow);

  describe('home page', () => {
    it("shows the hero, the summary strip and 'Our Products' after the loading text; sorts by name and price; 3/2/1 columns", async () => {
      const catalogue = (await publicParts(shop.apiUrl)).map(({ name, price }): ShownCard => ({ name, price }));
      const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
      let releaseCatalogue!: () => void;
      const catalogueHeld = new Promise<void>((resolve) => (releaseCatalogue = resolve));
      // The catalogue is held until the loading state has been seen, so that state is checked, not raced.
      const holdCatalogue = async (page: Page) => {
        await page.route(`${shop.apiUrl}/parts`, async (route) => {
          await catalogueHeld;
          await route.continue();
        });
      };

      await inBrowser({ beforeOpen: holdCatalogue }, async (page) => {
        await page.getByRole('heading', { name: 'We sell Mobile Parts', level: 1 }).waitFor();
        const summary = page.getByRole('region', { name: 'Our business in numbers' });
        for (const [figure, label] of summaryFigures) {
          await summary.getByRole('listitem').filter({ hasText: figure }).filter({ hasText: label }).waitFor();
        }

        await products(page).getByText(uiMessages.loading).waitFor();
        expect(await products(page).getByLabel('Sort products').count()).toBe(0);
        expect(await products(page).getByRole('article').count()).toBe(0);
        releaseCatalogue();
        await products(page).getByRole('article').first().waitFor();
        expect(await products(page).getByText(uiMessages.loading).count()).toBe(0);

        // Default: the server's order. Then the four sorts, read back from the DOM.
        expect(await shownCards(products(page))).toEqual(catalogue);
        const sort = products(page).getByLabel('Sort products');
        const sorts: Array<[string, ShownCard[]]> = [
          ['Name (A-Z)', [...catalogue].sort((a, b) => byName.compare(a.name, b.name))],
          ['Name (Z-A)', [...catalogue].sort((a, b) => byName.compare(b.name, a.name))],
          ['Price (low to high)', [...catalogue].sort((a, b) => a.price - b.price)],
          ['Price (high to low)', [...catalogue].sort((a, b) => b.price - a.price)],
          ['Default', catalogue],
        ];
        for (const [label, expected] of sorts) {
          await sort.selectOption({ label });
          expect({ label, shown: await cardsShowing(products(page), expected) }).toEqual({ label, shown: expected });
        }

        // 3 columns on large screens, 2 on medium, 1 on small (docs/product.md#22-home).
        expect(await gridColumns(products(page))).toBe(3);
        await page.setViewportSize({ width: 900, height: 900 });
        expect(await gridColumns(products(page))).toBe(2);
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await gridColumns(products(page))).toBe(1);

        // 'Shop now' brings the summary strip into view and moves the focus there.
        await page.getByRole('button', { name: 'Shop now' }).click();
        await page.waitForFunction(() => {
          const strip = document.activeElement;
          if (!strip || strip.getAttribute('aria-label') !== 'Our business in numbers') return false;
          const { top } = strip.getBoundingClientRect();
          return top >= 0 && top < window.innerHeight / 2;
        });
      });
    });

    it("sends a visitor's 'Buy Now' to /login and, once signed in, on to /purchase/{id}", async () => {
      const { account } = await customer('visitor');
      const part = await seededPart(shop.apiUrl, 'iPhone 12 Battery 2815 mAh');
      await inBrowser({}, async (page) => {
        await productCard(page, part).getByRole('link', { name: 'Buy Now' }).click();
        await waitForPath(page, '/login');
        await signInInBrowser(page, shop.shellUrl, account, { navigate: false });
        await waitForPath(page, `/purchase/${part._id}`);
        await page.getByRole('heading', { name: part.name, level: 1 }).waitFor();
        await page.getByText(part._id).waitFor();
      });
    });
  });

  describe('search and filters', () => {
    const shownNames = async (page: Page) => (await shownCards(products(page))).map((card) => card.name);
    const iPhone13Parts = [
      'iPhone 13 OLED Display Assembly',
      'iPhone 13 Pro Rear Camera Module',
      'iPhone 13 Earpiece Speaker',
    ];
    /** The names in the grid once they satisfy `matches` (the server answers asynchronously). */
    async function gridShows(page: Page, matches: (names: string[]) => boolean): Promise<string[]> {
      for (let tries = 0; tries < 100; tries++) {
        const names = await shownNames(page);
        if (names.length > 0 && matches(names)) return names;
        await page.waitForTimeout(100);
      }
      throw new Error(`the grid never showed the expected parts: ${(await shownNames(page)).join(', ')}`);
    }

    it("finds the iPhone 13 parts for 'iphone13'; search and filters live in the URL, survive a reload and step back with Back", async () => {
      await inBrowser({}, async (page) => {
        const box = products(page).getByRole('searchbox', { name: 'Search parts' });
        await box.fill('iphone13');
        await box.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('q') === 'iphone13');
        // Every iPhone 13 part and nothing else (the whole catalogue, still on screen at first, has more).
        const found = await gridShows(
          page,
          (names) =>
            iPhone13Parts.every((name) => names.includes(name)) && names.every((name) => /iPhone 13/.test(name)),
        );

        await products(page).getByLabel('Category').selectOption({ label: 'Screen' });
        await page.waitForURL((url) => url.searchParams.get('category') === 'screen');
        expect(await gridShows(page, (names) => names.length === 1)).toEqual(['iPhone 13 OLED Display Assembly']);

        // A reload (or a shared link) shows the same search.
        await page.reload();
        expect(await gridShows(page, (names) => names.length === 1)).toEqual(['iPhone 13 OLED Display Assembly']);
        expect(await products(page).getByRole('searchbox', { name: 'Search parts' }).inputValue()).toBe('iphone13');
        expect(await products(page).getByLabel('Category').inputValue()).toBe('screen');

        // Back steps to the search without the category, then to the whole catalogue.
        await page.goBack();
        await page.waitForURL(
          (url) => url.searchParams.get('category') === null && url.searchParams.get('q') === 'iphone13',
        );
        await gridShows(page, (names) => names.length === found.length);
        await page.goBack();
        await page.waitForURL((url) => url.search === '');
        await gridShows(page, (names) => names.length > found.length);
        expect(await products(page).getByRole('searchbox', { name: 'Search parts' }).inputValue()).toBe('');

        await box.fill('no such part anywhere');
        await box.press('Enter');
        await products(page).getByText(uiMessages.noPartsMatch).waitFor();
        expect(await products(page).getByRole('article').count()).toBe(0);
      });
    });
  });

  describe('ordering', () => {
    it('browse, sort, Buy Now: the validation messages for invalid values, then the order (stock down, My Orders after 2 s), then paid with 4242…', async () => {
      const { account, token } = await customer();
      const part = await createStorefrontPart(shop.apiUrl, adminToken, {
        price: 12.5,
        minQuantity: 5,
        availableQuantity: 40,
      });
      let placedId = '';
      await inBrowser({ token }, async (page) => {
        await products(page).getByLabel('Sort products').selectOption({ label: 'Price (low to high)' });
        await productCard(page, part).getByRole('link', { name: 'Buy Now' }).click();
        await waitForPath(page, `/purchase/${part._id}`);
        const form = page.getByRole('form', { name: 'Your order' });
        const quantity = form.getByLabel('Quantity');
        const phone = form.getByLabel('Phone');
        const address = form.getByLabel('Address');
        const confirm = form.getByRole('button', { name: 'Confirm Order' });

        await page.getByRole('heading', { name: part.name, level: 1 }).waitFor();
        expect(await page.getByTestId('available-quantity').textContent()).toBe('40');
        expect(await form.getByLabel('Name').inputValue()).toBe(account.name);
        expect(await form.getByLabel('Email').inputValue()).toBe(account.email);
        expect(await quantity.inputValue()).toBe('5');
        await form.getByText('Total: $62.50').waitFor();

        await quantity.fill('');
        await confirm.click();
        await form.getByText(m.addressRequired).waitFor();
        expect(await fieldError(quantity)).toBe(m.quantityRequired);
        expect(await fieldError(phone)).toBe(m.phoneRequired);
        expect(await fieldError(address)).toBe(m.addressRequired);

        await quantity.fill('2');
        await phone.fill('12-34');
        await address.fill('1 Test Street, Dhaka');
        await confirm.click();
        await form.getByText(m.quantityBelowMin(5)).waitFor();
        expect(await fieldError(quantity)).toBe(m.quantityBelowMin(5));
        expect(await fieldError(phone)).toBe(m.phoneInvalid);
        expect(await fieldError(address)).toBe('');

        await quantity.fill('41');
        await form.getByText(m.quantityAboveMax(40)).waitFor();
        expect(await fieldError(quantity)).toBe(m.quantityAboveMax(40));

        await quantity.fill('7');
        await phone.fill('(555) 123-4567');
        await form.getByText('Total: $87.50').waitFor();
        const submittedAt = Date.now();
        await confirm.click();
        await toast(page, uiMessages.orderPlaced).waitFor();
        // The stock shown is the server's answer, before the page moves on.
        await page.getByTestId('available-quantity').getByText('33', { exact: true }).waitFor();
        await waitForPath(page, myOrdersPath(account.email));
        expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(redirectAtLeastMs);
        const row = orderRow(page, part);
        await row.getByRole('cell', { name: '7', exact: true }).waitFor();
        expect((await call<Part>(shop.apiUrl, token, 'GET', `/purchase/${part._id}`)).availableQuantity).toBe(33);
        const [placed] = await call<Order[]>(
          shop.apiUrl,
          token,
          'GET',
          `/myOrders/${encodeURIComponent(account.email)}`,
        );
        expect(placed).toEqual(
          expect.objectContaining({ productId: part._id, quantity: 7, status: 'placed', phone: '(555) 123-4567' }),
        );
        placedId = placed._id;

        // On to the payment of that order, as a shopper would.
        await row.getByRole('link', { name: 'Pay' }).click();
        await waitForPath(page, `/payment/${placed._id}`);
        await page.getByText('$87.50', { exact: true }).waitFor();
        await payWithCard(page, cards.success);
        await page.getByRole('status').filter({ hasText: uiMessages.paymentSucceeded }).waitFor();
        await page.getByText(uiMessages.orderAlreadyPaid).waitFor();
        await waitForPath(page, myOrdersPath(account.email));
        await orderRow(page, part).getByText('Paid', { exact: true }).waitFor();
      });

      expect(await orderNow(shop.apiUrl, token, account.email, placedId)).toEqual(
        expect.objectContaining({ status: 'paid', paid: true }),
      );
    });

    it('says clearly that the order was not placed when the stock ran out meanwhile, and shows the new stock', async () => {
      const { token } = await customer('late');
      const { token: otherToken } = await customer('early');
      const part = await createStorefrontPart(shop.apiUrl, adminToken, {
        price: 12.5,
        minQuantity: 5,
        availableQuantity: 20,
      });
      await inBrowser({ token, path: `/purchase/${part._id}` }, async (page) => {
        const form = page.getByRole('form', { name: 'Your order' });
        await form.getByLabel('Quantity').fill('15');
        await form.getByLabel('Phone').fill('555 123 4567');
        await form.getByLabel('Address').fill('1 Test Street');
        // Another shopper takes 10 while this page still shows 20.
        await placeOrder(shop.apiUrl, otherToken, part, 10);
        await form.getByRole('button', { name: 'Confirm Order' }).click();

        const refusal = form.getByRole('alert').filter({ hasText: uiMessages.orderNotPlaced });
        await refusal.waitFor();
        expect(await refusal.textContent()).toBe(`${uiMessages.orderNotPlaced} ${m.quantityAboveMax(10)}`);
        await page.getByTestId('available-quantity').getByText('10', { exact: true }).waitFor();
        expect(await toast(page, uiMessages.orderPlaced).count()).toBe(0);
        expect(await form.getByRole('button', { name: 'Confirm Order' }).isEnabled()).toBe(true);
      });
      expect((await call<Part>(shop.apiUrl, token, 'GET', `/purchase/${part._id}`)).availableQuantity).toBe(10);
    });

    it("shows 'Stock Out' for a part with fewer available than its minimum; it cannot be ordered in the browser or through the API", async () => {
      const { token } = await customer('stockout');
      const part = await seededPart(shop.apiUrl, outOfStockName);
      expect(part.availableQuantity).toBeLessThan(part.minQuantity);

      await inBrowser({ token }, async (page) => {
        const tray = productCard(page, part);
        await tray.getByText(uiMessages.stockOut, { exact: true }).waitFor();
        expect(await tray.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);
        expect(await tray.getByRole('link', { name: 'Buy Now' }).count()).toBe(0);

        await page.goto(`${shop.shellUrl}/purchase/${part._id}`);
        await page.getByTestId('available-quantity').getByText(uiMessages.stockOutDetail, { exact: true }).waitFor();
        const form = page.getByRole('form', { name: 'Your order' });
        expect(await form.getByRole('button', { name: 'Confirm Order' }).isDisabled()).toBe(true);
        for (const label of ['Quantity', 'Phone', 'Address'])
          expect(await form.getByLabel(label).isDisabled()).toBe(true);
      });

      const refusal = (quantity: number) =>
        call(shop.apiUrl, token, 'POST', '/myOrders', {
          productId: part._id,
          quantity,
          phone: '555 123 4567',
          address: '1 Test Street',
        }).then(
          () => 'accepted',
          (error: Error) => error.message,
        );
      const atMinimum = await refusal(part.minQuantity);
      expect(atMinimum).toContain('answered 409');
      expect(atMinimum).toContain(m.quantityAboveMax(part.availableQuantity));
      const allLeft = await refusal(part.availableQuantity);
      expect(allLeft).toContain('answered 400');
      expect(allLeft).toContain(m.quantityBelowMin(part.minQuantity));
      expect((await seededPart(shop.apiUrl, outOfStockName)).availableQuantity).toBe(part.availableQuantity);
    });
  });
});
