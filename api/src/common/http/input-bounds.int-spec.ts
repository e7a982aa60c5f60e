import { apiMessages, limits, validationMessages as m } from '@phoneparts/contracts';
import { insertPart, stockOf, validOrderBody } from '../../../test/catalogue-fixtures';
import { snapshotDatabase } from '../../../test/database-snapshot';
import { createTestApp, TestApp } from '../../../test/test-app';

/** Inputs that once answered a 500: each must be a 400 that changes nothing (docs/architecture.md#54-input). */
describe('input bounds', () => {
  let t: TestApp;
  let before: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  beforeEach(async () => {
    before = await snapshotDatabase(t.db);
  });
  afterAll(() => t.close());

  const unchanged = async () => expect(await snapshotDatabase(t.db)).toEqual(before);

  it.each([
    ['/auth/login', { email: 'alice\u0000@test.example', password: 'Secret#123' }],
    ['/auth/password-reset', { email: 'alice@test.example\u0000' }],
    ['/auth/signup', { name: 'Nul', email: '\u0000nul@test.example', password: 'Secret#123' }],
  ])('a NUL in the email of %s is a 400 (no account needed)', async (path, body) => {
    const res = await t.http.post(path).send(body).expect(400);
    expect(res.body.message).toBe(m.emailInvalid);
    await unchanged();
  });

  it('a NUL in a text field is a 400 that says what to fix', async () => {
    const part = await insertPart(t);
    before = await snapshotDatabase(t.db);
    const res = await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId: part.id, quantity: 2, phone: validOrderBody.phone, address: 'Baker\u0000Street' })
      .expect(400);
    expect(res.body.message).toBe(m.controlCharacters);
    await unchanged();
  });

  it('a NUL in an email in the path is a 400, for the admin too', async () => {
    for (const path of [
      '/myOrders/alice%00@test.example',
      '/user/alice%00@test.example',
      '/admin/alice%00@test.example',
    ]) {
      const res = await t.http.get(path).set(t.auth('admin')).expect(400);
      expect(res.body.message).toBe(m.emailInvalid);
    }
    await t.http.put('/user/admin/bob%00@test.example').set(t.auth('admin')).expect(400);
    await unchanged();
  });

  it('quantity: 3000000000 is a 400 with the quantity message', async () => {
    const part = await insertPart(t);
    before = await snapshotDatabase(t.db);
    const res = await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId: part.id, quantity: 3_000_000_000, ...validOrderBody })
      .expect(400);
    expect(res.body.message).toBe(m.quantityAboveMax(limits.maxQuantity));
    expect(await stockOf(t.db, part.id)).toBe(part.availableQuantity);
    await unchanged();
  });

  it('a price of 30,000,000 is a 400, on add and on update', async () => {
    const part = await insertPart(t);
    before = await snapshotDatabase(t.db);
    const product = {
      name: 'Gold screen',
      sku: 'GOLD-1',
      picture: '/images/parts/x.svg',
      description: 'd',
      price: 30_000_000,
      minQuantity: 1,
      availableQuantity: 5,
    };
    const added = await t.http.post('/parts').set(t.auth('admin')).send(product).expect(400);
    expect(added.body.message).toBe(m.priceMax(limits.maxPrice));
    const updated = await t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({ id: part.id, ...product })
      .expect(400);
    expect(updated.body.message).toBe(m.priceMax(limits.maxPrice));
    await unchanged();
  });

  it('stock beyond the bound is a 400 on PATCH /parts', async () => {
    const part = await insertPart(t);
    before = await snapshotDatabase(t.db);
    const res = await t.http
      .patch('/parts')
      .set(t.auth('admin'))
      .send({ _id: part.id, availableQuantity: 2 ** 31 })
      .expect(400);
    expect(res.body.message).toBe(m.availableQuantityMax(limits.maxStock));
    await unchanged();
  });

  it('an order above the card provider’s maximum is a 400 and takes no stock', async () => {
    // $100,000 × 1,000 units = $100,000,000: far above Stripe's $999,999.99.
    const part = await insertPart(t, { priceCents: limits.maxPrice * 100, minQuantity: 1, availableQuantity: 1_000 });
    before = await snapshotDatabase(t.db);
    const res = await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId: part.id, quantity: 1_000, ...validOrderBody })
      .expect(400);
    expect(res.body.message).toBe(apiMessages.orderTotalTooLarge);
    expect(await stockOf(t.db, part.id)).toBe(1_000);
    await unchanged();
    // The largest order the provider can charge still goes through.
    await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId: part.id, quantity: 9, ...validOrderBody })
      .expect(201);
  });

  it('ratings outside 1–5 and over-long comments are 400s', async () => {
    expect(
      (
        await t.http
          .post('/reviews')
          .set(t.auth('customerA'))
          .send({ ratings: 2 ** 31, comment: 'x' })
          .expect(400)
      ).body.message,
    ).toBe(m.ratingsInvalid);
    expect(
      (
        await t.http
          .post('/reviews')
          .set(t.auth('customerA'))
          .send({ ratings: 5, comment: 'x'.repeat(1001) })
          .expect(400)
      ).body.message,
    ).toBe(m.tooLong(1000));
    await unchanged();
  });
});
