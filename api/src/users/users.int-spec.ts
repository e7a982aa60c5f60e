import { apiMessages, listMessages, validationMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { TokenService } from '../access/token.service';
import { users } from '../database/schema';
import { createTestApp, TestApp } from '../../test/test-app';
import { UsersService } from './users.service';

describe('users routes over HTTP', () => {
  let t: TestApp;
  const profile = {
    education: 'BSc Electronics',
    location: 'Dhaka',
    phone: '+880 123 4567',
    socialLinks: 'https://social.example/alice',
  };

  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  /** An extra account straight in the database, with a bearer header for it. */
  async function extraAccount(email: string, role: 'admin' | null = null) {
    const [row] = await t.db
      .insert(users)
      .values({ email, displayName: email.split('@')[0], role })
      .returning();
    return { row, auth: { Authorization: `Bearer ${t.app.get(TokenService).issue(row)}` } };
  }

  describe('PUT /user/:email (self)', () => {
    it('updates the own profile and answers it', async () => {
      const res = await t.http
        .put('/user/Alice@Test.Example')
        .set(t.auth('customerA'))
        .send({ ...profile, userName: 'Alice A.' })
        .expect(200);
      expect(res.body).toEqual({
        _id: t.accounts.customerA.id,
        email: 'alice@test.example',
        role: null,
        userName: 'Alice A.',
        photoURL: null,
        emailVerified: true,
        ...profile,
      });
      const [row] = await t.http
        .get('/user/alice@test.example')
        .set(t.auth('customerA'))
        .expect(200)
        .then((r) => r.body);
      expect(row).toEqual(res.body);
    });

    it("refuses to change someone else's profile, even for an admin", async () => {
      const res = await t.http.put('/user/bob@test.example').set(t.auth('customerA')).send(profile).expect(403);
      expect(res.body.message).toBe(apiMessages.notYourResource);
      await t.http.put('/user/bob@test.example').set(t.auth('admin')).send(profile).expect(403);
      await t.http.put('/user/bob@test.example').send(profile).expect(401);
      const [bob] = await t.db.select().from(users).where(eq(users.email, 'bob@test.example'));
      expect(bob.education).toBeNull();
    });

    it('requires every profile field with its validation message and ignores fields it does not know', async () => {
      const res = await t.http.put('/user/bob@test.example').set(t.auth('customerB')).send({}).expect(400);
      expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual([
        validationMessages.profileEducationRequired,
        validationMessages.profileLocationRequired,
        validationMessages.profilePhoneRequired,
        validationMessages.profileSocialLinksRequired,
      ]);
      await t.http
        .put('/user/bob@test.example')
        .set(t.auth('customerB'))
        .send({ ...profile, role: 'admin', email: 'other@example.com', emailVerified: false })
        .expect(200);
      const [bob] = await t.db.select().from(users).where(eq(users.id, t.accounts.customerB.id));
      expect(bob).toMatchObject({
        role: null,
        email: 'bob@test.example',
        emailVerified: true,
        displayName: 'Bob Customer',
      });
    });
  });

  describe('GET /user/:email (self or admin)', () => {
    it('answers the profile as a list of one to the user and to an admin', async () => {
      const own = await t.http.get('/user/bob@test.example').set(t.auth('customerB')).expect(200);
      expect(own.body).toHaveLength(1);
      expect(own.body[0]).toMatchObject({ email: 'bob@test.example', userName: 'Bob Customer', role: null });
      expect((await t.http.get('/user/bob@test.example').set(t.auth('admin')).expect(200)).body).toEqual(own.body);
    });

    it("refuses another customer's profile and anonymous callers", async () => {
      await t.http.get('/user/bob@test.example').set(t.auth('customerA')).expect(403);
      await t.http.get('/user/bob@test.example').expect(401);
    });

    it('answers 404 for an unknown email', async () => {
      const res = await t.http.get('/user/nobody@test.example').set(t.auth('admin')).expect(404);
      expect(res.body.message).toBe(apiMessages.userNotFound);
    });
  });

  describe('GET /users (admin)', () => {
    it('lists every user to an admin only', async () => {
      const res = await t.http.get('/users').set(t.auth('admin')).expect(200);
      expect(res.body.map((u: { email: string }) => u.email)).toEqual(
        expect.arrayContaining(['admin@test.example', 'alice@test.example', 'bob@test.example']),
      );
      expect(res.body[0]).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(res.body)).not.toMatch(/scrypt|tokenVersion|googleSubject/);
      const forbidden = await t.http.get('/users').set(t.auth('customerA')).expect(403);
      expect(forbidden.body.message).toBe(apiMessages.adminOnly);
      await t.http.get('/users').expect(401);
    });

    it('finds users by any part of the email (any case, wildcards as plain text) and by role', async () => {
      const emails = async (query: Record<string, string>) =>
        (await t.http.get('/users').query(query).set(t.auth('admin')).expect(200)).body.map(
          (u: { email: string }) => u.email,
        );
      expect(await emails({ email: 'ALICE@' })).toEqual(['alice@test.example']);
      expect(await emails({ email: '%' })).toEqual([]);
      expect(await emails({ role: 'admin' })).toEqual(['admin@test.example']);
      expect(await emails({ role: 'customer' })).toEqual(
        expect.arrayContaining(['alice@test.example', 'bob@test.example']),
      );
      expect(await emails({ role: 'customer' })).not.toContain('admin@test.example');
      expect(await emails({ role: 'admin', email: 'alice' })).toEqual([]);
      const res = await t.http.get('/users?role=owner').set(t.auth('admin')).expect(400);
      expect(res.body.message).toBe(listMessages.oneOf('role', ['admin', 'customer']));
    });
  });

  describe('GET /admin/:email (self or admin)', () => {
    it('tells a user and an admin whether the account is admin', async () => {
      await t.http.get('/admin/alice@test.example').set(t.auth('customerA')).expect(200, { admin: false });
      await t.http.get('/admin/admin@test.example').set(t.auth('admin')).expect(200, { admin: true });
      await t.http.get('/admin/alice@test.example').set(t.auth('admin')).expect(200, { admin: false });
    });

    it('refuses to answer about someone else to a customer', async () => {
      await t.http.get('/admin/admin@test.example').set(t.auth('customerA')).expect(403);
      await t.http.get('/admin/alice@test.example').expect(401);
    });
  });

  describe('PUT /user/admin/:email (admin)', () => {
    it('refuses customers: nobody makes themself admin', async () => {
      const res = await t.http.put('/user/admin/alice@test.example').set(t.auth('customerA')).expect(403);
      expect(res.body.message).toBe(apiMessages.adminOnly);
      await t.http.put('/user/admin/alice@test.example').expect(401);
      await t.http.get('/admin/alice@test.example').set(t.auth('customerA')).expect(200, { admin: false });
    });

    it('answers 404 for an unknown email', async () => {
      await t.http.put('/user/admin/nobody@test.example').set(t.auth('admin')).expect(404);
    });

    it('makes a user admin, with immediate effect on the existing token', async () => {
      const carl = await extraAccount('carl@test.example');
      await t.http.get('/users').set(carl.auth).expect(403);

      const res = await t.http.put('/user/admin/Carl@Test.Example').set(t.auth('admin')).expect(200);
      expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
      await t.http.get('/users').set(carl.auth).expect(200);
      await t.http
        .put('/user/admin/carl@test.example')
        .set(t.auth('admin'))
        .expect(200, { acknowledged: true, modifiedCount: 0 });
    });
  });

  describe('DELETE /users/:id (admin)', () => {
    it('deletes a user, whose token then stops working', async () => {
      const { row: dora, auth: doraAuth } = await extraAccount('dora@test.example');
      await t.http.delete(`/users/${dora.id}`).set(t.auth('customerA')).expect(403);
      await t.http.delete(`/users/${dora.id}`).expect(401);
      const res = await t.http.delete(`/users/${dora.id}`).set(t.auth('admin')).expect(200);
      expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
      await t.http.get('/auth/me').set(doraAuth).expect(401);
      await t.http.delete(`/users/${dora.id}`).set(t.auth('admin')).expect(404);
    });

    it('answers 404 for a malformed id', async () => {
      const res = await t.http.delete('/users/not-a-uuid').set(t.auth('admin')).expect(404);
      expect(res.body.message).toBe(apiMessages.userNotFound);
    });

    it('does not let an admin delete themself', async () => {
      const res = await t.http.delete(`/users/${t.accounts.admin.id}`).set(t.auth('admin')).expect(403);
      expect(res.body.message).toBe(apiMessages.cannotDeleteSelf);
    });

    it('never deletes the last admin', async () => {
      // Reachable when the caller's own admin account went away meanwhile (two admins deleting each other).
      const outsider = {
        id: '00000000-0000-4000-8000-000000000000',
        email: 'gone@test.example',
        role: 'admin' as const,
        displayName: '',
        photoUrl: null,
        emailVerified: true,
      };
      const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
      for (const other of admins.filter((a) => a.id !== t.accounts.admin.id))
        await t.http.delete(`/users/${other.id}`).set(t.auth('admin')).expect(200);
      await expect(t.app.get(UsersService).delete(outsider, t.accounts.admin.id)).rejects.toMatchObject({
        status: 409,
        message: apiMessages.lastAdmin,
      });
      expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    });

    it('keeps one admin when two admins delete each other at the same moment', async () => {
      const { row: eve, auth: eveAuth } = await extraAccount('eve@test.example', 'admin');
      const [a, b] = await Promise.all([
        t.http.delete(`/users/${eve.id}`).set(t.auth('admin')),
        t.http.delete(`/users/${t.accounts.admin.id}`).set(eveAuth),
      ]);
      expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
      expect([a.status, b.status].every((s) => [200, 401, 409].includes(s))).toBe(true);
      expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    });
  });
});
