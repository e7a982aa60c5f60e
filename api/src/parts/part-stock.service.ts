import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { apiMessages, validationMessages } from '@phoneparts/contracts';
import type { Tx } from '../database/database';
import { isUuid } from '../common/http/id.pipe';
import { CatalogueCache } from './catalogue-cache';
import type { PartRow } from './part-row';
import { PartsRepository } from './parts.repository';

/** A rule of the caller's that goes with taking stock (e.g. the customer's unpaid-order limit). */
export interface StockRule {
  /** SQL (from the caller's repository) the stock UPDATE also requires, e.g. to take the caller's lock. */
  condition: NonNullable<Parameters<PartsRepository['takeStock']>[3]>;
  /** Called when no stock was taken, before the part's own reasons: throws the caller's refusal if its rule is why. */
  refuseIfBroken(): Promise<void>;
}

/** Stock moves made by orders, inside the order's own transaction. */
@Injectable()
export class PartStockService {
  constructor(
    private readonly parts: PartsRepository,
    private readonly catalogue: CatalogueCache,
  ) {}

  /**
   * Takes `quantity` units of a part and answers the part as it is after that. The check and the
   * decrement are one conditional UPDATE, so concurrent orders can never sell more than the stock.
   * `rule`'s condition is carried by the same UPDATE (no round trip of its own); on a refusal the rule
   * is asked first whether it is the reason. Then the part's reasons, in the purchase form's
   * words: below the minimum (400), more than is left now (409).
   */
  async take(tx: Tx, partId: string, quantity: number, rule?: StockRule): Promise<PartRow> {
    const id = isUuid(partId) ? partId.toLowerCase() : null;
    const taken = id === null ? null : await this.parts.takeStock(tx, id, quantity, rule?.condition);
    if (taken) return taken;
    await rule?.refuseIfBroken();
    const part = id === null ? null : await this.parts.findById(id, tx);
    if (!part) throw new NotFoundException(apiMessages.partNotFound);
    if (quantity < part.minQuantity)
      throw new BadRequestException(validationMessages.quantityBelowMin(part.minQuantity));
    throw new ConflictException(validationMessages.quantityAboveMax(part.availableQuantity));
  }

  /** Puts a cancelled order's units back (nothing to do when the part was deleted since). */
  async putBack(tx: Tx, partId: string | null, quantity: number): Promise<void> {
    if (partId) await this.parts.returnStock(tx, partId, quantity);
  }

  /** Call once the transaction that moved stock has committed. */
  stockChanged(): void {
    this.catalogue.invalidate();
  }
}
