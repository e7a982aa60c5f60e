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
    expect(orderMail(kind, viaJson(order), shell, 'USD')).toEqual(orderMail(kind, order, shell, 'USD'));
    const notHeld = { ...order, heldUntil: null };
    expect(orderMail(kind, viaJson(notHeld), shell, 'USD')).toEqual(orderMail(kind, notHeld, shell, 'USD'));
  });

  it.each(kinds)('%s: names the order number, part, quantity and total in text and HTML', (kind) => {
    const mail = orderMail(kind, order, shell, 'USD');
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
    const mail = orderMail(kind, { ...order, lines, totalCents: 38997 + 24500 + 9975 }, shell, 'USD');
    expect(mail.text).toContain('Line 1: iPhone 13 OLED screen × 3 at $129.99');
    expect(mail.text).toContain('Line 2: Pixel 8 battery × 10 at $24.50');
    expect(mail.text).toContain('Line 3: USB-C port × 25 at $3.99');
    expect(mail.text).toContain('Total: $734.72');
    for (const line of lines) expect(mail.html).toContain(line.name);
  });

  it('asks for payment by the end of the hold, in UTC, with a link to the payment page', () => {
    const mail = orderMail('order-placed', order, shell, 'USD');
    expect(mail.text).toContain('Reserved until: 2 Jan 2026, 03:34 UTC');
    expect(mail.text).toContain(`${shell}/payment/${order.id}`);
    expect(mail.html).toContain(`href="${shell}/payment/${order.id}"`);
  });

  it('puts the carrier and tracking number in the shipping mail', () => {
    const mail = orderMail('order-shipped', order, shell, 'USD');
    expect(mail.text).toContain('Carrier: DHL Express');
    expect(mail.text).toContain('Tracking number: JD0146000034');
  });

  it('links only to the shell, and never lets what people typed become markup', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string(), fc.string(), (kind, userName, name) => {
        const lines = [{ name, quantity: 1, unitPriceCents: 100 }, ...order.lines];
        const mail = orderMail(kind, { ...order, userName, lines, carrier: name }, shell, 'USD');
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

  it.each(orderMailKinds)(
    '%s: lists each line with SKU, quantity, unit price and line total, then goods, shipping, tax, total, address, PO and note, in the shop currency',
    (kind) => {
      const charged: MailedOrder = {
        ...order,
        lines: [
          { name: 'iPhone 13 OLED screen', sku: 'APL-IP13-OLED', quantity: 3, unitPriceCents: 12999 },
          { name: 'Pixel 8 battery', sku: 'GGL-PX8-BAT', quantity: 10, unitPriceCents: 2450 },
        ],
        shippingCents: 595,
        taxCents: 12918,
        taxRateMilliPercent: 20_000,
        taxExemptId: null,
        totalCents: 38997 + 24500 + 595 + 12918,
        address: 'Ann Smith, 1 High Street, London EC1Y 8SY, United Kingdom',
        shippingMethod: 'Royal Mail Tracked 48',
        poNumber: 'PO-4471',
        note: 'Deliver to the back door <please>',
      };
      const viaJson = mailedOrder(JSON.parse(JSON.stringify(orderMailData(charged))));
      const mail = orderMail(kind, viaJson, shell, 'GBP');
      for (const row of [
        'Line 1: iPhone 13 OLED screen × 3 at £129.99 = £389.97 (SKU APL-IP13-OLED)',
        'Line 2: Pixel 8 battery × 10 at £24.50 = £245.00 (SKU GGL-PX8-BAT)',
        'Goods: £634.97',
        'Shipping: £5.95 (Royal Mail Tracked 48)',
        'Tax: £129.18 (20 %)',
        'Total: £770.10',
        'Ship to: Ann Smith, 1 High Street, London EC1Y 8SY, United Kingdom',
        'PO number: PO-4471',
        'Note: Deliver to the back door <please>',
      ])
        expect(mail.text).toContain(row);
      expect(mail.text).not.toContain('$');
      expect(mail.html).toContain('Deliver to the back door &lt;please&gt;');
      const one = orderMail(
        kind,
        { ...charged, lines: [charged.lines[0]], taxExemptId: 'GB123456789', taxRateMilliPercent: 0 },
        shell,
        'EUR',
      );
      for (const row of [
        'Part: iPhone 13 OLED screen',
        'SKU: APL-IP13-OLED',
        'Quantity: 3',
        'Unit price: €129.99',
        'Line total: €389.97',
        'Tax exempt: GB123456789',
      ])
        expect(one.text).toContain(row);
    },
  );
});
