import { eq } from 'drizzle-orm';
import { insertPart, placeOrder } from '../../test/catalogue-fixtures';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };

describe('invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SELLER_LEGAL_NAME: 'Parts Wholesale Ltd',
      SELLER_ADDRESS: '5 Dock Road | London E16 1AA | United Kingdom',
      SELLER_TAX_ID: 'GB123456789',
    });
  });
  afterAll(() => t.close());

  /** Places and pays an order through the sandbox provider as a browser would. */
  async function paidOrder(quantity = 3) {
    const part = await insertPart(t, {
      minQuantity: 1,
      availableQuantity: 50,
      priceCents: 1250,
      sku: `SCR-${Date.now() % 1e6}`,
    });
    const orderId = await placeOrder(t, 'customerA', part.id, quantity);
    const intent = await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200);
    const paid = await t.http
      .post('/payments/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...card });
    const order = await t.http
      .patch(`/myOrders/${orderId}`)
      .set(t.auth('customerA'))
      .send({ transactionId: paid.body.paymentIntent.id })
      .expect(200);
    return { part, orderId, order: order.body };
  }

  const invoicePdf = (orderId: string, persona: 'customerA' | 'customerB' | 'admin') =>
    t.http
      .get(`/myOrders/${orderId}/invoice.pdf`)
      .set(t.auth(persona))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('issues a numbered invoice with the payment, showing what the order page shows', async () => {
    const { part, orderId, order } = await paidOrder(3);
    expect(order.invoiceNumber).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));

    const res = await invoicePdf(orderId, 'customerA').expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${order.invoiceNumber}.pdf"`);
    const text = await pdfText(res.body as Buffer);
    for (const shown of [
      `Invoice ${order.invoiceNumber}`,
      'Parts Wholesale Ltd',
      'Tax ID: GB123456789',
      part.sku,
      '$12.50',
      '$37.50',
      `Payment reference: ${order.transactionId}`,
      'Warranty',
    ])
      expect(text).toContain(shown);
  });

  it('is for the order’s owner and admins only, and none exists before payment', async () => {
    const { orderId } = await paidOrder();
    await invoicePdf(orderId, 'admin').expect(200);
    const other = await invoicePdf(orderId, 'customerB').expect(403);
    expect(JSON.parse(other.body.toString()).message).toBeDefined();

    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 5 });
    const unpaid = await placeOrder(t, 'customerA', part.id, 1);
    const none = await invoicePdf(unpaid, 'customerA').expect(404);
    expect(JSON.parse(none.body.toString()).message).toBe(
      'This order has no invoice yet: an invoice is issued when the order is paid.',
    );
    await t.http.get('/myOrders/not-an-id/invoice.pdf').set(t.auth('customerA')).expect(404);
    await t.http.get(`/myOrders/${orderId}/invoice.pdf`).expect(401);
  });

  it('never changes once issued: a renamed part keeps its invoice as it was', async () => {
    const { part, orderId, order } = await paidOrder();
    await t.db.update(parts).set({ name: 'Renamed part', sku: 'NEW-SKU-1' }).where(eq(parts.id, part.id));
    const text = await pdfText((await invoicePdf(orderId, 'customerA').expect(200)).body as Buffer);
    expect(text).toContain(part.sku);
    expect(text).not.toContain('NEW-SKU-1');
    expect(text).toContain(`Invoice ${order.invoiceNumber}`);
  });
});
