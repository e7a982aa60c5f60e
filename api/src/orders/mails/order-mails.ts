import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Tx } from '../../database/database';
import { MailOutbox, MailRenderers, type OutboxMail } from '../../mail';
import { UsersRepository } from '../../users/users.repository';
import type { OrderLineRow, OrderRow } from '../order-row';
import { OrdersRepository } from '../orders.repository';
import {
  type MailedOrder,
  mailedOrder,
  orderMail,
  orderMailData,
  type OrderMailData,
  OrderMailKind,
  orderMailKinds,
} from './order-mail-templates';

/**
 * Queues the mail of an order's change in the transaction that makes the change (docs/architecture.md#57-mail):
 * placed, paid (the receipt), shipped, cancelled, expired. One mail per order and kind, however often
 * the change is attempted. It goes to the account's address now (the order's copy of it may be older);
 * an order whose account was deleted is mailed no more. The outbox stores the kind (as the template)
 * and the order's facts, and renders them with the templates of the moment the mail is sent.
 */
@Injectable()
export class OrderMails {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly users: UsersRepository,
    private readonly orders: OrdersRepository,
    renderers: MailRenderers,
  ) {
    for (const kind of orderMailKinds)
      renderers.register(kind, (data) =>
        orderMail(kind, mailedOrder(data as OrderMailData), config.publicShellUrl, config.shop.currency),
      );
  }

  /** The mail to the order's owner; `lines`, when the caller has already read them in `tx`, are not read again. */
  async queue(tx: Tx, kind: OrderMailKind, order: OrderRow, lines?: OrderLineRow[]): Promise<void> {
    const account = order.userId ? await this.users.findById(order.userId, tx) : null;
    if (!account) return;
    const mailed = lines ?? (await this.orders.linesOf([order.id], tx));
    await this.outbox.enqueue(tx, this.mail(account.email, kind, { ...order, lines: mailed }));
  }

  /** The mail to `to`, an owner whose current address the caller knows (the owner placing the order). */
  async queueTo(tx: Tx, to: string, kind: OrderMailKind, order: OrderRow, lines: OrderLineRow[]): Promise<void> {
    await this.outbox.enqueue(tx, this.mail(to, kind, { ...order, lines }));
  }

  private mail(to: string, kind: OrderMailKind, order: MailedOrder): OutboxMail {
    return { to, kind, dedupeKey: `${kind}:${order.id}`, template: kind, data: orderMailData(order) };
  }
}
