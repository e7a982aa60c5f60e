import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUuid } from '../common/http/id.pipe';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { paymentEvents } from '../database/schema';
import { applyTransition } from '../orders/order-transitions';
import { OrdersRepository } from '../orders/orders.repository';
import { intentPaysFor } from './payment-checks';
import { PAYMENT_PROVIDER, PaymentEvent, PaymentProvider } from './payment-provider';

/** What became of an event: `duplicate` = already processed, nothing done this time. */
export type EventOutcome = 'paid' | 'recorded' | 'duplicate' | 'ignored';

/**
 * Applies verified provider events. The event id goes into `payment_events` (primary key) in the
 * same transaction as the order's transition, so a redelivered event, or two copies arriving at the
 * same moment, change the order once: the second insert waits for the first transaction and then
 * finds the id taken. If the transition fails, the event is not recorded and the provider retries.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrdersRepository,
  ) {}

  async apply(event: PaymentEvent): Promise<EventOutcome> {
    if (event.type === 'ignored') return 'ignored';
    const orderId = event.intent.orderId && isUuid(event.intent.orderId) ? event.intent.orderId.toLowerCase() : null;
    return this.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({ id: event.id, provider: this.provider.name, type: event.type, orderId })
        .onConflictDoNothing({ target: paymentEvents.id })
        .returning({ id: paymentEvents.id });
      if (!recorded) return 'duplicate';
      if (event.type === 'payment_intent.payment_failed') {
        // The customer sees the card error in the browser; the order stays placed and payable.
        this.logger.log(`Payment ${event.intent.id} for order ${orderId} failed: ${event.failureMessage ?? 'no reason given'}`);
        return 'recorded';
      }
      const order = orderId ? await this.orders.findById(orderId, tx) : null;
      if (!order || !intentPaysFor(event.intent, order)) {
        this.logger.warn(`Event ${event.id}: payment ${event.intent.id} does not pay order ${orderId} (unknown order, or other amount/currency)`);
        return 'recorded';
      }
      const paid = await applyTransition(tx, {
        orderId: order.id,
        from: 'placed',
        to: 'paid',
        by: null,
        note: `${this.provider.name} event ${event.id}: payment ${event.intent.id} succeeded`,
        set: { transactionId: event.intent.id, paymentIntentId: event.intent.id },
      });
      if (paid) return 'paid';
      // Already paid with this intent (the customer's PATCH came first) is the normal case; anything
      // else means money arrived for an order that cannot take it.
      const current = await this.orders.findById(order.id, tx);
      if (current?.paymentIntentId !== event.intent.id) {
        this.logger.warn(`Payment ${event.intent.id} succeeded for order ${order.id}, which is ${current?.status}: refund it in the provider's dashboard`);
      }
      return 'recorded';
    });
  }
}
