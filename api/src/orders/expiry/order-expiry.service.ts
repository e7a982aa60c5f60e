import { Injectable, Logger } from '@nestjs/common';
import { OrderPaymentsService } from '../order-payments.service';
import { OrderPaymentsRepository } from '../order-payments.repository';
import { OrderExpiryRepository } from './order-expiry.repository';
import { UnpaidOrderCloser } from '../unpaid-order-closer';

/** What one sweep did (for logs and tests). */
export interface SweepResult {
  expired: number;
  /** Due orders the provider reported paid: they became paid instead of expiring. */
  paid: number;
  /** Due orders another replica, a cancel or a payment had in hand, or whose provider was unreachable (next sweep). */
  skipped: number;
}

/**
 * Ends the stock hold of unpaid orders (docs/architecture.md#52-stock-holds). The database is the source of
 * truth: due = `placed` with `held_until` passed. Each order is voided at the provider, then closed on
 * its row lock taken with SKIP LOCKED, so several replicas sweeping at once share the work and the
 * stock of each order comes back exactly once (the status change is conditional).
 */
@Injectable()
export class OrderExpiryService {
  private readonly logger = new Logger(OrderExpiryService.name);

  constructor(
    private readonly orders: OrderExpiryRepository,
    private readonly orderPayments: OrderPaymentsRepository,
    private readonly payments: OrderPaymentsService,
    private readonly closer: UnpaidOrderCloser,
  ) {}

  /**
   * Asks the provider about every unpaid order's intent and records those it says succeeded. Run when
   * a replica starts: a card charged just before a crash (its webhook refused, the customer's tab gone)
   * is recorded now, not when the hold expires. Answers how many orders it found paid.
   */
  async reconcileOpenIntents(batch = 500): Promise<number> {
    let paid = 0;
    for (const order of await this.orderPayments.placedWithIntent(batch)) {
      try {
        const intent = await this.payments.retrieveIntentOf(order);
        if (intent?.status !== 'succeeded') continue;
        const settled = await this.payments.settleSucceeded(
          intent,
          `${intent.id} found succeeded when the shop started (its confirmation was missed)`,
        );
        if (settled === 'paid') paid++;
      } catch (error) {
        // The provider is unreachable: the webhook's redelivery or the hold's expiry still catches it.
        this.logger.error(`Could not reconcile order ${order.id}: ${(error as Error).message}`);
      }
    }
    if (paid) this.logger.log(`Start-up reconciliation: ${paid} orders found paid`);
    return paid;
  }

  /** `at` is the sweep's clock (now in production; tests move it forward instead of waiting). */
  async sweep(at: Date = new Date(), batch = 100): Promise<SweepResult> {
    const result: SweepResult = { expired: 0, paid: 0, skipped: 0 };
    for (const order of await this.orders.findDueForExpiry(at, batch)) {
      try {
        if ((await this.payments.voidIntent(order)) === 'paid') {
          result.paid++;
          continue;
        }
        const closed = await this.closer.close(
          order.id,
          order.paymentIntentId,
          null,
          'system: the stock hold expired unpaid',
          { kind: 'expire', dueAt: at },
        );
        if (closed) result.expired++;
        else result.skipped++;
      } catch (error) {
        // Most likely the provider is unreachable: the order stays placed and the next sweep tries again.
        result.skipped++;
        this.logger.error(`Could not expire order ${order.id}: ${(error as Error).message}`);
      }
    }
    if (result.expired || result.paid)
      this.logger.log(`Expiry sweep: ${result.expired} expired, ${result.paid} found paid, ${result.skipped} skipped`);
    return result;
  }
}
