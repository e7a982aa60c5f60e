import { accountMessages, apiMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { bearer, googleOnlyAccount, placeOrderWith, signUp } from '../../../test/account-fixtures';
import { insertPart, markPaid, orderRow, validShipment } from '../../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderHistory, users } from '../../database/schema';

describe('delete my account (POST /account/delete)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })));
  afterAll(() => t.close());

  const remove = (token: string, body: object) => t.http.post('/account/delete').set(bearer(token)).send(body);

  it('deletes the account, ends its sessions and keeps its orders for the books, anonymised', async () => {
    const me = await signUp(t, 'leaving@example.com');
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const cancelled = await placeOrderWith(t, me.token, part.id);
    await t.http.delete(`/myOrders/${cancelled}`).set(bearer(me.token)).expect(200);
    const open = await placeOrderWith(t, me.token, part.id);
    await t.http.post('/reviews').set(bearer(me.token)).send({ ratings: 5, comment: 'Fits my phone.' }).expect(201);

    await remove(me.token, { password: me.password }).expect(200, { acknowledged: true, deletedCount: 1 });

    const stale = await t.http.get('/auth/me').set(bearer(me.token)).expect(401);
    expect(stale.body.message).toBe(apiMessages.signInRequired);
    await t.http.post('/auth/login').send({ email: me.email, password: me.password }).expect(401);
    expect(await t.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);

    for (const id of [cancelled, open]) {
      expect(await orderRow(t.db, id)).toMatchObject({
        userId: null,
        email: '',
        userName: 'Deleted account',
        phone: '',
        address: '',
      });
      expect((await orderRow(t.db, id)).accountDeletedAt).not.toBeNull();
    }
    // The customer's own cancel is in the history without naming them.
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, cancelled));
    expect(history.map((h) => h.byEmail)).not.toContain(me.email);
    const all = await t.http.get('/myOrders?limit=100').set(t.auth('admin')).expect(200);
    expect(all.body.find((o: { _id: string }) => o._id === open)).toMatchObject({ accountDeleted: true, email: '' });
    expect(JSON.stringify(all.body)).not.toContain(me.email);
    // The review stays, without the name it was written under.
    const shown = await t.http.get('/reviews?limit=100').expect(200);
    expect(shown.body.find((r: { comment: string }) => r.comment === 'Fits my phone.')).toMatchObject({
      userName: 'Deleted account',
      picture: null,
      ratings: 5,
    });
    expect(JSON.stringify(shown.body)).not.toContain('Casey Customer');

    // A later sign-up with the same address starts empty.
    const again = await signUp(t, me.email);
    const mine = await t.http.get(`/myOrders/${me.email}`).set(bearer(again.token)).expect(200);
    expect(mine.body).toEqual([]);
  });

  it('refuses a wrong or missing password and keeps the account', async () => {
    const me = await signUp(t, 'staying@example.com');
    const wrong = await remove(me.token, { password: 'Guess#1234' }).expect(403);
    expect(wrong.body.message).toBe(accountMessages.wrongCurrentPassword);
    const missing = await remove(me.token, {}).expect(400);
    expect(missing.body.message).toBe(accountMessages.passwordOrConfirmationRequired);
    // A typed confirmation is no substitute for the password of an account that has one.
    await remove(me.token, { confirmation: me.email }).expect(400);
    await t.http.get('/auth/me').set(bearer(me.token)).expect(200);
    await t.http.post('/account/delete').send({ password: me.password }).expect(401);
  });

  it('lets a Google-only account confirm by typing its email address', async () => {
    const me = await googleOnlyAccount(t, 'gone-google@example.com');
    expect((await remove(me.token, {}).expect(400)).body.message).toBe(accountMessages.confirmationRequired);
    const typo = await remove(me.token, { confirmation: 'gone-googel@example.com' }).expect(400);
    expect(typo.body.message).toBe(accountMessages.confirmationMismatch);
    await remove(me.token, { confirmation: ' Gone-Google@example.com ' }).expect(200);
    await t.http.get('/auth/me').set(bearer(me.token)).expect(401);
  });

  it('waits while a paid order still has to be shipped to the customer', async () => {
    const me = await signUp(t, 'awaiting@example.com');
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const order = await placeOrderWith(t, me.token, part.id);
    await markPaid(t, order);
    const res = await remove(me.token, { password: me.password }).expect(409);
    expect(res.body.message).toBe(accountMessages.unshippedOrders);
    expect((await orderRow(t.db, order)).address).not.toBe('');

    await t.http.post(`/myOrders/${order}/ship`).set(t.auth('admin')).send(validShipment).expect(200);
    await remove(me.token, { password: me.password }).expect(200);
    expect(await orderRow(t.db, order)).toMatchObject({ status: 'shipped', address: '', userId: null });
  });

  it('never deletes the last admin', async () => {
    const res = await remove(t.tokens.admin, { confirmation: t.accounts.admin.email }).expect(409);
    expect(res.body.message).toBe(apiMessages.lastAdmin);
  });
});
