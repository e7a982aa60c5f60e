import { apiMessages } from '@phoneparts/contracts';
import { tokenFromMail } from '@phoneparts/mail-catcher';
import { bearer, signUp, type SignedUp } from '../../../test/account-fixtures';
import { createMailingTestApp, type MailingTestApp } from '../../../test/mailing-test-app';
import { GoogleAccounts } from '../google/google-accounts';

/**
 * The attack: an intruder who knows the password asks to move the account to their own
 * address; the owner notices and resets (or changes) the password, or signs out everywhere. The link
 * the intruder was mailed must be dead by then, or it hands the account over after all.
 */
describe('every open mailed link ends when the credentials change hands', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  /** The intruder (with the owner's password and a session) asks to move the account to their mailbox. */
  async function intruderAsksForEmailChange(owner: SignedUp, intruderEmail: string): Promise<string> {
    const before = t.mail.messages.length;
    await t.http
      .post('/account/email')
      .set(bearer(owner.token))
      .send({ currentPassword: owner.password, newEmail: intruderEmail })
      .expect(200);
    return tokenFromMail(
      await t.mail.waitFor(intruderEmail, { subject: 'Confirm your new email', after: before }),
      '/confirm-email',
    );
  }

  async function ownerResetsThePassword(owner: SignedUp): Promise<void> {
    const before = t.mail.messages.length;
    await t.http.post('/auth/password-reset').send({ email: owner.email }).expect(200);
    const mail = await t.mail.waitFor(owner.email, { subject: 'Reset', after: before });
    await t.http
      .post('/auth/password-reset/confirm')
      .send({ token: tokenFromMail(mail, '/resetPassword'), password: 'Owner#Again1' })
      .expect(200);
  }

  async function expectLinkRefusedAndAccountKept(owner: SignedUp, changeLink: string): Promise<void> {
    const res = await t.http.post('/account/email/confirm').send({ token: changeLink }).expect(400);
    expect(res.body.message).toBe(apiMessages.linkInvalid);
    const signedIn = await t.http
      .post('/auth/login')
      .send({ email: owner.email, password: 'Owner#Again1' })
      .expect(200);
    expect(signedIn.body.user.email).toBe(owner.email);
  }

  it('refuses the email-change link after the owner resets the password', async () => {
    const owner = await signUp(t, 'reset-owner@example.com');
    const link = await intruderAsksForEmailChange(owner, 'intruder-1@evil.example');
    await ownerResetsThePassword(owner);
    await expectLinkRefusedAndAccountKept(owner, link);
  });

  it('refuses the email-change link after the owner changes the password', async () => {
    const owner = await signUp(t, 'change-owner@example.com');
    const link = await intruderAsksForEmailChange(owner, 'intruder-2@evil.example');
    await t.http
      .post('/account/password')
      .set(bearer(owner.token))
      .send({ currentPassword: owner.password, newPassword: 'Owner#Again1' })
      .expect(200);
    await expectLinkRefusedAndAccountKept(owner, link);
  });

  it('refuses the email-change link and the verification link after signing out everywhere', async () => {
    const owner = await signUp(t, 'logout-owner@example.com');
    const verify = tokenFromMail(await t.mail.waitFor(owner.email, { subject: 'Verify' }), '/verify-email');
    const link = await intruderAsksForEmailChange(owner, 'intruder-3@evil.example');
    await t.http.post('/auth/logout').set(bearer(owner.token)).expect(200);
    await t.http.post('/account/email/confirm').send({ token: link }).expect(400);
    await t.http.post('/auth/verify-email').send({ token: verify }).expect(400);
  });

  it('refuses a reset link mailed before the password was changed', async () => {
    const owner = await signUp(t, 'old-reset@example.com');
    const before = t.mail.messages.length;
    await t.http.post('/auth/password-reset').send({ email: owner.email }).expect(200);
    const reset = tokenFromMail(
      await t.mail.waitFor(owner.email, { subject: 'Reset', after: before }),
      '/resetPassword',
    );
    await ownerResetsThePassword(owner);
    await t.http.post('/auth/password-reset/confirm').send({ token: reset, password: 'Intruder#1' }).expect(400);
  });

  it('refuses the squatter’s email-change link once the mailbox owner links Google', async () => {
    const squatter = await signUp(t, 'owner@gmail.example', 'Squat#1234');
    const link = await intruderAsksForEmailChange(squatter, 'squatter@evil.example');
    await t.app.get(GoogleAccounts).accountFor({
      sub: 'google-owner',
      email: 'owner@gmail.example',
      emailVerified: true,
      name: 'Owner',
    });
    await t.http.post('/account/email/confirm').send({ token: link }).expect(400);
  });
});
