import { apiMessages, validationMessages } from '@phoneparts/contracts';
import { tokenFromMail } from '@phoneparts/mail-catcher';
import { eq } from 'drizzle-orm';
import { emailTokens } from '../database/schema';
import { createMailingTestApp, testShellUrl as shell, type MailingTestApp } from '../../test/mailing-test-app';

describe('password reset over HTTP', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  async function account(email: string, password = 'Old#12345') {
    const res = await t.http.post('/auth/signup').send({ name: 'Rita', email, password }).expect(201);
    return { id: res.body.user.uid as string, token: res.body.accessToken as string };
  }

  async function resetLink(email: string) {
    const before = t.mail.messages.length;
    await t.http.post('/auth/password-reset').send({ email }).expect(200, { acknowledged: true });
    const message = await t.mail.waitFor(email, { subject: 'Reset', after: before });
    expect(message.subject).toBe('Reset your Phone Parts Shop password');
    expect(message.text).toContain(`${shell}/resetPassword?token=`);
    return tokenFromMail(message, '/resetPassword');
  }

  it('resets end to end: the mailed link sets the password, the old password and old sessions stop working', async () => {
    const { token: oldSession } = await account('rita@example.com');
    const token = await resetLink('rita@example.com');

    await t.http
      .post('/auth/password-reset/confirm')
      .send({ token, password: 'New#12345' })
      .expect(200, { acknowledged: true });

    await t.http.post('/auth/login').send({ email: 'rita@example.com', password: 'Old#12345' }).expect(401);
    const login = await t.http
      .post('/auth/login')
      .send({ email: 'rita@example.com', password: 'New#12345' })
      .expect(200);
    // Opening the mailed link proved the mailbox.
    expect(login.body.user.emailVerified).toBe(true);
    const stale = await t.http.get('/auth/me').set('Authorization', `Bearer ${oldSession}`).expect(401);
    expect(stale.body.message).toBe(apiMessages.signInRequired);
    await t.http.get('/auth/me').set('Authorization', `Bearer ${login.body.accessToken}`).expect(200);
  });

  it('lets a link work once', async () => {
    await account('once@example.com');
    const token = await resetLink('once@example.com');
    await t.http.post('/auth/password-reset/confirm').send({ token, password: 'New#12345' }).expect(200);
    const again = await t.http
      .post('/auth/password-reset/confirm')
      .send({ token, password: 'Other#12345' })
      .expect(400);
    expect(again.body.message).toBe(apiMessages.linkInvalid);
    await t.http.post('/auth/login').send({ email: 'once@example.com', password: 'New#12345' }).expect(200);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const { id } = await account('expired@example.com');
    const token = await resetLink('expired@example.com');
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, id));
    const res = await t.http.post('/auth/password-reset/confirm').send({ token, password: 'New#12345' }).expect(400);
    expect(res.body.message).toBe(apiMessages.linkInvalid);
    await t.http.post('/auth/login').send({ email: 'expired@example.com', password: 'Old#12345' }).expect(200);
  });

  it('keeps only the newest reset link alive', async () => {
    await account('many@example.com');
    const first = await resetLink('many@example.com');
    const second = await resetLink('many@example.com');
    await t.http.post('/auth/password-reset/confirm').send({ token: first, password: 'New#12345' }).expect(400);
    await t.http.post('/auth/password-reset/confirm').send({ token: second, password: 'New#12345' }).expect(200);
  });

  it('does not accept a verification link as a reset link, nor the reverse', async () => {
    const { id } = await account('mixed@example.com');
    const verifyToken = tokenFromMail(
      await t.mail.waitFor('mixed@example.com', { subject: 'Verify' }),
      '/verify-email',
    );
    await t.http.post('/auth/password-reset/confirm').send({ token: verifyToken, password: 'New#12345' }).expect(400);
    const resetToken = await resetLink('mixed@example.com');
    await t.http.post('/auth/verify-email').send({ token: resetToken }).expect(400);
    const rows = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, id));
    expect(rows).toHaveLength(2);
  });

  it('answers 200 for an unknown email and mails nothing (no account probing)', async () => {
    const before = t.mail.messages.length;
    const res = await t.http.post('/auth/password-reset').send({ email: 'nobody@example.com' }).expect(200);
    expect(res.body).toEqual({ acknowledged: true });
    await expect(t.mail.waitFor('nobody@example.com', { after: before, timeoutMs: 500 })).rejects.toThrow(/No mail/);
  });

  it('applies the password rules of docs/product.md#5-validation to the new password', async () => {
    await account('weak@example.com');
    const token = await resetLink('weak@example.com');
    const res = await t.http.post('/auth/password-reset/confirm').send({ token, password: 'weak' }).expect(400);
    expect(res.body.message).toBe(validationMessages.passwordWeak);
    // The refused attempt did not use the link up.
    await t.http.post('/auth/password-reset/confirm').send({ token, password: 'Strong#123' }).expect(200);
    await t.http.post('/auth/password-reset').send({ email: 'not-an-email' }).expect(400);
  });
});
