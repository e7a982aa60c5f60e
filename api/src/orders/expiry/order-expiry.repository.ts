import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../database/database';
import { DB } from '../../database/database.module';
import { orders } from '../../database/schema';
import type { OrderRow } from '../order-row';

/** The expiry sweep's reads: unpaid orders whose stock hold ran out. */
@Injectable()
export class OrderExpiryRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Unpaid orders whose hold ended by `at`, oldest first (read without locks: the sweep locks each one). */
  findDueForExpiry(at: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'placed'), lte(orders.heldUntil, at)))
      .orderBy(asc(orders.heldUntil))
      .limit(limit);
  }

  /**
   * Locks an order that is still unpaid and due at `at`, skipping it if another transaction (another
   * replica's sweep, a cancel, a payment) holds it: that one decides, this sweep moves on.
   */
  async lockIfDue(tx: Tx, id: string, at: Date): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.status, 'placed'), lte(orders.heldUntil, at)))
      .for('update', { skipLocked: true });
    return row ?? null;
  }
}
