import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { orders } from '../database/schema';
import type { OrderRow } from './order-row';

/** What the orders table records of an order's payment: its intent, and the refund of a late payment. */
@Injectable()
export class OrderPaymentsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Records the provider's intent for an order that can still be paid (placed, hold not over). False
   * when the order was cancelled or expired meanwhile: the caller then voids the intent it just made.
   */
  async recordIntent(orderId: string, intentId: string): Promise<boolean> {
    const updated = await this.db
      .update(orders)
      .set({ paymentIntentId: intentId, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'placed'), gt(orders.heldUntil, sql`now()`)))
      .returning({ id: orders.id });
    return updated.length > 0;
  }

  /** Unpaid orders with a payment intent, oldest first: a card may have been charged while no API ran. */
  placedWithIntent(limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'placed'), isNotNull(orders.paymentIntentId)))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  }

  /** Notes the refund of a late payment once; false when the order already has one. */
  async markRefunded(tx: Tx, orderId: string, refundId: string): Promise<boolean> {
    const updated = await tx
      .update(orders)
      .set({ refundId, refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), isNull(orders.refundId)))
      .returning({ id: orders.id });
    return updated.length > 0;
  }
}
