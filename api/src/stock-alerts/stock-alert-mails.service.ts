import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Tx } from '../database/database';
import { MailOutbox, MailRenderers } from '../mail';
import {
  backInStockMail,
  stockAlertLinks,
  type StockAlertMailData,
  stockAlertRequestedMail,
  stockAlertTemplates,
} from './stock-alert-mails';
import { WITHDRAW_TOKENS, type WithdrawTokens } from './withdraw-tokens.provider';

/**
 * Queues the two mails of a request in the transaction that makes the change: the confirmation when
 * it is made, the back-in-stock mail when the sweep marks it mailed. Each is keyed by the request's
 * id, so the outbox holds at most one of each per request whatever retries or races happen. The
 * withdraw link is signed when the mail is rendered: no token is stored.
 */
@Injectable()
export class StockAlertMails {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly outbox: MailOutbox,
    @Inject(WITHDRAW_TOKENS) tokens: WithdrawTokens,
    renderers: MailRenderers,
  ) {
    const shell = config.publicShellUrl;
    renderers.register(stockAlertTemplates.requested, (data) => {
      const alert = data as StockAlertMailData;
      return stockAlertRequestedMail(alert, stockAlertLinks.withdraw(shell, tokens.sign(alert.alertId)));
    });
    renderers.register(stockAlertTemplates.backInStock, (data) => {
      const alert = data as StockAlertMailData;
      return backInStockMail(alert, stockAlertLinks.part(shell, alert.partId));
    });
  }

  queueRequested(tx: Tx, to: string, data: StockAlertMailData): Promise<boolean> {
    return this.queue(tx, to, stockAlertTemplates.requested, data);
  }

  queueBackInStock(tx: Tx, to: string, data: StockAlertMailData): Promise<boolean> {
    return this.queue(tx, to, stockAlertTemplates.backInStock, data);
  }

  private queue(tx: Tx, to: string, template: string, data: StockAlertMailData): Promise<boolean> {
    return this.outbox.enqueue(tx, { to, kind: template, dedupeKey: `${template}:${data.alertId}`, template, data });
  }
}
