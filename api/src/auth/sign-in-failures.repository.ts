import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { signInFailures } from '../database/schema';
import type { Executor } from '../users/users.repository';

/** How a key is slowed: `free` failures cost nothing, then each waits `baseMs` doubled per failure, at most `maxMs`. */
export interface DelayRule {
  free: number;
  baseMs: number;
  maxMs: number;
  /** Failures stop counting this long after the last one. */
  forgetMs: number;
}

export interface FailureCount {
  failures: number;
  /** True when the key was still waiting: nothing was counted. */
  refused: boolean;
  /** Milliseconds until the key may try again (0: now). */
  waitMs: number;
}

/**
 * The sign-in throttle's counters (one row per key, shared by every API replica). Counting is one
 * atomic upsert that also decides whether the attempt may go ahead, so parallel guesses cannot slip
 * through the same gap.
 */
@Injectable()
export class SignInFailuresRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Counts one failure against `key` and sets when it may try next: after the n-th failure, no wait
   * while n < free, then baseMs·2^(n−free). With `refuseWhileWaiting` (an attempt counted before the
   * password is checked), a key still waiting is `refused` and nothing is counted; without it (a
   * failure already made), the failure counts and the wait grows.
   */
  async count(key: string, rule: DelayRule, refuseWhileWaiting: boolean): Promise<FailureCount> {
    const f = signInFailures;
    const delayAfter = (failures: unknown) =>
      sql`now() + (case when ${failures} < ${rule.free}::int then 0
        else least(${rule.maxMs}::float8, ${rule.baseMs}::float8 * power(2, least(${failures} - ${rule.free}::int, 40)))
        end) * interval '1 millisecond'`;
    const stale = sql`${f.forgetAt} <= now()`;
    const waiting = refuseWhileWaiting ? sql`(not ${stale} and ${f.nextAttemptAt} > now())` : sql`false`;
    const forgetAt = sql`now() + ${rule.forgetMs}::float8 * interval '1 millisecond'`;
    const [row] = await this.db
      .insert(f)
      .values({ key, failures: 1, nextAttemptAt: delayAfter(sql`1`), forgetAt, refused: false })
      .onConflictDoUpdate({
        target: f.key,
        set: {
          refused: waiting,
          failures: sql`case when ${stale} then 1 when ${waiting} then ${f.failures} else least(${f.failures} + 1, 1000000) end`,
          nextAttemptAt: sql`case when ${stale} then ${delayAfter(sql`1`)} when ${waiting} then ${f.nextAttemptAt}
            else ${delayAfter(sql`${f.failures} + 1`)} end`,
          forgetAt: sql`case when ${waiting} then ${f.forgetAt} else ${forgetAt} end`,
        },
      })
      .returning({
        failures: f.failures,
        refused: f.refused,
        waitMs: sql<number>`ceil(greatest(0, extract(epoch from (${f.nextAttemptAt} - now())) * 1000))::int`,
      });
    return { failures: row.failures, refused: row.refused, waitMs: Number(row.waitMs) };
  }

  /** Milliseconds `key` must still wait (0 when it may try now); counts nothing. */
  async waitOf(key: string): Promise<number> {
    const [row] = await this.db
      .select({
        waitMs: sql<number>`ceil(greatest(0, extract(epoch from (${signInFailures.nextAttemptAt} - now())) * 1000))::int`,
      })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.forgetAt, sql`now()`)));
    return row ? Number(row.waitMs) : 0;
  }

  /** Forgets `key`, and every key starting with `prefix` when given (all of an account's addresses). */
  async forget(key: string, prefix?: string, ex: Executor = this.db): Promise<void> {
    await ex
      .delete(signInFailures)
      .where(or(eq(signInFailures.key, key), prefix ? sql`starts_with(${signInFailures.key}, ${prefix})` : undefined));
  }

  /** Deletes rows whose failures no longer count. */
  async deleteForgotten(): Promise<void> {
    await this.db.delete(signInFailures).where(lt(signInFailures.forgetAt, sql`now()`));
  }
}
