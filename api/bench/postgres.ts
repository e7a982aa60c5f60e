import { JwtService } from '@nestjs/jwt';
import { Pool } from 'pg';
import { TokenService } from '../src/access/token.service';
import { demoDefaults } from '../src/config/app-config';
import { openDatabase } from '../src/database/database';
import { createScratchPostgres } from '../test/scratch-postgres';

export interface ScratchDatabase {
  url: string;
  /** The database's name (its backends are the ones the CPU meter counts). */
  name: string;
  pool: Pool;
  drop(): Promise<void>;
}

/** A new, migrated database on the PostgreSQL server of `serverUrl`, dropped again by `drop()`. */
export async function scratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const scratch = await createScratchPostgres(serverUrl, 'phoneparts_bench', { durableCommits: true });
  const migrated = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrated.close();
  // Named so the CPU meter leaves the benchmark's own connections out (cpu.ts).
  const pool = new Pool({ connectionString: scratch.url, max: 10, application_name: 'bench-meter' });
  return {
    url: scratch.url,
    name: new URL(scratch.url).pathname.slice(1),
    pool,
    async drop() {
      await pool.end();
      await scratch.drop();
    },
  };
}

interface AccountRow {
  id: string;
  email: string;
  role: 'admin' | null;
  token_version: number;
}

const tokens = new TokenService(new JwtService({ secret: demoDefaults.jwtSecret, signOptions: { expiresIn: '2h' } }));

/** The bearer header of an account, signed as the API in development mode signs it. */
function bearerHeader(account: AccountRow): Record<string, string> {
  const token = tokens.issue({
    id: account.id,
    email: account.email,
    role: account.role,
    tokenVersion: account.token_version,
  });
  return { authorization: `Bearer ${token}` };
}

/** A signed-in account's bearer header. */
export async function bearerFor(pool: Pool, email: string, role: 'admin' | null): Promise<Record<string, string>> {
  const { rows } = await pool.query<AccountRow>(
    `insert into users (email, display_name, role, email_verified) values ($1, 'Bench', $2, true)
     on conflict (email) do update set role = excluded.role returning id, email, role, token_version`,
    [email, role],
  );
  return bearerHeader(rows[0]);
}

/**
 * `count` signed-in customers (`prefix-1@load.example` …) and their bearer headers. Load that stands for
 * many shoppers must come from many accounts: one account is held to a few unpaid orders and a few
 * orders a minute, as a real customer is.
 */
export async function customerBearers(pool: Pool, prefix: string, count: number): Promise<Record<string, string>[]> {
  const { rows } = await pool.query<AccountRow>(
    `insert into users (email, display_name, role, email_verified)
     select $1 || '-' || g || '@load.example', 'Bench', null, true from generate_series(1, $2) g
     returning id, email, role, token_version`,
    [prefix, count],
  );
  return rows.map(bearerHeader);
}
