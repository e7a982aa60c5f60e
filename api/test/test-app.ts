import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { TokenService } from '../src/auth/access/token.service';
import { AppConfig, loadConfig } from '../src/config/app-config';
import type { Database } from '../src/database/database';
import { users } from '../src/database/schema';
import { openTestDatabase } from './test-database';

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
  close(): Promise<void>;
}

const personas: Record<Persona, { email: string; displayName: string; role: 'admin' | null }> = {
  admin: { email: 'admin@test.example', displayName: 'Ada Admin', role: 'admin' },
  customerA: { email: 'alice@test.example', displayName: 'Alice Customer', role: null },
  customerB: { email: 'bob@test.example', displayName: 'Bob Customer', role: null },
};

/**
 * Starts the real application on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres) with an
 * admin and two customers. Their tokens are issued directly: the identity tests cover how people get them.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...env });
  const database = await openTestDatabase();
  const app = await createApp(config, database);
  // A free port, unless the test fixes one (e.g. so PUBLIC_API_URL can name the app's own address).
  await app.listen({ port: env.PORT ? config.port : 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

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
    close: () => app.close(),
  };
}
