import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { TokenService } from '../src/access/token.service';
import { AppConfig, loadConfig } from '../src/config/app-config';
import type { Database, DatabaseHandle } from '../src/database/database';
import { users } from '../src/database/schema';
import { openTestDatabase, TestDatabase } from './test-database';

export type Persona = 'admin' | 'customerA' | 'customerB';

export interface TestApp {
  app: NestFastifyApplication;
  db: Database;
  config: AppConfig;
  /** Base URL of the app listening on a free loopback port: tests speak real HTTP to it. */
  url: string;
  http: ReturnType<typeof request>;
  /** Bearer tokens of three accounts created for the test file. */
  tokens: Record<Persona, string>;
  accounts: Record<Persona, { id: string; email: string; displayName: string }>;
  /** `Authorization` header value for a persona. */
  auth(persona: Persona): { Authorization: string };
  /** A second instance of the API on the same database (another replica), listening on its own port. */
  startReplica(): Promise<{ app: NestFastifyApplication; http: ReturnType<typeof request> }>;
  /** Another replica of the API on the same database (closed with this app). */
  replica(env?: NodeJS.ProcessEnv): Promise<NestFastifyApplication>;
  close(): Promise<void>;
}

const personas: Record<Persona, { email: string; displayName: string; role: 'admin' | null }> = {
  admin: { email: 'admin@test.example', displayName: 'Ada Admin', role: 'admin' },
  customerA: { email: 'alice@test.example', displayName: 'Alice Customer', role: null },
  customerB: { email: 'bob@test.example', displayName: 'Bob Customer', role: null },
};

/**
 * Cheaper password hashing (2^14 instead of 2^17: the cost is the hasher's own spec's business) and
 * limits that stay out of the way of tests about something else; a spec about limits sets its own.
 */
const testDefaults = {
  PASSWORD_HASH_COST: '14',
  SIGN_UP_LIMIT_PER_HOUR: '1000',
  ORDER_LIMIT_PER_MINUTE: '1000',
  STOCK_ALERT_REQUESTS_PER_DAY: '1000',
  QUICK_ORDER_PREVIEWS_PER_MINUTE: '1000',
  WEB_VITALS_VISITS_PER_PAGE_PER_DAY: '1000',
  SIGN_IN_FAILURES_PER_ADDRESS: '1000',
  SIGN_IN_FAILURES_PER_ACCOUNT: '1000',
  SIGN_IN_FAILURES_FROM_ADDRESS: '1000',
  // Three personas place many orders across a spec file: the unpaid-order limit has its own spec.
  MAX_UNPAID_ORDERS: '100',
};

function testConfig(env: NodeJS.ProcessEnv) {
  // Production refuses a cheaper hash, so a production-mode test app keeps the real cost.
  const defaults = env.NODE_ENV === 'production' ? { ...testDefaults, PASSWORD_HASH_COST: undefined } : testDefaults;
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...defaults, ...env });
}

/**
 * Starts the real application on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres) with an
 * admin and two customers. Their tokens are issued directly: the identity tests cover how people get them.
 * `logTo` receives the JSON log lines (with `LOG_LEVEL` in `env`; tests are silent by default).
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: { logTo?: DestinationStream } = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase();
  const app = await createApp(config, database, options.logTo);
  // A free port, unless the test fixes one (e.g. so PUBLIC_API_URL can name the app's own address).
  const url = await listen(app, env.PORT ? config.port : 0);
  const replicas: NestFastifyApplication[] = [];

  const tokenService = app.get(TokenService);
  const tokens = {} as Record<Persona, string>;
  const accounts = {} as TestApp['accounts'];
  for (const [persona, p] of Object.entries(personas) as [Persona, (typeof personas)[Persona]][]) {
    const [row] = await database.db
      .insert(users)
      .values({ email: p.email, displayName: p.displayName, role: p.role, emailVerified: true })
      .returning();
    accounts[persona] = { id: row.id, email: row.email, displayName: row.displayName };
    tokens[persona] = tokenService.issue(row);
  }

  return {
    app,
    db: database.db,
    config,
    url,
    http: request(url),
    tokens,
    accounts,
    auth: (persona) => ({ Authorization: `Bearer ${tokens[persona]}` }),
    async startReplica() {
      const replica = await createApp(config, await (database as TestDatabase).openAnother());
      replicas.push(replica);
      return { app: replica, http: request(await listen(replica, 0)) };
    },
    async replica(replicaEnv = env) {
      // The first app owns the database handle; a replica must not close it.
      const shared: DatabaseHandle = { ...database, close: async () => undefined };
      const replica = await createApp(testConfig(replicaEnv), shared);
      await replica.init();
      replicas.push(replica);
      return replica;
    },
    async close() {
      for (const replica of replicas) await replica.close();
      await app.close();
    },
  };
}

async function listen(app: NestFastifyApplication, port: number): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
