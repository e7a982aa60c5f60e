import { uiMessages, type Part } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, newAccount, signInViaApi, signUpViaApi, type Account } from '../support/accounts';
import { expectFocusVisible, hasFocus, tabTo } from '../support/keyboard';
import { useShop } from '../support/shop';
import { createPart, placeOrder } from './dashboard-fixtures';
import {
  cards,
  cardForm,
  futureExpiry,
  myOrdersPath,
  orderRow,
  productCard,
  products,
  runInBrowser,
  toast,
  waitForPath,
} from './storefront-fixtures';

/**
 * The purchase and payment journey with the keyboard alone (Tab, Shift+Tab, Enter, Space and
 * typing; no clicks, no fill()), the focus visible at every stop; and the focus traps of the
 * confirmation dialog and the dashboard's side drawer in a real browser.
 */
describe('keyboard only', () => {
  const shop = useShop();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  async function customer(): Promise<{ account: Account; token: string }> {
    const account = newAccount('keys');
    return { account, token: (await signUpViaApi(shop.apiUrl, account)).accessToken };
  }

  /** Tabs to a field and types into it, as a person would. */
  async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
    await tabTo(page, field);
    await page.keyboard.type(text);
  }

  it('home → part → order → pay with the sandbox card', async () => {
    const { account, token } = await customer();
    const part: Part = await createPart(shop.apiUrl, adminToken, { price: 10, minQuantity: 3, availableQuantity: 30 });

    await runInBrowser(shop, { token }, async (page) => {
      // Home: search for the part, then its Buy Now.
      await products(page).waitFor();
      await typeInto(page, page.getByRole('searchbox', { name: 'Search parts' }), part.name);
      await page.keyboard.press('Enter');
      const buyNow = productCard(page, part).getByRole('link', { name: 'Buy Now' });
      await buyNow.waitFor();
      await tabTo(page, buyNow);
      await page.keyboard.press('Enter');

      // Part page: the order form (the quantity starts at the minimum).
      await waitForPath(page, `/purchase/${part._id}`);
      const form = page.getByRole('form', { name: 'Your order' });
      await form.getByText('Total: $30.00').waitFor();
      await typeInto(page, form.getByLabel('Phone'), '555 123 4567');
      await typeInto(page, form.getByLabel('Address'), '1 Keyboard Street');
      // Back to the phone and forward again: Shift+Tab works too.
      await tabTo(page, form.getByLabel('Phone'), { shift: true });
      await tabTo(page, form.getByRole('button', { name: 'Confirm Order' }));
      await page.keyboard.press('Space');
      await toast(page, uiMessages.orderPlaced).waitFor();

      // My Orders (the storefront moves on by itself): Pay for the new order.
      await waitForPath(page, myOrdersPath(account.email));
      const pay = orderRow(page, part).getByRole('link', { name: 'Pay' });
      await pay.waitFor();
      await tabTo(page, pay);
      await page.keyboard.press('Enter');

      // Payment: the sandbox card, then Pay.
      await page.waitForURL(/\/payment\//);
      const card = cardForm(page);
      await typeInto(page, card.getByLabel('Card number'), cards.success);
      await typeInto(page, card.getByLabel('Expiry (MM/YY)'), futureExpiry());
      await typeInto(page, card.getByLabel('CVC'), '123');
      await tabTo(page, card.getByRole('button', { name: 'Pay' }));
      await page.keyboard.press('Space');
      await page.getByRole('status').filter({ hasText: uiMessages.paymentSucceeded }).waitFor();
    });
  });

  it('the confirmation dialog holds the focus, closes on Escape and gives the focus back to its opener', async () => {
    const { account, token } = await customer();
    const part = await createPart(shop.apiUrl, adminToken);
    await placeOrder(shop.apiUrl, token, part, part.minQuantity);

    await runInBrowser(shop, { token, path: myOrdersPath(account.email) }, async (page) => {
      const cancel = orderRow(page, part).getByRole('button', { name: 'Cancel' });
      await cancel.waitFor();
      await tabTo(page, cancel);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: uiMessages.cancelOrderQuestion });
      await dialog.waitFor();
      expect(await hasFocus(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
      await expectFocusVisible(page);
      await page.keyboard.press('Tab');
      expect(await hasFocus(dialog.getByRole('button', { name: 'Confirm' }))).toBe(true);
      await page.keyboard.press('Tab'); // wraps inside the dialog
      expect(await hasFocus(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocus(dialog.getByRole('button', { name: 'Confirm' }))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await hasFocus(cancel)).toBe(true);
      await expectFocusVisible(page);
    });
  });

  it('the phone-sized dashboard drawer holds the focus while open, closes on Escape and gives it back to its toggle', async () => {
    const { token } = await customer();
    await runInBrowser(shop, { token, path: '/dashboard', viewport: { width: 390, height: 844 } }, async (page) => {
      const toggle = page.getByRole('button', { name: 'Dashboard menu' });
      await toggle.waitFor();
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const links = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
      await links.first().waitFor();
      const count = await links.count();
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press('Tab');
        expect(await hasFocus(links.nth(index))).toBe(true);
        await expectFocusVisible(page);
      }
      await page.keyboard.press('Tab'); // past the last entry: back to the toggle, not on to the page
      expect(await hasFocus(toggle)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await hasFocus(toggle)).toBe(true);
      await expectFocusVisible(page);
    });
  });
});
