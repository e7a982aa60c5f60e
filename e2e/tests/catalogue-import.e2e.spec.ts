import {
  catalogueColumns,
  catalogueImportPageMessages as m,
  type Part,
  validationMessages,
} from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, openSignedIn, signInViaApi } from '../support/accounts';
import { newPage } from '../support/browser';
import { useShop } from '../support/shop';
import { call, createPart } from './dashboard-fixtures';
import { products } from './storefront-fixtures';

/**
 * The admin moves parts in from a CSV file in the dashboard, against the real API
 * (docs/product.md#22-import-and-export): a preview first, refused rows named by their row, nothing
 * written until applied, then the new parts in the shop.
 */
describe('catalogue import', () => {
  const shop = useShop();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  const stamp = Date.now().toString(36).toUpperCase();
  const part = (n: number, cells: Partial<Record<(typeof catalogueColumns)[number], string>> = {}) => ({
    sku: `E2E-IMP-${stamp}-${n}`,
    name: `Imported Part ${stamp} ${n}`,
    description: 'A part imported by the browser test',
    price: '24.90',
    minQuantity: '1',
    availableQuantity: '40',
    brand: 'Apple',
    models: 'iPhone 15|iPhone 15 Plus',
    category: 'battery',
    grade: 'Premium',
    warrantyDays: '180',
    picture: '/images/parts/iphone-12-battery.svg',
    priceBands: '10:22.50',
    ...cells,
  });
  // Every cell quoted, as spreadsheets write a cell holding a separator.
  const line = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
  const csv = (rows: ReturnType<typeof part>[]) =>
    [line([...catalogueColumns]), ...rows.map((row) => line(catalogueColumns.map((c) => row[c])))].join('\r\n');

  async function asAdmin(flow: (page: Page) => Promise<void>) {
    const { page, context, problems } = await newPage(shop.browser);
    try {
      await openSignedIn(page, shop.shellUrl, adminToken, '/dashboard/import');
      await flow(page);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  }

  async function preview(page: Page, file: string) {
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'parts.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Preview' }).click();
    return page.getByRole('region', { name: 'Preview' });
  }

  const partsNamed = async (words: string) =>
    call<Part[]>(shop.apiUrl, adminToken, 'GET', `/parts?q=${encodeURIComponent(words)}&limit=100`);

  it('previews a file with two bad rows (named by their row, nothing written), then applies it fixed and the shop sells the parts', async () => {
    await asAdmin(async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Import and export' }).waitFor();
      const bad = csv([part(1), part(2, { price: '' }), part(3, { availableQuantity: '-4' }), part(4)]);
      const shown = await preview(page, bad);
      const counts = shown.getByRole('list', { name: 'Rows by verdict' });
      await counts.filter({ hasText: 'Refused: 2' }).waitFor();
      expect(await counts.textContent()).toContain('New parts: 2');
      const refused = shown.getByRole('region', { name: 'Rows that cannot be imported' }).locator('tbody tr');
      expect(await refused.allTextContents()).toEqual([
        `3E2E-IMP-${stamp}-2${validationMessages.addProduct.priceRequired}`,
        `4E2E-IMP-${stamp}-3${validationMessages.addProduct.availableQuantityMin}`,
      ]);
      await shown.getByText(m.refusedIntro(2)).waitFor();
      // The preview wrote nothing.
      expect(await partsNamed(`E2E-IMP-${stamp}`)).toEqual([]);

      const fixed = csv([part(1), part(2, { price: '31.00' }), part(3, { availableQuantity: '4' }), part(4)]);
      const clean = await preview(page, fixed);
      await clean.getByRole('list', { name: 'Rows by verdict' }).filter({ hasText: 'Refused: 0' }).waitFor();
      await clean.getByRole('button', { name: m.applyAll(4) }).click();
      await page
        .getByRole('status')
        .filter({ hasText: m.applied(4, 0) })
        .waitFor();
    });

    const imported = await partsNamed(`E2E-IMP-${stamp}`);
    expect(imported.map((p) => [p.sku, p.price, p.availableQuantity, p.grade, p.warrantyDays]).sort()).toEqual(
      [
        [`E2E-IMP-${stamp}-1`, 24.9, 40, 'Premium', 180],
        [`E2E-IMP-${stamp}-2`, 31, 40, 'Premium', 180],
        [`E2E-IMP-${stamp}-3`, 24.9, 4, 'Premium', 180],
        [`E2E-IMP-${stamp}-4`, 24.9, 40, 'Premium', 180],
      ].sort(),
    );

    // A shopper finds them in the shop, with their grade.
    const { page, context } = await newPage(shop.browser);
    try {
      await page.goto(`${shop.shellUrl}/?q=${encodeURIComponent(`Imported Part ${stamp}`)}`);
      const card = products(page)
        .getByRole('article')
        .filter({ hasText: `Imported Part ${stamp} 2` });
      await card.waitFor();
      expect(await card.getByTestId('part-grade').textContent()).toBe('Grade: Premium');
      await products(page)
        .getByRole('article')
        .filter({ hasText: `Imported Part ${stamp}` })
        .nth(3)
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('reads the same file again as all unchanged, and offers nothing to import', async () => {
    const file = csv([part(9)]);
    await asAdmin(async (page) => {
      const first = await preview(page, file);
      await first.getByRole('button', { name: m.applyAll(1) }).click();
      await page
        .getByRole('status')
        .filter({ hasText: m.applied(1, 0) })
        .waitFor();
      const again = await preview(page, file);
      await again.getByText(m.nothingToChange).waitFor();
      expect(await again.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    });
  });

  it('lists a part under its own threshold in Low stock, and its Update link opens the form with its grade and threshold', async () => {
    const low = await createPart(shop.apiUrl, adminToken, {
      availableQuantity: 1,
      minQuantity: 1,
      lowStockThreshold: 1_000_000,
      grade: 'Refurbished',
      warrantyDays: 30,
    });
    const { page, context, problems } = await newPage(shop.browser);
    try {
      await openSignedIn(page, shop.shellUrl, adminToken, '/dashboard/lowStock');
      await page.getByRole('heading', { level: 1, name: 'Low stock' }).waitFor();
      await page.getByLabel('Sort parts').selectOption({ label: 'Furthest under threshold first' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'shortfall-desc');
      // Nothing else in the shop is a million units short.
      const first = page.locator('tbody tr').first();
      await first.filter({ hasText: low.name }).waitFor();
      expect(await first.locator('td').allTextContents()).toEqual([low.name, low.sku, '1', '1000000', 'Update']);

      await first.getByRole('link', { name: `Update ${low.name}` }).click();
      await page.waitForURL(`**/dashboard/updateProduct/${low._id}`);
      expect(await page.getByLabel('Grade').inputValue()).toBe('Refurbished');
      expect(await page.getByLabel('Warranty (days)').inputValue()).toBe('30');
      expect(await page.getByLabel('Low-stock threshold').inputValue()).toBe('1000000');
    } catch (error) {
      throw new Error(`${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });
});
