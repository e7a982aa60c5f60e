import { returnMessages as m, returnNumber } from '@phoneparts/contracts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-test-app';
import { chargeShippingAndTax, returnsShopEnv, shippedOrder } from '../../test/return-fixtures';

/**
 * A return request's mails (docs/returns.md, "Mails"): the buyer's confirmation and the shop's notice,
 * queued with the request — to the configured returns mailbox rather than the admins, and not at all
 * when the request is refused.
 */
describe('the mails of a return request', () => {
  let t: MailingTestApp;
  beforeAll(async () => {
    t = await createMailingTestApp({
      ...returnsShopEnv,
      RETURNS_NOTIFY_EMAIL: 'returns@shop.example, Ops@Shop.example',
      RETURN_ANSWER_DAYS: '3',
    });
    await chargeShippingAndTax(t);
  });
  afterAll(() => t.close());

  it('confirms to the buyer and tells the configured mailboxes, once each, and not the admins', async () => {
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 2 });
    const returnId: string = (
      await t.http
        .post(`/myOrders/${orderId}/returns`)
        .set(t.auth('customerA'))
        .send({ lines: [{ lineId, quantity: 1 }], reason: 'defective', comment: 'Flickers' })
        .expect(201)
    ).body._id;
    const number = returnNumber(returnId);

    const confirmation = await t.mail.waitFor(t.accounts.customerA.email, {
      subject: `We received your return request ${number}`,
    });
    expect(confirmation.text).toContain(`We received your return request ${number} for the parts listed below.`);
    expect(confirmation.text).toContain('We will answer within 3 working days.');
    expect(confirmation.text).toContain(`Part: ${order.lines[0].name} × 1`);
    for (const mailbox of ['returns@shop.example', 'ops@shop.example']) {
      const notice = await t.mail.waitFor(mailbox, { subject: `New return request ${number}` });
      expect(notice.text).toContain('Buyer comment: Flickers');
      expect(notice.text).toContain('http://shell.test/dashboard/returns');
    }
    // The outbox has had time to send anything else it held.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const aboutIt = t.mail.messages.filter((mail) => mail.subject.includes(number));
    expect(aboutIt.flatMap((mail) => mail.to).sort()).toEqual(
      [t.accounts.customerA.email, 'ops@shop.example', 'returns@shop.example'].sort(),
    );
  });

  it('queues nothing for a request it refuses', async () => {
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 1 });
    const before = t.mail.messages.length;
    const res = await t.http
      .post(`/myOrders/${orderId}/returns`)
      .set(t.auth('customerA'))
      .send({ lines: [{ lineId, quantity: 2 }], reason: 'defective' })
      .expect(409);
    expect(res.body.message).toBe(m.tooManyUnits(order.lines[0].name, 1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mail.messages.slice(before).filter((mail) => mail.subject.includes('return request'))).toEqual([]);
  });
});
