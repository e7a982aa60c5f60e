import { Inject, Injectable } from '@nestjs/common';
import type { OrderStatus } from '@phoneparts/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { orderHistory, orderLines, orders } from '../database/schema';
import type { OrderLineRow, OrderRow } from './order-row';

export type { OrderLineRow };

/** Columns a status change may set along with the status (e.g. the transaction id on payment). */
export type StatusColumns = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>>;

export interface HistoryEntry {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  byUserId: string | null;
  byEmail: string | null;
  note: string | null;
}

/**
 * One order's life after placement: reading it with its lines and history, locking it, moving its
 * status and recording who did. Methods take an optional transaction so services can compose them.
 * Placement, lists and statistics, payments and expiry have their own repositories beside this one.
 */
@Injectable()
export class OrdersRepository {
  /** An order and its history, read on every order page: named prepared statements, built once. */
  private readonly prepared;

  constructor(@Inject(DB) private readonly db: Database) {
    const id = sql.placeholder('id');
    this.prepared = {
      byId: db.select().from(orders).where(eq(orders.id, id)).limit(1).prepare('order_by_id'),
      history: db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, id))
        .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id))
        .prepare('order_history'),
    };
  }

  async findById(id: string): Promise<OrderRow | null> {
    const [row] = await this.prepared.byId.execute({ id });
    return row ?? null;
  }

  /** Locks the order row until the transaction ends, so its status cannot change underneath. */
  async findByIdForUpdate(tx: Tx, id: string): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row ?? null;
  }

  /** The lines of these orders, each order's in line order. */
  linesOf(orderIds: string[], ex: Tx | Database = this.db): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return ex
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  }

  /**
   * Moves an order from `from` to `to`. Conditional on the current status, so the database decides
   * between concurrent or repeated calls: only the first one changes the row; the others get null.
   */
  async updateStatus(
    tx: Tx,
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    set: StatusColumns = {},
  ): Promise<OrderRow | null> {
    const [updated] = await tx
      .update(orders)
      .set({ ...set, status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning();
    return updated ?? null;
  }

  /** An order's history, oldest first (an order has a handful of entries: no paging needed). */
  historyOf(orderId: string) {
    return this.prepared.history.execute({ id: orderId });
  }

  async insertHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
    await tx.insert(orderHistory).values({
      orderId: entry.orderId,
      fromStatus: entry.from,
      toStatus: entry.to,
      byUserId: entry.byUserId,
      byEmail: entry.byEmail,
      note: entry.note,
    });
  }

  /** The unpaid orders of one account (its deletion closes them first). */
  openOfCustomer(userId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'placed')));
  }
}
