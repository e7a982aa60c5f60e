import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Core Web Vitals of sampled real visits (migration 0019): one row per visit, the page as its route
 * pattern and the metrics it reported, nothing about the visitor. Rows older than 8 days are swept
 * by the web-vitals repository as new ones arrive.
 */
export const webVitalVisits = pgTable(
  'web_vital_visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    page: text('page').notNull(),
    lcpMs: doublePrecision('lcp_ms'),
    inpMs: doublePrecision('inp_ms'),
    cls: doublePrecision('cls'),
    connection: text('connection'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('web_vital_visits_recorded_at_idx').on(table.recordedAt),
    check(
      'web_vital_visits_some_metric',
      sql`${table.lcpMs} is not null or ${table.inpMs} is not null or ${table.cls} is not null`,
    ),
  ],
);
