import fc from 'fast-check';
import {
  mailedOrder,
  orderMail,
  orderMailData,
  orderMailKinds,
  type MailedOrder,
  type OrderMailKind,
} from './order-mail-templates';

const shell = 'https://shop.example';
const order: MailedOrder = {
  id: '7d1c3a5e-8f4b-4c2a-9a53-1b2c3d4e5f60',
  userName: 'Alice',
  lines: [{ name: 'iPhone 13 OLED screen', quantity: 3, unitPriceCents: 12999 }],
  totalCents: 38997,
  heldUntil: new Date('2026-01-02T03:34:05.000Z'),
  transactionId: 'pi_123',
  carrier: 'DHL Express',
  trackingNumber: 'JD0146000034',
};
const kinds: OrderMailKind[] = ['order-placed', 'order-paid', 'order-shipped', 'order-cancelled', 'order-expired'];

describe('order mail templates', () => {
  it.each(orderMailKinds)('%s: renders the same from the data the outbox stores (JSON) as from the order', (kind) => {
    const viaJson = (o: MailedOrder) => mailedOrder(JSON.parse(JSON.stringify(orderMailData(o))));
    // Only the facts the mails say are stored, not the rest of the order's row.
    expect(Object.keys(orderMailData({ ...order, status: 'placed' } as MailedOrder))).not.toContain('status');
    expect(orderMail(kind, viaJson(order), shell)).toEqual(orderMail(kind, order, shell));
    const notHeld = { ...order, heldUntil: null };
    expect(orderMail(kind, viaJson(notHeld), shell)).toEqual(orderMail(kind, notHeld, shell));
  });

  it.each(kinds)('%s: names the order number, part, quantity and total in text and HTML', (kind) => {
    const mail = orderMail(kind, order, shell);
    expect(mail.subject).toContain('7D1C3A5E');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('7D1C3A5E');
      expect(body).toContain('iPhone 13 OLED screen');
      expect(body).toContain('$389.97');
    }
    expect(mail.text).toContain('Quantity: 3');
  });

  it.each(kinds)('%s: lists every line of an order of several lines, and the total of all', (kind) => {
    const lines = [
      { name: 'iPhone 13 OLED screen', quantity: 3, unitPriceCents: 12999 },
      { name: 'Pixel 8 battery', quantity: 10, unitPriceCents: 2450 },
      { name: 'USB-C port', quantity: 25, unitPriceCents: 399 },
    ];
    const mail = orderMail(kind, { ...order, lines, totalCents: 38997 + 24500 + 9975 }, shell);
    expect(mail.text).toContain('Line 1: iPhone 13 OLED screen × 3 at $129.99');
    expect(mail.text).toContain('Line 2: Pixel 8 battery × 10 at $24.50');
    expect(mail.text).toContain('Line 3: USB-C port × 25 at $3.99');
    expect(mail.text).toContain('Total: $734.72');
    for (const line of lines) expect(mail.html).toContain(line.name);
  });

  it('asks for payment by the end of the hold, in UTC, with a link to the payment page', () => {
    const mail = orderMail('order-placed', order, shell);
    expect(mail.text).toContain('Reserved until: 2 Jan 2026, 03:34 UTC');
    expect(mail.text).toContain(`${shell}/payment/${order.id}`);
    expect(mail.html).toContain(`href="${shell}/payment/${order.id}"`);
  });

  it('puts the carrier and tracking number in the shipping mail', () => {
    const mail = orderMail('order-shipped', order, shell);
    expect(mail.text).toContain('Carrier: DHL Express');
    expect(mail.text).toContain('Tracking number: JD0146000034');
  });

  it('links only to the shell, and never lets what people typed become markup', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string(), fc.string(), (kind, userName, name) => {
        const lines = [{ name, quantity: 1, unitPriceCents: 100 }, ...order.lines];
        const mail = orderMail(kind, { ...order, userName, lines, carrier: name }, shell);
        const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) expect(href.startsWith(`${shell}/`)).toBe(true);
        // Whatever the names hold, the only tags are the layout's own.
        const tags = new Set([...mail.html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase()));
        for (const tag of tags)
          expect(['!doctype', 'html', 'body', 'h1', 'p', 'a', 'table', 'tr', 'th', 'td']).toContain(tag);
      }),
    );
  });
});
