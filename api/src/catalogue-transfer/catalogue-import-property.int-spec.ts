import {
  type CatalogueImportAnswer,
  catalogueColumns,
  partCategories,
  partGrades,
  priceBandProblems,
} from '@phoneparts/contracts';
import fc from 'fast-check';
import Papa from 'papaparse';
import { restoreCell } from '../common/csv/formula-guard';
import { parts } from '../database/schema';
import { catalogueChanged } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/** Text as the product form leaves it: trimmed, not blank, with what spreadsheets and CSV find tricky. */
const text = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom('=', '+', '-', '@', '"', ',', ';', "'", ' ', 'a', 'Z', '7', 'é', '漢', '|', ':'),
      maxLength: max,
    })
    .map((s) => s.trim())
    .filter((s) => s !== '');
const multiline = text(40).chain((a) => fc.constantFrom(a, `${a}\n${a}`, `${a}\r\n${a}`));

/** Each property run's parts get SKUs no earlier run used. */
let batch = 0;
const withSkus = <T>(list: T[]) => {
  batch += 1;
  return list.map((part, i) => ({ ...part, sku: `PB-${batch}-${i}` }));
};
/** A part as the API would have saved it (prices in cents, bands that follow the rules). */
const partArb = fc
  .record({
    name: text(30),
    description: multiline,
    priceCents: fc.integer({ min: 100, max: 10_000_000 }),
    minQuantity: fc.integer({ min: 1, max: 50 }),
    availableQuantity: fc.integer({ min: 0, max: 5000 }),
    brand: fc.option(
      text(20).filter((s) => !s.includes('|')),
      { nil: null },
    ),
    models: fc.uniqueArray(
      text(15).filter((s) => !s.includes('|') && !s.includes(',')),
      { maxLength: 3 },
    ),
    category: fc.option(fc.constantFrom(...partCategories), { nil: null }),
    grade: fc.option(fc.constantFrom(...partGrades), { nil: null }),
    warrantyDays: fc.integer({ min: 0, max: 3650 }),
    picture: fc.constantFrom('/images/parts/test.svg', 'https://cdn.example/p.png?x=1,2'),
    priceBands: fc.array(
      fc.record({
        minQuantity: fc.integer({ min: 1, max: 5000 }),
        priceCents: fc.integer({ min: 1, max: 10_000_000 }),
      }),
      { maxLength: 3 },
    ),
  })
  .filter(
    (p) =>
      priceBandProblems(
        p.priceBands.map((b) => ({ minQuantity: b.minQuantity, price: b.priceCents / 100 })),
        { price: p.priceCents / 100, minQuantity: p.minQuantity },
      ).length === 0,
  );

describe('the catalogue import (properties)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const importCsv = async (csv: string, query: string) =>
    (
      await t.http
        .post(`/admin/catalogue/import${query}`)
        .set(t.auth('admin'))
        .set('content-type', 'text/csv')
        .send(Buffer.from(csv))
        .expect(201)
    ).body as CatalogueImportAnswer;
  const exportCsv = async () => (await t.http.get('/admin/catalogue/export.csv').set(t.auth('admin')).expect(200)).text;
  const exportedBySku = async () => {
    const [header, ...rows] = Papa.parse<string[]>(await exportCsv(), { skipEmptyLines: true }).data;
    // The cells as the import reads them (the export neutralises formula-like ones).
    return new Map(rows.map((row) => [row[0], Object.fromEntries(header.map((h, i) => [h, restoreCell(row[i])]))]));
  };

  it('for random catalogues, importing the export reports every row unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(partArb, { minLength: 1, maxLength: 6 }), async (newParts) => {
        await t.db.insert(parts).values(withSkus(newParts));
        catalogueChanged(t);
        const csv = await exportCsv();
        const answer = await importCsv(csv, '?dryRun=true');
        const total = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.length - 1;
        expect(answer.rows.filter((r) => r.verdict !== 'unchanged')).toEqual([]);
        expect(answer.counts).toEqual({ create: 0, update: 0, unchanged: total, refused: 0 });
      }),
      { numRuns: 10 },
    );
  }, 90_000);

  /** One row of a random file: a known part with some cells changed (maybe badly), or a new SKU. */
  const cellEdit = fc.record({
    column: fc.constantFrom(...catalogueColumns.filter((c) => c !== 'sku')),
    value: fc.oneof(
      fc.constantFrom(
        '',
        '0',
        '-1',
        '1',
        '12.5',
        '12.555',
        'abc',
        '100000000',
        'OEM',
        'Gold',
        'screen',
        '3:1.00',
        '5:2.00|3:1.00',
      ),
      fc.integer({ min: 0, max: 500 }).map(String),
      text(12),
    ),
  });
  const fileRow = (known: string[]) =>
    fc.oneof(
      fc.record({ sku: fc.constantFrom(...known), edits: fc.array(cellEdit, { maxLength: 3 }) }),
      fc.record({
        sku: fc.oneof(
          fc.integer({ min: 1, max: 1_000_000 }).map((n) => `NEW-${n}`),
          fc.constantFrom('x', 'BAD SKU'),
        ),
        edits: fc.array(cellEdit, { maxLength: 3 }),
      }),
    );

  it('for random edits to the file, what the preview says is what the apply does', async () => {
    await t.db.insert(parts).values(withSkus(fc.sample(partArb, 8)));
    catalogueChanged(t);
    const exported = await exportedBySku();
    const known = [...exported.keys()];
    await fc.assert(
      fc.asyncProperty(fc.array(fileRow(known), { minLength: 1, maxLength: 8 }), async (rows) => {
        const before = await exportedBySku();
        const base = (sku: string) =>
          before.get(sku) ?? {
            sku,
            name: 'New part',
            description: 'd',
            price: '20.00',
            minQuantity: '1',
            availableQuantity: '5',
            brand: '',
            models: '',
            category: '',
            grade: '',
            warrantyDays: '',
            picture: '/images/parts/test.svg',
            priceBands: '',
          };
        const cells = rows.map(({ sku, edits }) => {
          const row: Record<string, string> = { ...base(sku) };
          for (const { column, value } of edits) row[column] = value;
          return catalogueColumns.map((c) => row[c]);
        });
        const csv = Papa.unparse([[...catalogueColumns], ...cells], { newline: '\r\n' });
        const preview = await importCsv(csv, '?dryRun=true');
        const applied = await importCsv(csv, '');
        expect(applied.rows).toEqual(preview.rows);
        expect(applied.counts).toEqual(preview.counts);

        const after = await exportedBySku();
        for (const row of preview.rows) {
          if (row.verdict === 'create') expect(after.has(row.sku)).toBe(true);
          if (row.verdict === 'update')
            for (const change of row.changes!) expect(after.get(row.sku)![change.field]).toBe(change.to);
          if (row.verdict === 'unchanged') expect(after.get(row.sku)).toEqual(before.get(row.sku));
          if (row.verdict === 'refused' && before.has(row.sku)) expect(after.get(row.sku)).toEqual(before.get(row.sku));
          if (row.verdict === 'refused' && !before.has(row.sku)) expect(after.has(row.sku)).toBe(false);
        }
        // Nothing the file does not name changed.
        const named = new Set(preview.rows.map((r) => r.sku));
        for (const [sku, part] of before) if (!named.has(sku)) expect(after.get(sku)).toEqual(part);
        // Importing the same file again changes nothing more.
        const again = await importCsv(csv, '?dryRun=true');
        expect(again.counts.update + again.counts.create).toBe(0);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
