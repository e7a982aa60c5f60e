import { Injectable } from '@nestjs/common';
import { and, count, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../database/database';
import { orderHistory, orderLines, orders } from '../database/schema';
import type { OrderRow } from './order-row';
import type { HistoryEntry } from './orders.repository';

/** A line to write with a new order. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** A customer's unpaid orders that still hold stock. */
const heldBy = (userId: string) =>
  and(eq(orders.userId, userId), eq(orders.status, 'placed'), gt(orders.heldUntil, sql`now()`));

/** The orders module's statements of placing an order, each inside the placing transaction. */
@Injectable()
export class OrderPlacementRepository {
  /**
   * Serialises one customer's order placements until the transaction ends (an advisory lock on the
   * customer's id), so two simultaneous orders cannot both slip under the unpaid-order limit. The
   * placement's first statement: every later one sees what the customer's earlier placements committed.
   */
  async lockCustomer(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unpaid-orders:${userId}`}, 0))`);
  }

  /**
   * A new order with its lines and its first history entry, in one statement of this module's own
   * tables (the caller chose the id so the lines and the history can name it; the foreign keys are
   * checked at the statement's end, when the order row exists). Also answers how many other unpaid
   * orders of the customer hold stock, as this statement's snapshot sees them: taken after
   * `lockCustomer`, it sees every order the customer's earlier placements committed.
   */
  async insertWithLines(
    tx: Tx,
    values: typeof orders.$inferInsert & { id: string; userId: string },
    lines: NewOrderLine[],
    history: Omit<HistoryEntry, 'orderId'>,
  ): Promise<{ order: OrderRow; othersHeld: number }> {
    const linesWritten = tx.$with('lines_written').as(
      tx
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: values.id })))
        .returning({ position: orderLines.position }),
    );
    const firstEntry = tx.$with('first_entry').as(
      tx
        .insert(orderHistory)
        .values({
          orderId: values.id,
          fromStatus: history.from,
          toStatus: history.to,
          byUserId: history.byUserId,
          byEmail: history.byEmail,
          note: history.note,
        })
        .returning({ id: orderHistory.id }),
    );
    const othersHeld = sql<number>`(select count(*) from ${orders} where ${and(heldBy(values.userId), ne(orders.id, values.id))})`;
    const [{ othersHeld: n, ...order }] = await tx
      .with(linesWritten, firstEntry)
      .insert(orders)
      .values(values)
      .returning({ ...getTableColumns(orders), othersHeld: othersHeld.mapWith(Number) });
    return { order, othersHeld: n };
  }

  /** Unpaid orders of a customer that still hold stock. */
  async countHeldBy(tx: Tx, userId: string): Promise<number> {
    const [{ n }] = await tx.select({ n: count() }).from(orders).where(heldBy(userId));
    return n;
  }
}
