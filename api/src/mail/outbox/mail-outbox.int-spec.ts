import type { CaughtMail } from '@phoneparts/mail-catcher';
import { eq } from 'drizzle-orm';
import { createMailingTestApp, eventually, type MailingTestApp } from '../../../test/mailing-test-app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../database/database';
import { outboxMails } from '../../database/schema';
import { MailOutbox } from './mail-outbox';
import { MailRenderers } from './mail-renderers';

// @test-on-both-engines (docs/testing.md): claiming mails with FOR UPDATE SKIP LOCKED and leases, which only a pool
// makes concurrent.

const content = (subject: string) => ({ subject, text: `${subject} (text)`, html: `<p>${subject}</p>` });

const rowsOf = (db: Database) => db.select().from(outboxMails);
const pendingCount = async (db: Database) => (await rowsOf(db)).filter((r) => r.status === 'pending').length;

/** How many times each (recipient, subject) arrived. */
function tally(messages: readonly CaughtMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of messages)
    for (const to of m.to) counts.set(`${to} ${m.subject}`, (counts.get(`${to} ${m.subject}`) ?? 0) + 1);
  return counts;
}

describe('the mail outbox', () => {
  let t: MailingTestApp;
  let outbox: MailOutbox;
  beforeAll(async () => {
    t = await createMailingTestApp();
    outbox = t.app.get(MailOutbox);
  });
  afterAll(() => t.close());

  it('sends a queued mail once, then keeps only its subject and recipient', async () => {
    await outbox.enqueue(t.db, { to: 'one@example.com', kind: 'test', dedupeKey: 'test:one', content: content('One') });
    const mail = await t.mail.waitFor('one@example.com', { subject: 'One' });
    expect(mail).toMatchObject({ text: 'One (text)', html: expect.stringContaining('<p>One</p>') });
    await eventually(async () => (await pendingCount(t.db)) === 0, 5000, 'the mail to be marked sent');
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.dedupeKey, 'test:one'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: '', htmlBody: '', subject: 'One' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('stores a template and its data, and renders them with the template as it is when the mail is sent', async () => {
    const renderers = t.app.get(MailRenderers);
    const greeting = (words: string) => (data: unknown) =>
      content(`Hello ${(data as { name: string }).name}, ${words}`);
    renderers.register('test-greeting', greeting('the words of the day it was queued'));
    await t.db.transaction(async (tx) => {
      const mail = { template: 'test-greeting', data: { name: 'Ann' } };
      await outbox.enqueue(tx, { to: 'later@example.com', kind: 'test', dedupeKey: 'test:later', ...mail });
      // Not yet committed, so no worker can have sent it: the row holds what to send, no rendered mail.
      const [queued] = await tx.select().from(outboxMails).where(eq(outboxMails.dedupeKey, 'test:later'));
      expect(queued).toMatchObject({ templateData: { name: 'Ann' }, subject: null, textBody: null, htmlBody: null });
      expect(queued.template).toBe('test-greeting');
      // The template changes (a new release) while the mail waits in the outbox.
      renderers.register('test-greeting', greeting('the words of the day it was sent'));
    });
    const mail = await t.mail.waitFor('later@example.com');
    expect(mail).toMatchObject({
      subject: 'Hello Ann, the words of the day it was sent',
      text: 'Hello Ann, the words of the day it was sent (text)',
    });
    await eventually(async () => (await pendingCount(t.db)) === 0);
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.dedupeKey, 'test:later'));
    // The subject that went out stays for the record; the data, like a body, is emptied.
    expect(row).toMatchObject({ status: 'sent', subject: mail.subject, templateData: null, textBody: '' });
  });

  it('retries a mail whose template this replica does not know, and sends the others meanwhile', async () => {
    const late = { to: 'late@example.com', kind: 'test', dedupeKey: 'test:late' };
    await outbox.enqueue(t.db, { ...late, template: 'test-late', data: { name: 'Bo' } });
    await outbox.enqueue(t.db, {
      to: 'known@example.com',
      kind: 'test',
      dedupeKey: 'test:known',
      content: content('Known'),
    });
    await t.mail.waitFor('known@example.com');
    const lateRow = async () =>
      (await t.db.select().from(outboxMails).where(eq(outboxMails.dedupeKey, late.dedupeKey)))[0];
    await eventually(async () => (await lateRow()).lastError !== null, 5000, 'the failed render to be recorded');
    expect(await lateRow()).toMatchObject({
      status: 'pending',
      lastError: 'Could not render: No mail template named test-late',
    });
    expect(t.mail.messages.filter((m) => m.to.includes(late.to))).toEqual([]);
    // Once the template exists (e.g. the replica that knows it is up), the next attempt sends it.
    t.app.get(MailRenderers).register('test-late', (data) => content(`Late for ${(data as { name: string }).name}`));
    expect(await t.mail.waitFor(late.to, { timeoutMs: 10_000 })).toMatchObject({ subject: 'Late for Bo' });
    await eventually(async () => (await lateRow()).status === 'sent');
  });

  it('queues one mail per dedupe key, however often the event is reported', async () => {
    const mail = { to: 'twice@example.com', kind: 'test', dedupeKey: 'test:twice', content: content('Twice') };
    expect(await outbox.enqueue(t.db, mail)).toBe(true);
    expect(await outbox.enqueue(t.db, mail)).toBe(false);
    await t.mail.waitFor('twice@example.com');
    await eventually(async () => (await pendingCount(t.db)) === 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.mail.messages.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
  });

  it('queues nothing for a transaction that rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await outbox.enqueue(tx, {
          to: 'never@example.com',
          kind: 'test',
          dedupeKey: 'test:never',
          content: content('Never'),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await rowsOf(t.db)).filter((r) => r.toAddress === 'never@example.com')).toEqual([]);
  });

  it('sends a mail again when the replica that claimed it never finished (its lease runs out)', async () => {
    // As a crashed replica leaves it: claimed (one attempt used) with a lease that ends in 2 s.
    await t.db.insert(outboxMails).values({
      kind: 'test',
      dedupeKey: 'test:orphan',
      toAddress: 'orphan@example.com',
      subject: 'Orphan',
      textBody: 'Orphan',
      htmlBody: '<p>Orphan</p>',
      attempts: 1,
      lockedUntil: new Date(Date.now() + 2000),
      claimId: '00000000-0000-4000-8000-000000000000',
    });
    const queuedAt = Date.now();
    await t.mail.waitFor('orphan@example.com', { timeoutMs: 10_000 });
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(1500);
    await eventually(async () => (await pendingCount(t.db)) === 0);
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.dedupeKey, 'test:orphan'));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the mail outbox while the SMTP server is down', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  it('keeps every mail while SMTP is down and delivers each exactly once when it is back', async () => {
    await t.smtpDown();

    // Sign-ups (verification mails) and reset requests answer at once, SMTP or not.
    const people = ['ann', 'ben', 'cy'].map((n) => `${n}@example.com`);
    for (const email of people) {
      await t.http.post('/auth/signup').send({ name: 'Pat', email, password: 'Secret#123' }).expect(201);
      await t.http.post('/auth/password-reset').send({ email }).expect(200);
    }
    // The worker tried and failed, and recorded why.
    await eventually(
      async () => (await rowsOf(t.db)).filter((r) => r.lastError?.includes('ECONNREFUSED')).length === 6,
      10_000,
      'six failed attempts',
    );
    expect(await pendingCount(t.db)).toBe(6);

    const back = await t.smtpBack();
    await eventually(() => back.messages.length >= 6, 20_000, 'six mails after SMTP came back');
    await eventually(async () => (await pendingCount(t.db)) === 0);
    // Give the workers another round or two: nothing more may arrive.
    await new Promise((r) => setTimeout(r, 2500));
    const counts = tally(back.messages);
    expect([...counts.values()]).toEqual(Array(6).fill(1));
    for (const email of people) {
      expect(counts.get(`${email} Verify your email address for Phone Parts Shop`)).toBe(1);
      expect(counts.get(`${email} Reset your Phone Parts Shop password`)).toBe(1);
    }
  });
});

