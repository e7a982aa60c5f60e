import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/database/database';
import { createScratchPostgres } from './scratch-postgres';

/**
 * Every spec file used to run all migrations on its own empty database. Instead the migrations run once
 * per jest run into a template, and each spec file starts from a copy of it: a dumped PGlite data
 * directory, or a PostgreSQL database used as `CREATE DATABASE … TEMPLATE`. openDatabase still runs the
 * migrator on the copy, which finds every migration in its journal and applies nothing.
 */
export const templateEnv = {
  /** Path of the PGlite data directory dump (a tar file). */
  pglite: 'TEST_PGLITE_TEMPLATE_FILE',
  /** Name of the migrated template database on the server of DATABASE_URL. */
  postgres: 'TEST_POSTGRES_TEMPLATE_DB',
} as const;

export interface MigratedTemplate {
  /** The variable and value that tell openTestDatabase where the template is. */
  env: { name: string; value: string };
  remove(): Promise<void>;
}

export async function createPgliteTemplate(): Promise<MigratedTemplate> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(tmpdir(), `phoneparts-pglite-template-${randomBytes(6).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { env: { name: templateEnv.pglite, value: file }, remove: async () => rmSync(file, { force: true }) };
}

export async function createPostgresTemplate(serverUrl: string): Promise<MigratedTemplate> {
  const scratch = await createScratchPostgres(serverUrl, 'phoneparts_template');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  // A template must have no open connection while a copy is made.
  await handle.close();
  return { env: { name: templateEnv.postgres, value: scratch.name }, remove: scratch.drop };
}
