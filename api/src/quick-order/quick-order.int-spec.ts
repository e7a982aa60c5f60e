import {
  apiMessages,
  type Cart,
  cartMessages,
  maxCartLines,
  maxQuickOrderLines,
  maxQuickOrderText,
  type QuickOrderPreview,
  quickOrderMessages,
  validationMessages,
} from '@phoneparts/contracts';
import { catalogueChanged, insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

/**
 * Quick order (docs/product.md#13-quick-order): POST /cart/preview judges every line, POST /cart/lines adds all or
 * nothing.
 */
describe('quick order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.http.delete('/cart').set(t.auth('customerA')).expect(200);
  });

  let skuCount = 0;
  /** A part with a SKU of its own: `QO-1-SCREEN` and so on. */
  const part = (overrides: Partial<typeof parts.$inferInsert> = {}) =>
    insertPart(t, { sku: `QO-${++skuCount}-PART`, ...overrides });

  const preview = (content: string, format: 'text' | 'csv' = 'text') =>
    t.http.post('/cart/preview').set(t.auth('customerA')).send({ format, content });
  const addLines = (body: unknown) =>
    t.http
      .post('/cart/lines')
      .set(t.auth('customerA'))
      .send(body as object);
  const cartOf = async (): Promise<Cart> => (await t.http.get('/cart').set(t.auth('customerA')).expect(200)).body;

  it('gives each line its verdict: fine, malformed, unknown, duplicate, below the minimum, above the stock', async () => {
    const screen = await part({ name: 'Screen', priceCents: 2450, minQuantity: 5, availableQuantity: 100 });
    const banded = await part({
      name: 'Battery',
      priceCents: 1000,
      minQuantity: 1,
      availableQuantity: 80,
      priceBands: [{ minQuantity: 20, priceCents: 850 }],
    });
    const scarce = await part({ name: 'Flex', minQuantity: 1, availableQuantity: 3 });
    const gone = await part({ name: 'Sold out', minQuantity: 2, availableQuantity: 1 });
    const text = [
      `${screen.sku}  10`,
      `${banded.sku.toLowerCase()}\t25`,
      'NO-SUCH-SKU 4',
      `${screen.sku};3`,
      `${scarce.sku}, 4`,
      `${gone.sku} 2`,
      'just-one-field',
      `${banded.sku} ten`,
      '',
      `${scarce.sku} 0`,
    ].join('\n');
    const res = await preview(text).expect(200);
    const body: QuickOrderPreview = res.body;
    expect(body.lines.map((l) => [l.lineNumber, l.verdict])).toEqual([
      [1, 'fine'],
      [2, 'fine'],
      [3, 'unknownSku'],
      [4, 'duplicate'],
      [5, 'aboveStock'],
      [6, 'aboveStock'],
      [7, 'malformed'],
      [8, 'malformed'],
      [10, 'malformed'],
    ]);
    const [first, second, unknown, twice, above, outOfStock, oneField, , zero] = body.lines;
    expect(first).toMatchObject({ sku: screen.sku, quantity: 10, unitPrice: 24.5, lineTotal: 245, message: 'Fine' });
    expect(first.basePrice).toBeUndefined();
    expect(first.part).toMatchObject({ id: screen.id, name: 'Screen', minQuantity: 5, availableQuantity: 100 });
    // The band of 20+ applies: its price, the part's own as the base, and the total at the band's price.
    expect(second).toMatchObject({ sku: banded.sku, unitPrice: 8.5, basePrice: 10, lineTotal: 212.5 });
    expect(unknown.message).toBe(quickOrderMessages.unknownSku('NO-SUCH-SKU'));
    expect(twice.message).toBe(quickOrderMessages.duplicate(1));
    expect(above.message).toBe(validationMessages.quantityAboveMax(3));
    expect(outOfStock.message).toBe(cartMessages.outOfStock);
    expect(oneField.message).toBe(quickOrderMessages.malformedLine);
    expect(zero.message).toBe(quickOrderMessages.malformedQuantity('0'));
    expect(body).toMatchObject({ fineLines: 2, total: 457.5 });
  });

  it('judges below the minimum, counting what the cart already holds of the part', async () => {
    const screen = await part({ minQuantity: 5, availableQuantity: 10 });
    const below = (await preview(`${screen.sku} 2`).expect(200)).body.lines[0];
    expect(below).toMatchObject({ verdict: 'belowMinimum', message: validationMessages.quantityBelowMin(5) });
    await t.http.put(`/cart/lines/${screen.id}`).set(t.auth('customerA')).send({ quantity: 6 }).expect(200);
    // 6 held + 2 = 8: fine now; 6 + 5 = 11 is more than the 10 on the shelf.
    expect((await preview(`${screen.sku} 2`).expect(200)).body.lines[0]).toMatchObject({ verdict: 'fine', inCart: 6 });
    expect((await preview(`${screen.sku} 5`).expect(200)).body.lines[0].verdict).toBe('aboveStock');
  });

  it('reads a CSV file with or without a header, quoted fields, semicolons and extra columns', async () => {
    const a = await part({ minQuantity: 1, availableQuantity: 50 });
    const b = await part({ minQuantity: 1, availableQuantity: 50 });
    const plain = await preview(`${a.sku},3\r\n"${b.sku}",4\r\n`, 'csv').expect(200);
    expect(plain.body.lines.map((l: { verdict: string }) => l.verdict)).toEqual(['fine', 'fine']);
    const withHeader = await preview(`Name;SKU;Qty\n"Screen; black";${a.sku};7\nBattery;${b.sku};1;\n`, 'csv').expect(
      200,
    );
    expect(withHeader.body.lines).toMatchObject([
      { lineNumber: 2, sku: a.sku, quantity: 7, verdict: 'fine' },
      { lineNumber: 3, sku: b.sku, quantity: 1, verdict: 'fine' },
    ]);
    const oneColumn = await preview(`${a.sku}\n${b.sku}\n`, 'csv').expect(200);
    expect(oneColumn.body.lines.map((l: { verdict: string }) => l.verdict)).toEqual(['malformed', 'malformed']);
  });

  it('refuses a broken file, an empty one, more than 200 lines and too much text with a message, never a 5xx', async () => {
    const broken = await preview('SKU,quantity\n"ABC-1,3\nDEF-2,4\n', 'csv').expect(400);
    expect(broken.body.message).toMatch(/^This file is not valid CSV \(row \d+\): /);
    expect((await preview('  \n\n', 'csv').expect(400)).body.message).toBe(quickOrderMessages.empty);
    expect((await preview('').expect(400)).body.message).toBe(quickOrderMessages.empty);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i} 1`).join('\n');
    await preview(lines(maxQuickOrderLines)).expect(200);
    await preview(`sku,quantity\n${lines(maxQuickOrderLines)}`, 'csv').expect(200);
    const tooMany = await preview(lines(maxQuickOrderLines + 1)).expect(400);
    expect(tooMany.body.message).toBe(quickOrderMessages.tooManyLines(maxQuickOrderLines + 1));
    expect((await preview('A'.repeat(maxQuickOrderText + 1)).expect(400)).body.message).toBe(
      quickOrderMessages.tooLong,
    );
    expect(
      (await t.http.post('/cart/preview').set(t.auth('customerA')).send({ content: 'A 1' }).expect(400)).body.message,
    ).toBe(quickOrderMessages.formatRequired);
    await t.http.post('/cart/preview').send({ format: 'text', content: 'A 1' }).expect(401);
  });

  it('adds the good lines to the cart, merged with what it holds, priced by the API whatever the client says', async () => {
    const screen = await part({ name: 'Screen', priceCents: 2000, minQuantity: 2, availableQuantity: 100 });
    const banded = await part({
      name: 'Battery',
      priceCents: 1000,
      minQuantity: 1,
      availableQuantity: 80,
      priceBands: [{ minQuantity: 20, priceCents: 850 }],
    });
    await t.http.put(`/cart/lines/${banded.id}`).set(t.auth('customerA')).send({ quantity: 15 }).expect(200);
    const res = await addLines({
      lines: [
        { partId: screen.id, quantity: 4, unitPrice: 0.01, price: 0.01 },
        { partId: banded.id, quantity: 10, lineTotal: 0 },
      ],
      total: 0,
    }).expect(200);
    const cart: Cart = res.body;
    expect(cart.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.basePrice, l.lineTotal, l.flags])).toEqual([
      ['Battery', 25, 8.5, 10, 212.5, []],
      ['Screen', 4, 20, undefined, 80, []],
    ]);
    expect(cart.total).toBe(292.5);
    expect(cart.canCheckout).toBe(true);
  });

  it('adds nothing when one line is refused, and names every refused line', async () => {
    const fine = await part({ name: 'Fine part', minQuantity: 1, availableQuantity: 10 });
    const scarce = await part({ name: 'Scarce part', minQuantity: 1, availableQuantity: 2 });
    const bulk = await part({ name: 'Bulk part', minQuantity: 10, availableQuantity: 50 });
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await addLines({
      lines: [
        { partId: fine.id, quantity: 1 },
        { partId: scarce.id, quantity: 3 },
        { partId: bulk.id, quantity: 9 },
        { partId: missing, quantity: 1 },
      ],
    }).expect(409);
    expect(res.body.message).toBe(quickOrderMessages.notAdded(['Scarce part', 'Bulk part', missing]));
    expect(res.body.lines.map((l: { message: string }) => l.message)).toEqual([
      validationMessages.quantityAboveMax(2),
      validationMessages.quantityBelowMin(10),
      apiMessages.partNotFound,
    ]);
    expect((await cartOf()).lineCount).toBe(0);
  });

  it('checks the batch: lines given, each part once, whole quantities, at most 200 lines', async () => {
    const p = await part();
    const refuse = async (body: unknown, message: string) =>
      expect((await addLines(body).expect(400)).body.message).toBe(message);
    await refuse({}, quickOrderMessages.linesRequired);
    await refuse({ lines: [] }, quickOrderMessages.linesRequired);
    await refuse(
      {
        lines: [
          { partId: p.id, quantity: 2 },
          { partId: p.id.toUpperCase(), quantity: 3 },
        ],
      },
      quickOrderMessages.partTwice,
    );
    await refuse({ lines: [{ partId: p.id, quantity: 2.5 }] }, 'Please enter a whole number');
    await refuse({ lines: [{ partId: p.id, quantity: 0 }] }, validationMessages.quantityBelowMin(1));
    await refuse({ lines: [{ partId: 'not-an-id', quantity: 1 }] }, 'partId is not a part id.');
    const many = Array.from({ length: maxQuickOrderLines + 1 }, () => ({ partId: p.id, quantity: 1 }));
    await refuse({ lines: many }, quickOrderMessages.linesTooMany);
    await t.http
      .post('/cart/lines')
      .send({ lines: [{ partId: p.id, quantity: 2 }] })
      .expect(401);
  });

  it(`keeps the cart at ${maxCartLines} lines: a batch that would pass it adds nothing`, async () => {
    const many = await t.db
      .insert(parts)
      .values(
        Array.from({ length: maxCartLines + 2 }, (_, i) => ({
          name: `Quick bulk ${i}`,
          picture: '/p.svg',
          description: 'd',
          sku: `QO-BULK-${i}`,
          priceCents: 100,
          minQuantity: 1,
          availableQuantity: 5,
        })),
      )
      .returning({ id: parts.id });
    catalogueChanged(t);
    const lines = (from: number, to: number) => many.slice(from, to).map(({ id }) => ({ partId: id, quantity: 1 }));
    await addLines({ lines: lines(0, maxCartLines - 1) }).expect(200);
    const full = await addLines({ lines: lines(maxCartLines - 1, maxCartLines + 1) }).expect(409);
    expect(full.body.message).toBe(cartMessages.cartFull);
    expect((await cartOf()).lineCount).toBe(maxCartLines - 1);
    // Parts already in the cart take no new place: their units add up.
    expect((await addLines({ lines: lines(0, 3) }).expect(200)).body.lineCount).toBe(maxCartLines - 1);
  });
});
