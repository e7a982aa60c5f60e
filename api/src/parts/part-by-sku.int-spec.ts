import { catalogueMessages, type PublicPart } from '@phoneparts/contracts';
import fc from 'fast-check';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET /parts/sku/:sku, the public part page's read (docs/product.md#23-public-catalogue): one part by its
 * SKU in any case, for anyone, with its stock state and without the fields only an admin sets.
 */
describe('GET /parts/sku/:sku', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertPart(t, {
      sku: 'APL-IP13-OLED',
      name: 'iPhone 13 OLED',
      brand: 'Apple',
      models: ['iPhone 13', 'iPhone 13 Pro'],
      category: 'screen',
      grade: 'OEM',
      warrantyDays: 180,
      priceCents: 12999,
      minQuantity: 2,
      availableQuantity: 40,
      lowStockThreshold: 7,
      priceBands: [
        { minQuantity: 10, priceCents: 11900 },
        { minQuantity: 50, priceCents: 11200 },
      ],
    });
    // The shop's default threshold (LOW_STOCK_THRESHOLD, 5) applies to a part without its own.
    await insertPart(t, { sku: 'LOW-DEFAULT', minQuantity: 1, availableQuantity: 4 });
    await insertPart(t, { sku: 'LOW-OWN', minQuantity: 1, availableQuantity: 9, lowStockThreshold: 10 });
    await insertPart(t, { sku: 'AT-THRESHOLD', minQuantity: 1, availableQuantity: 5 });
    await insertPart(t, { sku: 'OUT-UNDER-MIN', minQuantity: 3, availableQuantity: 2 });
  });
  afterAll(() => t.close());

  const read = (sku: string) => t.http.get(`/parts/sku/${sku}`);

  it('answers the part as a visitor sees it, nothing an admin sets to run the shop', async () => {
    const res = await read('APL-IP13-OLED').expect(200);
    expect(res.body).toEqual({
      _id: expect.any(String),
      name: 'iPhone 13 OLED',
      picture: '/images/parts/test.svg',
      description: 'A screen used by the tests',
      price: 129.99,
      minQuantity: 2,
      availableQuantity: 40,
      brand: 'Apple',
      models: ['iPhone 13', 'iPhone 13 Pro'],
      category: 'screen',
      sku: 'APL-IP13-OLED',
      priceBands: [
        { minQuantity: 10, price: 119 },
        { minQuantity: 50, price: 112 },
      ],
      grade: 'OEM',
      warrantyDays: 180,
      stock: 'in-stock',
    } satisfies PublicPart);
    expect(res.body).not.toHaveProperty('lowStockThreshold');
    expect(res.body).not.toHaveProperty('version');
  });

  it('finds the part whatever the case of the address', async () => {
    expect((await read('apl-ip13-oled').expect(200)).body.sku).toBe('APL-IP13-OLED');
  });

  it('is cacheable by anyone and revalidates to a 304', async () => {
    const first = await read('APL-IP13-OLED').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    await read('APL-IP13-OLED').set('If-None-Match', first.headers.etag).expect(304);
  });

  it.each([
    ['LOW-DEFAULT', 'low'],
    ['LOW-OWN', 'low'],
    ['AT-THRESHOLD', 'in-stock'],
    ['OUT-UNDER-MIN', 'out'],
  ])('says %s is %s', async (sku, stock) => {
    expect((await read(sku).expect(200)).body.stock).toBe(stock);
  });

  it('shows a stock change at once (the cached answer is dropped)', async () => {
    const { body: part } = await read('LOW-OWN').expect(200);
    await t.http
      .patch('/parts')
      .set(t.auth('admin'))
      .send({ _id: part._id, version: 1, availableQuantity: 0 })
      .expect(200);
    expect((await read('LOW-OWN').expect(200)).body).toMatchObject({ availableQuantity: 0, stock: 'out' });
  });

  it('answers 404 naming the SKU for an unknown one, and finds it once it is added', async () => {
    const res = await read('NO-SUCH-SKU').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: catalogueMessages.noPartWithSku('NO-SUCH-SKU') });
    await insertPart(t, { sku: 'NO-SUCH-SKU' });
    await read('no-such-sku').expect(200);
  });

  it.each([
    ['one character', 'A'],
    ['41 characters', 'A'.repeat(41)],
    ['a space', 'APL%20IP13'],
    ['a slash', 'APL%2FIP13'],
    ['a quote', "APL'IP13"],
    ['non-ASCII letters', encodeURIComponent('ÄPL-13')],
  ])('refuses a SKU with %s: 400 saying what a SKU is', async (_what, sku) => {
    const res = await read(sku).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: catalogueMessages.skuInvalid });
  });

  it('answers any address segment with a 200, 400 or 404 and a message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60, unit: 'binary' }), async (text) => {
        const res = await read(encodeURIComponent(text));
        expect([200, 400, 404]).toContain(res.status);
        if (res.status !== 200) expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});
