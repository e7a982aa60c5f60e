import { Inject, Injectable } from '@nestjs/common';
import { asc, gt, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { webVitalVisits } from '../database/schema';

export type NewWebVitalVisit = Omit<typeof webVitalVisits.$inferInsert, 'id' | 'recordedAt'>;

/** One page's 75th percentiles over a window; a null percentile means no visit reported that metric. */
export interface PageP75Row {
  page: string;
  lcpP75: number | null;
  lcpSamples: number;
  inpP75: number | null;
  inpSamples: number;
  clsP75: number | null;
  clsSamples: number;
}

/** percentile_cont skips nulls and count(column) counts non-nulls: each metric over the visits that reported it. */
const p75 = (column: AnyPgColumn) => sql<number | null>`percentile_cont(0.75) within group (order by ${column})`;
const samples = (column: AnyPgColumn) => sql<number>`count(${column})::int`;

@Injectable()
export class WebVitalsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(visit: NewWebVitalVisit): Promise<void> {
    await this.db.insert(webVitalVisits).values(visit);
  }

  /** p75 and sample count of each metric per page, over the visits recorded in the last `days` days. */
  async p75PerPage(days: number): Promise<PageP75Row[]> {
    const rows = await this.db
      .select({
        page: webVitalVisits.page,
        lcpP75: p75(webVitalVisits.lcpMs),
        lcpSamples: samples(webVitalVisits.lcpMs),
        inpP75: p75(webVitalVisits.inpMs),
        inpSamples: samples(webVitalVisits.inpMs),
        clsP75: p75(webVitalVisits.cls),
        clsSamples: samples(webVitalVisits.cls),
      })
      .from(webVitalVisits)
      .where(gt(webVitalVisits.recordedAt, sql`now() - make_interval(days => ${days})`))
      .groupBy(webVitalVisits.page)
      .orderBy(asc(webVitalVisits.page));
    // node-postgres hands double precision over as numbers already; PGlite too. Number() keeps both honest.
    const orNull = (value: number | null) => (value === null ? null : Number(value));
    return rows.map((row) => ({
      ...row,
      lcpP75: orNull(row.lcpP75),
      inpP75: orNull(row.inpP75),
      clsP75: orNull(row.clsP75),
    }));
  }

  /** Deletes the visits recorded more than `days` days ago. */
  async deleteOlderThan(days: number): Promise<void> {
    await this.db
      .delete(webVitalVisits)
      .where(lt(webVitalVisits.recordedAt, sql`now() - make_interval(days => ${days})`));
  }
}
