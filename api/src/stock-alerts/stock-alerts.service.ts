import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  apiMessages,
  maxWaitingStockAlerts,
  type DeleteResult,
  type PageQuery,
  type StockAlert,
  stockAlertMessages as m,
  type WaitingCounts,
} from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import { isUuid } from '../common/http/id.pipe';
import type { Page } from '../common/lists/page';
import { mapPage } from '../common/lists/page';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { retryingTransaction } from '../database/retrying-transaction';
import { StockAlertMails } from './stock-alert-mails.service';
import { StockAlertsRepository, type StockAlertRow } from './stock-alerts.repository';
import { WITHDRAW_TOKENS, type WithdrawTokens } from './withdraw-tokens.provider';

/**
 * A buyer's back-in-stock requests (docs/product.md#16-back-in-stock): asked for on a part that cannot be ordered,
 * listed and withdrawn by their buyer (or by the mailed link), counted per part for admins. The mail itself is the
 * sweep's (BackInStockSweep).
 */
@Injectable()
export class StockAlertsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly alerts: StockAlertsRepository,
    private readonly mails: StockAlertMails,
    @Inject(WITHDRAW_TOKENS) private readonly tokens: WithdrawTokens,
  ) {}

  /**
   * Only for a part that cannot be ordered now (fewer in stock than its minimum order), once per part
   * while the request waits, and at most `maxWaitingStockAlerts` waiting per buyer. The confirmation
   * mail (with the withdraw link) is queued in the same transaction.
   */
  async request(caller: AuthUser, partId: string): Promise<StockAlert> {
    if (!isUuid(partId)) throw new NotFoundException(apiMessages.partNotFound);
    const id = partId.toLowerCase();
    const alertId = await retryingTransaction(this.db, async (tx) => {
      await this.alerts.lockBuyer(tx, caller.id);
      const part = await this.alerts.partFor(tx, id);
      if (!part) throw new NotFoundException(apiMessages.partNotFound);
      if (part.availableQuantity >= part.minQuantity) throw new ConflictException(m.partInStock);
      if ((await this.alerts.countWaitingOf(tx, caller.id)) >= maxWaitingStockAlerts)
        throw new ConflictException(m.tooManyWaiting(maxWaitingStockAlerts));
      const inserted = await this.alerts.insertWaiting(tx, caller.id, id);
      if (!inserted) throw new ConflictException(m.alreadyWaiting);
      const buyer = await this.alerts.emailOf(tx, caller.id);
      if (buyer)
        await this.mails.queueRequested(tx, buyer.email, {
          alertId: inserted.id,
          partId: part.id,
          partName: part.name,
          sku: part.sku,
          name: buyer.displayName,
        });
      return inserted.id;
    });
    const created = await this.alerts.findById(alertId);
    // Gone already: the part was deleted (or the request withdrawn) right after it was made.
    if (!created) throw new NotFoundException(apiMessages.partNotFound);
    return toStockAlertJson(created);
  }

  async list(caller: AuthUser, query: PageQuery): Promise<Page<StockAlert>> {
    return mapPage(await this.alerts.pageOf(caller.id, query), toStockAlertJson);
  }

  /** The caller's own request only: another buyer's id is answered like one that does not exist. */
  async withdraw(caller: AuthUser, alertId: string): Promise<DeleteResult> {
    if (!(await this.alerts.deleteOwned(alertId, caller.id))) throw new NotFoundException(m.requestNotFound);
    return { acknowledged: true, deletedCount: 1 };
  }

  /**
   * With a mailed link's token, signed in or not. A request already withdrawn (or mailed and then
   * deleted with its part) answers `deletedCount: 0`: opening the link twice is not an error.
   */
  async withdrawByToken(token: string): Promise<DeleteResult> {
    const alertId = this.tokens.verify(token);
    if (!alertId) throw new BadRequestException(m.withdrawLinkInvalid);
    const deleted = await this.alerts.deleteById(alertId);
    return { acknowledged: true, deletedCount: deleted ? 1 : 0 };
  }

  async waitingCounts(partIds: string[]): Promise<WaitingCounts> {
    const rows = await this.alerts.waitingCounts([...new Set(partIds)]);
    return Object.fromEntries(rows.map(({ partId, waiting }) => [partId, waiting]));
  }
}

function toStockAlertJson(row: StockAlertRow): StockAlert {
  return {
    _id: row.id,
    partId: row.partId,
    partName: row.partName,
    sku: row.sku,
    picture: row.picture,
    status: row.notifiedAt ? 'mailed' : 'waiting',
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}
