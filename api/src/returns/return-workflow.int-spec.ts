import { returnMessages as m, type OrderReturn, orderNumber, returnNumber } from '@phoneparts/contracts';
import { stockOf } from '../../test/catalogue-fixtures';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-test-app';
import { pdfText } from '../../test/pdf-text';
import { chargeShippingAndTax, getPdf, returnsShopEnv, shippedOrder } from '../../test/return-fixtures';

/**
 * A return worked from the buyer's request to the refund (docs/returns.md): each step's answer, the
 * stock, the mails (once each) and the credit note, whose PDF shows the amounts the API answers.
 */
describe('the return workflow', () => {
  let t: MailingTestApp;
  beforeAll(async () => {
    t = await createMailingTestApp({
      ...returnsShopEnv,
      SELLER_LEGAL_NAME: 'Parts Wholesale Ltd',
      SELLER_ADDRESS: '5 Dock Road | London E16 1AA | United Kingdom',
      SELLER_TAX_ID: 'GB123456789',
    });
    await chargeShippingAndTax(t);
  });
  afterAll(() => t.close());

  const admin = (returnId: string, step: string, body: object = {}) =>
    t.http.post(`/admin/returns/${returnId}/${step}`).set(t.auth('admin')).send(body);
  const mailsOf = (returnId: string) => t.mail.messages.filter((mail) => mail.subject.includes(returnNumber(returnId)));

  it('returns 2 of 5 units dead on arrival: approved, received back on sale, refunded with shipping, credit note', async () => {
    // £19.99 × 5 + 20 % tax, shipping £5.95 + 20 %.
    const { orderId, partId, lineId, order } = await shippedOrder(t, { quantity: 5, priceCents: 1999 });
    expect(order.total).toBe(127.08);
    const stockBefore = await stockOf(t.db, partId);

    const asked = await t.http
      .post(`/myOrders/${orderId}/returns`)
      .set(t.auth('customerA'))
      .send({ lines: [{ lineId, quantity: 2 }], reason: 'dead_on_arrival', comment: 'No picture' })
      .expect(201);
    const returnId: string = asked.body._id;
    // The buyer has a record of the request; the shop (no RETURNS_NOTIFY_EMAIL: its admins) hears of it.
    const confirmation = await t.mail.waitFor(t.accounts.customerA.email, {
      subject: `We received your return request ${returnNumber(returnId)}`,
    });
    expect(confirmation.text).toContain('We will answer within 2 working days.');
    expect(confirmation.text).toContain(`Part: ${order.lines[0].name} × 2`);
    const notice = await t.mail.waitFor(t.accounts.admin.email, {
      subject: `New return request ${returnNumber(returnId)}`,
    });
    expect(notice.text).toContain(`${t.accounts.customerA.email} asks to return the parts listed below.`);
    expect(notice.text).toContain('Buyer comment: No picture');

    const approved = await admin(returnId, 'approve').expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      email: t.accounts.customerA.email,
      invoiceNumber: order.invoiceNumber,
    });
    const instructions = await t.mail.waitFor(t.accounts.customerA.email, {
      subject: `Return ${returnNumber(returnId)} is approved`,
    });
    expect(instructions.text).toContain('Send to: Parts Wholesale Ltd, 5 Dock Road, London E16 1AA, United Kingdom');
    expect(instructions.text).toContain(`Part: ${order.lines[0].name} × 2`);

    const received = await admin(returnId, 'receive', { lines: [{ lineId, restock: true }] }).expect(200);
    expect(received.body).toMatchObject({ status: 'received', lines: [{ lineId, quantity: 2, restock: true }] });
    expect(await stockOf(t.db, partId)).toBe(stockBefore + 2);

    const refunded = await admin(returnId, 'refund').expect(200);
    // 2/5 of £99.95 net and £19.99 tax (£39.98 + £7.99), plus shipping £5.95 and its £1.19 tax.
    expect(refunded.body.status).toBe('refunded');
    expect(refunded.body.refund).toEqual({
      amount: 55.11,
      creditNoteNumber: expect.stringMatching(new RegExp(`^CN-${new Date().getUTCFullYear()}-\\d{6}$`)),
      refundedAt: expect.any(String),
    });
    const { creditNoteNumber } = refunded.body.refund;

    // The buyer sees the same on the order page's list, and the credit note.
    const list = await t.http.get(`/myOrders/${orderId}/returns`).set(t.auth('customerA')).expect(200);
    expect((list.body as OrderReturn[])[0]).toEqual(
      expect.objectContaining({ _id: returnId, status: 'refunded', refund: refunded.body.refund }),
    );
    const pdf = await getPdf(t, `/myOrders/${orderId}/returns/${returnId}/credit-note.pdf`, 'customerA').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${creditNoteNumber}.pdf"`);
    const text = await pdfText(pdf.body as Buffer);
    for (const shown of [
      `Credit note ${creditNoteNumber}`,
      `Corrects invoice: ${order.invoiceNumber}`,
      'Parts Wholesale Ltd',
      'Dead on arrival',
      order.lines[0].sku!,
      '£19.99', // unit price
      '£39.98', // net of the returned units
      '£5.95', // shipping refunded
      '£9.18', // tax: £7.99 + £1.19
      '£55.11', // total refunded
    ])
      expect(text).toContain(shown);
    const adminPdf = await getPdf(t, `/admin/returns/${returnId}/credit-note.pdf`, 'admin').expect(200);
    expect(await pdfText(adminPdf.body as Buffer)).toContain(`Credit note ${creditNoteNumber}`);

    const refundMail = await t.mail.waitFor(t.accounts.customerA.email, {
      subject: `Return ${returnNumber(returnId)} is refunded`,
    });
    expect(refundMail.text).toContain('Amount refunded: £55.11');
    expect(refundMail.text).toContain(`Credit note: ${creditNoteNumber}`);
    await t.mail.waitFor(t.accounts.customerA.email, { subject: `We received return ${returnNumber(returnId)}` });
    // One mail per step, however the outbox works.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      mailsOf(returnId)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(
      [
        `New return request ${returnNumber(returnId)} for order ${orderNumber(orderId)}`,
        `We received your return request ${returnNumber(returnId)}`,
        `Return ${returnNumber(returnId)} is approved: how to send the parts back`,
        `Return ${returnNumber(returnId)} is refunded: £55.11`,
        `We received return ${returnNumber(returnId)}`,
      ].sort(),
    );
  });

  it('refuses with the reason the buyer is mailed; units not back on sale stay out of stock', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 3 });
    const ask = () =>
      t.http
        .post(`/myOrders/${orderId}/returns`)
        .set(t.auth('customerA'))
        .send({ lines: [{ lineId, quantity: 3 }], reason: 'no_longer_needed' })
        .expect(201);
    const first: string = (await ask()).body._id;
    expect((await admin(first, 'refuse', { reason: '  ' }).expect(400)).body.message).toBe(m.refusalReasonRequired);
    const refused = await admin(first, 'refuse', { reason: 'Opened and used' }).expect(200);
    expect(refused.body).toMatchObject({ status: 'refused', refusalReason: 'Opened and used' });
    const mail = await t.mail.waitFor(t.accounts.customerA.email, {
      subject: `Return ${returnNumber(first)} is refused`,
    });
    expect(mail.text).toContain('Why: Opened and used');

    // A refused return's units can be asked for again.
    const second: string = (await ask()).body._id;
    await admin(second, 'approve').expect(200);
    const { partId } = (await t.http.get(`/myOrders/order/${orderId}`).set(t.auth('customerA'))).body.lines[0];
    const before = await stockOf(t.db, partId);
    await admin(second, 'receive', { lines: [{ lineId, restock: false }] }).expect(200);
    expect(await stockOf(t.db, partId)).toBe(before);
  });

  it('takes each step only from its status: a second admin, a skipped step or no such return gets a message', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 2 });
    const returnId: string = (
      await t.http
        .post(`/myOrders/${orderId}/returns`)
        .set(t.auth('customerA'))
        .send({ lines: [{ lineId, quantity: 1 }], reason: 'wrong_part' })
        .expect(201)
    ).body._id;
    expect((await admin(returnId, 'receive', { lines: [{ lineId, restock: true }] }).expect(409)).body.message).toBe(
      m.notApproved,
    );
    expect((await admin(returnId, 'refund').expect(409)).body.message).toBe(m.notReceived);
    const both = await Promise.all([admin(returnId, 'approve'), admin(returnId, 'approve')]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.status === 409)!.body.message).toBe(m.notRequested);
    expect((await admin(returnId, 'refuse', { reason: 'Too late' }).expect(409)).body.message).toBe(m.notRequested);
    // Every line of the return, once, each with its answer.
    expect((await admin(returnId, 'receive', { lines: [] }).expect(400)).body.message).toBe(m.receiveLinesRequired);
    const { lineId: otherLine } = await shippedOrder(t, { quantity: 1 });
    expect(
      (await admin(returnId, 'receive', { lines: [{ lineId: otherLine, restock: true }] }).expect(400)).body.message,
    ).toBe(m.receiveLinesRequired);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await admin(none, 'approve').expect(404)).body.message).toBe(m.returnNotFound);
    expect((await admin(none, 'refund').expect(404)).body.message).toBe(m.returnNotFound);
    expect(
      (await getPdf(t, `/admin/returns/${returnId}/credit-note.pdf`, 'admin').expect(404)).body.toString(),
    ).toContain(m.noCreditNote);
    // Another account's return: no such order for it.
    await getPdf(t, `/myOrders/${orderId}/returns/${returnId}/credit-note.pdf`, 'customerB').expect(404);
    await getPdf(t, `/myOrders/${orderId}/returns/${none}/credit-note.pdf`, 'customerA').expect(404);
  });

  // Runs last: every return of the tests above has left `requested`.
  it('lists returns for the admin, newest first, by status, paged', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 4 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await t.http
            .post(`/myOrders/${orderId}/returns`)
            .set(t.auth('customerA'))
            .send({ lines: [{ lineId, quantity: 1 }], reason: 'wrong_part' })
            .expect(201)
        ).body._id,
      );
    await admin(ids[0], 'approve').expect(200);
    const page = await t.http.get('/admin/returns?status=requested&limit=1').set(t.auth('admin')).expect(200);
    expect(page.body.map((r: OrderReturn) => r._id)).toEqual([ids[2]]);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.headers.link).toContain('rel="next"');
    const next = await t.http.get('/admin/returns?status=requested&limit=1&page=2').set(t.auth('admin')).expect(200);
    expect(next.body.map((r: OrderReturn) => r._id)).toEqual([ids[1]]);
    expect(page.body[0]).toMatchObject({ email: t.accounts.customerA.email, orderId, status: 'requested' });
    const approved = await t.http.get('/admin/returns?status=approved').set(t.auth('admin')).expect(200);
    expect(approved.body.map((r: OrderReturn) => r._id)).toContain(ids[0]);
    expect(approved.body.every((r: OrderReturn) => r.status === 'approved')).toBe(true);
    const bad = await t.http.get('/admin/returns?status=lost').set(t.auth('admin')).expect(400);
    expect(bad.body.message).toBeDefined();
    await t.http.get('/admin/returns').set(t.auth('customerA')).expect(403);
  });
});
