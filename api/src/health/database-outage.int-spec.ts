import { apiMessages } from '@phoneparts/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startFreezableProxy } from '../../test/freezable-tcp-proxy';
import { openTestDatabase, TestDatabase } from '../../test/test-database';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';

/**
 * A PostgreSQL server that stops answering (frozen behind a TCP proxy, no socket closed) gives 503s
 * with a message within the configured time-outs, never hung requests; /health fails fast; and the
 * API recovers when the server answers again. PGlite runs inside the process and cannot stop
 * answering, so this spec runs on PostgreSQL only (TEST_DB=postgres, as `npm test` does in CI).
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('a database that stops answering', () => {
  let testDb: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startFreezableProxy>>;
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    const direct = new URL(testDb.url!);
    proxy = await startFreezableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: viaProxy.toString(),
      DB_CONNECT_TIMEOUT_MS: '500',
      DB_STATEMENT_TIMEOUT_MS: '1000',
      ALLOW_DEMO_DEFAULTS: 'true',
    };
    const config = loadConfig(env);
    if (config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    app = await createApp(config, await openDatabase(config.database));
    await app.listen({ port: 0, host: '127.0.0.1' });
    http = request(app.getHttpServer());
  });
  afterAll(async () => {
    proxy.thaw();
    await app?.close();
    await proxy?.close();
    await testDb?.close();
  });

  it('answers 503 with a message within the time-outs, /health within 2 seconds, and recovers', async () => {
    await http.get('/reviews').expect(200);
    proxy.freeze();

    let started = Date.now();
    const health = await http.get('/health').expect(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(health.body).toMatchObject({ statusCode: 503, database: 'down' });

    started = Date.now();
    const reviews = await http.get('/reviews').expect(503);
    // Statement time-out 1 s, socket read time-out 2 s: well under the 30 s a client would otherwise hang.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(reviews.body).toEqual({
      statusCode: 503,
      message: apiMessages.databaseUnavailable,
      error: 'Service Unavailable',
    });

    const signIn = await http.post('/auth/login').send({ email: 'someone@test.example', password: 'Secret#123' });
    expect(signIn.status).toBe(503);

    proxy.thaw();
    // Connections the freeze spoiled are dropped by the pool; new ones work.
    await expectEventually(async () => (await http.get('/reviews')).status === 200);
    await http.get('/health').expect(200);
  });
});

async function expectEventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('did not recover in time');
}
