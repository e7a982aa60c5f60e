import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A burst (run it on PostgreSQL: TEST_DB=postgres): 32 sign-ups at the same moment
 * from one address all count against one rate-limit key. Each is answered 201 or 429, never a 5xx.
 */
describe('a burst on one rate-limit key', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ TRUST_PROXY_HOPS: '1', SIGN_UP_LIMIT_PER_HOUR: '1000' })));
  afterAll(() => t.close());

  it('answers 32 simultaneous sign-ups from one address with 201 or 429 only', async () => {
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        t.http
          .post('/auth/signup')
          .set('X-Forwarded-For', '203.0.113.99')
          .send({ name: 'Burst', email: `burst-${i}@example.com`, password: 'Burst#1234' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    expect(statuses).toContain(201);
  });
});
