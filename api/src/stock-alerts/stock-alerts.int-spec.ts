import {
  apiMessages,
  maxWaitingStockAlerts,
  stockAlertMessages as m,
  withdrawStockAlertPath,
} from '@phoneparts/contracts';
import { linksIn } from '@phoneparts/mail-catcher';
import { and, eq, like } from 'drizzle-orm';
import { insertPart, placeOrder } from '../../test/catalogue-fixtures';
import {
  createMailingTestApp,
  eventually,
  testShellUrl as shell,
  type MailingTestApp,
} from '../../test/mailing-test-app';
import type { Persona } from '../../test/test-app';
import { outboxMails, stockAlerts } from '../database/schema';
import { BackInStockSweep } from './back-in-stock.sweep';

/**
 * Back in stock (docs/product.md#16-back-in-stock) over HTTP: who may ask and when, withdrawing (own requests, the
 * mailed link), the admins' counts, and one mail per request whatever raises the stock.
 */
describe('back-in-stock requests', () => {
  let t: MailingTestApp;
  // A long interval: mails in these tests come from the hint a stock change gives (or a sweep run here).
  beforeAll(async () => (t = await createMailingTestApp({ STOCK_ALERT_SWEEP_SECONDS: '3600' })));
  afterAll(() => t.close());

  const ask = (persona: Persona, partId: string) => t.http.post('/stock-alerts').set(t.auth(persona)).send({ partId });
  const outOfStock = () => insertPart(t, { minQuantity: 5, availableQuantity: 2 });
  const restock = async (partId: string, availableQuantity: number) => {
    const { version } = (await t.http.get(`/purchase/${partId}`).expect(200)).body as { version: number };
    await t.http.patch('/parts').set(t.auth('admin')).send({ _id: partId, version, availableQuantity }).expect(200);
  };
  const backInStockMails = (alertId: string) =>
    t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.dedupeKey, `back-in-stock:${alertId}`));

  it('is for signed-in buyers, on a part that exists and cannot be ordered now', async () => {
    const part = await outOfStock();
    await t.http.post('/stock-alerts').send({ partId: part.id }).expect(401);
    expect((await ask('customerA', 'not-a-part').expect(404)).body.message).toBe(apiMessages.partNotFound);
    expect((await ask('customerA', '00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe(
      apiMessages.partNotFound,
    );
    const inStock = await insertPart(t, { minQuantity: 2, availableQuantity: 2 });
    expect((await ask('customerA', inStock.id).expect(409)).body.message).toBe(m.partInStock);
    expect((await t.http.post('/stock-alerts').set(t.auth('customerA')).send({}).expect(400)).body.message).toBe(
      'partId is required',
    );

    const created = await ask('customerA', part.id.toUpperCase()).expect(201);
    expect(created.body).toMatchObject({ partId: part.id, partName: part.name, sku: part.sku, status: 'waiting' });
  });

  it('refuses a second request for the same part while the first waits; two at once leave one', async () => {
    const part = await outOfStock();
    const answers = await Promise.all([ask('customerB', part.id), ask('customerB', part.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(m.alreadyWaiting);
    const rows = await t.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.partId, part.id), eq(stockAlerts.userId, t.accounts.customerB.id)));
    expect(rows).toHaveLength(1);
  });

  it(`holds at most ${maxWaitingStockAlerts} waiting requests per buyer`, async () => {
    const [row] = await t.db
      .insert(stockAlerts)
      .values(
        await Promise.all(
          Array.from({ length: maxWaitingStockAlerts }, async () => ({
            userId: t.accounts.admin.id,
            partId: (await outOfStock()).id,
          })),
        ),
      )
      .returning();
    const res = await ask('admin', (await outOfStock()).id).expect(409);
    expect(res.body.message).toBe(m.tooManyWaiting(maxWaitingStockAlerts));
    await t.http.delete(`/stock-alerts/${row.id}`).set(t.auth('admin')).expect(200);
    await ask('admin', (await outOfStock()).id).expect(201);
  });

  it("lists the caller's own requests; another buyer's cannot be withdrawn (404) and stays", async () => {
    const part = await outOfStock();
    const { _id } = (await ask('customerA', part.id).expect(201)).body as { _id: string };
    const mine = await t.http.get('/stock-alerts').set(t.auth('customerA')).expect(200);
    expect(mine.body.map((a: { _id: string }) => a._id)).toContain(_id);
    expect(mine.headers['x-total-count']).toBeDefined();
    const theirs = await t.http.get('/stock-alerts').set(t.auth('customerB')).expect(200);
    expect(theirs.body.map((a: { _id: string }) => a._id)).not.toContain(_id);

    for (const persona of ['customerB', 'admin'] as const) {
      const res = await t.http.delete(`/stock-alerts/${_id}`).set(t.auth(persona)).expect(404);
      expect(res.body.message).toBe(m.requestNotFound);
    }
    await t.http.delete(`/stock-alerts/${_id}`).set(t.auth('customerA')).expect(200);
    await t.http.delete(`/stock-alerts/${_id}`).set(t.auth('customerA')).expect(404);
    await t.http.delete('/stock-alerts/not-an-id').set(t.auth('customerA')).expect(404);
  });

  it('mails a confirmation whose link withdraws the request, signed in or not; a forged token is a 400', async () => {
    const part = await outOfStock();
    const { _id } = (await ask('customerA', part.id).expect(201)).body as { _id: string };
    // Other tests' confirmations to the same buyer may arrive meanwhile: this one links to this request.
    const withdrawLink = () =>
      t.mail.messages
        .filter((mail) => mail.to.includes(t.accounts.customerA.email) && mail.subject.startsWith('We will tell you'))
        .flatMap(linksIn)
        .find((l) => l.startsWith(`${shell}${withdrawStockAlertPath}?token=${_id}.`));
    await eventually(() => withdrawLink() !== undefined, 10_000, 'the confirmation mail');
    const token = new URL(withdrawLink()!).searchParams.get('token')!;

    const [id, signature] = token.split('.');
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    for (const forged of [`${otherId}.${signature}`, `${id}.${signature.slice(1)}x`, id, '', 'a.b.c']) {
      const res = await t.http.post('/stock-alerts/withdraw').send({ token: forged }).expect(400);
      expect(res.body.message).toBe(m.withdrawLinkInvalid);
    }
    expect((await t.http.post('/stock-alerts/withdraw').send({ token }).expect(200)).body.deletedCount).toBe(1);
    // Opening the link again is not an error: there is simply nothing left to withdraw.
    expect((await t.http.post('/stock-alerts/withdraw').send({ token }).expect(200)).body.deletedCount).toBe(0);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.id, _id))).toHaveLength(0);
  });

  it('tells admins how many buyers wait for each part; refuses bad part lists', async () => {
    const part = await outOfStock();
    const other = await outOfStock();
    await ask('customerA', part.id).expect(201);
    await ask('customerB', part.id).expect(201);
    await ask('customerB', other.id).expect(201);
    const res = await t.http
      .get(`/stock-alerts/waiting?parts=${part.id},${other.id},${part.id}`)
      .set(t.auth('admin'))
      .expect(200);
    expect(res.body).toEqual({ [part.id]: 2, [other.id]: 1 });
    await t.http.get(`/stock-alerts/waiting?parts=${part.id}`).set(t.auth('customerA')).expect(403);
    const tooMany = Array.from({ length: 101 }, () => part.id).join(',');
    for (const bad of ['parts=nope', `parts=${tooMany}`, '', `parts=${part.id}&parts=${part.id}`]) {
      const refused = await t.http.get(`/stock-alerts/waiting?${bad}`).set(t.auth('admin')).expect(400);
      expect(refused.body.message).toBe(m.partIdsInvalid(100));
    }
  });

  it('mails each waiting buyer once when the stock reaches the minimum order, never below it, never twice', async () => {
    const part = await insertPart(t, { name: 'Back soon battery', minQuantity: 5, availableQuantity: 2 });
    const a = (await ask('customerA', part.id).expect(201)).body._id as string;
    const b = (await ask('customerB', part.id).expect(201)).body._id as string;
    const before = t.mail.messages.length;

    // Below the minimum order (5): still out of stock, nobody is mailed.
    await restock(part.id, 4);
    expect(await t.app.get(BackInStockSweep).run()).toBe(0);

    await restock(part.id, 5);
    for (const persona of ['customerA', 'customerB'] as const) {
      const mail = await t.mail.waitFor(t.accounts[persona].email, {
        subject: 'Back soon battery is back in stock',
        after: before,
      });
      expect(linksIn(mail)).toContain(`${shell}/purchase/${part.id}`);
    }
    await eventually(async () => (await backInStockMails(a)).length === 1 && (await backInStockMails(b)).length === 1);

    // Another restock, and sweeps on top: the requests are done.
    await restock(part.id, 50);
    expect(await t.app.get(BackInStockSweep).run()).toBe(0);
    expect(await backInStockMails(a)).toHaveLength(1);
    const listed = await t.http.get('/stock-alerts').set(t.auth('customerA')).expect(200);
    expect(listed.body.find((r: { _id: string }) => r._id === a)).toMatchObject({ status: 'mailed' });
    // In stock now: a new request is refused until it runs out again.
    await ask('customerA', part.id).expect(409);
  });

  it('mails when a cancelled order puts the units back, and when an admin lowers the minimum order', async () => {
    const part = await insertPart(t, { minQuantity: 2, availableQuantity: 3 });
    const orderId = await placeOrder(t, 'customerB', part.id, 2); // 1 left: out of stock
    const alertId = (await ask('customerA', part.id).expect(201)).body._id as string;
    await t.http.delete(`/myOrders/${orderId}`).set(t.auth('customerB')).expect(200);
    await eventually(async () => (await backInStockMails(alertId)).length === 1, 10_000, 'the mail after a cancel');

    const lowered = await insertPart(t, { minQuantity: 10, availableQuantity: 4 });
    const waiting = (await ask('customerA', lowered.id).expect(201)).body._id as string;
    const { version, ...form } = (await t.http.get(`/purchase/${lowered.id}`).expect(200)).body;
    await t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({
        id: lowered.id,
        version,
        name: form.name,
        picture: form.picture,
        description: form.description,
        price: form.price,
        sku: form.sku,
        minQuantity: 4,
        availableQuantity: form.availableQuantity,
      })
      .expect(200);
    await eventually(async () => (await backInStockMails(waiting)).length === 1, 10_000, 'the mail after an edit');
    const kinds = await t.db
      .select({ kind: outboxMails.kind })
      .from(outboxMails)
      .where(like(outboxMails.dedupeKey, `%:${waiting}`));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['back-in-stock', 'stock-alert-requested']);
  });

  it('deleting the part takes its requests with it', async () => {
    const part = await outOfStock();
    const alertId = (await ask('customerA', part.id).expect(201)).body._id as string;
    await t.http.delete(`/parts/${part.id}`).set(t.auth('admin')).expect(200);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.id, alertId))).toHaveLength(0);
  });
});
