import { sql } from 'drizzle-orm';
import type { Database } from '../src/database/database';

/**
 * What "the database did not change" means to the fuzzing and attack specs: the row count of every
 * table, the stock on the shelf, the units in orders per status, and the latest `updated_at` of every
 * table that has one (an UPDATE without a new row shows there). Rate-limit counters are left out on
 * purpose: counting a refused request is their job.
 */
export async function snapshotDatabase(db: Database): Promise<Record<string, unknown>> {
  const tables = await rows<{ table_name: string; has_updated_at: boolean }>(
    db,
    sql`select t.table_name,
               exists (select 1 from information_schema.columns c
                       where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'updated_at') as has_updated_at
        from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name not like 'rate_limit%'
        order by t.table_name`,
  );
  const snapshot: Record<string, unknown> = {};
  for (const { table_name: table, has_updated_at: hasUpdatedAt } of tables) {
    const [counts] = await rows<{ n: string; latest: unknown }>(
      db,
      sql.raw(
        `select count(*)::text as n, ${hasUpdatedAt ? 'max(updated_at)::text' : 'null'} as latest from "${table}"`,
      ),
    );
    snapshot[table] = hasUpdatedAt ? `${counts.n} rows, latest update ${counts.latest}` : `${counts.n} rows`;
  }
  const [stock] = await rows<{ units: string }>(
    db,
    sql`select coalesce(sum(available_quantity), 0)::text as units from parts`,
  );
  snapshot['stock on the shelf'] = stock.units;
  const ordered = await rows<{ status: string; units: string }>(
    db,
    sql`select o.status, sum(l.quantity)::text as units from orders o join order_lines l on l.order_id = o.id group by o.status order by o.status`,
  );
  snapshot['units in orders'] = Object.fromEntries(ordered.map((o) => [o.status, o.units]));
  return snapshot;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
