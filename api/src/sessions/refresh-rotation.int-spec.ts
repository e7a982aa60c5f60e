import { apiMessages } from '@phoneparts/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bearer, signUp } from '../../test/account-fixtures';
import { refresh, refreshSetCookie, refreshTokenOf } from '../../test/session-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshSessions } from '../database/schema';

/**
 * A stolen token must not work for days: the access token lives minutes and a
 * refresh cookie renews it, rotated at every use; a spent one presented again ends the whole family.
 * Time is moved by back-dating the session's row (the limits are checked against the database's clock).
 */
describe('refresh sessions: rotation, reuse and limits', () => {
  let t: TestApp;
  const graceSeconds = 5;
  beforeAll(
    async () =>
      (t = await createTestApp({ SESSION_REUSE_GRACE_SECONDS: String(graceSeconds), RATE_LIMIT_PER_MINUTE: '1000' })),
  );
  afterAll(() => t.close());

  async function signedIn(email: string) {
    await signUp(t, email);
    const res = await t.http.post('/auth/login').send({ email, password: 'Current#123' }).expect(200);
    return { accessToken: res.body.accessToken as string, refreshToken: refreshTokenOf(res) };
  }
  const familyOf = (token: string) => token.split('.')[0];
  const backdate = (token: string, column: 'rotated_at' | 'started_at', seconds: number) =>
    t.db.execute(
      sql`update refresh_sessions set ${sql.identifier(column)} = ${sql.identifier(column)} - ${seconds}::int * interval '1 second'
          where family_id = ${familyOf(token)}`,
    );
  const expectRefused = async (token: string) => {
    const res = await refresh(t, token).expect(401);
    expect(res.body.message).toBe(apiMessages.signInRequired);
    expect(refreshSetCookie(res)).toMatch(/^pp_refresh=; Path=\/auth\/refresh; Max-Age=0;/);
  };

  it('sets an HttpOnly, Secure, SameSite=Strict cookie for the refresh route only, and stores only a digest', async () => {
    const res = await t.http
      .post('/auth/signup')
      .send({ name: 'Cookie', email: 'cookie@example.com', password: 'Current#123' })
      .expect(201);
    const line = refreshSetCookie(res)!;
    expect(line.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=604800', 'Path=/auth/refresh', 'SameSite=Strict', 'Secure'].sort(),
    );
    const token = refreshTokenOf(res);
    const [row] = await t.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.familyId, familyOf(token)));
    expect(row.userId).toBe(res.body.user.uid);
    expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);
  });

  it('renews: a new access token that works, and the next refresh token in place of the old one', async () => {
    const session = await signedIn('rotate@example.com');
    const res = await refresh(t, session.refreshToken).expect(200);
    expect(res.body.user.email).toBe('rotate@example.com');
    await t.http.get('/auth/me').set(bearer(res.body.accessToken)).expect(200);
    const next = refreshTokenOf(res);
    expect(next).not.toBe(session.refreshToken);
    expect(familyOf(next)).toBe(familyOf(session.refreshToken));
    await refresh(t, next).expect(200);
  });

  it('ends the whole family when a spent refresh token comes back after the grace', async () => {
    const session = await signedIn('reuse@example.com');
    const next = refreshTokenOf(await refresh(t, session.refreshToken).expect(200));
    await backdate(next, 'rotated_at', graceSeconds + 1);
    // The thief (or the owner) presents the spent token: refused, and the newest one dies with it.
    await expectRefused(session.refreshToken);
    await expectRefused(next);
  });

  it('gives two tabs renewing with the same cookie at once each an access token, without ending the family', async () => {
    const session = await signedIn('two-tabs@example.com');
    const answers = await Promise.all([refresh(t, session.refreshToken), refresh(t, session.refreshToken)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const answer of answers) await t.http.get('/auth/me').set(bearer(answer.body.accessToken)).expect(200);
    // Exactly one of them rotated; the other left the browser's new cookie alone.
    const rotated = answers.map(refreshSetCookie).filter(Boolean);
    expect(rotated).toHaveLength(1);
    await refresh(t, refreshTokenOf(answers.find((a) => refreshSetCookie(a))!)).expect(200);
  });

  it('ends a session unused for longer than the idle limit', async () => {
    const session = await signedIn('idle@example.com');
    await backdate(session.refreshToken, 'rotated_at', 7 * 86_400 + 60);
    await backdate(session.refreshToken, 'started_at', 7 * 86_400 + 60);
    await expectRefused(session.refreshToken);
  });

  it('ends a session at the absolute limit however often it was renewed', async () => {
    const session = await signedIn('absolute@example.com');
    const next = refreshTokenOf(await refresh(t, session.refreshToken).expect(200));
    await backdate(next, 'started_at', 30 * 86_400 + 60);
    await expectRefused(next);
    // Just inside both limits still renews.
    const other = await signedIn('absolute-ok@example.com');
    await backdate(other.refreshToken, 'started_at', 29 * 86_400);
    await backdate(other.refreshToken, 'rotated_at', 6 * 86_400);
    await refresh(t, other.refreshToken).expect(200);
  });

  it.each([
    ['no cookie', undefined],
    ['a malformed cookie', 'pp_refresh=not-a-token'],
    ['an unknown family', `pp_refresh=00000000-0000-4000-8000-000000000000.${'a'.repeat(43)}`],
  ])('refuses %s with 401 and a readable message', async (_name, cookie) => {
    const req = t.http.post('/auth/refresh');
    const res = await (cookie ? req.set('Cookie', cookie) : req).expect(401);
    expect(res.body.message).toBe(apiMessages.signInRequired);
  });

  it('refuses a token of a family with the secret of another', async () => {
    const one = await signedIn('mix-one@example.com');
    const two = await signedIn('mix-two@example.com');
    await expectRefused(`${familyOf(one.refreshToken)}.${two.refreshToken.split('.')[1]}`);
    // A forged secret for a known family is treated as reuse: that family ends too.
    await expectRefused(one.refreshToken);
    await refresh(t, two.refreshToken).expect(200);
  });

  it('answers any cookie value that is not a live token with 401 and a message, never a 5xx', async () => {
    const live = await signedIn('fuzzed@example.com');
    // Junk, and well-shaped tokens of families that do not exist (a forged secret of a live family is
    // reuse, which ends that family: the test above).
    const cookieValue = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.tuple(fc.uuid(), fc.stringMatching(/^[\w-]{43}$/)).map(([id, secret]) => `${id}.${secret}`),
    );
    await fc.assert(
      fc.asyncProperty(cookieValue, async (value) => {
        const res = await t.http.post('/auth/refresh').set('Cookie', `pp_refresh=${encodeURIComponent(value)}`);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(apiMessages.signInRequired);
      }),
      { numRuns: 60 },
    );
    await refresh(t, live.refreshToken).expect(200);
  });
});
