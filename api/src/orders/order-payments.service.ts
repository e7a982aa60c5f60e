import {
  BadGatewayException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { apiMessages, paymentMessages, type Order } from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { pgErrorCode, pgErrorCodes } from '../database/pg-errors';
import {
  intentPaysFor,
  providerCurrency,
  PAYMENT_PROVIDER,
  PaymentProvider,
  PaymentProviderError,
  ProviderIntent,
  refundIdempotencyKey,
} from '../payment-providers';
import { InvoicesService } from '../invoices/invoices.service';
import { OrderMails } from './mails/order-mails';
import { isPaidStatus } from './order-state-machine';
import { OrderTransitions, TransitionActor } from './order-transitions';
import { toOrderJson } from './order.mapper';
import type { OrderLineRow, OrderRow } from './order-row';
import { OrderPaymentsRepository } from './order-payments.repository';
import { OrdersRepository } from './orders.repository';

const paymentNotConfirmed = () => new HttpException(apiMessages.paymentNotConfirmed, HttpStatus.PAYMENT_REQUIRED);

/** What a succeeded payment did to its order. */
export type Settlement = 'paid' | 'already-paid' | 'refunded' | 'not-this-order';

/**
 * The order's side of money (docs/architecture.md#51-money): an order becomes paid only when the provider
 * confirms its intent; cancelling or expiring it voids the intent first; money that arrives for an
 * order that can no longer take it is refunded and noted in the order's history.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger(OrderPaymentsService.name);

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrdersRepository,
    private readonly records: OrderPaymentsRepository,
    private readonly transitions: OrderTransitions,
    private readonly mails: OrderMails,
    private readonly invoices: InvoicesService,
  ) {}

  /**
   * PATCH /myOrders/:id — placed → paid when the provider says `transactionId` is a succeeded intent
   * for this (owner-checked) order and its amount. Repeating it answers the paid order.
   */
  async confirmPaid(caller: AuthUser, order: OrderRow, transactionId: string): Promise<Order> {
    if (isPaidStatus(order.status)) return this.alreadyPaid(order, transactionId);
    const intent = await this.callProvider(() => this.provider.retrieveIntent(transactionId));
    if (!intent || !intentPaysFor(intent, order, this.currency)) throw paymentNotConfirmed();
    const paid = await this.markPaid(
      order.id,
      intent,
      { userId: caller.id, email: caller.email },
      `${this.provider.name} payment ${intent.id} confirmed`,
    );
    if (paid) return toOrderJson(paid.order, paid.lines, this.config.shop.country);
    // Someone else moved the order first: the webhook (then it is paid with this intent: answer it),
    // or a cancel or the expiry (then the payment is refunded and the customer told it is not payable).
    const current = await this.orders.findById(order.id);
    if (current && isPaidStatus(current.status)) return this.alreadyPaid(current, transactionId);
    if (current) await this.refundLatePayment(current, intent);
    throw new ConflictException(apiMessages.orderNotPayable);
  }

  /**
   * A succeeded intent reported by the provider (webhook, sandbox confirmation, or a cancel that
   * found the money already taken): the order becomes paid, or — no longer payable — the money goes back.
   */
  async settleSucceeded(intent: ProviderIntent, note: string): Promise<Settlement> {
    const order = intent.orderId ? await this.orders.findById(intent.orderId) : null;
    if (!order || !intentPaysFor(intent, order, this.currency)) return 'not-this-order';
    // Its customer is forgotten (no name, no address): nothing could be shipped, so the money goes back.
    if (order.status === 'placed' && order.accountDeletedAt) {
      await this.refundLatePayment(order, intent);
      return 'refunded';
    }
    if ((await this.markPaid(order.id, intent, null, note)) !== null) return 'paid';
    const current = (await this.orders.findById(order.id))!;
    if (isPaidStatus(current.status)) {
      if (current.paymentIntentId === intent.id) return 'already-paid';
      await this.refundSecondPayment(current, intent);
      return 'refunded';
    }
    await this.refundLatePayment(current, intent);
    return 'refunded';
  }

  /**
   * Makes the order's intent unpayable before the order is cancelled or expires. 'paid' when the
   * provider says the money was taken first: the order is then marked paid and must not be cancelled.
   * Throws PaymentProviderError when the provider cannot be reached (nothing is cancelled then).
   */
  async voidIntent(order: Pick<OrderRow, 'id' | 'paymentIntentId'>): Promise<'voided' | 'paid'> {
    if (!order.paymentIntentId) return 'voided';
    const intent = await this.provider.cancelIntent(order.paymentIntentId);
    if (intent?.status !== 'succeeded') return 'voided';
    const settled = await this.settleSucceeded(
      intent,
      `${this.provider.name} payment ${intent.id} succeeded before the order could be cancelled`,
    );
    return settled === 'paid' || settled === 'already-paid' ? 'paid' : 'voided';
  }

  /** What the provider says about the order's current intent (null when it has none). */
  retrieveIntentOf(order: Pick<OrderRow, 'paymentIntentId'>): Promise<ProviderIntent | null> {
    return order.paymentIntentId ? this.provider.retrieveIntent(order.paymentIntentId) : Promise.resolve(null);
  }

  /** Pays back a payment that landed on a cancelled or expired order, once, and writes it into the order's history. */
  async refundLatePayment(order: OrderRow, intent: ProviderIntent): Promise<void> {
    const refund = await this.provider.refund({
      intentId: intent.id,
      amountCents: intent.amountCents,
      idempotencyKey: refundIdempotencyKey(intent.id),
    });
    await this.db.transaction(async (tx) => {
      if (!(await this.records.markRefunded(tx, order.id, refund.id))) return;
      await this.transitions.record(tx, {
        orderId: order.id,
        from: order.status,
        to: order.status,
        by: null,
        note: `${this.provider.name} payment ${intent.id} arrived after the order was ${order.status}: refunded (${refund.id})`,
      });
    });
    this.logger.warn(`Refunded payment ${intent.id} (${refund.id}) for ${order.status} order ${order.id}`);
  }

  /**
   * Pays back a second payment of an order paid with another intent (two tabs, or an intent made again
   * after the provider forgot its idempotency key): the order stays paid with its first payment, and the
   * refund is written into its history. The provider's idempotency key makes a retried refund the same one.
   */
  private async refundSecondPayment(order: OrderRow, intent: ProviderIntent): Promise<void> {
    const refund = await this.provider.refund({
      intentId: intent.id,
      amountCents: intent.amountCents,
      idempotencyKey: refundIdempotencyKey(intent.id),
    });
    await this.db.transaction((tx) =>
      this.transitions.record(tx, {
        orderId: order.id,
        from: order.status,
        to: order.status,
        by: null,
        note: `${this.provider.name} payment ${intent.id} arrived for an order already paid with ${order.paymentIntentId}: refunded (${refund.id})`,
      }),
    );
    this.logger.warn(`Refunded second payment ${intent.id} (${refund.id}) of paid order ${order.id}`);
  }

  /** A provider that cannot be reached is the shop's problem, not the customer's: 502, logged. */
  async callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.error(error.message);
      throw new BadGatewayException(paymentMessages.providerUnavailable);
    }
  }

  private markPaid(
    orderId: string,
    intent: ProviderIntent,
    by: TransitionActor,
    note: string,
  ): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
    return this.db
      .transaction(async (tx) => {
        const paid = await this.transitions.apply(tx, {
          orderId,
          from: 'placed',
          to: 'paid',
          by,
          note,
          set: { transactionId: intent.id, paymentIntentId: intent.id, heldUntil: null },
        });
        if (!paid) return null;
        // The invoice is issued with the payment, so no paid order lacks one and a failed payment
        // takes no number (docs/invoices.md).
        const lines = await this.orders.linesOf([paid.id], tx);
        const invoiceNumber = await this.invoices.issue(
          tx,
          toOrderJson(paid, lines, this.config.shop.country),
          paid.userId,
          lines,
        );
        const invoiced: OrderRow = { ...paid, invoiceNumber };
        // The receipt, whichever way the payment was confirmed (the customer's page, the webhook, a sweep),
        // of the lines just read.
        await this.mails.queue(tx, 'order-paid', invoiced, lines);
        return { order: invoiced, lines };
      })
      .catch((error) => {
        // The intent already paid another order: impossible while intents carry their order id,
        // but the unique column has the last word.
        if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw paymentNotConfirmed();
        throw error;
      });
  }

  /** The shop currency as the provider writes it: a payment in any other pays nothing. */
  private get currency(): string {
    return providerCurrency(this.config.shop.currency);
  }

  private async asJson(order: OrderRow): Promise<Order> {
    return toOrderJson(order, await this.orders.linesOf([order.id]), this.config.shop.country);
  }

  private async alreadyPaid(order: OrderRow, transactionId: string): Promise<Order> {
    if (order.transactionId === transactionId) return this.asJson(order);
    throw new ConflictException(apiMessages.orderNotPayable);
  }
}
