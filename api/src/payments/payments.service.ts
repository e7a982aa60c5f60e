import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { apiMessages, type PaymentIntentResponse } from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import { toDollars } from '../common/money';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrderPaymentsService } from '../orders/order-payments.service';
import { OrderPaymentsRepository } from '../orders/order-payments.repository';
import { OrdersService } from '../orders/orders.service';
import {
  intentIdempotencyKey,
  orderAmountCents,
  PAYMENT_PROVIDER,
  PaymentProvider,
  providerCurrency,
} from '../payment-providers';

/**
 * Starting a payment: an intent for the amount the database says (docs/architecture.md#51-money), recorded on the
 * order so a cancel or the expiry can void it. Owner checks are the orders module's (`findOwned`:
 * 404 for an unknown or cancelled order, 403 for someone else's).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrdersService,
    private readonly ordersRepository: OrderPaymentsRepository,
    private readonly orderPayments: OrderPaymentsService,
  ) {}

  /** Asking again for the same order answers the same intent (idempotency key = order + amount). */
  async createIntent(caller: AuthUser, orderId: string): Promise<PaymentIntentResponse> {
    const order = await this.orders.findOwned(caller, orderId);
    if (order.status !== 'placed') throw new ConflictException(apiMessages.orderNotPayable);
    const amountCents = orderAmountCents(order);
    const intent = await this.orderPayments.callProvider(() =>
      this.provider.createIntent({
        orderId: order.id,
        amountCents,
        currency: providerCurrency(this.config.shop.currency),
        idempotencyKey: intentIdempotencyKey(order.id, amountCents),
      }),
    );
    // Cancelled or expired while the intent was being made: void it before anyone can pay it.
    if (!(await this.ordersRepository.recordIntent(order.id, intent.id))) {
      await this.provider
        .cancelIntent(intent.id)
        .catch((error: Error) => this.logger.error(`Could not void intent ${intent.id}: ${error.message}`));
      throw new ConflictException(apiMessages.orderNotPayable);
    }
    return {
      clientSecret: intent.clientSecret,
      provider: this.provider.name,
      ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}),
      amount: toDollars(amountCents),
    };
  }
}
