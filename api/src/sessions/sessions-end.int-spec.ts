import { apiMessages } from '@phoneparts/contracts';
import { tokenFromMail } from '@phoneparts/mail-catcher';
import { bearer } from '../../test/account-fixtures';
import { createMailingTestApp, testShellUrl, type MailingTestApp } from '../../test/mailing-test-app';
import { refresh, refreshSetCookie, refreshTokenOf } from '../../test/session-fixtures';

/** Every way an account's sessions end also ends its refresh cookies, on every device. */
describe('refresh sessions end with the account’s credentials', () => {
  let t: MailingTestApp;
  const password = 'Current#123';
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  /** Signs up, then signs in on a second device: two refresh families of one account. */
  async function twoDevices(email: string) {
    const laptop = await t.http.post('/auth/signup').send({ name: 'Dev', email, password }).expect(201);
    const phone = await t.http.post('/auth/login').send({ email, password }).expect(200);
    return {
      accessToken: laptop.body.accessToken as string,
      laptop: refreshTokenOf(laptop),
      phone: refreshTokenOf(phone),
    };
  }
  const expectEnded = async (...tokens: string[]) => {
    for (const token of tokens) {
      const res = await refresh(t, token).expect(401);
      expect(res.body.message).toBe(apiMessages.signInRequired);
    }
  };

  it('issues access tokens that live minutes, not days', async () => {
    const { accessToken } = await twoDevices('short@example.com');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(5 * 60);
  });

  it('signing out ends every refresh session of the account and clears this browser’s cookie', async () => {
    const s = await twoDevices('sign-out@example.com');
    const res = await t.http.post('/auth/logout').set(bearer(s.accessToken)).expect(200);
    expect(refreshSetCookie(res)).toMatch(/^pp_refresh=; Path=\/auth\/refresh; Max-Age=0;/);
    await expectEnded(s.laptop, s.phone);
  });

  it('a password reset ends every refresh session', async () => {
    const s = await twoDevices('reset@example.com');
    const before = t.mail.messages.length;
    await t.http.post('/auth/password-reset').send({ email: 'reset@example.com' }).expect(200);
    const mail = await t.mail.waitFor('reset@example.com', { subject: 'Reset', after: before });
    expect(mail.text).toContain(`${testShellUrl}/resetPassword?token=`);
    const token = tokenFromMail(mail, '/resetPassword');
    await t.http.post('/auth/password-reset/confirm').send({ token, password: 'Newer#1234' }).expect(200);
    await expectEnded(s.laptop, s.phone);
  });

  it('a password change ends the other refresh sessions and starts a new one for this tab', async () => {
    const s = await twoDevices('change@example.com');
    const res = await t.http
      .post('/account/password')
      .set(bearer(s.accessToken))
      .send({ currentPassword: password, newPassword: 'Changed#123' })
      .expect(200);
    await expectEnded(s.laptop, s.phone);
    await refresh(t, refreshTokenOf(res)).expect(200);
  });

  it('deleting the account ends its refresh sessions', async () => {
    const s = await twoDevices('deleted@example.com');
    await t.http.post('/account/delete').set(bearer(s.accessToken)).send({ password }).expect(200);
    await expectEnded(s.laptop, s.phone);
  });

  it('answers credentialed CORS to the shop’s own origins only', async () => {
    const allowed = await t.http
      .options('/auth/refresh')
      .set('Origin', testShellUrl)
      .set('Access-Control-Request-Method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe(testShellUrl);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await t.http
      .options('/auth/refresh')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
