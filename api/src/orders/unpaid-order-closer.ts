import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { PartStockService } from '../parts/part-stock.service';
import { OrderMails } from './mails/order-mails';
import { OrderPaymentsService } from './order-payments.service';
import { TransitionActor, OrderTransitions } from './order-transitions';
import type { OrderRow } from './order-row';
import { OrderExpiryRepository } from './expiry/order-expiry.repository';
import { OrdersRepository } from './orders.repository';

/** How to take the order's row: wait for it (a person cancels), or skip it when busy and only if due (the sweep). */
export type CloseMode = { kind: 'cancel' } | { kind: 'expire'; dueAt: Date };

/**
 * placed → cancelled with the stock back on the shelf, in one transaction on the locked order row:
 * whoever gets the row first (a cancel, a replica's sweep, a payment) decides, and the units come
 * back exactly once. Callers void the payment intent first (OrderPaymentsService.voidIntent).
 */
@Injectable()
export class UnpaidOrderCloser {
  private readonly logger = new Logger(UnpaidOrderCloser.name);

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly orders: OrdersRepository,
    private readonly expiry: OrderExpiryRepository,
    private readonly transitions: OrderTransitions,
    private readonly stock: PartStockService,
    private readonly payments: OrderPaymentsService,
    private readonly mails: OrderMails,
  ) {}

  /** The cancelled order, or null when it was no longer placed (or, for the sweep, not due or busy). */
  async close(
    orderId: string,
    voidedIntentId: string | null,
    by: TransitionActor,
    note: string | undefined,
    mode: CloseMode,
  ): Promise<OrderRow | null> {
    const closed = await this.db.transaction(async (tx) => {
      const order =
        mode.kind === 'expire'
          ? await this.expiry.lockIfDue(tx, orderId, mode.dueAt)
          : await this.orders.findByIdForUpdate(tx, orderId);
      if (!order || order.status !== 'placed') return null;
      const expired = mode.kind === 'expire';
      const cancelled = await this.transitions.apply(tx, {
        orderId,
        from: 'placed',
        to: 'cancelled',
        by,
        note,
        set: { heldUntil: null, ...(expired ? { expiredAt: new Date() } : {}) },
      });
      if (!cancelled) return null;
      // Every line's units go back (a line whose part was deleted since has nothing to restore).
      await this.stock.putBack(tx, await this.orders.linesOf([orderId], tx));
      await this.mails.queue(tx, expired ? 'order-expired' : 'order-cancelled', cancelled);
      return cancelled;
    });
    if (!closed) return null;
    this.stock.stockChanged();
    // An intent made while this was under way (after the caller voided the old one) is voided now;
    // should it have been paid already, the refund path pays it back.
    if (closed.paymentIntentId && closed.paymentIntentId !== voidedIntentId) {
      await this.payments
        .voidIntent(closed)
        .catch((error: Error) =>
          this.logger.error(`Could not void intent ${closed.paymentIntentId} of order ${orderId}: ${error.message}`),
        );
    }
    return closed;
  }
}
