import { catalogueMessages, listMessages, partCategories, partSorts, partStocks } from '@phoneparts/contracts';
import { linksOf } from '../../test/link-header';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

// @test-on-both-engines (docs/testing.md): the search functions and pg_trgm indexes of the migrations, an extension
// PGlite builds on its own.

/**
 * A small phone-parts catalogue, in the order the shop added it (the default sort). Each has
 * 10 units and a minimum order of 2 unless it says otherwise.
 */
const catalogue = [
  {
    name: 'iPhone 13 OLED Display Assembly',
    priceCents: 12999,
    brand: 'Apple',
    models: ['iPhone 13'],
    category: 'screen',
  },
  {
    name: 'iPhone 13 Pro Rear Camera Module',
    priceCents: 8900,
    brand: 'Apple',
    models: ['iPhone 13 Pro'],
    category: 'camera',
  },
  {
    name: 'Galaxy S22 AMOLED Screen',
    priceCents: 18900,
    brand: 'Samsung',
    models: ['Galaxy S22'],
    category: 'screen',
    // One left of a minimum order of 2: out of stock (docs/product.md#4-states).
    availableQuantity: 1,
  },
  {
    name: 'iPhone 12 Battery 2815 mAh',
    priceCents: 2450,
    brand: 'Apple',
    models: ['iPhone 12', 'iPhone 12 Pro'],
    category: 'battery',
  },
  {
    name: 'USB-C Charging Port Board',
    priceCents: 1275,
    brand: 'Samsung',
    models: ['Galaxy S21'],
    category: 'charging-port',
    availableQuantity: 3,
  },
  {
    name: 'Earpiece speaker',
    priceCents: 1100,
    brand: 'Apple',
    models: ['iPhone 13', 'iPhone 13 mini'],
    category: 'speaker',
    availableQuantity: 0,
  },
  { name: 'Unbranded adhesive strips', priceCents: 300, brand: null, models: [], category: null },
] as const;

const names = (body: { name: string }[]) => body.map((p) => p.name);

