import { stockAlertMessages as m } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { bearer, signUp } from '../../test/account-fixtures';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxMails } from '../database/schema';
import { stockAlertTemplates } from './stock-alert-mails';

/**
 * "Notify me" mails a confirmation to the account's address, so it must not be a way to flood a
 * mailbox: only an address its owner verified gets one, and an account makes at most
 * STOCK_ALERT_REQUESTS_PER_DAY requests a day, however many it withdraws in between.
 */
describe('back-in-stock requests as a mail flood', () => {
  const perDay = 3;
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ STOCK_ALERT_REQUESTS_PER_DAY: String(perDay) })));
  afterAll(() => t.close());

  const outOfStock = () => insertPart(t, { minQuantity: 5, availableQuantity: 0 });
  const confirmationsTo = async (email: string) =>
    (await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email))).filter(
      (mail) => mail.template === stockAlertTemplates.requested,
    ).length;

  it('refuses an account whose email is not verified, and mails nothing', async () => {
    const victim = 'victim@example.com';
    const attacker = await signUp(t, victim);
    const part = await outOfStock();
    const res = await t.http.post('/stock-alerts').set(bearer(attacker.token)).send({ partId: part.id }).expect(403);
    expect(res.body.message).toBe(m.verifyEmailFirst);
    expect(await confirmationsTo(victim)).toBe(0);
  });

  it('counts every request of the day, withdrawn or not: request → withdraw loops stop at the limit', async () => {
    const part = await outOfStock();
    for (let i = 0; i < perDay; i++) {
      const created = await t.http.post('/stock-alerts').set(t.auth('customerA')).send({ partId: part.id }).expect(201);
      await t.http.delete(`/stock-alerts/${created.body._id}`).set(t.auth('customerA')).expect(200);
    }
    const refused = await t.http.post('/stock-alerts').set(t.auth('customerA')).send({ partId: part.id }).expect(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please wait \d+ (minutes|seconds) and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await confirmationsTo(t.accounts.customerA.email)).toBe(perDay);
    // Another account has a day of its own.
    await t.http.post('/stock-alerts').set(t.auth('customerB')).send({ partId: part.id }).expect(201);
  });
});
