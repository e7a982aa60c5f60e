import { apiMessages } from '@phoneparts/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { insertPart, orderRow, placeOrder } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { migrationsFolder } from '../database/database';
import { orders, users } from '../database/schema';

// @test-on-both-engines (docs/testing.md): a migration's backfill SQL, run on each engine.

/** Orders belong to an account id, not to an email (docs/architecture.md#53-ownership). */
describe('orders belong to an account, not an email', () => {
  let t: TestApp;
  const email = 'carol@test.example';
  const password = 'Carol#1234';

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  const signUp = async () => {
    const res = await t.http.post('/auth/signup').send({ name: 'Carol', email, password }).expect(201);
    return { id: res.body.user.uid as string, auth: { Authorization: `Bearer ${res.body.accessToken}` } };
  };

  it('a later account with a deleted customer’s email neither sees nor touches the old orders', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const first = await signUp();
    const placed = await t.http
      .post('/myOrders')
      .set(first.auth)
      .send({ productId: part.id, quantity: 2, phone: '(555) 123-4567', address: 'Old Street 1' })
      .expect(201);
    const oldOrder = placed.body.insertedId as string;
    await t.http.delete(`/users/${first.id}`).set(t.auth('admin')).expect(200);

    // Kept for the shop's books, marked, and owned by no account.
    const kept = await orderRow(t.db, oldOrder);
    expect(kept).toMatchObject({ userId: null, email, address: 'Old Street 1', status: 'placed' });
    expect(kept.accountDeletedAt).not.toBeNull();
    const all = await t.http.get('/myOrders').set(t.auth('admin')).expect(200);
    expect(all.body.find((o: { _id: string }) => o._id === oldOrder)).toMatchObject({ accountDeleted: true, email });

    // Someone signs up with the same email: a new account, with none of the old orders.
    const second = await signUp();
    expect(second.id).not.toBe(first.id);
    await t.http.get(`/myOrders/${email}`).set(second.auth).expect(200, []);
    expect((await t.http.get(`/myOrders/payment/${oldOrder}`).set(second.auth).expect(403)).body.message).toBe(
      apiMessages.notYourResource,
    );
    await t.http.post('/create-payment-intent').set(second.auth).send({ orderId: oldOrder }).expect(403);
    await t.http.delete(`/myOrders/${oldOrder}`).set(second.auth).expect(403);
    expect((await orderRow(t.db, oldOrder)).status).toBe('placed');
    // An admin asking for that email sees the new account's orders: none.
    await t.http.get(`/myOrders/${email}`).set(t.auth('admin')).expect(200, []);
  });

  it('GET /myOrders/{email} resolves through the signed-in account (self or admin)', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const mine = await placeOrder(t, 'customerA', part.id, 1);
    const own = await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('customerA')).expect(200);
    expect(own.body.map((o: { _id: string }) => o._id)).toContain(mine);
    const asAdmin = await t.http
      .get(`/myOrders/${t.accounts.customerA.email.toUpperCase()}`)
      .set(t.auth('admin'))
      .expect(200);
    expect(asAdmin.body.map((o: { _id: string }) => o._id)).toContain(mine);
    await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('customerB')).expect(403);
  });

  it('an order whose email was rewritten still belongs to its account only', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const id = await placeOrder(t, 'customerA', part.id, 1);
    // Even if the stored email named someone else, ownership follows the account id.
    await t.db
      .update(orders)
      .set({ email: t.accounts.customerB.email })
      .where(sql`${orders.id} = ${id}`);
    await t.http.get(`/myOrders/payment/${id}`).set(t.auth('customerB')).expect(403);
    await t.http.get(`/myOrders/payment/${id}`).set(t.auth('customerA')).expect(200);
  });

  it('the migration gives existing orders to the account that had their email when they were placed', async () => {
    // The backfill statements of the migration that introduced account ownership, run on rows made to need them.
    const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_orders_owned_by_account.sql'))!;
    const migration = readFileSync(path.join(migrationsFolder, file), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n\s*)*update/i.test(statement));
    expect(backfill.length).toBeGreaterThan(0);

    // The backfill reads only an order's email, account and time (its lines play no part).
    const legacy = async (orderEmail: string, placedAt: Date) => {
      const [row] = await t.db
        .insert(orders)
        .values({
          userId: null,
          email: orderEmail,
          userName: 'L',
          phone: '5551234567',
          address: 'A',
          totalCents: 100,
          createdAt: placedAt,
        })
        .returning();
      return row.id;
    };
    const [owner] = await t.db
      .insert(users)
      .values({ email: 'legacy@test.example', displayName: 'L', createdAt: new Date('2025-01-01') })
      .returning();
    const ownersOrder = await legacy('legacy@test.example', new Date('2025-06-01'));
    // An order from before this account existed: another (deleted) account's, not this one's.
    const olderOrder = await legacy('legacy@test.example', new Date('2024-06-01'));
    const orphan = await legacy('nobody-now@test.example', new Date('2025-06-01'));

    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    expect(await orderRow(t.db, ownersOrder)).toMatchObject({ userId: owner.id, accountDeletedAt: null });
    expect((await orderRow(t.db, olderOrder)).userId).toBeNull();
    expect((await orderRow(t.db, olderOrder)).accountDeletedAt).not.toBeNull();
    expect((await orderRow(t.db, orphan)).accountDeletedAt).not.toBeNull();
  });
});
