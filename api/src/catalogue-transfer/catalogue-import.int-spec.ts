import {
  type CatalogueImportAnswer,
  catalogueImportLimits,
  catalogueTransferMessages as m,
  validationMessages,
} from '@phoneparts/contracts';
import http from 'node:http';
import Papa from 'papaparse';
import { insertPart, placeOrder, stockOf } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

const header =
  'sku,name,description,price,minQuantity,availableQuantity,brand,models,category,grade,warrantyDays,picture,priceBands';
const line = (sku: string, overrides: Partial<Record<string, string>> = {}) => {
  const cells = {
    sku,
    name: `Screen ${sku}`,
    description: 'An OLED screen',
    price: '49.99',
    minQuantity: '1',
    availableQuantity: '10',
    brand: 'Apple',
    models: 'iPhone 13|iPhone 13 mini',
    category: 'screen',
    grade: 'Premium',
    warrantyDays: '180',
    picture: '/images/parts/test.svg',
    priceBands: '10:45.00|50:40.00',
    ...overrides,
  };
  return Papa.unparse([Object.values(cells)], { newline: '\n' });
};
const file = (...rows: string[]) => [header, ...rows].join('\n') + '\n';

describe('the catalogue import and export', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ PART_WARRANTY_DAYS: '365', LOW_STOCK_THRESHOLD: '4' })));
  afterAll(() => t.close());

  const importCsv = (csv: string | Buffer, query = '', type = 'text/csv') =>
    t.http
      .post(`/admin/catalogue/import${query}`)
      .set(t.auth('admin'))
      .set('content-type', type)
      .send(typeof csv === 'string' ? Buffer.from(csv) : csv);
  const exportCsv = async () => (await t.http.get('/admin/catalogue/export.csv').set(t.auth('admin')).expect(200)).text;
  const partBySku = async (sku: string) => {
    const res = await t.http.get(`/parts?q=${encodeURIComponent(sku)}&limit=100`).expect(200);
    return (res.body as { sku: string; _id: string; availableQuantity: number; grade: string | null }[]).find(
      (p) => p.sku === sku,
    );
  };

  it('lets only admins import and export (visitors 401, customers 403)', async () => {
    const routes = [
      t.http
        .post('/admin/catalogue/import')
        .set('content-type', 'text/csv')
        .send(file(line('AUTH-1'))),
      t.http.get('/admin/catalogue/export.csv'),
      t.http.get('/admin/orders/export.csv'),
      t.http.get('/admin/parts/low-stock'),
    ];
    for (const res of await Promise.all(routes)) expect(res.status).toBe(401);
    const asCustomer = [
      t.http
        .post('/admin/catalogue/import')
        .set(t.auth('customerA'))
        .set('content-type', 'text/csv')
        .send(file(line('AUTH-1'))),
      t.http.get('/admin/catalogue/export.csv').set(t.auth('customerA')),
      t.http.get('/admin/orders/export.csv').set(t.auth('customerA')),
      t.http.get('/admin/parts/low-stock').set(t.auth('customerA')),
    ];
    for (const res of await Promise.all(asCustomer)) expect(res.status).toBe(403);
    expect(await partBySku('AUTH-1')).toBeUndefined();
  });

  it('previews every row (create, update with old → new, unchanged, refused with its row) and writes nothing', async () => {
    await importCsv(file(line('PRE-1'), line('PRE-2')), '').expect(201);
    const preview = await importCsv(
      file(
        line('PRE-1', { price: '59.50', availableQuantity: '0' }),
        line('PRE-2'),
        line('PRE-3'),
        line('PRE-4', { price: '0', priceBands: '' }),
        line('PRE-5', { availableQuantity: '-1' }),
      ),
      '?dryRun=true',
    ).expect(201);
    const body = preview.body as CatalogueImportAnswer;
    expect(body.applied).toBe(false);
    expect(body.counts).toEqual({ create: 1, update: 1, unchanged: 1, refused: 2 });
    expect(body.rows).toEqual([
      {
        row: 2,
        sku: 'PRE-1',
        verdict: 'update',
        changes: [
          { field: 'price', from: '49.99', to: '59.50' },
          { field: 'availableQuantity', from: '10', to: '0' },
        ],
      },
      { row: 3, sku: 'PRE-2', verdict: 'unchanged' },
      { row: 4, sku: 'PRE-3', verdict: 'create' },
      { row: 5, sku: 'PRE-4', verdict: 'refused', message: validationMessages.addProduct.priceMin },
      { row: 6, sku: 'PRE-5', verdict: 'refused', message: validationMessages.addProduct.availableQuantityMin },
    ]);
    expect(await partBySku('PRE-3')).toBeUndefined();
    expect((await partBySku('PRE-1'))!.availableQuantity).toBe(10);
  });

  it('applies the accepted rows and skips the refused ones; all-or-nothing writes none (422)', async () => {
    const csv = file(line('APP-1'), line('APP-2', { price: 'abc' }), line('APP-3', { grade: 'Gold' }));
    const strict = await importCsv(csv, '?mode=all-or-nothing').expect(422);
    expect(strict.body.message).toBe(m.notApplied(2));
    expect(strict.body.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 2 });
    expect(await partBySku('APP-1')).toBeUndefined();

    const lenient = await importCsv(csv).expect(201);
    expect(lenient.body.applied).toBe(true);
    expect(lenient.body.rows.map((r: { message?: string }) => r.message)).toEqual([
      undefined,
      validationMessages.notANumber,
      'Please choose a grade: OEM, Premium, Standard or Refurbished',
    ]);
    const created = await t.http.get(`/purchase/${(await partBySku('APP-1'))!._id}`).expect(200);
    expect(created.body).toMatchObject({
      sku: 'APP-1',
      price: 49.99,
      models: ['iPhone 13', 'iPhone 13 mini'],
      grade: 'Premium',
      warrantyDays: 180,
      priceBands: [
        { minQuantity: 10, price: 45 },
        { minQuantity: 50, price: 40 },
      ],
    });
  });

  it('gives a new part the configured warranty when the file names none, and keeps a known part’s', async () => {
    await importCsv(file(line('WAR-1', { warrantyDays: '' }))).expect(201);
    const res = await t.http.get(`/purchase/${(await partBySku('WAR-1'))!._id}`).expect(200);
    expect(res.body.warrantyDays).toBe(365);
    const again = await importCsv(file(line('WAR-1', { warrantyDays: '' })), '?dryRun=true').expect(201);
    expect(again.body.rows[0].verdict).toBe('unchanged');
  });

  it('refuses a SKU that is on two rows (both rows), bad bands and a row with too many cells', async () => {
    const res = await importCsv(
      file(
        line('DUP-1'),
        line('dup-1'),
        line('BND-1', { priceBands: '10:60.00' }),
        line('BND-2', { priceBands: '10-45' }),
        `${line('CEL-1')},extra`,
      ),
      '?dryRun=true',
    ).expect(201);
    expect(res.body.rows).toEqual([
      { row: 2, sku: 'DUP-1', verdict: 'refused', message: m.duplicateSku('DUP-1', [2, 3]) },
      { row: 3, sku: 'DUP-1', verdict: 'refused', message: m.duplicateSku('DUP-1', [2, 3]) },
      { row: 4, sku: 'BND-1', verdict: 'refused', message: expect.stringMatching(/band/i) },
      { row: 5, sku: 'BND-2', verdict: 'refused', message: m.priceBandsFormat },
      { row: 6, sku: 'CEL-1', verdict: 'refused', message: m.wrongCellCount(14, 13) },
    ]);
  });

  it('reads a file saved with semicolons (some spreadsheets) by its header, whatever its cells hold', async () => {
    const csv = 'sku;name;brand\nSEMI-1;"Screen; OLED, 6.1""";B,C\n';
    const res = await importCsv(csv, '?dryRun=true').expect(201);
    expect(res.body.rows).toEqual([{ row: 2, sku: 'SEMI-1', verdict: 'refused', message: expect.any(String) }]);
    // Read as three cells: what is missing is the add form's fields, not a cell.
    expect(res.body.rows[0].message).toContain('Product picture is required.');
  });

  it.each([
    ['a workbook (.xlsx)', Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000junk'), 'text/csv', 400, m.spreadsheet],
    [
      'a workbook sent as one',
      Buffer.from('PK\u0003\u0004junk'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      400,
      m.spreadsheet,
    ],
    [
      'an unknown column',
      Buffer.from('sku,name,colour\nA-1,x,red\n'),
      'text/csv',
      400,
      m.unknownColumns(['colour'], []),
    ],
    ['no sku column', Buffer.from('name,price\nx,1\n'), 'text/csv', 400, m.skuColumnMissing],
    ['a repeated column', Buffer.from('sku,name,Name\nA-1,x,y\n'), 'text/csv', 400, m.repeatedColumn('name')],
    ['broken quoting', Buffer.from('sku,name\nA-1,"never closed\n'), 'text/csv', 400, 'The file cannot be read as CSV'],
    ['text that is not UTF-8', Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x41]), 'text/csv', 400, m.notText],
    ['an empty file', Buffer.from('\n\n'), 'text/csv', 400, m.empty],
    ['JSON', Buffer.from('{"sku":"A-1"}'), 'application/json', 415, m.notCsv],
  ])('refuses %s with one message for the file', async (_name, body, type, status, message) => {
    const res = await importCsv(body, '', type).expect(status);
    expect(res.body.message).toContain(message.split('. The columns')[0]);
  });

  it('refuses 200,000 rows and a 20 MB file, writing nothing', async () => {
    const many = `sku\n${Array.from({ length: 200_000 }, (_, i) => `R-${i}`).join('\n')}\n`;
    const rows = await importCsv(many).expect(400);
    expect(rows.body.message).toBe(m.tooManyRows(catalogueImportLimits.maxRows));
    const big = Buffer.alloc(20 * 1024 * 1024, 'a');
    const res = await postEarlyAnswered(`${t.url}/admin/catalogue/import`, big, t.auth('admin').Authorization);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(m.tooLarge(15));
  });

  it('exports every part so that importing the export changes nothing; cells a spreadsheet would run are neutralised', async () => {
    await insertPart(t, { sku: 'FORMULA-1', name: '=HYPERLINK("http://evil.example","x")', description: '-5 units' });
    await insertPart(t, { sku: 'SOLD-OUT-1', availableQuantity: 0, grade: 'OEM' });
    const csv = await exportCsv();
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(rows[0].join(',')).toBe(header);
    const formula = rows.find((r) => r[0] === 'FORMULA-1')!;
    expect(formula[1]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(formula[2]).toBe("'-5 units");
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const res = await importCsv(csv, '?dryRun=true').expect(201);
    expect(res.body.counts).toEqual({ create: 0, update: 0, unchanged: rows.length - 1, refused: 0 });
  });

  it('refuses an apply whose parts were sold since its preview (409), so a stale count never overwrites a sale', async () => {
    const part = await insertPart(t, { sku: 'RACE-1', availableQuantity: 10, minQuantity: 1 });
    const csv = file(line('RACE-1', { availableQuantity: '10', price: '59.00' }));
    const preview = (await importCsv(csv, '?dryRun=true').expect(201)).body as CatalogueImportAnswer;
    await placeOrder(t, 'customerA', part.id, 3);
    const res = await importCsv(csv, `?expect=${preview.expect}`).expect(409);
    expect(res.body.message).toBe(m.changedSincePreview);
    expect(await stockOf(t.db, part.id)).toBe(7);

    const again = (await importCsv(csv, '?dryRun=true').expect(201)).body as CatalogueImportAnswer;
    expect(again.rows[0].changes).toContainEqual({ field: 'availableQuantity', from: '7', to: '10' });
    await importCsv(csv, `?expect=${again.expect}`).expect(201);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });
});

/**
 * Posts a body the server answers before reading it all (a 413): the server then closes the
 * connection, so the client may fail to write the rest; what counts is the answer it got.
 */
function postEarlyAnswered(
  url: string,
  body: Buffer,
  authorization: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'content-length': body.length, authorization },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', (error) => setTimeout(() => reject(error), 2_000));
    req.end(body);
  });
}
