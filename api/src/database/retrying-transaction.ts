import type { Database, Tx } from './database';
import { pgErrorCode } from './pg-errors';

/** PostgreSQL gave up on the transaction, not on the request: running it again is the cure. */
const retryable = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const maxAttempts = 5;

/**
 * Runs `work` in a transaction, again (from the start, with fresh reads) when PostgreSQL aborted it
 * for a serialization failure or a deadlock, so such a race is never a 5xx for the client. Errors of
 * the work itself (a refusal) end it at once.
 */
export async function retryingTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= maxAttempts || !retryable.has(pgErrorCode(error) ?? '')) throw error;
    }
  }
}
