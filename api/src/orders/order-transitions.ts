import type { OrderStatus } from '@phoneparts/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../database/database';
import { orderHistory, orders } from '../database/schema';
import { canTransition } from './order-state-machine';
import type { OrderRow } from './order-row';

/** Who moved the order (null: the system, e.g. a payment provider's webhook). */
export type TransitionActor = { userId: string; email: string } | null;

/** Columns a transition may set along with the status (e.g. the transaction id on payment). */
export type TransitionColumns = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>>;

export interface TransitionRequest {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: TransitionActor;
  note?: string;
  set?: TransitionColumns;
}

/**
 * Moves an order from `from` to `to` inside the caller's transaction and records one history entry.
 * The update is conditional on the current status, so the database decides between concurrent or
 * repeated calls: only the first one changes the row; the others get null and change nothing.
 * A transition the state machine does not allow is a programming error and throws.
 */
export async function applyTransition(tx: Tx, request: TransitionRequest): Promise<OrderRow | null> {
  const { orderId, from, to, by, note, set } = request;
  if (!canTransition(from, to)) throw new Error(`Order transition ${from} → ${to} is not allowed`);
  const [updated] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  if (!updated) return null;
  await recordHistory(tx, { orderId, from, to, by, note });
  return updated;
}

/** One history row; also used for the creation of an order (from = null). */
export async function recordHistory(
  tx: Tx,
  entry: { orderId: string; from: OrderStatus | null; to: OrderStatus; by: TransitionActor; note?: string },
): Promise<void> {
  await tx.insert(orderHistory).values({
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    byUserId: entry.by?.userId ?? null,
    byEmail: entry.by?.email ?? null,
    note: entry.note ?? null,
  });
}
