import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Tx } from '../../database/database';
import { MailOutbox, type OutboxInsert, type OutboxMail } from '../../mail';
import { UsersRepository } from '../../users/users.repository';
import type { OrderRow } from '../order-row';
import { type MailedOrder, orderMail, OrderMailKind } from './order-mail-templates';

/**
 * Queues the mail of an order's change in the transaction that makes the change (design.md §6 "Mail"):
 * placed, paid (the receipt), shipped, cancelled, expired. One mail per order and kind, however often
 * the change is attempted. It goes to the account's address now (the order's copy of it may be older);
 * an order whose account was deleted is mailed no more.
 */
@Injectable()
export class OrderMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly users: UsersRepository,
  ) {}

  async queue(tx: Tx, kind: OrderMailKind, order: OrderRow): Promise<void> {
    const account = order.userId ? await this.users.findById(order.userId, tx) : null;
    if (account) await this.outbox.enqueue(tx, this.mail(account.email, kind, order));
  }

  /**
   * The mail to `to` (an owner whose current address the caller knows: the owner placing it) as a
   * statement for the order's own INSERT to carry (MailOutbox.enqueueStatement), rendered from the
   * order about to be written.
   */
  queueToStatement(tx: Tx, to: string, kind: OrderMailKind, order: MailedOrder): OutboxInsert {
    return this.outbox.enqueueStatement(tx, this.mail(to, kind, order));
  }

  private mail(to: string, kind: OrderMailKind, order: MailedOrder): OutboxMail {
    return { to, kind, dedupeKey: `${kind}:${order.id}`, content: orderMail(kind, order, this.config.publicShellUrl) };
  }
}
