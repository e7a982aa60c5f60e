import fc from 'fast-check';
import { maxQuickOrderLines, type QuickOrderPreview, quickOrderVerdicts } from '@phoneparts/contracts';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const runs = Number(process.env.FUZZ_RUNS ?? 150);

/** Pieces a pasted list or a spreadsheet export is made of, real SKUs among them. */
const realSkus = ['PROP-SCREEN-1', 'PROP-BATTERY-2'];
const cell = fc.oneof(
  fc.constantFrom(...realSkus, 'prop-screen-1', 'SKU', 'quantity', 'Qty', '"', '""', '"a,b"', '0', '-3', '12', '1e3'),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const separator = fc.constantFrom(' ', '  ', '\t', ',', ';', ', ', '"', '');
const line = fc
  .array(fc.tuple(cell, separator), { maxLength: 4 })
  .map((parts) => parts.map(([c, s]) => c + s).join(''));
const lineBreak = fc.constantFrom('\n', '\r\n', '\r', '\n\n');
const document = fc
  .array(fc.tuple(line, lineBreak), { maxLength: 40 })
  .map((lines) => lines.map(([l, b]) => l + b).join(''));
/** Sometimes past the line limit: the answer must then be the 400 that says so. */
const longDocument = fc
  .integer({ min: maxQuickOrderLines - 2, max: maxQuickOrderLines + 3 })
  .map((n) => Array.from({ length: n }, (_, i) => `${realSkus[i % 2]} ${i + 1}`).join('\n'));

/**
 * Whatever text or file a buyer sends to POST /cart/preview, the answer is a verdict per line (200) or
 * a 400 with a message: never a 5xx, never a line without a verdict, and a fine line always has a part
 * and a price.
 */
describe('quick order preview: property', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertPart(t, { sku: realSkus[0], minQuantity: 1, availableQuantity: 1000 });
    await insertPart(t, {
      sku: realSkus[1],
      priceCents: 1000,
      minQuantity: 2,
      availableQuantity: 50,
      priceBands: [{ minQuantity: 10, priceCents: 900 }],
    });
  });
  afterAll(() => t.close());

  it('answers every text and file with verdicts or a 4xx message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('text', 'csv'),
        fc.oneof({ weight: 5, arbitrary: document }, { weight: 1, arbitrary: longDocument }),
        async (format, content) => {
          const res = await t.http.post('/cart/preview').set(t.auth('customerA')).send({ format, content });
          if (res.status >= 500) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
          if (res.status !== 200) {
            expect(res.status).toBe(400);
            expect(typeof res.body.message).toBe('string');
            return;
          }
          const body: QuickOrderPreview = res.body;
          expect(body.lines.length).toBeGreaterThan(0);
          expect(body.lines.length).toBeLessThanOrEqual(maxQuickOrderLines);
          for (const l of body.lines) {
            expect(quickOrderVerdicts).toContain(l.verdict);
            expect(l.message.length).toBeGreaterThan(0);
            if (l.verdict === 'fine') {
              expect(realSkus).toContain(l.sku);
              expect(l.unitPrice! * l.quantity!).toBeCloseTo(l.lineTotal!, 6);
            }
          }
          expect(body.fineLines).toBe(body.lines.filter((l) => l.verdict === 'fine').length);
        },
      ),
      { numRuns: runs },
    );
  });
});
