import { Injectable } from '@nestjs/common';
import type { OrderStatus } from '@phoneparts/contracts';
import type { Tx } from '../database/database';
import { canTransition } from './order-state-machine';
import type { OrderRow } from './order-row';
import { OrdersRepository, StatusColumns } from './orders.repository';

/** Who moved the order (null: the system, e.g. a payment provider's webhook or the hold expiry). */
export type TransitionActor = { userId: string; email: string } | null;

export interface TransitionRequest {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: TransitionActor;
  note?: string;
  set?: StatusColumns;
}

/**
 * Every status change of an order: checked against the state machine, applied with a conditional
 * update inside the caller's transaction, recorded as one history entry.
 */
@Injectable()
export class OrderTransitions {
  constructor(private readonly orders: OrdersRepository) {}

  /**
   * Null (and no history) when the order is not in `from` any more: a concurrent or repeated call won.
   * A transition the state machine does not allow is a programming error and throws.
   */
  async apply(tx: Tx, request: TransitionRequest): Promise<OrderRow | null> {
    const { orderId, from, to, by, note, set } = request;
    if (!canTransition(from, to)) throw new Error(`Order transition ${from} → ${to} is not allowed`);
    const updated = await this.orders.updateStatus(tx, orderId, from, to, set);
    if (updated) await this.record(tx, { orderId, from, to, by, note });
    return updated;
  }

  /** One history row; also used for the creation of an order (from = null) and for refunds (from = to). */
  record(
    tx: Tx,
    entry: { orderId: string; from: OrderStatus | null; to: OrderStatus; by: TransitionActor; note?: string },
  ): Promise<void> {
    return this.orders.insertHistory(tx, {
      orderId: entry.orderId,
      from: entry.from,
      to: entry.to,
      byUserId: entry.by?.userId ?? null,
      byEmail: entry.by?.email ?? null,
      note: entry.note ?? null,
    });
  }
}
