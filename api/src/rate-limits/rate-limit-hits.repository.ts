import { Inject, Injectable } from '@nestjs/common';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { rateLimitHits } from '../database/schema';

export interface HitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across API replicas. Each hit is one atomic
 * upsert: concurrent requests on any replica each get a distinct count, and a window that has passed
 * starts again at 1 in the same statement.
 */
@Injectable()
export class RateLimitHitsRepository {
  /** Built once and sent as a named prepared statement: rate-limited routes (placing an order) run it on each call. */
  private readonly counted;

  constructor(@Inject(DB) private readonly db: Database) {
    const windowEnd = sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`;
    const expired = sql`${rateLimitHits.windowEndsAt} <= now()`;
    this.counted = db
      .insert(rateLimitHits)
      .values({ key: sql.placeholder('key'), hits: 1, windowEndsAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else least(${rateLimitHits.hits} + 1, 1000000000) end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        resetInMs: sql<number>`ceil(greatest(0, extract(epoch from (${rateLimitHits.windowEndsAt} - now())) * 1000))::int`,
      })
      .prepare('rate_limit_hit');
  }

  async hit(key: string, windowMs: number): Promise<HitCount> {
    const [row] = await this.counted.execute({ key, windowMs });
    return { hits: row.hits, resetInMs: Number(row.resetInMs) };
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }

  /** Deletes counters whose window ended more than an hour ago. */
  async deleteStale(): Promise<void> {
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 hour'`));
  }
}
