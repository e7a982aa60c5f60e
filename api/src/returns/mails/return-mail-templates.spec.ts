import fc from 'fast-check';
import { type ReturnMailData, returnMail, returnMailKinds } from './return-mail-templates';

const shell = 'https://shop.example';
const data: ReturnMailData = {
  returnId: '3f0c2d4e-1111-4222-8333-944455556666',
  orderId: '7d1c3a5e-8f4b-4c2a-9a53-1b2c3d4e5f60',
  userName: 'Alice',
  reason: 'dead_on_arrival',
  lines: [{ name: 'iPhone 13 OLED screen', sku: 'APL-IP13-OLED', quantity: 2 }],
  sendTo: ['Parts Wholesale Ltd', '5 Dock Road', 'London E16 1AA'],
  refusalReason: 'Opened and used',
  amountCents: 5511,
  creditNoteNumber: 'CN-2026-000007',
  answerDays: 3,
  buyerEmail: 'alice@example.com',
  comment: 'No picture at all',
};
const buyerKinds = returnMailKinds.filter((kind) => kind !== 'return-requested-shop');

describe('return mail templates', () => {
  it.each(buyerKinds)('%s: names the return, the order, the reason and the parts, and links to the order', (kind) => {
    const mail = returnMail(kind, JSON.parse(JSON.stringify(data)), shell, 'GBP');
    expect(mail.subject).toContain('R-3F0C2D4E');
    for (const row of [
      'Return number: R-3F0C2D4E',
      'Order number: 7D1C3A5E',
      'Reason: Dead on arrival',
      'Part: iPhone 13 OLED screen × 2 (SKU APL-IP13-OLED)',
      `${shell}/dashboard/orders/${data.orderId}`,
    ])
      expect(mail.text).toContain(row);
  });

  it("confirms the buyer's request with the answer the shop promises", () => {
    const mail = returnMail('return-requested', data, shell, 'GBP');
    expect(mail.subject).toBe('We received your return request R-3F0C2D4E');
    expect(mail.text).toContain('Hi Alice,');
    expect(mail.text).toContain('We received your return request R-3F0C2D4E for the parts listed below.');
    expect(mail.text).toContain('We will answer within 3 working days.');
  });

  it('tells the shop who asks for what, in their words, and links to the returns to work', () => {
    const mail = returnMail('return-requested-shop', data, shell, 'GBP');
    expect(mail.subject).toBe('New return request R-3F0C2D4E for order 7D1C3A5E');
    expect(mail.text).not.toContain('Alice');
    for (const row of [
      'alice@example.com asks to return the parts listed below.',
      'Reason: Dead on arrival',
      'Part: iPhone 13 OLED screen × 2 (SKU APL-IP13-OLED)',
      'Buyer comment: No picture at all',
      `${shell}/dashboard/returns`,
    ])
      expect(mail.text).toContain(row);
  });

  it('says where to send the parts, why a return was refused, and what was refunded', () => {
    expect(returnMail('return-approved', data, shell, 'GBP').text).toContain(
      'Send to: Parts Wholesale Ltd, 5 Dock Road, London E16 1AA',
    );
    expect(returnMail('return-refused', data, shell, 'GBP').text).toContain('Why: Opened and used');
    const refunded = returnMail('return-refunded', data, shell, 'GBP');
    expect(refunded.subject).toBe('Return R-3F0C2D4E is refunded: £55.11');
    expect(refunded.text).toContain('Credit note: CN-2026-000007');
  });

  it('never lets what people typed become markup', () => {
    fc.assert(
      fc.property(fc.constantFrom(...returnMailKinds), fc.string(), fc.string(), (kind, name, words) => {
        const mail = returnMail(
          kind,
          {
            ...data,
            userName: name,
            refusalReason: words,
            comment: words,
            lines: [{ name: words, sku: null, quantity: 1 }],
          },
          shell,
          'GBP',
        );
        const tags = new Set([...mail.html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase()));
        for (const tag of tags)
          expect(['!doctype', 'html', 'body', 'h1', 'p', 'a', 'table', 'tr', 'th', 'td']).toContain(tag);
      }),
    );
  });
});
