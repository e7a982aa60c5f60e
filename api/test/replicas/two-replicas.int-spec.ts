import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { users } from '../../src/database/schema';
import { CatalogueCache } from '../../src/parts/catalogue-cache';
import { withMigrationLock } from '../../src/database/migration-lock';
import { startApiProcess, type ApiProcess } from './api-process';
import { startApiProxy } from './api-proxy';
import { createScratchPostgres } from '../scratch-postgres';

// Two API processes on one PostgreSQL database, as compose runs them behind the proxy. PostgreSQL only:
// PGlite is one process's embedded database, there are no replicas of it.
const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.DATABASE_URL;
const describeOnPostgres = onPostgres ? describe : describe.skip;

const journal = JSON.parse(fs.readFileSync(path.join(__dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describeOnPostgres('two API replicas on one PostgreSQL database', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const rateLimit = 3;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  let pool: Pool;
  let replicas: ApiProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startApiProxy>> | undefined;
  let tornDown = false;

  beforeAll(async () => {
    ({ url: databaseUrl, drop: dropDatabase } = await createScratchPostgres(
      process.env.DATABASE_URL as string,
      'phoneparts_replicas',
    ));
    // Started at the same moment on an empty database: both run the migrations at once.
    replicas = await Promise.all(
      [0, 1].map(() =>
        startApiProcess({ DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, RATE_LIMIT_PER_MINUTE: String(rateLimit) }),
      ),
    );
    pool = new Pool({ connectionString: databaseUrl, max: 2 });
    // pool.end() resolves before the server has closed its backends; the forced drop in afterAll can then
    // terminate one that is still closing, which the pool reports as an 'error' event. Expected at teardown.
    pool.on('error', (error) => {
      if (!tornDown) throw error;
    });
    proxy = await startApiProxy(replicas.map((r) => r.url));
  }, 180_000);
  afterAll(async () => {
    tornDown = true;
    await proxy?.stop();
    await Promise.all(replicas.map((r) => r.stop()));
    await pool?.end();
    await dropDatabase?.();
  });

  it('both start on an empty database; the migrations ran exactly once', async () => {
    for (const replica of replicas) expect((await fetch(`${replica.url}/health`)).status).toBe(200);
    const applied = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it("answers through the compose file's API proxy (real nginx), which passes on or makes a request id", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${proxy!.url}/parts`, { headers: { 'X-Request-Id': 'trace-me-42' } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers[0].headers.get('x-request-id')).toBe('trace-me-42');
    const fresh = await fetch(`${proxy!.url}/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a catalogue change made through one replica is served by the other within the cache lifetime', async () => {
    const [a, b] = replicas;
    const admin = await adminToken(pool, jwtSecret);
    await fetch(`${b.url}/parts`); // B caches the list and prepares the URL: the next GET skips Nest
    const before = (await (await fetch(`${b.url}/parts`)).json()) as { name: string }[];
    const name = `Replica battery ${randomBytes(3).toString('hex')}`;
    expect(before.map((p) => p.name)).not.toContain(name);

    const created = await fetch(`${a.url}/parts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        sku: `REPLICA-${randomBytes(3).toString('hex')}`,
        picture: 'https://example.com/battery.png',
        description: 'A battery for the replica test',
        price: 19.99,
        minQuantity: 1,
        availableQuantity: 5,
      }),
    });
    expect(created.status).toBe(201);
    // B cached the old list just now; after the documented lifetime it must answer the new one.
    await new Promise((r) => setTimeout(r, CatalogueCache.ttlMs + 50));
    const after = (await (await fetch(`${b.url}/parts`)).json()) as { name: string }[];
    expect(after.map((p) => p.name)).toContain(name);
  });

  it('counts sign-in attempts across both replicas: the limit holds for the pair, not per process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimit; i++) {
      const res = await fetch(`${replicas[i % 2].url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'replica-guess@example.com', password: 'Guess#1234' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(rateLimit).fill(401), 429]);
  });

  it('the migration lock lets one process migrate at a time', async () => {
    const events: string[] = [];
    const slowMigration = (who: string) => async () => {
      events.push(`${who} start`);
      await new Promise((r) => setTimeout(r, 300));
      events.push(`${who} end`);
    };
    await Promise.all([
      withMigrationLock(pool, slowMigration('first')),
      withMigrationLock(pool, slowMigration('second')),
    ]);
    // Never interleaved: whoever got the lock first finished before the other began.
    expect([
      ['first start', 'first end', 'second start', 'second end'],
      ['second start', 'second end', 'first start', 'first end'],
    ]).toContainEqual(events);
  });
});

/** An admin account written straight into the database and a token signed as the API signs them. */
async function adminToken(pool: Pool, secret: string): Promise<string> {
  const [user] = await drizzle(pool)
    .insert(users)
    .values({
      email: `replica-admin-${randomBytes(3).toString('hex')}@test.example`,
      displayName: 'Replica Admin',
      role: 'admin',
      emailVerified: true,
    })
    .returning();
  return new JwtService({ secret, signOptions: { expiresIn: '10m' } }).sign({
    sub: user.id,
    email: user.email,
    role: 'admin',
    tv: user.tokenVersion,
  });
}
