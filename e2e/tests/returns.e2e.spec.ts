import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { returnNumber, returnPageMessages as t, type Order, type OrderReturn, type Part } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, newAccount, openSignedIn, signInViaApi, signUpViaApi } from '../support/accounts';
import { newPage } from '../support/browser';
import { repoRoot } from '../support/repo-root';
import { useShop } from '../support/shop';
import { call, createPart, payOrder, placeOrder } from './dashboard-fixtures';

/** The text of a PDF as a reader's text layer gets it (pdf.js, through the API tests' reader). */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(repoRoot, 'api/test/read-pdf-text.mjs')],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

/**
 * Returns in the browser against the real API (docs/product.md#28-dashboard): the buyer asks on the order
 * page, the admin works the return on /dashboard/returns, the buyer sees the refund and its credit note,
 * the stock and the mails agree.
 */
describe('returns', () => {
  const shop = useShop();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  async function asUser(token: string, pagePath: string, flow: (page: Page) => Promise<void>) {
    const { page, context, problems } = await newPage(shop.browser);
    try {
      await openSignedIn(page, shop.shellUrl, token, pagePath);
      await flow(page);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  }

  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
  const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
  const stockOf = async (part: Part) =>
    (await call<Part>(shop.apiUrl, adminToken, 'GET', `/purchase/${part._id}`)).availableQuantity;

  /** Clicks a PDF link, waits for the browser's download and answers the file's name and bytes. */
  async function download(page: Page, name: string | RegExp): Promise<{ fileName: string; pdf: Buffer }> {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    const saved = await file.path();
    return { fileName: file.suggestedFilename(), pdf: fs.readFileSync(saved) };
  }

  it('a buyer returns 2 of 5 units dead on arrival; the admin approves, receives them back on sale and refunds', async () => {
    const account = newAccount('returns');
    const token = (await signUpViaApi(shop.apiUrl, account)).accessToken;
    const part = await createPart(shop.apiUrl, adminToken, { price: 12.5, minQuantity: 5, availableQuantity: 100 });
    const paid = await payOrder(shop.apiUrl, token, await placeOrder(shop.apiUrl, token, part, 5));
    // A spec-form order charges no shipping and no tax: the refund is exactly the two units' price.
    expect(paid).toMatchObject({ shipping: 0, tax: 0, total: 62.5 });
    await call<Order>(shop.apiUrl, adminToken, 'POST', `/myOrders/${paid._id}/ship`, {
      carrier: 'DHL Express',
      trackingNumber: 'JD0146000034',
    });
    const stockBefore = await stockOf(part);
    const orderPage = `/dashboard/orders/${paid._id}`;
    const lineLabel = `${part.name} (${part.sku})`;

    // The buyer: the invoice, then "Return parts".
    await asUser(token, orderPage, async (page) => {
      const invoice = await download(page, `Invoice ${paid.invoiceNumber}`);
      expect(invoice.fileName).toBe(`${paid.invoiceNumber}.pdf`);
      expect(invoice.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(invoice.pdf)).toContain(paid.invoiceNumber);

      const form = page.getByRole('form', { name: t.formTitle });
      await form.getByLabel(lineLabel).fill('2');
      await form.getByLabel('Reason').selectOption({ label: 'Dead on arrival' });
      await form.getByLabel('Comment').fill('The screen stays black.');
      await form.getByRole('button', { name: 'Request the return' }).click();
      await toast(page, t.returnRequested).waitFor();
      const returns = page.getByRole('list', { name: t.returnsTitle });
      await returns.getByText('Requested').waitFor();
      await returns.getByText(`2 × ${lineLabel}`).waitFor();
      // Three units are left to return.
      await page.locator(`input[max="3"]`).waitFor();
    });
    const [requested] = await call<OrderReturn[]>(shop.apiUrl, token, 'GET', `/myOrders/${paid._id}/returns`);
    const number = returnNumber(requested._id);

    // The admin: approve, receive (back on sale), refund.
    let creditNote = '';
    await asUser(adminToken, '/dashboard/returns', async (page) => {
      const line = row(page, account.email);
      await line.getByText('Dead on arrival').waitFor();
      await line.getByRole('button', { name: 'Approve' }).click();
      await toast(page, t.returnApproved).waitFor();
      await line.getByRole('button', { name: 'Receive' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark the return received' });
      await dialog.getByRole('checkbox', { name: `2 × ${lineLabel}` }).check();
      await dialog.getByRole('button', { name: 'Mark received' }).click();
      await toast(page, t.returnReceived).waitFor();
      await line.getByRole('button', { name: 'Refund' }).click();
      await toast(page, t.returnRefunded('$25.00')).waitFor();
      const link = line.getByRole('button', { name: /^Credit note CN-\d{4}-\d{6}$/ });
      creditNote = ((await link.textContent()) ?? '').replace('Credit note ', '').trim();
      // The status filter lives in the URL.
      await page.getByLabel('Status').selectOption({ label: 'Refunded' });
      await page.waitForURL('**/dashboard/returns?status=refunded');
      await line.getByText('Refunded', { exact: true }).waitFor();
    });

    // The buyer sees the refund and downloads the credit note.
    await asUser(token, orderPage, async (page) => {
      const returns = page.getByRole('list', { name: t.returnsTitle });
      await returns.getByText('Refunded $25.00').waitFor();
      await returns.getByText('back on sale').waitFor();
      const note = await download(page, `Credit note ${creditNote}`);
      expect(note.fileName).toBe(`${creditNote}.pdf`);
      expect(note.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(note.pdf);
      expect(text).toContain(creditNote);
      expect(text).toContain(paid.invoiceNumber);
    });

    expect(await stockOf(part)).toBe(stockBefore + 2);

    const subjects = [
      `Return ${number} is approved: how to send the parts back`,
      `We received return ${number}`,
      `Return ${number} is refunded: $25.00`,
    ];
    for (const subject of subjects) await shop.mail.waitFor(account.email, { subject });
    for (const subject of subjects)
      expect(
        shop.mail.messages.filter((mail) => mail.to.includes(account.email) && mail.subject === subject),
      ).toHaveLength(1);
  });
});
