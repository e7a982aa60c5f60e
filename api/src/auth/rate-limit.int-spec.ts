import { apiMessages } from '@phoneparts/contracts';
import { insertPart, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { users } from '../database/schema';
import { PasswordHasher } from './passwords/password-hasher';

/**
 * The limits of docs/product.md#9-limits, kept in PostgreSQL so they hold across API replicas. One trusted proxy
 * hop lets a test speak as many client addresses, as it would behind a load balancer.
 */
describe('rate limits', () => {
  let t: TestApp;
  const perMinute = 5;
  const failuresPerAddress = 2;
  const failuresPerAccount = 8;
  const password = 'Owner#1234';

  beforeAll(async () => {
    // Port 9 (discard) refuses connections: mails fail fast and are only logged.
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: String(perMinute),
      SIGN_UP_LIMIT_PER_HOUR: '2',
      ORDER_LIMIT_PER_MINUTE: '2',
      SIGN_IN_FAILURES_PER_ADDRESS: String(failuresPerAddress),
      SIGN_IN_FAILURES_PER_ACCOUNT: String(failuresPerAccount),
      SMTP_URL: 'smtp://127.0.0.1:9',
      TRUST_PROXY_HOPS: '1',
    });
  });
  afterAll(() => t.close());

  let addresses = 0;
  /** A client address no test used before. */
  const newAddress = () => `198.51.100.${++addresses}`;
  let owners = 0;
  async function owner(): Promise<string> {
    const email = `owner${++owners}@test.example`;
    await t.db
      .insert(users)
      .values({ email, displayName: 'Owner', passwordHash: await t.app.get(PasswordHasher).hash(password) });
    return email;
  }
  const login = (email: string, from: string, pw = 'Wrong#1234') =>
    t.http.post('/auth/login').set('X-Forwarded-For', from).send({ email, password: pw });

  describe('sign-in', () => {
    it('answers 429 with a readable message once an address goes over its limit', async () => {
      const from = newAddress();
      for (let i = 0; i < perMinute; i++) await login(`guess${i}@test.example`, from).expect(401);
      const res = await login('guess@test.example', from).expect(429);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ statusCode: 429, message: apiMessages.tooManyRequestsWait(seconds) });
    });

    it('six wrong passwords from anywhere do not lock the owner out', async () => {
      const email = await owner();
      for (let i = 0; i < 6; i++) await login(email, newAddress()).expect(401);
      await login(email, newAddress(), password).expect(200);
    });

    it('stops guessing from one address at one account, while the owner elsewhere signs in', async () => {
      const email = await owner();
      const attacker = newAddress();
      const statuses: number[] = [];
      // Spread over minutes in real life; the per-address limit of all sign-ins is not what stops it here.
      for (let i = 0; i <= failuresPerAddress; i++) statuses.push((await login(email, attacker)).status);
      expect(statuses).toEqual([401, 401, 429]);
      await login(email, attacker, password).expect(429); // even the right password: this address is done guessing
      await login(email, newAddress(), password).expect(200);
    });

    it('forgets an address’s failures once it signs in with the right password', async () => {
      const email = await owner();
      const from = newAddress();
      await login(email, from).expect(401);
      await login(email, from, password).expect(200);
      // Without the reset, the next one would be this address's third attempt at this account: 429.
      await login(email, from).expect(401);
      await login(email, from).expect(401);
    });

    it('slows a guesser who rotates addresses, once the account is under attack, but not a fresh address', async () => {
      const email = await owner();
      const guessers = Array.from({ length: failuresPerAccount }, newAddress);
      for (const from of guessers) await login(email, from).expect(401);
      // Each guesser has one failure of its own (under the per-address limit), but the account is under attack.
      const res = await login(email, guessers[0]).expect(429);
      expect(res.body.message).toBe(apiMessages.tooManyRequestsWait(Number(res.headers['retry-after'])));
      await login(email, newAddress(), password).expect(200);
    });
  });

  it('allows few sign-ups per address per hour', async () => {
    const from = newAddress();
    const signUp = (n: number, address: string) =>
      t.http
        .post('/auth/signup')
        .set('X-Forwarded-For', address)
        .send({ name: 'S', email: `signup${n}-${address}@test.example`.replace(/\.(?=\d)/g, '-'), password });
    await signUp(1, from).expect(201);
    await signUp(2, from).expect(201);
    await signUp(3, from).expect(429);
    await signUp(4, newAddress()).expect(201);
  });

  it.each([
    ['/auth/password-reset', { email: 'victim@test.example' }],
    ['/auth/password-reset/confirm', { token: 'guess', password: 'Guess#1234' }],
    ['/auth/verify-email', { token: 'guess' }],
  ])('limits %s per address', async (path, body) => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= perMinute; i++)
      statuses.push((await t.http.post(path).set('X-Forwarded-For', from).send(body)).status);
    expect(statuses.slice(0, perMinute)).not.toContain(429);
    expect(statuses[perMinute]).toBe(429);
  });

  it('limits reset mails to one account even from ever new addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= perMinute; i++) {
      statuses.push(
        (
          await t.http
            .post('/auth/password-reset')
            .set('X-Forwarded-For', newAddress())
            .send({ email: 'mailbox@test.example' })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(perMinute).fill(200), 429]);
  });

  it('limits resending the verification mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= perMinute; i++)
      statuses.push((await t.http.post('/auth/verify-email/resend').set(t.auth('customerA'))).status);
    expect(statuses).toEqual([...Array(perMinute).fill(200), 429]);
  });

  it('limits order placement per account', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 100 });
    const order = (persona: 'customerA' | 'customerB') =>
      t.http
        .post('/myOrders')
        .set(t.auth(persona))
        .set('X-Forwarded-For', newAddress())
        .send({ productId: part.id, quantity: 1, ...validOrderBody });
    await order('customerB').expect(201);
    await order('customerB').expect(201);
    const res = await order('customerB').expect(429);
    expect(res.body.message).toBe(apiMessages.tooManyRequestsWait(Number(res.headers['retry-after'])));
    await order('customerA').expect(201);
  });

  it('leaves the other routes alone', async () => {
    for (let i = 0; i < perMinute * 2; i++) await t.http.get('/auth/me').set(t.auth('customerB')).expect(200);
    for (let i = 0; i < perMinute * 2; i++) await t.http.get('/auth/providers').expect(200);
  });

  it('holds across two API instances on one database', async () => {
    const replica = await t.startReplica();
    const from = newAddress();
    const statuses: number[] = [];
    // Alternate between the two instances: together they allow the limit once, not twice.
    for (let i = 0; i <= perMinute; i++) {
      const http = i % 2 === 0 ? t.http : replica.http;
      statuses.push(
        (
          await http
            .post('/auth/login')
            .set('X-Forwarded-For', from)
            .send({ email: `spread${i}@test.example`, password: 'Wrong#1234' })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(perMinute).fill(401), 429]);
    // At the same moment on both: exactly `perMinute` get through.
    const burst = newAddress();
    const answers = await Promise.all(
      Array.from({ length: perMinute * 2 }, (_, i) =>
        (i % 2 === 0 ? t.http : replica.http)
          .post('/auth/password-reset')
          .set('X-Forwarded-For', burst)
          .send({ email: `burst${i}@test.example` }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(perMinute);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(perMinute);
  });
});
