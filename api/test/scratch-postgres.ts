import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ScratchPostgres {
  url: string;
  name: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, named `<prefix>_<random>`, for one test file
 * or one benchmark run (the test harness, the two-replica test and the benchmarks all use it): empty, or
 * a copy of the database named `template` (which must have no open connection meanwhile).
 */
export async function createScratchPostgres(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
