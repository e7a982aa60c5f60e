import { existsSync, readFileSync } from 'node:fs';
import type { Pool } from 'pg';

/** CPU time (user + system, µs) a process has used so far, from /proc; null where there is none. */
export function processCpuMicros(pid: number | undefined): number | null {
  const stat = `/proc/${pid}/stat`;
  if (!pid || !existsSync(stat)) return null;
  try {
    const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks of 10 ms
  } catch {
    return null; // ended meanwhile
  }
}

/** The server processes (backends) of the connections to `database`, but the measuring pool's own. */
async function backendsOf(pool: Pool, database: string): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = $1 and backend_type = 'client backend' and application_name <> 'bench-meter'`,
    [database],
  );
  return rows.map((r) => r.pid);
}

export interface CpuUse {
  /** The API process's CPU, µs (PGlite runs inside it). */
  api: number | null;
  /** The PostgreSQL backends serving the benchmark's database, µs (null without PostgreSQL). */
  postgres: number | null;
}

/**
 * Starts measuring the CPU the API process and the PostgreSQL backends of its database use; `stop()`
 * answers what they used since. PostgreSQL runs on this host (its backends' /proc is readable); a
 * backend that ends before `stop()` takes its share with it (the API's pool keeps its connections open
 * through a run). Background processes (WAL writer, checkpointer, autovacuum) are not counted.
 */
export async function startCpuMeter(
  apiPid: number | undefined,
  postgres?: { pool: Pool; database: string },
): Promise<{ stop(): Promise<CpuUse> }> {
  const apiBefore = processCpuMicros(apiPid);
  const backendsBefore = new Map<number, number>();
  if (postgres)
    for (const pid of await backendsOf(postgres.pool, postgres.database))
      backendsBefore.set(pid, processCpuMicros(pid) ?? 0);
  return {
    async stop() {
      const apiAfter = processCpuMicros(apiPid);
      const api = apiBefore !== null && apiAfter !== null ? apiAfter - apiBefore : null;
      if (!postgres) return { api, postgres: null };
      let used = 0;
      for (const pid of await backendsOf(postgres.pool, postgres.database))
        used += (processCpuMicros(pid) ?? 0) - (backendsBefore.get(pid) ?? 0);
      return { api, postgres: used };
    },
  };
}

/** µs per unit of work, for a note. */
export const perUnit = (micros: number | null, units: number) => (micros === null ? null : micros / units);
export const showMicros = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} µs`);
export const showMillis = (value: number | null) => (value === null ? 'n/a' : `${(value / 1000).toFixed(2)} ms`);
