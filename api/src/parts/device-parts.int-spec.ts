import { listMessages } from '@phoneparts/contracts';
import fc from 'fast-check';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Shop by device (docs/product.md#15-shop-by-device) reads the catalogue the way the storefront does: the brands and
 * their models from GET /parts/facets, then GET /parts?brand=&model=&sort=name-asc&limit=100. Public, cached like
 * every catalogue read, and a bad parameter is a 400 with a message, never a 5xx.
 */
describe('device reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertPart(t, {
      name: 'Zeta screen',
      brand: 'Devicebrand',
      models: ['Dphone 13', 'Dphone 13 mini'],
      category: 'screen',
    });
    await insertPart(t, { name: 'Alpha battery', brand: 'Devicebrand', models: ['Dphone 13'], category: 'battery' });
    await insertPart(t, {
      name: 'Mini port',
      brand: 'Devicebrand',
      models: ['Dphone 13 mini'],
      category: 'charging-port',
    });
    await insertPart(t, { name: 'Other brand screen', brand: 'Otherbrand', models: ['Dphone 13'], category: 'screen' });
  });
  afterAll(() => t.close());

  const deviceParts = (brand: string, model: string) =>
    t.http.get('/parts').query({ brand, model, sort: 'name-asc', limit: 100 });

  it("lists a brand's models with their part counts", async () => {
    const facets = await t.http.get('/parts/facets').expect(200);
    expect(facets.body.brands).toContainEqual({
      name: 'Devicebrand',
      count: 3,
      models: [
        { name: 'Dphone 13', count: 2 },
        { name: 'Dphone 13 mini', count: 2 },
      ],
    });
  });

  it('answers the parts that fit one model of one brand, by name, anonymously and cacheably', async () => {
    const res = await deviceParts('devicebrand', 'Dphone 13').expect(200);
    expect(res.body.map((p: { name: string; category: string }) => [p.name, p.category])).toEqual([
      ['Alpha battery', 'battery'],
      ['Zeta screen', 'screen'],
    ]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(res.headers.etag).toBeDefined();
  });

  it('answers an empty list for a model with no parts', async () => {
    const res = await deviceParts('Devicebrand', 'Dphone 99').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('refuses bad brand and model values with a message (400), given once or twice', async () => {
    await t.http
      .get('/parts')
      .query({ brand: 'x'.repeat(61) })
      .expect(400, /brand must be at most 60 characters/);
    const twice = await t.http.get('/parts?model=a&model=b').expect(400);
    expect(twice.body.message).toBe(listMessages.givenTwice('model'));
    await t.http.get('/parts').query({ model: 'Dphone\u0000' }).expect(400);
  });

  it('never answers a 5xx for any text as brand and model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), async (brand, model) => {
        const res = await deviceParts(brand, model);
        expect(res.status === 200 || res.status === 400).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
