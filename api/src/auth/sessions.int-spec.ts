import { apiMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, TestApp } from '../../test/test-app';
import { loadConfig } from '../config/app-config';
import { users } from '../database/schema';
import { PasswordHasher } from './passwords/password-hasher';

describe('sessions: sign-out and password hashes', () => {
  let t: TestApp;
  const password = 'Session#123';

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', PASSWORD_HASH_COST: '14' });
  });
  afterAll(() => t.close());

  async function account(email: string, hashCost = 14) {
    const hasher = new PasswordHasher(loadConfig({ PASSWORD_HASH_COST: String(hashCost) }));
    await t.db.insert(users).values({ email, displayName: 'S', passwordHash: await hasher.hash(password) });
  }
  const signIn = async (email: string) =>
    (await t.http.post('/auth/login').send({ email, password }).expect(200)).body.accessToken as string;

  it('signing out revokes the token on the server, on every device', async () => {
    await account('leaving@test.example');
    const laptop = await signIn('leaving@test.example');
    const phone = await signIn('leaving@test.example');
    await t.http.post('/auth/logout').set('Authorization', `Bearer ${laptop}`).expect(200, { acknowledged: true });
    for (const token of [laptop, phone]) {
      const res = await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      expect(res.body.message).toBe(apiMessages.signInRequired);
    }
    // Signing in again gives a token that works.
    await t.http
      .get('/auth/me')
      .set('Authorization', `Bearer ${await signIn('leaving@test.example')}`)
      .expect(200);
  });

  it('needs a valid token to sign out', async () => {
    await t.http.post('/auth/logout').expect(401);
  });

  it('rehashes an older, cheaper password hash at today’s cost when its owner signs in', async () => {
    await account('old-hash@test.example', 12);
    const hashOf = async () =>
      (await t.db.select().from(users).where(eq(users.email, 'old-hash@test.example')))[0].passwordHash!;
    expect(await hashOf()).toMatch(/^scrypt\$4096\$/);
    await signIn('old-hash@test.example');
    expect(await hashOf()).toMatch(/^scrypt\$16384\$8\$1\$/);
    await signIn('old-hash@test.example'); // the new hash verifies
  });
});
