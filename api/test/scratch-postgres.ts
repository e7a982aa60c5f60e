import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ScratchPostgres {
  url: string;
  name: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

export interface ScratchOptions {
  /** Copy this database (which must have no open connection meanwhile) instead of starting empty. */
  template?: string;
  /**
   * Whether a commit waits until its WAL is on disk (PostgreSQL's default). Off for the tests: on this
   * machine's disk each commit's flush is milliseconds of waiting, and a test database is dropped at the
   * end anyway; what the specs observe is the same, since only a crash of the server would lose a
   * commit that had already answered. The benchmarks keep the default, to measure what production does.
   */
  durableCommits?: boolean;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, named `<prefix>_<random>`, for one test file
 * or one benchmark run (the test harness, the two-replica test and the benchmarks all use it): empty, or
 * a copy of `options.template`.
 */
export async function createScratchPostgres(
  serverUrl: string,
  prefix: string,
  options: ScratchOptions = {},
): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const { template, durableCommits = false } = options;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  // A database's settings apply to every session that connects to it later: the API under test, a
  // second replica, a psql the test opens.
  if (!durableCommits) await onServer(serverUrl, `alter database ${name} set synchronous_commit = off`);
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
