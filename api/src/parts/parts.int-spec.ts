import { apiMessages, catalogueMessages, validationMessages } from '@phoneparts/contracts';
import { catalogueChanged, insertPart, orderRow, placeOrder, stockOf } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

const newPart = {
  name: 'Galaxy S22 USB-C charging port board',
  picture: '/images/parts/usb-c-charging-port.svg',
  description: 'Charging flex with microphone',
  price: 18.5,
  minQuantity: 2,
  availableQuantity: 40,
  sku: 'SAM-S22-USBC-01',
};
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('catalogue routes', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(parts);
    catalogueChanged(t);
    await t.http.get('/parts'); // warm the cache, so stale answers after writes would show up
  });

  describe('GET /parts and GET /purchase/:id', () => {
    it('lists the parts to anyone, money in dollars, as JSON', async () => {
      const row = await insertPart(t, { priceCents: 12999 });
      const res = await t.http
        .get('/parts')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(res.body).toEqual([
        {
          _id: row.id,
          name: row.name,
          picture: row.picture,
          description: row.description,
          price: 129.99,
          minQuantity: 2,
          availableQuantity: 10,
          brand: null,
          models: [],
          category: null,
          sku: row.sku,
          priceBands: [],
          grade: null,
          warrantyDays: 90,
          lowStockThreshold: null,
          version: 1,
        },
      ]);
    });

    it('answers one part to anyone', async () => {
      const row = await insertPart(t);
      const res = await t.http.get(`/purchase/${row.id}`).expect(200);
      expect(res.body).toMatchObject({ _id: row.id, price: 49.99 });
    });

    it.each([unknownId, 'not-an-id', '123', `${unknownId}x`])('answers 404 for %s', async (id) => {
      const res = await t.http.get(`/purchase/${id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: apiMessages.partNotFound, error: 'Not Found' });
    });
  });

  describe('POST /parts', () => {
    it('lets an admin add a part, then everyone sees it', async () => {
      const res = await t.http.post('/parts').set(t.auth('admin')).send(newPart).expect(201);
      expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
      const list = await t.http.get('/parts').expect(200);
      expect(list.body).toEqual([
        {
          _id: res.body.insertedId,
          ...newPart,
          brand: null,
          models: [],
          category: null,
          priceBands: [],
          // The configured default warranty (PART_WARRANTY_DAYS, 90 unless set).
          grade: null,
          warrantyDays: 90,
          lowStockThreshold: null,
          version: 1,
        },
      ]);
    });

    it('refuses customers and anonymous callers, adding nothing', async () => {
      await t.http.post('/parts').set(t.auth('customerA')).send(newPart).expect(403);
      await t.http.post('/parts').send(newPart).expect(401);
      expect((await t.http.get('/parts')).body).toEqual([]);
    });

    it.each([
      ['an empty name', { name: '' }, validationMessages.addProduct.nameRequired],
      ['no picture', { picture: undefined }, validationMessages.addProduct.pictureRequired],
      ['a blank description', { description: '   ' }, validationMessages.addProduct.descriptionRequired],
      ['no price', { price: undefined }, validationMessages.addProduct.priceRequired],
      ['a price below 1', { price: 0.5 }, validationMessages.addProduct.priceMin],
      ['a price with 3 decimals', { price: 10.123 }, validationMessages.priceCents],
      ['a minimum of 0', { minQuantity: 0 }, validationMessages.addProduct.minQuantityMin],
      ['a null minimum', { minQuantity: null }, validationMessages.addProduct.minQuantityRequired],
      ['a stock of 0', { availableQuantity: 0 }, validationMessages.addProduct.availableQuantityMin],
      ['a fractional stock', { availableQuantity: 2.5 }, validationMessages.notAWholeNumber],
      ['a price in words', { price: 'cheap' }, validationMessages.notANumber],
    ])('answers 400 for %s with its validation message, adding nothing', async (_label, change, message) => {
      const res = await t.http
        .post('/parts')
        .set(t.auth('admin'))
        .send({ ...newPart, ...change })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect((await t.http.get('/parts')).body).toEqual([]);
    });

    it('answers 400 (not 500) for a body that is not an object or not JSON', async () => {
      await t.http.post('/parts').set(t.auth('admin')).send([newPart]).expect(400);
      await t.http
        .post('/parts')
        .set(t.auth('admin'))
        .set('content-type', 'application/json')
        .send('{"name":')
        .expect(400);
    });
  });

  describe('PATCH /updatepart', () => {
    it('lets an admin update every field; the catalogue shows it at once', async () => {
      const row = await insertPart(t);
      const res = await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: row.id, version: 1, ...newPart })
        .expect(200);
      expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await t.http.get('/parts')).body).toEqual([
        {
          _id: row.id,
          ...newPart,
          brand: null,
          models: [],
          category: null,
          priceBands: [],
          grade: null,
          warrantyDays: 90,
          lowStockThreshold: null,
          version: 2,
        },
      ]);
    });

    it('takes numbers typed as text (a form may send them as typed)', async () => {
      const row = await insertPart(t);
      await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: row.id, version: 1, ...newPart, price: '20', minQuantity: '3' })
        .expect(200);
      expect((await t.http.get(`/purchase/${row.id}`)).body).toMatchObject({ price: 20, minQuantity: 3 });
    });

    it('uses the update form words for bad values, changing nothing', async () => {
      const row = await insertPart(t);
      for (const [change, message] of [
        [{ name: '' }, validationMessages.updateProduct.nameRequired],
        [{ picture: '' }, validationMessages.updateProduct.pictureRequired],
        [{ description: '' }, validationMessages.updateProduct.descriptionRequired],
        [{ price: 0 }, validationMessages.updateProduct.priceMin],
        [{ minQuantity: 0 }, validationMessages.updateProduct.minQuantityMin],
        [{ availableQuantity: undefined }, validationMessages.updateProduct.availableQuantityRequired],
      ] as const) {
        const res = await t.http
          .patch('/updatepart')
          .set(t.auth('admin'))
          .send({ id: row.id, version: 1, ...newPart, ...change })
          .expect(400);
        expect(res.body.message).toBe(message);
      }
      expect((await t.http.get(`/purchase/${row.id}`)).body).toMatchObject({ name: row.name, price: 49.99 });
    });

    it('accepts a stock of 0 (a sold-out part) and refuses one below it with the edit form words', async () => {
      const row = await insertPart(t);
      await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: row.id, version: 1, ...newPart, availableQuantity: 0 })
        .expect(200);
      expect((await t.http.get(`/purchase/${row.id}`)).body).toMatchObject({ availableQuantity: 0, version: 2 });
      const res = await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: row.id, version: 2, ...newPart, availableQuantity: -1 })
        .expect(400);
      expect(res.body.message).toBe(validationMessages.updateProduct.availableQuantityMin);
    });

    it('saves the grade, the warranty and the low-stock threshold; blank clears grade and threshold', async () => {
      const row = await insertPart(t);
      await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: row.id, version: 1, ...newPart, grade: 'OEM', warrantyDays: 365, lowStockThreshold: 8 })
        .expect(200);
      expect((await t.http.get(`/purchase/${row.id}`)).body).toMatchObject({
        grade: 'OEM',
        warrantyDays: 365,
        lowStockThreshold: 8,
      });
      await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: row.id, version: 2, ...newPart, grade: '', lowStockThreshold: '' })
        .expect(200);
      expect((await t.http.get(`/purchase/${row.id}`)).body).toMatchObject({
        grade: null,
        warrantyDays: 365,
        lowStockThreshold: null,
      });
      for (const [change, message] of [
        [{ grade: 'Gold' }, catalogueMessages.gradeInvalid],
        [{ warrantyDays: -1 }, catalogueMessages.warrantyDaysInvalid(3650)],
        [{ warrantyDays: 1.5 }, catalogueMessages.warrantyDaysInvalid(3650)],
        [{ lowStockThreshold: -2 }, catalogueMessages.lowStockThresholdInvalid(1_000_000)],
      ] as const) {
        const res = await t.http
          .patch('/updatepart')
          .set(t.auth('admin'))
          .send({ id: row.id, version: 3, ...newPart, ...change })
          .expect(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('answers 404 for an unknown or malformed id and 400 without one', async () => {
      await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: unknownId, version: 1, ...newPart })
        .expect(404);
      await t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id: 'nope', version: 1, ...newPart })
        .expect(404);
      await t.http.patch('/updatepart').set(t.auth('admin')).send(newPart).expect(400);
    });

    it('refuses customers and anonymous callers, changing nothing', async () => {
      const row = await insertPart(t);
      await t.http
        .patch('/updatepart')
        .set(t.auth('customerB'))
        .send({ id: row.id, version: 1, ...newPart })
        .expect(403);
      await t.http
        .patch('/updatepart')
        .send({ id: row.id, version: 1, ...newPart })
        .expect(401);
      expect((await t.http.get(`/purchase/${row.id}`)).body.name).toBe(row.name);
    });
  });

  describe('PATCH /parts (set stock)', () => {
    it('lets an admin set the stock, zero included', async () => {
      const row = await insertPart(t);
      const res = await t.http
        .patch('/parts')
        .set(t.auth('admin'))
        .send({ _id: row.id, version: 1, availableQuantity: 0 })
        .expect(200);
      expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await t.http.get('/parts')).body[0].availableQuantity).toBe(0);
    });

    it('refuses the storefront trick of a customer lowering or raising stock', async () => {
      const row = await insertPart(t);
      await t.http.patch('/parts').set(t.auth('customerA')).send({ _id: row.id, availableQuantity: 999 }).expect(403);
      await t.http.patch('/parts').send({ _id: row.id, availableQuantity: 0 }).expect(401);
      expect(await stockOf(t.db, row.id)).toBe(10);
    });

    it('refuses negative or missing stock and unknown parts', async () => {
      const row = await insertPart(t);
      await t.http.patch('/parts').set(t.auth('admin')).send({ _id: row.id, availableQuantity: -1 }).expect(400);
      const res = await t.http.patch('/parts').set(t.auth('admin')).send({ _id: row.id }).expect(400);
      expect(res.body.message).toBe(validationMessages.addProduct.availableQuantityRequired);
      await t.http
        .patch('/parts')
        .set(t.auth('admin'))
        .send({ _id: unknownId, version: 1, availableQuantity: 3 })
        .expect(404);
      expect(await stockOf(t.db, row.id)).toBe(10);
    });
  });

  describe('DELETE /parts/:id', () => {
    it('lets an admin delete a part; its orders keep their snapshot', async () => {
      const row = await insertPart(t);
      const orderId = await placeOrder(t, 'customerA', row.id, 2);
      const res = await t.http.delete(`/parts/${row.id}`).set(t.auth('admin')).expect(200);
      expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect((await t.http.get('/parts')).body).toEqual([]);
      await t.http.get(`/purchase/${row.id}`).expect(404);
      const order = await t.http.get(`/myOrders/payment/${orderId}`).set(t.auth('customerA')).expect(200);
      expect(order.body).toMatchObject({ productId: null, name: row.name, price: 49.99, quantity: 2 });
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
    });

    it('answers 404 for a second delete, an unknown or a malformed id', async () => {
      const row = await insertPart(t);
      await t.http.delete(`/parts/${row.id}`).set(t.auth('admin')).expect(200);
      await t.http.delete(`/parts/${row.id}`).set(t.auth('admin')).expect(404);
      await t.http.delete('/parts/42').set(t.auth('admin')).expect(404);
    });

    it('refuses customers and anonymous callers, deleting nothing', async () => {
      const row = await insertPart(t);
      await t.http.delete(`/parts/${row.id}`).set(t.auth('customerA')).expect(403);
      await t.http.delete(`/parts/${row.id}`).expect(401);
      await t.http.get(`/purchase/${row.id}`).expect(200);
    });
  });
});