describe('the mail outbox gives up after MAIL_MAX_ATTEMPTS', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        // Nothing listens on port 9 (discard) here: every send is refused.
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_WORKER_SECONDS: '1',
        MAIL_RETRY_BASE_SECONDS: '1',
        MAIL_MAX_ATTEMPTS: '2',
      })),
  );
  afterAll(() => t.close());

  it('retries with back-off, then leaves the mail as failed with its last error', async () => {
    await t.app
      .get(MailOutbox)
      .enqueue(t.db, { to: 'nobody@example.com', kind: 'test', dedupeKey: 'test:doomed', content: content('Doomed') });
    await eventually(async () => (await rowsOf(t.db))[0]?.status === 'failed', 15_000, 'the mail to fail');
    const [row] = await rowsOf(t.db);
    expect(row).toMatchObject({ attempts: 2, lockedUntil: null, lastError: expect.stringMatching(/ECONNREFUSED/) });
    // Still in the table, with its content, for the operator.
    expect(row.textBody).toBe('Doomed (text)');
  });
});

describe('two API replicas draining one outbox', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  it('never send the same mail twice', async () => {
    await t.startReplica();
    const count = 60;
    // Queued in one statement, so both replicas' workers find them due at the same moment.
    await t.db.insert(outboxMails).values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'test',
        dedupeKey: `test:replicas:${i}`,
        toAddress: `r${i}@example.com`,
        subject: `Mail ${i}`,
        textBody: `Mail ${i}`,
        htmlBody: `<p>Mail ${i}</p>`,
      })),
    );
    await eventually(() => t.mail.messages.length >= count, 30_000, `${count} mails`);
    await eventually(async () => (await pendingCount(t.db)) === 0);
    await new Promise((r) => setTimeout(r, 2500));
    const counts = tally(t.mail.messages);
    expect(counts.size).toBe(count);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await rowsOf(t.db)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
