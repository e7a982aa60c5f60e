import { Inject, Injectable } from '@nestjs/common';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { retryingTransaction } from '../database/retrying-transaction';
import type { DomainEvent } from './domain-events';
import { EventBus } from './event-bus';

export interface TransactionOptions {
  /** Run the work again from the start when PostgreSQL aborts it for a serialization failure or a deadlock. */
  retry?: boolean;
  /**
   * Join this transaction (opened by `run`) instead of opening one: the work's events then wait for
   * the outer transaction's commit, like the rest of its writes.
   */
  within?: Tx;
}

/**
 * The transactions whose work publishes domain events (`EventBus.publish(event, tx)`). Each attempt
 * collects its own events: an attempt that rolls back (and is retried, or fails the request) delivers
 * none; the attempt that commits delivers each of its events once, after the commit, before `run`
 * answers. On PGlite's single connection as on a PostgreSQL pool: delivery waits for the driver's
 * COMMIT to have answered.
 */
@Injectable()
export class Transactions {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly events: EventBus,
  ) {}

  async run<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (options.within) {
      if (!this.events.isTracked(options.within)) throw new Error('Joined a transaction not opened by Transactions');
      return work(options.within);
    }
    let committed: DomainEvent[] = [];
    const attempt = async (tx: Tx) => {
      const events = this.events.track(tx);
      const result = await work(tx);
      committed = events;
      return result;
    };
    // A COMMIT that fails (a deferred constraint, a serialization failure) throws here: nothing delivered.
    const result = await (options.retry ? retryingTransaction(this.db, attempt) : this.db.transaction(attempt));
    this.events.deliver(committed);
    return result;
  }
}
