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
  constructor(@Inject(DB) private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<HitCount> {
    const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const expired = sql`${rateLimitHits.windowEndsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, hits: 1, windowEndsAt: windowEnd })
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
      });
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
