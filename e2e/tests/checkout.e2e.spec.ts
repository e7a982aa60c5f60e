import { orderNumber, type Order, type Part, type ShippingMethod, type TaxRate } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, signInViaApi } from '../support/accounts';
import { useShop } from '../support/shop';
import { call } from './dashboard-fixtures';
import {
  cards,
  createStorefrontPart,
  newCustomer,
  payWithCard,
  runInBrowser,
  toast,
  waitForPath,
} from './storefront-fixtures';

/** The charges block of the order and payment pages, as "label value" lines. */
async function chargesOf(page: Page): Promise<string[]> {
  const block = page.getByLabel('Charges and delivery');
  await block.waitFor();
  return block
    .locator(':scope > div')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`),
    );
}

/**
 * Selling abroad (docs/tax.md, docs/product.md#25-cart-page): a London repair shop with a +44 phone
 * saves a UK address in its address book, checks out its cart with a shipping method the admin made
 * for the UK, sees the UK's 20 % VAT on the goods and the shipping, pays once with the sandbox card,
 * and the receipt mail carries the same figures as the order page — against the real API.
 */
describe('checkout with an address, a shipping method and tax', () => {
  const shop = useShop();
  const suffix = Date.now().toString(36);
  let part: Part;
  let method: ShippingMethod;

  beforeAll(async () => {
    const admin = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
    part = await createStorefrontPart(shop.apiUrl, admin, { name: `vat${suffix} Screen`, price: 25, minQuantity: 1 });
    method = await call<ShippingMethod>(shop.apiUrl, admin, 'POST', '/admin/shipping-methods', {
      name: `Tracked 48 ${suffix}`,
      countries: ['GB', 'IE'],
      price: 4.5,
      freeAbove: null,
      estimate: '2–4 working days',
    });
    // The UK's standard VAT, whatever another run of this file left (rates are the shop's, one per place).
    const rates = await call<TaxRate[]>(shop.apiUrl, admin, 'GET', '/admin/tax-rates');
    const uk = rates.find((rate) => rate.country === 'GB' && rate.region === null);
    if (uk) await call(shop.apiUrl, admin, 'PATCH', `/admin/tax-rates/${uk._id}`, { rate: 20 });
    else await call(shop.apiUrl, admin, 'POST', '/admin/tax-rates', { country: 'GB', rate: 20 });
  });

  it('saves a UK address, picks a method, shows VAT, pays once, and mails the figures of the order page', async () => {
    const { account, token } = await newCustomer(shop.apiUrl, 'vat');
    await call(shop.apiUrl, token, 'PUT', `/cart/lines/${part._id}`, { quantity: 2 });
    let orderId = '';
    let pageCharges: string[] = [];
    await runInBrowser(shop, { path: '/dashboard/addresses', token }, async (page) => {
      // The address book: a new UK address, checked against its country, becomes the default.
      const form = page.getByRole('form', { name: 'Add an address' });
      await form.getByLabel('Recipient name').fill('Ann Smith');
      await form.getByLabel('Company').fill('Fix-It Ltd');
      await form.getByLabel('Address line 1').fill('1 High Street');
      await form.getByLabel('City').fill('London');
      await form.getByLabel('Postal code').fill('94043');
      await form.getByLabel('Country').selectOption('GB');
      await form.getByRole('button', { name: 'Add address' }).click();
      await form.getByText('This postal code cannot be right for United Kingdom (it looks like EC1Y 8SY).').waitFor();
      await form.getByLabel('Postal code').fill('ec1y 8sy');
      await form.getByRole('button', { name: 'Add address' }).click();
      await toast(page, 'Address saved.').waitFor();
      const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
      await saved
        .filter({ hasText: 'Ann Smith, Fix-It Ltd, 1 High Street, London EC1Y 8SY, United Kingdom' })
        .waitFor();
      await saved.getByText('Default').waitFor();

      // The cart: the saved address is chosen, the UK's method is offered at its price, the quote shows VAT.
      await page.goto(`${shop.shellUrl}/cart`);
      await page.getByRole('radio', { name: /1 High Street, London EC1Y 8SY/ }).waitFor();
      expect(await page.getByRole('radio', { name: /1 High Street, London EC1Y 8SY/ }).isChecked()).toBe(true);
      await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0958');
      await page.getByRole('radio', { name: new RegExp(`${method.name}: \\$4\\.50`) }).check();
      const summary = page.getByRole('region', { name: 'Order summary' });
      // 2 × $25 = $50 goods, $4.50 shipping, 20 % of both = $10.90 VAT, $65.40 in all.
      await summary.getByText('Total to pay').waitFor();
      expect(await summary.locator('dl > div').allInnerTexts()).toEqual([
        'Goods\n$50.00',
        `Shipping (${method.name})\n$4.50`,
        'Tax (20 %)\n$10.90',
        'Total to pay\n$65.40',
      ]);
      await page.getByLabel('PO number').fill('PO-4471');
      await page.getByRole('button', { name: 'Place order' }).click();

      // The payment page: the same figures, and the card is charged the total once.
      await page.waitForURL((url) => url.pathname.startsWith('/payment/'));
      orderId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
      expect(await chargesOf(page)).toEqual([
        'Goods: $50.00',
        `Shipping (${method.name}): $4.50`,
        'Tax (20 %): $10.90',
        'Ship to: Ann SmithFix-It Ltd1 High StreetLondon EC1Y 8SYUnited Kingdom',
        'PO number: PO-4471',
      ]);
      await page.locator('dt:text-is("Total") + dd').filter({ hasText: '$65.40' }).waitFor();
      await payWithCard(page, cards.success);
      await page.getByRole('status').filter({ hasText: 'Payment Successfull' }).waitFor();
      await waitForPath(page, `/dashboard/myOrders/${account.email}`);

      // The order page keeps the figures the order was placed with.
      await page.goto(`${shop.shellUrl}/dashboard/orders/${encodeURIComponent(orderId)}`);
      pageCharges = await chargesOf(page);
      await page.locator('dt:text-is("Total") + dd').filter({ hasText: '$65.40' }).waitFor();
    });

    expect(pageCharges).toEqual([
      'Goods: $50.00',
      `Shipping (${method.name}): $4.50`,
      'Tax (20 %): $10.90',
      'Ship to: Ann SmithFix-It Ltd1 High StreetLondon EC1Y 8SYUnited Kingdom',
      'PO number: PO-4471',
    ]);
    const order = await call<Order>(shop.apiUrl, token, 'GET', `/myOrders/payment/${orderId}`);
    expect(order).toEqual(
      expect.objectContaining({
        status: 'paid',
        goods: 50,
        shipping: 4.5,
        tax: 10.9,
        total: 65.4,
        poNumber: 'PO-4471',
      }),
    );
    expect(order.phone).toBe('+442079460958');

    const subject = `Payment received for order ${orderNumber(orderId)}`;
    const receipt = await shop.mail.waitFor(account.email, { subject });
    for (const line of [
      'Goods: $50.00',
      `Shipping: $4.50 (${method.name})`,
      'Tax: $10.90 (20 %)',
      'Total: $65.40',
      'Ship to: Ann Smith, Fix-It Ltd, 1 High Street, London EC1Y 8SY, United Kingdom',
      'PO number: PO-4471',
    ])
      expect(receipt.text).toContain(line);
    // One payment, one receipt: give a second mail the time to arrive, then count.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(shop.mail.messages.filter((mail) => mail.subject === subject)).toHaveLength(1);
  });
});
