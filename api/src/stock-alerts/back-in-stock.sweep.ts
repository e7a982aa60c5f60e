import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { StockAlertMails } from './stock-alert-mails.service';
import { StockAlertsRepository } from './stock-alerts.repository';

/**
 * Mails the waiting requests of parts that can be ordered again (docs/decisions/0004). One
 * transaction per batch marks the due requests mailed (rows locked with SKIP LOCKED) and queues
 * their mails in the outbox: both commit or neither does. Whatever raised the stock (an admin's edit,
 * a cancelled or expired order, a fix made in SQL) and however many replicas sweep at once, each
 * request is marked once and so mailed once.
 */
@Injectable()
export class BackInStockSweep {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly alerts: StockAlertsRepository,
    private readonly mails: StockAlertMails,
  ) {}

  /** Answers how many requests it mailed; runs batches until none is due. */
  async run(batch = 100): Promise<number> {
    let mailed = 0;
    for (;;) {
      const marked = await this.db.transaction(async (tx) => {
        const due = await this.alerts.markDueAsMailed(tx, batch);
        for (const alert of due)
          await this.mails.queueBackInStock(tx, alert.email, {
            alertId: alert.id,
            partId: alert.partId,
            partName: alert.partName,
            sku: alert.sku,
            name: alert.displayName,
          });
        return due.length;
      });
      mailed += marked;
      if (marked < batch) return mailed;
    }
  }
}
