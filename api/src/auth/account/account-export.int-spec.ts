import { eq } from 'drizzle-orm';
import type { AccountExport } from '@phoneparts/contracts';
import { bearer, placeOrderWith, signUp } from '../../../test/account-fixtures';
import { insertPart } from '../../../test/catalogue-fixtures';
import { shippedOrder } from '../../../test/return-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../database/schema';

describe('download my data (GET /account/export)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })));
  afterAll(() => t.close());

  it("holds the caller's profile, orders with history and reviews, and nothing of anyone else", async () => {
    const me = await signUp(t, 'exporter@example.com');
    const other = await signUp(t, 'neighbour@example.com');
    await t.db.update(users).set({ location: 'Dhaka' }).where(eq(users.id, me.id));
    await t.db.update(users).set({ location: 'Chattogram' }).where(eq(users.id, other.id));
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const mine = await placeOrderWith(t, me.token, part.id);
    const cancelled = await placeOrderWith(t, me.token, part.id);
    await t.http.delete(`/myOrders/${cancelled}`).set(bearer(me.token)).expect(200);
    const theirs = await placeOrderWith(t, other.token, part.id);
    await t.http.post('/reviews').set(bearer(me.token)).send({ ratings: 5, comment: 'Mine: great screen' }).expect(201);
    await t.http.post('/reviews').set(bearer(other.token)).send({ ratings: 2, comment: 'Theirs: meh' }).expect(201);
    const address = { name: 'Me', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };
    await t.http.post('/account/addresses').set(bearer(me.token)).send(address).expect(201);
    await t.http
      .post('/account/addresses')
      .set(bearer(other.token))
      .send({ ...address, city: 'Theirsville' })
      .expect(201);
    await t.http
      .put('/account/tax-details')
      .set(bearer(me.token))
      .send({ companyName: 'My Ltd', taxId: 'GB123456789' })
      .expect(200);

    const res = await t.http.get('/account/export').set(bearer(me.token)).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body as AccountExport;

    expect(data.profile).toMatchObject({ _id: me.id, email: me.email, location: 'Dhaka', signsInWithPassword: true });
    expect(data.orders.map((o) => o._id).sort()).toEqual([mine, cancelled].sort());
    const history = data.orders.find((o) => o._id === cancelled)!.history;
    expect(history.map((h) => h.to)).toEqual(['placed', 'cancelled']);
    expect(data.reviews.map((r) => r.comment)).toEqual(['Mine: great screen']);
    expect(data.addresses).toEqual([expect.objectContaining({ ...address, isDefault: true })]);
    expect(data.taxDetails).toEqual({ companyName: 'My Ltd', taxId: 'GB123456789', taxExempt: false });

    const text = JSON.stringify(data);
    for (const foreign of [other.email, other.id, theirs, 'Chattogram', 'Theirs: meh', 'Theirsville'])
      expect(text).not.toContain(foreign);
    // No secret travels in it.
    expect(text).not.toMatch(/scrypt|passwordHash|tokenVersion/);
  });

  it("holds the returns of the caller's orders with their lines, status, refund and credit note number", async () => {
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 3, priceCents: 1000 });
    const ask = (quantity: number) =>
      t.http
        .post(`/myOrders/${orderId}/returns`)
        .set(t.auth('customerA'))
        .send({ lines: [{ lineId, quantity }], reason: 'wrong_part', comment: 'Wrong model' })
        .expect(201);
    const refundedId: string = (await ask(2)).body._id;
    const admin = (step: string, body: object = {}) =>
      t.http.post(`/admin/returns/${refundedId}/${step}`).set(t.auth('admin')).send(body).expect(200);
    await admin('approve');
    await admin('receive', { lines: [{ lineId, restock: true }] });
    const refund = (await admin('refund')).body.refund;
    const pendingId: string = (await ask(1)).body._id;

    const mine = (await t.http.get('/account/export').set(t.auth('customerA')).expect(200)).body as AccountExport;
    const exported = mine.returns.filter((r) => r.orderId === orderId);
    expect(exported.map((r) => r._id)).toEqual([pendingId, refundedId]);
    expect(exported[1]).toMatchObject({
      status: 'refunded',
      reason: 'wrong_part',
      comment: 'Wrong model',
      lines: [{ lineId, sku: order.lines[0].sku, name: order.lines[0].name, quantity: 2, restock: true }],
      refund: { amount: refund.amount, creditNoteNumber: expect.stringMatching(/^CN-\d{4}-\d{6}$/) },
    });
    expect(refund.amount).toBeGreaterThan(0);
    expect(exported[0]).toMatchObject({ status: 'requested', lines: [{ lineId, quantity: 1 }], refund: null });

    const theirs = (await t.http.get('/account/export').set(t.auth('customerB')).expect(200)).body as AccountExport;
    expect(JSON.stringify(theirs.returns)).not.toContain(orderId);
  });

  it('needs a session', async () => {
    await t.http.get('/account/export').expect(401);
    await t.http.get('/account').expect(401);
  });

  it('says how the account signs in, so the account page offers what fits', async () => {
    const me = await signUp(t, 'summary@example.com');
    await t.http.get('/account').set(bearer(me.token)).expect(200, {
      email: me.email,
      emailVerified: false,
      signsInWithPassword: true,
      signsInWithGoogle: false,
    });
  });
});
