import fc from 'fast-check';
import { validationMessages as m } from '@phoneparts/contracts';
import { insertPart, stockOf, validOrderBody } from './catalogue-fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every route that takes a quantity reads a string only when it is decimal digits (a form's number
 * field): "0x10", "0b11", "1e1", " 5", "5.0" and the like are refused with a message, never read by
 * JavaScript's Number() as 16, 3, 10 or 5. Digit strings read exactly as the JSON number would.
 */
describe('quantities sent as text', () => {
  let t: TestApp;
  let partId: string;
  beforeAll(async () => {
    t = await createTestApp();
    partId = (await insertPart(t, { minQuantity: 1, availableQuantity: 5000 })).id;
  });
  afterAll(() => t.close());

  const digits = fc.integer({ min: 1, max: 40 }).map(String);
  /** Strings JavaScript's Number() reads as a number, but no form's number field sends. */
  const notDigits = fc.oneof(
    digits.map((d) => `0x${Number(d).toString(16)}`),
    digits.map((d) => `0X${Number(d).toString(16).toUpperCase()}`),
    digits.map((d) => `0b${Number(d).toString(2)}`),
    digits.map((d) => `0o${Number(d).toString(8)}`),
    fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 2 })).map(([a, e]) => `${a}e${e}`),
    fc.tuple(digits, fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2028')).map(([d, s]) => `${s}${d}`),
    fc.tuple(digits, fc.constantFrom(' ', '\t', '\n', '\u00a0')).map(([d, s]) => `${d}${s}`),
    digits.map((d) => `+${d}`),
    digits.map((d) => `${d}.0`),
    digits.map((d) => `${d}.`),
    digits.map((d) => `.${d}`),
    fc.constantFrom('Infinity', '-Infinity', 'NaN', '1_0', '١٠', '１０', '0.5e1', '00x10'),
  );
  const waitingCount = async () => (await t.http.get('/cart').set(t.auth('customerA')).expect(200)).body.lines.length;

  it('refuses them on PUT /cart/lines/:partId, POST /cart/lines, POST /myOrders and PATCH /parts', async () => {
    await fc.assert(
      fc.asyncProperty(notDigits, async (quantity) => {
        const put = await t.http.put(`/cart/lines/${partId}`).set(t.auth('customerA')).send({ quantity });
        expect({ quantity, status: put.status }).toEqual({ quantity, status: 400 });
        expect([m.notANumber, m.notAWholeNumber]).toContain(put.body.message);
        const add = await t.http
          .post('/cart/lines')
          .set(t.auth('customerA'))
          .send({ lines: [{ partId, quantity }] });
        expect({ quantity, status: add.status }).toEqual({ quantity, status: 400 });
        const order = await t.http
          .post('/myOrders')
          .set(t.auth('customerB'))
          .send({ productId: partId, quantity, ...validOrderBody });
        expect({ quantity, status: order.status }).toEqual({ quantity, status: 400 });
        const stock = await t.http
          .patch('/parts')
          .set(t.auth('admin'))
          .send({ _id: partId, availableQuantity: quantity, version: 1 });
        expect({ quantity, status: stock.status }).toEqual({ quantity, status: 400 });
      }),
      { numRuns: 60 },
    );
    expect(await waitingCount()).toBe(0);
    expect(await stockOf(t.db, partId)).toBe(5000);
  });

  it('reads a digit string exactly as the JSON number', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4000 }), async (n) => {
        const asText = await t.http
          .put(`/cart/lines/${partId}`)
          .set(t.auth('customerA'))
          .send({ quantity: String(n) });
        expect(asText.status).toBe(200);
        const asNumber = await t.http.put(`/cart/lines/${partId}`).set(t.auth('customerA')).send({ quantity: n });
        expect(asText.body.lines).toEqual(asNumber.body.lines);
        expect(asText.body.lines[0].quantity).toBe(n);
      }),
      { numRuns: 25 },
    );
  });
});
