import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Tx } from '../../database/database';
import { MailOutbox, MailRenderers } from '../../mail';
import { UsersRepository } from '../../users/users.repository';
import type { OrderRow, ReturnLineRow, ReturnRow } from '../returns.repository';
import { type ReturnMailData, returnMail, type ReturnMailKind, returnMailKinds } from './return-mail-templates';

type BuyerMailKind = Exclude<ReturnMailKind, 'return-requested-shop'>;

/**
 * Queues the mail of a return's step in the transaction that makes the step (docs/architecture.md#57-mail):
 * committed with it or not at all, sent by the outbox worker after the commit, once per return and step.
 * It goes to the account's current address; an order whose account was deleted is mailed no more.
 */
@Injectable()
export class ReturnMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly users: UsersRepository,
    renderers: MailRenderers,
  ) {
    for (const kind of returnMailKinds)
      renderers.register(kind, (data) =>
        returnMail(kind, data as ReturnMailData, config.publicShellUrl, config.shop.currency),
      );
  }

  async queue(
    tx: Tx,
    kind: BuyerMailKind,
    ret: ReturnRow,
    order: Pick<OrderRow, 'userId' | 'userName'>,
    lines: ReturnLineRow[],
  ): Promise<void> {
    const account = order.userId ? await this.users.findById(order.userId, tx) : null;
    if (!account) return;
    const data: ReturnMailData = {
      ...this.facts(ret, order, lines),
      ...(kind === 'return-requested' ? { answerDays: this.config.returns.answerDays } : {}),
      ...(kind === 'return-approved'
        ? { sendTo: [this.config.seller.legalName, ...this.config.seller.addressLines] }
        : {}),
      ...(kind === 'return-refused' ? { refusalReason: ret.refusalReason } : {}),
      ...(kind === 'return-refunded'
        ? { amountCents: ret.refundCents ?? 0, creditNoteNumber: ret.creditNoteNumber ?? undefined }
        : {}),
    };
    await this.outbox.enqueue(tx, { to: account.email, kind, dedupeKey: `${kind}:${ret.id}`, template: kind, data });
  }

  /**
   * Tells the shop of a new request: the configured returns mailbox (RETURNS_NOTIFY_EMAIL), else every
   * admin account, each once.
   */
  async queueShopNotice(
    tx: Tx,
    ret: ReturnRow,
    order: Pick<OrderRow, 'userId' | 'userName' | 'email'>,
    lines: ReturnLineRow[],
  ): Promise<void> {
    const kind = 'return-requested-shop';
    const configured = this.config.returns.notifyEmails;
    const recipients = configured.length > 0 ? configured : await this.users.adminEmails(tx);
    const data: ReturnMailData = {
      ...this.facts(ret, order, lines),
      answerDays: this.config.returns.answerDays,
      buyerEmail: order.email,
      comment: ret.comment,
    };
    for (const to of recipients)
      await this.outbox.enqueue(tx, { to, kind, dedupeKey: `${kind}:${ret.id}:${to}`, template: kind, data });
  }

  private facts(ret: ReturnRow, order: Pick<OrderRow, 'userName'>, lines: ReturnLineRow[]) {
    return {
      returnId: ret.id,
      orderId: ret.orderId,
      userName: order.userName,
      reason: ret.reason,
      lines: lines.map((line) => ({ name: line.name, sku: line.sku, quantity: line.quantity })),
    };
  }
}
