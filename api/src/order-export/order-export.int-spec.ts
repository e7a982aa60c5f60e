import Papa from 'papaparse';
import { insertPart, placeOrder } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

describe('the orders export for the accountant', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const exportRows = async (query: string) => {
    const res = await t.http.get(`/admin/orders/export.csv${query}`).set(t.auth('admin')).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return Papa.parse<string[]>(res.text, { skipEmptyLines: true }).data;
  };

  it('lists each line of each order in the days asked, with its order’s figures; formula cells neutralised', async () => {
    const part = await insertPart(t, { sku: 'EXP-1', name: '=cmd|" /C calc"!A0', priceCents: 1250, minQuantity: 1 });
    const orderId = await placeOrder(t, 'customerA', part.id, 3);
    const today = new Date().toISOString().slice(0, 10);

    const rows = await exportRows(`?from=${today}&to=${today}`);
    expect(rows[0]).toEqual([
      'date',
      'order',
      'status',
      'buyer',
      'email',
      'sku',
      'part',
      'quantity',
      'unitPrice',
      'lineTotal',
      'orderTotal',
      'lineTax',
      'orderGoods',
      'orderShipping',
      'orderTax',
      'shippingMethod',
      'poNumber',
    ]);
    const line = rows.find((r) => r[1] === orderId)!;
    expect(line).toEqual([
      expect.stringMatching(new RegExp(`^${today}T`)),
      orderId,
      'placed',
      t.accounts.customerA.displayName,
      t.accounts.customerA.email,
      'EXP-1',
      `'=cmd|" /C calc"!A0`,
      '3',
      '12.50',
      '37.50',
      '37.50',
      // A spec-form order where the shop keeps no shipping method or tax rate: goods are the total.
      '0.00',
      '37.50',
      '0.00',
      '0.00',
      '',
      '',
    ]);
    expect(await exportRows('?from=2999-01-01')).toHaveLength(1);
    expect(await exportRows('?to=2000-01-01')).toHaveLength(1);
  });

  it.each([
    ['?from=yesterday', 'from must be a date like 2026-01-31'],
    ['?from=2026-02-30', 'from must be a date like 2026-01-31'],
    ['?from=2026-03-02&to=2026-03-01', 'from must not be after to'],
  ])('refuses %s with a message (400)', async (query, message) => {
    const res = await t.http.get(`/admin/orders/export.csv${query}`).set(t.auth('admin')).expect(400);
    expect(res.body.message).toBe(message);
  });
});
