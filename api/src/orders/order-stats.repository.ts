import { Inject, Injectable } from '@nestjs/common';
import { orderStatuses, type OrderStatus } from '@phoneparts/contracts';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { orderStats } from '../database/schema';

export interface OrdersPerDay {
  /** Today in the time zone asked for, YYYY-MM-DD. */
  today: string;
  /** Only the days that have orders. */
  days: { day: string; orders: number; revenueCents: number }[];
}

/**
 * Counts and revenue of orders, read from the order statistics the database keeps as orders are
 * written (a few rows per day, however many orders there are).
 */
@Injectable()
export class OrderStatsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** How many orders have each status, all time. */
  async countByStatus(): Promise<{ status: OrderStatus; count: number }[]> {
    const sum = (column: (typeof orderStats)[OrderStatus]) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
    const [sums] = await this.db
      .select({
        placed: sum(orderStats.placed),
        paid: sum(orderStats.paid),
        shipped: sum(orderStats.shipped),
        cancelled: sum(orderStats.cancelled),
      })
      .from(orderStats);
    return orderStatuses.map((status) => ({ status, count: sums[status] }));
  }

  /** How many orders there are with `status` (all of them when undefined). */
  async countWithStatus(status: OrderStatus | undefined): Promise<number> {
    const counted = status === undefined ? orderStatuses.map((s) => orderStats[s]) : [orderStats[status]];
    const [{ n }] = await this.db
      .select({ n: sql<number>`coalesce(sum(${sql.join(counted, sql` + `)}), 0)`.mapWith(Number) })
      .from(orderStats);
    return n;
  }

  /**
   * Orders (cancelled ones not counted) and revenue (paid and shipped orders) per calendar day of
   * `timeZone`, for the last `days` days up to today, from the order statistics' quarter hours (a day
   * of any zone is a whole number of them). `timeZone` must be a validated zone name.
   */
  async perDay(days: number, timeZone: string): Promise<OrdersPerDay> {
    const localToday = sql`(now() at time zone ${timeZone})::date`;
    // The zone's days with their start and end instants (a zone conversion per day, not per row); each
    // then reads its range of buckets from the primary key.
    const localDays = sql`(
      select d::date as day, d at time zone ${timeZone} as starts, (d + interval '1 day') at time zone ${timeZone} as ends
      from generate_series((${localToday} - ${days - 1}::int)::timestamp, ${localToday}::timestamp, interval '1 day') d
    ) as local_days`;
    // Two statements side by side (separate pool connections; PGlite queues them).
    const [[{ today }], rows] = await Promise.all([
      this.db.select({ today: sql<string>`to_char(${localToday}, 'YYYY-MM-DD')` }).from(sql`(select 1) as one`),
      this.db
        .select({
          day: sql<string>`to_char(local_days.day, 'YYYY-MM-DD')`,
          orders: sql<number>`sum(${orderStats.placed} + ${orderStats.paid} + ${orderStats.shipped})`.mapWith(Number),
          revenueCents: sql<number>`sum(${orderStats.revenueCents})`.mapWith(Number),
        })
        .from(localDays)
        .innerJoin(
          orderStats,
          and(gte(orderStats.bucket, sql`local_days.starts`), lt(orderStats.bucket, sql`local_days.ends`)),
        )
        .groupBy(sql`local_days.day`),
    ]);
    return { today, days: rows };
  }
}
