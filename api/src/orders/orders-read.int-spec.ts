import { apiMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { insertPart, markPaid, orderRow, placeOrder, validShipment } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { orderHistory, orders } from '../database/schema';
import type { PartRow } from '../parts/part-row';

describe('reading and shipping orders', () => {
  let t: TestApp;
  let part: PartRow;
  beforeAll(async () => {
    t = await createTestApp();
    part = await insertPart(t, { minQuantity: 1, availableQuantity: 1000 });
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(orders));
  const ids = (body: { _id: string }[]) => body.map((o) => o._id);

  describe('GET /myOrders/:email', () => {
    it('answers the caller’s own orders, newest first, without cancelled ones', async () => {
      const first = await placeOrder(t, 'customerA', part.id, 1);
      const cancelled = await placeOrder(t, 'customerA', part.id, 1);
      const last = await placeOrder(t, 'customerA', part.id, 2);
      await placeOrder(t, 'customerB', part.id, 1);
      await t.http.delete(`/myOrders/${cancelled}`).set(t.auth('customerA')).expect(200);
      const res = await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('customerA')).expect(200);
      expect(ids(res.body)).toEqual([last, first]);
      expect(res.body[0]).toMatchObject({
        email: t.accounts.customerA.email,
        quantity: 2,
        paid: false,
        status: 'placed',
      });
    });

    it('reads the email case-insensitively', async () => {
      const id = await placeOrder(t, 'customerA', part.id, 1);
      const res = await t.http
        .get(`/myOrders/${t.accounts.customerA.email.toUpperCase()}`)
        .set(t.auth('customerA'))
        .expect(200);
      expect(ids(res.body)).toEqual([id]);
    });

    it('lets an admin read a customer’s orders', async () => {
      const id = await placeOrder(t, 'customerA', part.id, 1);
      const res = await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('admin')).expect(200);
      expect(ids(res.body)).toEqual([id]);
    });

    it('refuses another customer’s orders (403) and anonymous callers (401)', async () => {
      await placeOrder(t, 'customerA', part.id, 1);
      const res = await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('customerB')).expect(403);
      expect(res.body.message).toBe(apiMessages.notYourResource);
      await t.http.get(`/myOrders/${t.accounts.customerA.email}`).expect(401);
    });
  });

  describe('GET /myOrders (admin)', () => {
    it('answers every order with its status, cancelled ones included', async () => {
      const a = await placeOrder(t, 'customerA', part.id, 1);
      const b = await placeOrder(t, 'customerB', part.id, 1);
      await t.http.delete(`/myOrders/${a}`).set(t.auth('customerA')).expect(200);
      const res = await t.http.get('/myOrders').set(t.auth('admin')).expect(200);
      expect(res.body.map((o: { _id: string; status: string }) => [o._id, o.status])).toEqual([
        [b, 'placed'],
        [a, 'cancelled'],
      ]);
    });

    it('refuses customers (403) and anonymous callers (401)', async () => {
      const res = await t.http.get('/myOrders').set(t.auth('customerA')).expect(403);
      expect(res.body.message).toBe(apiMessages.adminOnly);
      await t.http.get('/myOrders').expect(401);
    });
  });

  describe('GET /myOrders/payment/:id', () => {
    it('answers the owner their order', async () => {
      const id = await placeOrder(t, 'customerA', part.id, 3);
      const res = await t.http.get(`/myOrders/payment/${id}`).set(t.auth('customerA')).expect(200);
      expect(res.body).toMatchObject({ _id: id, quantity: 3, price: 49.99, paid: false });
    });

    it('refuses everyone else, admins included (403), and anonymous callers (401)', async () => {
      const id = await placeOrder(t, 'customerA', part.id, 1);
      for (const persona of ['customerB', 'admin'] as const) {
        const res = await t.http.get(`/myOrders/payment/${id}`).set(t.auth(persona)).expect(403);
        expect(res.body.message).toBe(apiMessages.notYourResource);
      }
      await t.http.get(`/myOrders/payment/${id}`).expect(401);
    });

    it('answers 404 for unknown, malformed and cancelled orders', async () => {
      const id = await placeOrder(t, 'customerA', part.id, 1);
      await t.http.delete(`/myOrders/${id}`).set(t.auth('customerA')).expect(200);
      for (const target of [id, '00000000-0000-4000-8000-000000000000', 'xyz']) {
        const res = await t.http.get(`/myOrders/payment/${target}`).set(t.auth('customerA')).expect(404);
        expect(res.body.message).toBe(apiMessages.orderNotFound);
      }
    });
  });

  describe('POST /myOrders/:id/ship (admin)', () => {
    it('ships a paid order and records who did it', async () => {
      const id = await placeOrder(t, 'customerA', part.id, 1);
      await markPaid(t, id, 'pi_ship_1');
      const res = await t.http.post(`/myOrders/${id}/ship`).set(t.auth('admin')).send(validShipment).expect(200);
      expect(res.body).toMatchObject({ _id: id, status: 'shipped', paid: true, transactionId: 'pi_ship_1' });
      const [entry] = await t.db.select().from(orderHistory).where(eq(orderHistory.toStatus, 'shipped'));
      expect(entry).toMatchObject({ orderId: id, fromStatus: 'paid', byEmail: t.accounts.admin.email });
    });

    it('refuses an unpaid, an already shipped and a cancelled order (409)', async () => {
      const unpaid = await placeOrder(t, 'customerA', part.id, 1);
      const shipped = await placeOrder(t, 'customerA', part.id, 1);
      const cancelled = await placeOrder(t, 'customerA', part.id, 1);
      await markPaid(t, shipped);
      await t.http.post(`/myOrders/${shipped}/ship`).set(t.auth('admin')).send(validShipment).expect(200);
      await t.http.delete(`/myOrders/${cancelled}`).set(t.auth('customerA')).expect(200);
      for (const id of [unpaid, shipped, cancelled]) {
        const res = await t.http.post(`/myOrders/${id}/ship`).set(t.auth('admin')).send(validShipment).expect(409);
        expect(res.body.message).toBe(apiMessages.orderNotShippable);
      }
      expect((await orderRow(t.db, unpaid)).status).toBe('placed');
    });

    it('answers 404 for unknown and malformed orders', async () => {
      await t.http
        .post('/myOrders/00000000-0000-4000-8000-000000000000/ship')
        .set(t.auth('admin'))
        .send(validShipment)
        .expect(404);
      await t.http.post('/myOrders/nope/ship').set(t.auth('admin')).send(validShipment).expect(404);
    });

    it('refuses customers, the owner included (403), and anonymous callers (401)', async () => {
      const id = await placeOrder(t, 'customerA', part.id, 1);
      await markPaid(t, id);
      await t.http.post(`/myOrders/${id}/ship`).set(t.auth('customerA')).send(validShipment).expect(403);
      await t.http.post(`/myOrders/${id}/ship`).send(validShipment).expect(401);
      expect((await orderRow(t.db, id)).status).toBe('paid');
    });
  });
});
