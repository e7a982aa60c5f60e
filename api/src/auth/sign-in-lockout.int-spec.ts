import { apiMessages } from '@phoneparts/contracts';
import { tokenFromMail } from '@phoneparts/mail-catcher';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-test-app';
import { users } from '../database/schema';
import { PasswordHasher } from './passwords/password-hasher';

/**
 * Guessing passwords, with the compose defaults (limits as shipped, one trusted proxy hop
 * setting the client's address): nobody can lock the owner out, and a /64 of IPv6 is one client.
 */
describe('sign-in throttling slows guessers without locking the owner out', () => {
  let t: MailingTestApp;
  const password = 'Owner#1234';

  beforeAll(async () => {
    // The shipped defaults (docker-compose.yml), which the test app raises for other files.
    t = await createMailingTestApp({
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_PER_MINUTE: '10',
      SIGN_IN_FAILURES_PER_ADDRESS: '5',
      SIGN_IN_FAILURES_FROM_ADDRESS: '20',
      SIGN_IN_FAILURES_PER_ACCOUNT: '100',
    });
  });
  afterAll(() => t.close());

  let owners = 0;
  async function owner(): Promise<string> {
    const email = `lockout-owner${++owners}@test.example`;
    await t.db
      .insert(users)
      .values({ email, displayName: 'Owner', passwordHash: await t.app.get(PasswordHasher).hash(password) });
    return email;
  }
  const login = (email: string, from: string, pw = 'Wrong#1234') =>
    t.http.post('/auth/login').set('X-Forwarded-For', from).send({ email, password: pw });

  it('lets the owner in from a fresh address after 105 wrong passwords from 21 addresses, and after a reset', async () => {
    const email = await owner();
    const attackers = Array.from({ length: 21 }, (_, i) => `203.0.113.${i + 1}`);
    const statuses = new Set<number>();
    for (const from of attackers) for (let i = 0; i < 5; i++) statuses.add((await login(email, from)).status);
    // Past the account's free failures, the attackers' later guesses are slowed (429).
    expect([...statuses].sort()).toEqual([401, 429]);

    await login(email, '198.51.100.200', password).expect(200);

    // The attackers' own addresses are slowed now, and the answer says how long, as Retry-After does.
    const slowed = await login(email, attackers[0]).expect(429);
    const seconds = Number(slowed.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(slowed.body.message).toBe(apiMessages.tooManyRequestsWait(seconds));

    // A reset clears the account's counters: even from a guesser's address the new password works.
    const before = t.mail.messages.length;
    await t.http.post('/auth/password-reset').set('X-Forwarded-For', '198.51.100.201').send({ email }).expect(200);
    const mail = await t.mail.waitFor(email, { subject: 'Reset', after: before });
    await t.http
      .post('/auth/password-reset/confirm')
      .set('X-Forwarded-For', '198.51.100.201')
      .send({ token: tokenFromMail(mail, '/resetPassword'), password: 'Owner#Again1' })
      .expect(200);
    await login(email, attackers[1], 'Owner#Again1').expect(200);
  }, 180_000); // 105 sign-ins one after another: slow on a busy machine

  it('counts one IPv6 /64 as one client', async () => {
    const email = await owner();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) statuses.push((await login(email, `2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    // Another /64 is another client, and the owner from there gets in.
    await login(email, '2001:db8:1:3::1', password).expect(200);
  });

  it('counts one IPv6 /64 as one client across accounts (the per-address limit)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++)
      statuses.push((await login(`nobody${i}@test.example`, `2001:db8:9:9:${i.toString(16)}::1`)).status);
    expect(statuses).toContain(429);
  });
});
