import { apiMessages, validationMessages } from '@phoneparts/contracts';
import { insertPart, placeOrder, stockOf } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * The attack: an admin opens Update Product at stock 10, customers buy 3, the admin saves and
 * the stock is 10 again. Edits name the version their form loaded; a sale moves the version on.
 */
describe('stock edits never undo sales', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const form = {
    name: 'Edited screen',
    picture: '/images/parts/test.svg',
    description: 'Edited',
    price: 50,
    minQuantity: 1,
  };
  const loadForm = async (id: string) =>
    (await t.http.get(`/purchase/${id}`).expect(200)).body as { version: number; availableQuantity: number };

  it('PATCH /updatepart on the version loaded before a sale is refused (409, reload), and the sale stands', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const loaded = await loadForm(part.id);
    await placeOrder(t, 'customerA', part.id, 3);

    const res = await t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({ id: part.id, version: loaded.version, ...form, availableQuantity: 10 })
      .expect(409);
    expect(res.body.message).toBe(apiMessages.partChangedReload);
    expect(await stockOf(t.db, part.id)).toBe(7);

    // After reloading, the admin sees 7 and the save goes through.
    const reloaded = await loadForm(part.id);
    expect(reloaded.availableQuantity).toBe(7);
    await t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({ id: part.id, version: reloaded.version, ...form, availableQuantity: 20 })
      .expect(200);
    expect(await stockOf(t.db, part.id)).toBe(20);
  });

  it('PATCH /parts (set stock) on a stale version is refused the same way; a cancelled order moves the version too', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t, 'customerB', part.id, 4);
    const loaded = await loadForm(part.id);
    await t.http.delete(`/myOrders/${orderId}`).set(t.auth('customerB')).expect(200);

    const res = await t.http
      .patch('/parts')
      .set(t.auth('admin'))
      .send({ _id: part.id, version: loaded.version, availableQuantity: 6 })
      .expect(409);
    expect(res.body.message).toBe(apiMessages.partChangedReload);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });

  it('lets only one of two admins saving the same loaded version win', async () => {
    const part = await insertPart(t, { availableQuantity: 10 });
    const loaded = await loadForm(part.id);
    const saves = await Promise.all(
      [11, 12].map((availableQuantity) =>
        t.http.patch('/parts').set(t.auth('admin')).send({ _id: part.id, version: loaded.version, availableQuantity }),
      ),
    );
    expect(saves.map((s) => s.status).sort()).toEqual([200, 409]);
  });

  it('asks for the version (400, reload) when an edit does not name one', async () => {
    const part = await insertPart(t);
    const res = await t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({ id: part.id, ...form, availableQuantity: 5 })
      .expect(400);
    expect(res.body.message).toBe(validationMessages.partVersionRequired);
    await t.http
      .patch('/parts')
      .set(t.auth('admin'))
      .send({ _id: part.id, availableQuantity: 5, version: 'latest' })
      .expect(400);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });
});
