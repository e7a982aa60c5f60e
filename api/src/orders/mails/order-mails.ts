import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Tx } from '../../database/database';
import { MailOutbox } from '../../mail';
import { UsersRepository } from '../../users/users.repository';
import type { OrderRow } from '../order-row';
import { orderMail, OrderMailKind } from './order-mail-templates';

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
    if (account) await this.queueTo(tx, account.email, kind, order);
  }

  /** The same, when the caller already knows the owner's current address (the owner placing it). */
  async queueTo(tx: Tx, to: string, kind: OrderMailKind, order: OrderRow): Promise<void> {
    await this.outbox.enqueue(tx, {
      to,
      kind,
      dedupeKey: `${kind}:${order.id}`,
      content: orderMail(kind, order, this.config.publicShellUrl),
    });
  }
}
