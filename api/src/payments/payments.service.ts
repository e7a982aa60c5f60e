import { BadGatewayException, ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { apiMessages, paymentMessages, type Order, type PaymentIntentResponse } from '@phoneparts/contracts';
import type { AuthUser } from '../auth/access/auth-user';
import { toDollars } from '../common/money';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { pgErrorCode, pgErrorCodes } from '../database/pg-errors';
import { isPaidStatus } from '../orders/order-state-machine';
import { applyTransition } from '../orders/order-transitions';
import { toOrderJson } from '../orders/order.mapper';
import type { OrderRow } from '../orders/order-row';
import { OrdersRepository } from '../orders/orders.repository';
import { OrdersService } from '../orders/orders.service';
import { intentPaysFor, orderAmountCents, shopCurrency } from './payment-checks';
import { intentIdempotencyKey, PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError } from './payment-provider';

const paymentNotConfirmed = () => new HttpException(apiMessages.paymentNotConfirmed, HttpStatus.PAYMENT_REQUIRED);

/**
 * The customer's side of paying an order: an intent for the amount the database says, and "mark it
 * paid" only once the provider itself confirms that intent (design.md §3–§4). Owner checks are the
 * orders module's (`findOwned`: 404 for an unknown or cancelled order, 403 for someone else's).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrdersService,
    private readonly ordersRepository: OrdersRepository,
  ) {}

  /** Asking again for the same order answers the same intent (idempotency key = order + amount). */
  async createIntent(caller: AuthUser, orderId: string): Promise<PaymentIntentResponse> {
    const order = await this.orders.findOwned(caller, orderId);
    if (order.status !== 'placed') throw new ConflictException(apiMessages.orderNotPayable);
    const amountCents = orderAmountCents(order);
    const intent = await this.callProvider(() =>
      this.provider.createIntent({
        orderId: order.id,
        amountCents,
        currency: shopCurrency,
        idempotencyKey: intentIdempotencyKey(order.id, amountCents),
      }),
    );
    return {
      clientSecret: intent.clientSecret,
      provider: this.provider.name,
      ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}),
      amount: toDollars(amountCents),
    };
  }

  /**
   * placed → paid when the provider says `transactionId` is a succeeded intent for this order and its
   * amount. Repeating it for the same transaction answers the paid order and changes nothing.
   */
  async confirmPaid(caller: AuthUser, orderId: string, transactionId: string): Promise<Order> {
    const order = await this.orders.findOwned(caller, orderId);
    if (isPaidStatus(order.status)) return this.alreadyPaid(order, transactionId);

    const intent = await this.callProvider(() => this.provider.retrieveIntent(transactionId));
    if (!intent || !intentPaysFor(intent, order)) throw paymentNotConfirmed();

    const paid = await this.db
      .transaction((tx) =>
        applyTransition(tx, {
          orderId: order.id,
          from: 'placed',
          to: 'paid',
          by: { userId: caller.id, email: caller.email },
          note: `${this.provider.name} payment ${intent.id} confirmed`,
          set: { transactionId: intent.id, paymentIntentId: intent.id },
        }),
      )
      .catch((error) => {
        // The intent already paid another order: impossible while intents carry their order id,
        // but the unique column has the last word.
        if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw paymentNotConfirmed();
        throw error;
      });
    if (paid) return toOrderJson(paid);
    // Someone else moved the order first: the provider's webhook (then it is paid with this same
    // intent: answer it), or a cancel.
    const current = await this.ordersRepository.findById(order.id);
    if (current && isPaidStatus(current.status)) return this.alreadyPaid(current, transactionId);
    throw new ConflictException(apiMessages.orderNotPayable);
  }

  private alreadyPaid(order: OrderRow, transactionId: string): Order {
    if (order.transactionId === transactionId) return toOrderJson(order);
    throw new ConflictException(apiMessages.orderNotPayable);
  }

  /** A provider that cannot be reached is the shop's problem, not the customer's: 502, logged. */
  private async callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.error(error.message);
      throw new BadGatewayException(paymentMessages.providerUnavailable);
    }
  }
}
