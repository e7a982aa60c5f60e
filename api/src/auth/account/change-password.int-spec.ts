import { accountMessages, apiMessages, validationMessages } from '@phoneparts/contracts';
import { tokenFromMail } from '@phoneparts/mail-catcher';
import { bearer, googleOnlyAccount, signIn, signUp } from '../../../test/account-fixtures';
import { createMailingTestApp, type MailingTestApp } from '../../../test/mailing-test-app';

describe('change password (POST /account/password)', () => {
  let t: MailingTestApp;
  // Three wrong passwords per (account, address): the sign-in throttle, shared with the sign-in page.
  beforeAll(async () => (t = await createMailingTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: '3' })));
  afterAll(() => t.close());

  const change = (token: string, body: object) => t.http.post('/account/password').set(bearer(token)).send(body);

  it('changes it, keeps this session on a fresh token, ends every other session and mails a notice', async () => {
    const me = await signUp(t, 'pat@example.com');
    const otherDevice = await signIn(t, me.email, me.password);
    const before = t.mail.messages.length;

    const res = await change(me.token, { currentPassword: me.password, newPassword: 'Changed#456' }).expect(200);
    expect(res.body.user).toMatchObject({ uid: me.id, email: me.email });

    await t.http.get('/auth/me').set(bearer(res.body.accessToken)).expect(200);
    for (const old of [me.token, otherDevice]) {
      const stale = await t.http.get('/auth/me').set(bearer(old)).expect(401);
      expect(stale.body.message).toBe(apiMessages.signInRequired);
    }
    await t.http.post('/auth/login').send({ email: me.email, password: me.password }).expect(401);
    await signIn(t, me.email, 'Changed#456');

    const notice = await t.mail.waitFor(me.email, { subject: 'password was changed', after: before });
    expect(notice.text).toContain('every other device was signed out');
  });

  it('refuses a wrong current password with a 403 (not a 401: the session stays) and changes nothing', async () => {
    const me = await signUp(t, 'wrong@example.com');
    const res = await change(me.token, { currentPassword: 'Guess#1234', newPassword: 'Changed#456' }).expect(403);
    expect(res.body.message).toBe(accountMessages.wrongCurrentPassword);
    await t.http.get('/auth/me').set(bearer(me.token)).expect(200);
    await signIn(t, me.email, me.password);
  });

  it('counts wrong current passwords toward the sign-in throttle of that account and address', async () => {
    const me = await signUp(t, 'guesser@example.com');
    for (let i = 0; i < 3; i++)
      await change(me.token, { currentPassword: `Guess#${i}234`, newPassword: 'Changed#456' }).expect(403);
    const blocked = await change(me.token, { currentPassword: me.password, newPassword: 'Changed#456' }).expect(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The sign-in page from the same address is held back too: guessing here is no cheaper than there.
    await t.http.post('/auth/login').send({ email: me.email, password: me.password }).expect(429);
  });

  it('applies the password rules to the new password and refuses the same password again', async () => {
    const me = await signUp(t, 'rules@example.com');
    const weak = await change(me.token, { currentPassword: me.password, newPassword: 'weak' }).expect(400);
    expect(weak.body.message).toBe(validationMessages.passwordWeak);
    const same = await change(me.token, { currentPassword: me.password, newPassword: me.password }).expect(400);
    expect(same.body.message).toBe(accountMessages.samePassword);
    const missing = await change(me.token, { newPassword: 'Changed#456' }).expect(400);
    expect(missing.body.message).toBe(accountMessages.currentPasswordRequired);
  });

  it("acts only on the caller's own account: someone else's password does not open it", async () => {
    const ana = await signUp(t, 'ana@example.com', 'Ana#12345');
    const bob = await signUp(t, 'bob@example.com', 'Bob#12345');
    await change(bob.token, { currentPassword: ana.password, newPassword: 'Taken#456' }).expect(403);
    await signIn(t, ana.email, ana.password);
    await signIn(t, bob.email, bob.password);
    await t.http
      .post('/account/password')
      .send({ currentPassword: ana.password, newPassword: 'Taken#456' })
      .expect(401);
  });

  it('tells an account without a password (Google only) how to get one', async () => {
    const { token } = await googleOnlyAccount(t, 'google-only@example.com');
    const res = await change(token, { currentPassword: 'Anything#1', newPassword: 'Changed#456' }).expect(400);
    expect(res.body.message).toBe(accountMessages.noPasswordYet);
  });

  it('makes an open reset link useless (it would undo the change)', async () => {
    const me = await signUp(t, 'reset-open@example.com');
    const before = t.mail.messages.length;
    await t.http.post('/auth/password-reset').send({ email: me.email }).expect(200);
    const resetToken = tokenFromMail(
      await t.mail.waitFor(me.email, { subject: 'Reset', after: before }),
      '/resetPassword',
    );
    await change(me.token, { currentPassword: me.password, newPassword: 'Changed#456' }).expect(200);
    await t.http.post('/auth/password-reset/confirm').send({ token: resetToken, password: 'Attacker#1' }).expect(400);
  });
});
