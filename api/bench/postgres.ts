import { JwtService } from '@nestjs/jwt';
import { Pool } from 'pg';
import { TokenService } from '../src/auth/access/token.service';
import { demoDefaults } from '../src/config/app-config';
import { openDatabase } from '../src/database/database';
import { createScratchPostgres } from '../test/scratch-postgres';

export interface ScratchDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/** A new, migrated database on the PostgreSQL server of `serverUrl`, dropped again by `drop()`. */
export async function scratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const scratch = await createScratchPostgres(serverUrl, 'phoneparts_bench');
  const migrated = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrated.close();
  const pool = new Pool({ connectionString: scratch.url, max: 10 });
  return {
    url: scratch.url,
    pool,
    async drop() {
      await pool.end();
      await scratch.drop();
    },
  };
}

/** A signed-in account's bearer header, signed as the API in development mode signs it. */
export async function bearerFor(pool: Pool, email: string, role: 'admin' | null): Promise<Record<string, string>> {
  const { rows } = await pool.query(
    `insert into users (email, display_name, role, email_verified) values ($1, 'Bench', $2, true)
     on conflict (email) do update set role = excluded.role returning id, email, role, token_version`,
    [email, role],
  );
  const tokens = new TokenService(new JwtService({ secret: demoDefaults.jwtSecret, signOptions: { expiresIn: '2h' } }));
  const token = tokens.issue({
    id: rows[0].id,
    email: rows[0].email,
    role: rows[0].role,
    tokenVersion: rows[0].token_version,
  });
  return { authorization: `Bearer ${token}` };
}
