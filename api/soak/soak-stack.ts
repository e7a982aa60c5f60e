import { JwtService } from '@nestjs/jwt';
import { startMailCatcher } from '@phoneparts/mail-catcher';
import { freePort, waitFor } from '@phoneparts/serve-static/testing/processes';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TokenService } from '../src/access/token.service';
import { PasswordHasher } from '../src/auth/passwords/password-hasher';
import type { AppConfig } from '../src/config/app-config';
import { seedParts } from '../bench/order-placement.bench';
import { scratchDatabase, type ScratchDatabase } from '../bench/postgres';
import { startApiProxy } from '../test/replicas/api-proxy';
import type { Actor, Customer } from './soak-traffic';

/**
 * What the soak runs against: a migrated PostgreSQL database of its own, two API replicas built as
 * the image runs them (`node dist/main.js`, production settings, sandbox payments), the compose
 * file's API proxy (real nginx) in front, and a mail catcher as their SMTP server. Loopback only.
 */
export interface SoakStack {
  url: string;
  database: ScratchDatabase;
  partIds: string[];
  admin: Actor;
  customers: Customer[];
  password: string;
  /** The processes whose memory is watched, by name. */
  processes(): Map<string, number>;
  stop(): Promise<void>;
}

const apiDir = path.join(__dirname, '..');
const password = 'Soak#Password2026';

/** `count` customers and one admin, all with the same password hash (one scrypt at the production cost). */
async function seedAccounts(database: ScratchDatabase, jwtSecret: string, count: number, hoursValid: number) {
  const hash = await new PasswordHasher({ passwordHashCost: 17 } as AppConfig).hash(password);
  const { rows } = await database.pool.query<{
    id: string;
    email: string;
    role: 'admin' | null;
    token_version: number;
  }>(
    `insert into users (email, display_name, role, email_verified, password_hash)
     select 'soak-' || g || '@load.example', 'Soak ' || g, case when g = 0 then 'admin' end, true, $2
     from generate_series(0, $1) g
     returning id, email, role, token_version`,
    [count, hash],
  );
  const tokens = new TokenService(new JwtService({ secret: jwtSecret, signOptions: { expiresIn: `${hoursValid}h` } }));
  const actors = rows.map((row, i) => ({
    email: row.email,
    // Each its own address, as people are: the per-address limits see many clients, not one.
    address: `10.2.${Math.floor(i / 250)}.${1 + (i % 250)}`,
    headers: {
      authorization: `Bearer ${tokens.issue({ id: row.id, email: row.email, role: row.role, tokenVersion: row.token_version })}`,
    },
  }));
  const admin = actors.find((_, i) => rows[i].role === 'admin')!;
  return { admin, customers: actors.filter((a) => a !== admin) };
}

async function startReplica(
  env: Record<string, string>,
  logFile: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'main.js')], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const ready = () =>
    fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
  await waitFor(ready, 120_000, exited, () => readFileSync(logFile, 'utf8').slice(-2000), 200);
  return { url, child };
}

export async function startSoakStack(options: {
  serverUrl: string;
  scratchDir: string;
  customers: number;
  hoursValid: number;
}): Promise<SoakStack> {
  const database = await scratchDatabase(options.serverUrl);
  const mail = await startMailCatcher({ discard: true });
  const jwtSecret = randomBytes(32).toString('hex');
  const partIds = await seedParts(database.pool, 1_000_000_000, 60);
  const { admin, customers } = await seedAccounts(database, jwtSecret, options.customers, options.hoursValid);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
    SMTP_URL: mail.smtpUrl,
    CORS_ORIGINS: 'https://shop.example',
    SELLER_LEGAL_NAME: 'Soak Parts Ltd',
    SELLER_ADDRESS: '1 Soak Street | Springfield',
    SELLER_TAX_ID: 'SOAK-1',
    PAYMENT_PROVIDER: 'sandbox',
    // The proxy here and a load balancer in front of it, as in a deployment with TLS ahead of compose.
    TRUST_PROXY_HOPS: '2',
  };
  const replicas: { url: string; child: ChildProcess }[] = [];
  try {
    for (const n of [1, 2]) replicas.push(await startReplica(env, path.join(options.scratchDir, `api-${n}.log`)));
  } catch (error) {
    for (const r of replicas) r.child.kill('SIGTERM');
    await mail.close();
    await database.drop();
    throw error;
  }
  const proxy = await startApiProxy(replicas.map((r) => r.url));
  return {
    url: proxy.url,
    database,
    partIds,
    admin,
    customers,
    password,
    processes: () =>
      new Map([
        ['api-1', replicas[0].child.pid!],
        ['api-2', replicas[1].child.pid!],
        ['nginx', proxy.pid()],
      ]),
    async stop() {
      await proxy.stop();
      await Promise.all(
        replicas.map(
          (r) =>
            new Promise<void>((resolve) => {
              if (r.child.exitCode !== null) return resolve();
              r.child.once('exit', () => resolve());
              r.child.kill('SIGTERM');
            }),
        ),
      );
      await mail.close();
      await database.drop();
    },
  };
}

/** Resident memory of a process and its children (nginx's workers), from /proc. */
export function residentBytes(pid: number): number {
  const own = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children file: none counted
  }
  return Number(own?.[1] ?? 0) * 1024 + children.reduce((sum, child) => sum + residentBytes(child), 0);
}
