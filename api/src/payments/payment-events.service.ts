import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUuid } from '../common/http/id.pipe';
import { OrderPaymentsService } from '../orders/order-payments.service';
import { PaymentEventsRepository } from './payment-events.repository';
import { PAYMENT_PROVIDER, PaymentEvent, PaymentProvider } from '../payment-providers';

/** What became of an event: `duplicate` = already handled, nothing done this time. */
export type EventOutcome = 'paid' | 'refunded' | 'recorded' | 'duplicate' | 'ignored';

/**
 * Applies verified provider events once. The event id is claimed first; a succeeded payment then
 * makes its order paid, or — when the order was cancelled or expired — is refunded. If handling
 * fails (the provider cannot be reached for the refund), the claim is released and the provider's
 * redelivery tries again.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsRepository,
    private readonly orderPayments: OrderPaymentsService,
  ) {}

  async apply(event: PaymentEvent): Promise<EventOutcome> {
    if (event.type === 'ignored') return 'ignored';
    const orderId = event.intent.orderId && isUuid(event.intent.orderId) ? event.intent.orderId.toLowerCase() : null;
    if (!(await this.events.claim({ id: event.id, provider: this.provider.name, type: event.type, orderId })))
      return 'duplicate';
    if (event.type === 'payment_intent.payment_failed') {
      // The customer sees the card error in the browser; the order stays placed and payable.
      this.logger.log(
        `Payment ${event.intent.id} for order ${orderId} failed: ${event.failureMessage ?? 'no reason given'}`,
      );
      return 'recorded';
    }
    try {
      const settled = await this.orderPayments.settleSucceeded(
        { ...event.intent, orderId },
        `${this.provider.name} event ${event.id}: payment ${event.intent.id} succeeded`,
      );
      if (settled === 'not-this-order') {
        this.logger.warn(
          `Event ${event.id}: payment ${event.intent.id} does not pay order ${orderId} (unknown order, or other amount/currency)`,
        );
      }
      // Already paid (the customer's PATCH came first) changes nothing: recorded.
      return settled === 'paid' || settled === 'refunded' ? settled : 'recorded';
    } catch (error) {
      await this.events.release(event.id);
      throw error;
    }
  }
}
