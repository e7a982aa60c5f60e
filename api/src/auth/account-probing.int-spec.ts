import { apiMessages } from '@phoneparts/contracts';
import { performance } from 'node:perf_hooks';
import { signUp } from '../../test/account-fixtures';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-test-app';
import { MailOutbox } from '../mail';
import { UsersRepository } from '../users/users.repository';

/** Far more than the noise of a shared test machine: a path that waits for it cannot hide. */
const slowStepMs = 1000;

/**
 * Account probing: the answer to a reset request (and to a sign-up) must not tell by its
 * timing whether the address has an account. Rather than compare a few milliseconds (noise), the
 * steps only one path would take are made slow on purpose: an answer that waits for them is late by
 * `slowStepMs`, one that does the same work on both paths (or none before answering) is not.
 */
describe('reset and sign-up take the same time with or without an account', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const slowDown = <T extends object>(target: T, method: keyof T) => {
    const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
    jest.spyOn(target, method as never).mockImplementation((async (...args: unknown[]) => {
      await new Promise((r) => setTimeout(r, slowStepMs));
      return original(...args);
    }) as never);
  };

  async function medianMs(call: () => Promise<unknown>, runs = 5): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
  }

  it('answers a reset request for a known and an unknown address alike, and mails only the known one', async () => {
    await signUp(t, 'known-reset@example.com');
    slowDown(t.app.get(MailOutbox), 'enqueue');
    slowDown(t.app.get(UsersRepository), 'findByEmail');

    const reset = (email: string) =>
      t.http.post('/auth/password-reset').send({ email }).expect(200, { acknowledged: true });
    const known = await medianMs(() => reset('known-reset@example.com'));
    const unknown = await medianMs(() => reset('nobody-here@example.com'));
    expect(Math.abs(known - unknown)).toBeLessThan(slowStepMs / 2);

    jest.restoreAllMocks();
    await t.mail.waitFor('known-reset@example.com', { subject: 'Reset' });
    await expect(t.mail.waitFor('nobody-here@example.com', { timeoutMs: 500 })).rejects.toThrow(/No mail/);
  });

  it('does the same work for a sign-up with a taken address as for a new one', async () => {
    await signUp(t, 'taken-signup@example.com');
    slowDown(t.app.get(MailOutbox), 'enqueue');

    let n = 0;
    const fresh = await medianMs(() =>
      t.http
        .post('/auth/signup')
        .send({ name: 'New', email: `fresh-signup-${++n}@example.com`, password: 'Fresh#1234' })
        .expect(201),
    );
    const taken = await medianMs(async () => {
      const res = await t.http
        .post('/auth/signup')
        .send({ name: 'Again', email: 'taken-signup@example.com', password: 'Fresh#1234' })
        .expect(409);
      expect(res.body.message).toBe(apiMessages.emailInUse);
    });
    expect(Math.abs(fresh - taken)).toBeLessThan(slowStepMs / 2);
  });
});
