import { eq } from 'drizzle-orm';
import { insertPart, placeOrder, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parts } from '../database/schema';
import { type DomainEvent, EventBus } from '../events';
import { CatalogueCache } from '../parts';

/**
 * What the order paths publish, as the subscribers hear it: each committed placement, checkout and
 * cancel once, after its commit; a refused one never (its transaction rolled back). No service calls
 * a post-commit step by hand any more: these events are the only way the catalogue hears of it.
 */
describe('the events of placing and cancelling orders', () => {
  let t: TestApp;
  let heard: DomainEvent[];
  let invalidations: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(EventBus).subscribe(['stock-taken', 'stock-returned', 'parts-changed'], (event) => heard.push(event));
    invalidations = jest.spyOn(t.app.get(CatalogueCache), 'invalidate');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    heard = [];
    invalidations.mockClear();
  });

  it('a placed order: one stock-taken naming its part, and the catalogue dropped once', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 5 });
    heard = [];
    invalidations.mockClear();
    await placeOrder(t, 'customerA', part.id, 2);
    expect(heard).toEqual([{ type: 'stock-taken', partIds: [part.id] }]);
    expect(invalidations).toHaveBeenCalledTimes(1);
  });

  it('a refused order (its transaction rolled back): nothing heard, the cache kept', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 1 });
    heard = [];
    invalidations.mockClear();
    await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId: part.id, quantity: 2, ...validOrderBody })
      .expect(409);
    expect(heard).toEqual([]);
    expect(invalidations).not.toHaveBeenCalled();
    expect(await stockOf(t.db, part.id)).toBe(1);
  });

  it('a checkout of two lines: one stock-taken naming both; a refused checkout: nothing', async () => {
    const [a, b] = [
      await insertPart(t, { minQuantity: 1, availableQuantity: 5 }),
      await insertPart(t, { minQuantity: 1, availableQuantity: 5 }),
    ];
    for (const part of [a, b])
      await t.http.put(`/cart/lines/${part.id}`).set(t.auth('customerB')).send({ quantity: 1 }).expect(200);
    heard = [];
    await t.http.post('/cart/checkout').set(t.auth('customerB')).send(validOrderBody).expect(201);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toEqual({ type: 'stock-taken', partIds: expect.arrayContaining([a.id, b.id]) });

    await t.http.put(`/cart/lines/${a.id}`).set(t.auth('customerB')).send({ quantity: 2 }).expect(200);
    // Sold out behind the cart's back: the checkout is refused and rolls back.
    await t.db.update(parts).set({ availableQuantity: 0 }).where(eq(parts.id, a.id));
    heard = [];
    await t.http.post('/cart/checkout').set(t.auth('customerB')).send(validOrderBody).expect(409);
    expect(heard).toEqual([]);
  });

  it('a cancel: one stock-returned naming the part; a second cancel (nothing changed): nothing', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 5 });
    const id = await placeOrder(t, 'customerA', part.id, 3);
    heard = [];
    invalidations.mockClear();
    await t.http.delete(`/myOrders/${id}`).set(t.auth('customerA')).expect(200);
    expect(heard).toEqual([{ type: 'stock-returned', partIds: [part.id] }]);
    expect(invalidations).toHaveBeenCalledTimes(1);
    heard = [];
    await t.http.delete(`/myOrders/${id}`).set(t.auth('customerA')).expect(404);
    expect(heard).toEqual([]);
  });

  it('an admin’s stock edit: parts-changed that may raise stock', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 0 });
    heard = [];
    await t.http
      .patch('/parts')
      .set(t.auth('admin'))
      .send({ _id: part.id, version: part.version, availableQuantity: 4 })
      .expect(200);
    expect(heard).toEqual([{ type: 'parts-changed', mayRaiseStock: true }]);
  });
});
