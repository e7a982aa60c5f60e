import { listHeaders } from '@phoneparts/contracts';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

describe('quality grades and the low-stock list', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ LOW_STOCK_THRESHOLD: '5' })));
  afterAll(() => t.close());

  it('filters the catalogue by grade like brand, and counts each grade in the facets', async () => {
    await insertPart(t, { sku: 'GR-OEM-1', grade: 'OEM', brand: 'Apple' });
    await insertPart(t, { sku: 'GR-OEM-2', grade: 'OEM', brand: 'Samsung' });
    await insertPart(t, { sku: 'GR-REF-1', grade: 'Refurbished', brand: 'Apple' });
    await insertPart(t, { sku: 'GR-NONE-1' });

    const oem = await t.http.get('/parts?grade=OEM').expect(200);
    expect(oem.body.map((p: { sku: string }) => p.sku).sort()).toEqual(['GR-OEM-1', 'GR-OEM-2']);
    const appleOem = await t.http.get('/parts?grade=OEM&brand=apple').expect(200);
    expect(appleOem.body.map((p: { sku: string }) => p.sku)).toEqual(['GR-OEM-1']);
    const bad = await t.http.get('/parts?grade=Gold').expect(400);
    expect(bad.body.message).toBe('grade must be one of: OEM, Premium, Standard, Refurbished');

    const facets = await t.http.get('/parts/facets').expect(200);
    expect(facets.body.grades).toEqual([
      { name: 'OEM', count: 2 },
      { name: 'Refurbished', count: 1 },
    ]);
  });

  it('lists the parts under their own threshold or the configured one, sortable and paged, for admins', async () => {
    await insertPart(t, { sku: 'LOW-A', name: 'A part', availableQuantity: 4 }); // under the default 5
    await insertPart(t, { sku: 'LOW-B', name: 'B part', availableQuantity: 0 });
    await insertPart(t, { sku: 'LOW-C', name: 'C part', availableQuantity: 15, lowStockThreshold: 20 });
    await insertPart(t, { sku: 'OK-D', name: 'D part', availableQuantity: 5 }); // at the default: not low
    await insertPart(t, { sku: 'OK-E', name: 'E part', availableQuantity: 2, lowStockThreshold: 2 });

    const skus = async (query: string) => {
      const res = await t.http.get(`/admin/parts/low-stock${query}`).set(t.auth('admin')).expect(200);
      return {
        skus: res.body.map((p: { sku: string }) => p.sku),
        total: res.headers[listHeaders.totalCount.toLowerCase()],
      };
    };
    expect(await skus('')).toEqual({ skus: ['LOW-B', 'LOW-A', 'LOW-C'], total: '3' });
    expect(await skus('?sort=name-asc')).toEqual({ skus: ['LOW-A', 'LOW-B', 'LOW-C'], total: '3' });
    expect(await skus('?sort=shortfall-desc')).toEqual({ skus: ['LOW-B', 'LOW-C', 'LOW-A'], total: '3' });
    expect(await skus('?limit=2&page=2')).toEqual({ skus: ['LOW-C'], total: '3' });

    const first = await t.http.get('/admin/parts/low-stock?sort=stock-asc').set(t.auth('admin')).expect(200);
    expect(first.body[0]).toEqual({
      _id: expect.any(String),
      sku: 'LOW-B',
      name: 'B part',
      availableQuantity: 0,
      threshold: 5,
      version: 1,
    });
    await t.http.get('/admin/parts/low-stock?sort=price').set(t.auth('admin')).expect(400);
  });
});
