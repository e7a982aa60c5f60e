import { accountMessages, apiMessages } from '@phoneparts/contracts';
import { tokenFromMail } from '@phoneparts/mail-catcher';
import { eq } from 'drizzle-orm';
import { bearer, signIn, signUp, type SignedUp } from '../../../test/account-fixtures';
import { createMailingTestApp, testShellUrl as shell, type MailingTestApp } from '../../../test/mailing-test-app';
import { emailTokens } from '../../database/schema';

describe('change email (POST /account/email, POST /account/email/confirm)', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  /** Asks for the change and answers the token of the link mailed to the new address. */
  async function requestChange(me: SignedUp, newEmail: string): Promise<string> {
    const before = t.mail.messages.length;
    await t.http
      .post('/account/email')
      .set(bearer(me.token))
      .send({ currentPassword: me.password, newEmail })
      .expect(200, { acknowledged: true });
    const mail = await t.mail.waitFor(newEmail, { subject: 'Confirm your new email', after: before });
    expect(mail.text).toContain(`${shell}/confirm-email?token=`);
    return tokenFromMail(mail, '/confirm-email');
  }
  const confirm = (token: string) => t.http.post('/account/email/confirm').send({ token });

  it('takes effect only when the link mailed to the new address is opened; the old address gets a notice', async () => {
    const me = await signUp(t, 'old-address@example.com');
    const token = await requestChange(me, 'New-Address@Example.com');

    // Nothing changed yet: the account still has (and signs in with) its old address.
    expect((await t.http.get('/auth/me').set(bearer(me.token)).expect(200)).body.email).toBe(me.email);
    await signIn(t, me.email, me.password);

    const before = t.mail.messages.length;
    await confirm(token).expect(200, { email: 'new-address@example.com' });

    const identity = (await t.http.get('/auth/me').set(bearer(me.token)).expect(200)).body;
    expect(identity).toMatchObject({ email: 'new-address@example.com', emailVerified: true });
    await signIn(t, 'new-address@example.com', me.password);
    await t.http.post('/auth/login').send({ email: me.email, password: me.password }).expect(401);
    const notice = await t.mail.waitFor(me.email, { subject: 'email address was changed', after: before });
    expect(notice.text).toContain('new-address@example.com');
  });

  it('lets a link work once', async () => {
    const me = await signUp(t, 'once-a@example.com');
    const token = await requestChange(me, 'once-b@example.com');
    await confirm(token).expect(200);
    const again = await confirm(token).expect(400);
    expect(again.body.message).toBe(apiMessages.linkInvalid);
  });

  it('refuses an expired link and keeps the old address', async () => {
    const me = await signUp(t, 'slow-a@example.com');
    const token = await requestChange(me, 'slow-b@example.com');
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, me.id));
    expect((await confirm(token).expect(400)).body.message).toBe(apiMessages.linkInvalid);
    await signIn(t, me.email, me.password);
  });

  it('keeps only the newest request alive, and a verification link is no change link', async () => {
    const me = await signUp(t, 'twice-a@example.com');
    const first = await requestChange(me, 'twice-b@example.com');
    const second = await requestChange(me, 'twice-c@example.com');
    await confirm(first).expect(400);
    const verify = tokenFromMail(await t.mail.waitFor(me.email, { subject: 'Verify' }), '/verify-email');
    await confirm(verify).expect(400);
    await confirm(second).expect(200, { email: 'twice-c@example.com' });
  });

  it("refuses an address that is taken with sign-up's words, and mails nobody", async () => {
    const me = await signUp(t, 'mover@example.com');
    await signUp(t, 'taken@example.com');
    const before = t.mail.messages.length;
    const res = await t.http
      .post('/account/email')
      .set(bearer(me.token))
      .send({ currentPassword: me.password, newEmail: 'TAKEN@example.com' })
      .expect(409);
    expect(res.body.message).toBe(apiMessages.emailInUse);
    await expect(
      t.mail.waitFor('taken@example.com', { subject: 'Confirm your new', after: before, timeoutMs: 300 }),
    ).rejects.toThrow(/No mail/);
  });

  it('refuses the change when the address was taken after the link was mailed', async () => {
    const me = await signUp(t, 'late-a@example.com');
    const token = await requestChange(me, 'late-b@example.com');
    await signUp(t, 'late-b@example.com');
    expect((await confirm(token).expect(409)).body.message).toBe(apiMessages.emailInUse);
    expect((await t.http.get('/auth/me').set(bearer(me.token)).expect(200)).body.email).toBe(me.email);
  });

  it('needs the current password and a different address; mails nothing otherwise', async () => {
    const me = await signUp(t, 'careful@example.com');
    const before = t.mail.messages.length;
    const wrong = await t.http
      .post('/account/email')
      .set(bearer(me.token))
      .send({ currentPassword: 'Guess#1234', newEmail: 'elsewhere@example.com' })
      .expect(403);
    expect(wrong.body.message).toBe(accountMessages.wrongCurrentPassword);
    const same = await t.http
      .post('/account/email')
      .set(bearer(me.token))
      .send({ currentPassword: me.password, newEmail: me.email })
      .expect(400);
    expect(same.body.message).toBe(accountMessages.sameEmail);
    await t.http
      .post('/account/email')
      .send({ currentPassword: me.password, newEmail: 'x-abc@example.com' })
      .expect(401);
    await expect(t.mail.waitFor('elsewhere@example.com', { after: before, timeoutMs: 300 })).rejects.toThrow(/No mail/);
  });

  it('makes reset links mailed to the old address useless once the account moved', async () => {
    const me = await signUp(t, 'reset-old@example.com');
    const before = t.mail.messages.length;
    await t.http.post('/auth/password-reset').send({ email: me.email }).expect(200);
    const reset = tokenFromMail(await t.mail.waitFor(me.email, { subject: 'Reset', after: before }), '/resetPassword');
    await confirm(await requestChange(me, 'reset-new@example.com')).expect(200);
    await t.http.post('/auth/password-reset/confirm').send({ token: reset, password: 'Attacker#1' }).expect(400);
  });
});