describe('catalogue search, filters and sort (GET /parts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const start = Date.now() - 60_000;
    for (const [i, part] of catalogue.entries()) {
      await insertPart(t, { ...part, models: [...part.models], createdAt: new Date(start + i * 1000) });
    }
  });
  afterAll(() => t.close());

  it('answers the parts with their brand, models and category, in the order they were added', async () => {
    const res = await t.http.get('/parts').expect(200);
    expect(names(res.body)).toEqual(catalogue.map((p) => p.name));
    expect(res.body[5]).toMatchObject({
      brand: 'Apple',
      models: ['iPhone 13', 'iPhone 13 mini'],
      category: 'speaker',
      price: 11,
    });
    expect(res.body[6]).toMatchObject({ brand: null, models: [], category: null });
  });

  it.each([
    ['iphone13', ['iPhone 13 OLED Display Assembly', 'iPhone 13 Pro Rear Camera Module', 'Earpiece speaker']],
    ['iPhone 13', ['iPhone 13 OLED Display Assembly', 'iPhone 13 Pro Rear Camera Module', 'Earpiece speaker']],
    ['IPHONE-13 screen', ['iPhone 13 OLED Display Assembly']],
    ['iphone 13 mini', ['Earpiece speaker']],
    ['usbc', ['USB-C Charging Port Board']],
    ['charging port galaxy', ['USB-C Charging Port Board']],
    ['samsung screen', ['Galaxy S22 AMOLED Screen']],
    ['battery', ['iPhone 12 Battery 2815 mAh']],
    ['nokia', []],
  ])('forgives spaces, case and punctuation: q=%j', async (q, expected) => {
    const res = await t.http.get('/parts').query({ q }).expect(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('treats LIKE wildcards and SQL in the search as plain text', async () => {
    for (const q of ['%', '_', "' or 1=1 --", '\\']) {
      const res = await t.http.get('/parts').query({ q }).expect(200);
      expect(res.body.length === 0 || res.body.length === catalogue.length).toBe(true);
    }
    expect((await t.http.get('/parts').query({ q: "iphone' or '1'='1" }).expect(200)).body).toEqual([]);
  });

  it('filters by brand (any case), model (as the facets name it) and category, together with search', async () => {
    expect(names((await t.http.get('/parts').query({ brand: 'samsung' }).expect(200)).body)).toEqual([
      'Galaxy S22 AMOLED Screen',
      'USB-C Charging Port Board',
    ]);
    expect(names((await t.http.get('/parts').query({ model: 'iPhone 13' }).expect(200)).body)).toEqual([
      'iPhone 13 OLED Display Assembly',
      'Earpiece speaker',
    ]);
    expect(names((await t.http.get('/parts').query({ category: 'screen', brand: 'Apple' }).expect(200)).body)).toEqual([
      'iPhone 13 OLED Display Assembly',
    ]);
    expect(names((await t.http.get('/parts').query({ q: 'iphone', category: 'battery' }).expect(200)).body)).toEqual([
      'iPhone 12 Battery 2815 mAh',
    ]);
  });

  it('sorts in the five orders of the products grid', async () => {
    const sorted = async (sort: string) => names((await t.http.get('/parts').query({ sort }).expect(200)).body);
    const byName = [...catalogue].map((p) => p.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    const byPrice = [...catalogue].sort((a, b) => a.priceCents - b.priceCents).map((p) => p.name);
    expect(await sorted('default')).toEqual(catalogue.map((p) => p.name));
    expect(await sorted('name-asc')).toEqual(byName);
    expect(await sorted('name-desc')).toEqual([...byName].reverse());
    expect(await sorted('price-asc')).toEqual(byPrice);
    expect(await sorted('price-desc')).toEqual([...byPrice].reverse());
  });

  it('finds what is out of stock or can be ordered, and sorts fewest units first (Manage Products)', async () => {
    const listed = async (query: Record<string, string>) =>
      names((await t.http.get('/parts').query(query).expect(200)).body);
    const outOfStock = ['Galaxy S22 AMOLED Screen', 'Earpiece speaker'];
    expect(await listed({ stock: 'out' })).toEqual(outOfStock);
    expect(await listed({ stock: 'orderable' })).toEqual(
      catalogue.map((p) => p.name).filter((n) => !outOfStock.includes(n)),
    );
    expect(await listed({ stock: 'out', q: 'galaxy' })).toEqual(['Galaxy S22 AMOLED Screen']);

    const byStock = (await t.http.get('/parts').query({ sort: 'stock-asc' }).expect(200)).body as {
      name: string;
      availableQuantity: number;
    }[];
    expect(byStock.map((p) => p.availableQuantity)).toEqual([0, 1, 3, 10, 10, 10, 10]);
    expect(names(byStock.slice(0, 3))).toEqual([
      'Earpiece speaker',
      'Galaxy S22 AMOLED Screen',
      'USB-C Charging Port Board',
    ]);
    // A filter is part of the cached answer's key: the unfiltered list right after is whole again.
    expect(await listed({})).toHaveLength(catalogue.length);
  });

  it('pages a search; the links keep the search and sort', async () => {
    const res = await t.http.get('/parts?q=apple&sort=price-asc&limit=2&page=2').expect(200);
    expect(names(res.body)).toEqual(['iPhone 13 Pro Rear Camera Module', 'iPhone 13 OLED Display Assembly']);
    expect(res.headers['x-total-count']).toBe('4');
    expect(linksOf(res.headers.link)).toEqual({
      first: '/parts?q=apple&sort=price-asc&limit=2&page=1',
      prev: '/parts?q=apple&sort=price-asc&limit=2&page=1',
      last: '/parts?q=apple&sort=price-asc&limit=2&page=2',
    });
  });

  it.each([
    ['/parts?category=lens', listMessages.oneOf('category', partCategories)],
    ['/parts?sort=ascending', listMessages.oneOf('sort', partSorts)],
    ['/parts?stock=low', listMessages.oneOf('stock', partStocks)],
    [`/parts?q=${'a'.repeat(101)}`, listMessages.tooLong('q', 100)],
    ['/parts?q=a%00b', listMessages.controlCharacters('q')],
    ['/parts?brand=Apple&brand=Samsung', listMessages.givenTwice('brand')],
  ])('answers 400 with a message for %s', async (path, message) => {
    const res = await t.http.get(path).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('offers the brands with their models, and the categories, with part counts (GET /parts/facets)', async () => {
    const res = await t.http
      .get('/parts/facets')
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(res.body).toEqual({
      brands: [
        {
          name: 'Apple',
          count: 4,
          models: [
            { name: 'iPhone 12', count: 1 },
            { name: 'iPhone 12 Pro', count: 1 },
            { name: 'iPhone 13', count: 2 },
            { name: 'iPhone 13 Pro', count: 1 },
            { name: 'iPhone 13 mini', count: 1 },
          ],
        },
        {
          name: 'Samsung',
          count: 2,
          models: [
            { name: 'Galaxy S21', count: 1 },
            { name: 'Galaxy S22', count: 1 },
          ],
        },
      ],
      categories: [
        { name: 'battery', count: 1 },
        { name: 'camera', count: 1 },
        { name: 'charging-port', count: 1 },
        { name: 'screen', count: 2 },
        { name: 'speaker', count: 1 },
      ],
      // These parts state no quality grade; grades-and-low-stock.int-spec.ts counts graded ones.
      grades: [],
    });
  });
});

describe('the catalogue fields in the admin product routes', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(parts));

  const product = {
    name: 'Pixel 7 SIM tray',
    picture: '/images/parts/pixel-7-sim-tray.svg',
    description: 'Tray',
    price: 4.5,
    minQuantity: 10,
    availableQuantity: 100,
    sku: 'GGL-PX7-SIM',
  };
  const partOf = async (id: string) => (await t.http.get(`/purchase/${id}`).expect(200)).body;

  it('adds a part with brand, models (list or comma-separated) and category; all three are findable', async () => {
    const { body } = await t.http
      .post('/parts')
      .set(t.auth('admin'))
      .send({ ...product, brand: 'Google', models: 'Pixel 7, Pixel 7 Pro', category: 'sim-tray' })
      .expect(201);
    expect(await partOf(body.insertedId)).toMatchObject({
      brand: 'Google',
      models: ['Pixel 7', 'Pixel 7 Pro'],
      category: 'sim-tray',
    });
    expect(names((await t.http.get('/parts?q=pixel7pro').expect(200)).body)).toEqual([product.name]);
  });

  it('keeps the fields an update leaves out, and empties those sent blank', async () => {
    const { body } = await t.http
      .post('/parts')
      .set(t.auth('admin'))
      .send({ ...product, brand: 'Google', models: ['Pixel 7'], category: 'sim-tray' })
      .expect(201);
    await t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({ id: body.insertedId, version: 1, ...product, price: 5 })
      .expect(200);
    expect(await partOf(body.insertedId)).toMatchObject({
      price: 5,
      brand: 'Google',
      models: ['Pixel 7'],
      category: 'sim-tray',
    });
    await t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({ id: body.insertedId, version: 2, ...product, brand: '', models: '', category: null })
      .expect(200);
    expect(await partOf(body.insertedId)).toMatchObject({ brand: null, models: [], category: null });
    expect((await t.http.get('/parts?q=google').expect(200)).body).toEqual([]);
  });

  it.each([
    [{ category: 'lens' }, catalogueMessages.categoryInvalid],
    [{ brand: 'x'.repeat(61) }, catalogueMessages.brandTooLong(60)],
    [{ models: ['m'.repeat(61)] }, catalogueMessages.modelTooLong(60)],
    [{ models: { first: 'Pixel 7' } }, catalogueMessages.modelsInvalid],
  ])('refuses %j with a message, adding nothing', async (change, message) => {
    const res = await t.http
      .post('/parts')
      .set(t.auth('admin'))
      .send({ ...product, ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect((await t.http.get('/parts').expect(200)).body).toEqual([]);
  });
});
