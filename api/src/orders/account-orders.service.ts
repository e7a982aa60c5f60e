import { Injectable } from '@nestjs/common';
import { OrderPaymentsService } from './order-payments.service';
import { OrdersRepository } from './orders.repository';
import { UnpaidOrderCloser } from './unpaid-order-closer';

/**
 * Before an account is deleted, its unpaid orders are closed as a cancel would: each payment intent
 * voided at the provider first, so no card can pay an order whose customer is about to be forgotten.
 * An intent the provider says was paid meanwhile makes its order paid instead (the deletion then waits
 * for the shipment). A payment that still lands later finds a cancelled order and is refunded.
 */
@Injectable()
export class AccountOrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly payments: OrderPaymentsService,
    private readonly closer: UnpaidOrderCloser,
  ) {}

  /** Throws (502) when the provider cannot be reached: nothing is deleted then. */
  async closeOpenOrders(userId: string): Promise<void> {
    for (const order of await this.orders.openOfCustomer(userId)) {
      if ((await this.payments.callProvider(() => this.payments.voidIntent(order))) === 'paid') continue;
      await this.closer.close(order.id, order.paymentIntentId, null, 'system: the account was deleted', {
        kind: 'cancel',
      });
    }
  }
}
