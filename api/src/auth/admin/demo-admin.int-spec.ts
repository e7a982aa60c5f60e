import { eq } from 'drizzle-orm';
import { users } from '../../database/schema';
import { createTestApp, TestApp } from '../../../test/test-app';
import { DemoAdminSeeder } from './demo-admin.seeder';

describe('the demo admin', () => {
  let t: TestApp;
  const demo = { email: 'demo-admin@phoneparts.test', password: 'Demo#12345' };

  beforeAll(async () => {
    t = await createTestApp({
      SEED_DEMO_DATA: 'true',
      DEMO_ADMIN_EMAIL: demo.email,
      DEMO_ADMIN_PASSWORD: demo.password,
      SMTP_URL: 'smtp://127.0.0.1:9',
      RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(() => t.close());

  it('exists after start-up outside production, verified, and signs in as admin', async () => {
    const res = await t.http.post('/auth/login').send(demo).expect(200);
    expect(res.body.user).toMatchObject({ email: demo.email, admin: true, emailVerified: true });
    await t.http.get('/users').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
  });

  it('is created once: a later start leaves the account as it is', async () => {
    await t.db.update(users).set({ displayName: 'Renamed' }).where(eq(users.email, demo.email));
    await t.app.get(DemoAdminSeeder).onApplicationBootstrap();
    const rows = await t.db.select().from(users).where(eq(users.email, demo.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].displayName).toBe('Renamed');
  });

  it('is not created when demo data is off (production)', async () => {
    const off = await createTestApp({ DEMO_ADMIN_EMAIL: demo.email });
    try {
      expect(await off.db.select().from(users).where(eq(users.email, demo.email))).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});
