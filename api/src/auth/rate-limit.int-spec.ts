import { apiMessages } from '@phoneparts/contracts';
import { createTestApp, TestApp } from '../../test/test-app';

describe('rate limits on the identity routes', () => {
  let t: TestApp;
  const limit = 3;

  beforeAll(async () => {
    // Port 9 (discard) refuses connections: mails fail fast and are only logged. One trusted proxy
    // hop lets a test speak as many client addresses, as it would behind a load balancer.
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(limit), SMTP_URL: 'smtp://127.0.0.1:9', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  const login = () => t.http.post('/auth/login').send({ email: 'guess@example.com', password: 'Guess#1234' });

  it('answers 429 with a readable message once a client goes over the limit on sign-in', async () => {
    for (let i = 0; i < limit; i++) await login().expect(401);
    const res = await login().expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, message: apiMessages.tooManyRequests });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits guesses at one account even when they come from ever new addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await t.http.post('/auth/login').set('X-Forwarded-For', `203.0.113.${i}`).send({ email: 'target@example.com', password: 'Guess#1234' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it.each([
    ['/auth/signup', { name: 'S', email: 'spam@example.com', password: 'Spam#1234' }],
    ['/auth/password-reset', { email: 'victim@example.com' }],
    ['/auth/password-reset/confirm', { token: 'guess', password: 'Guess#1234' }],
    ['/auth/verify-email', { token: 'guess' }],
  ])('limits %s too', async (path, body) => {
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await t.http.post(path).send(body)).status);
    expect(statuses.slice(0, limit)).not.toContain(429);
    expect(statuses[limit]).toBe(429);
  });

  it('limits resending the verification mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await t.http.post('/auth/verify-email/resend').set(t.auth('customerA'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('leaves the other routes alone', async () => {
    for (let i = 0; i < limit * 2; i++) await t.http.get('/auth/me').set(t.auth('customerB')).expect(200);
    for (let i = 0; i < limit * 2; i++) await t.http.get('/auth/providers').expect(200);
  });
});
