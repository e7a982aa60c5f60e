import { bearer } from '../../../test/account-fixtures';
import { createMailingTestApp, type MailingTestApp } from '../../../test/mailing-test-app';

/**
 * The attack: whoever signs up picks the display name. Until an address is proven to
 * belong to the account, mails to it carry none of the account's own words, so the shop's sender
 * cannot be made to deliver someone's sentence to a stranger's inbox.
 */
describe('mails to an address not proven to be the account’s carry no words the account chose', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  const bait = 'Your account is suspended, call +1 555 0100';

  it('greets nobody by name in the verification, reset and email-change mails', async () => {
    const password = 'Bait#12345';
    const signup = await t.http
      .post('/auth/signup')
      .send({ name: bait, email: 'stranger-1@example.com', password })
      .expect(201);
    const verify = await t.mail.waitFor('stranger-1@example.com', { subject: 'Verify' });

    await t.http.post('/auth/password-reset').send({ email: 'stranger-1@example.com' }).expect(200);
    const reset = await t.mail.waitFor('stranger-1@example.com', { subject: 'Reset' });

    await t.http
      .post('/account/email')
      .set(bearer(signup.body.accessToken))
      .send({ currentPassword: password, newEmail: 'stranger-2@example.com' })
      .expect(200);
    const change = await t.mail.waitFor('stranger-2@example.com', { subject: 'Confirm your new email' });

    for (const mail of [verify, reset, change]) {
      expect(mail.text).not.toContain('suspended');
      expect(mail.html).not.toContain('suspended');
      expect(mail.subject).not.toContain('suspended');
    }
  });
});
