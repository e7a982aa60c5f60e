import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { apiMessages, validationMessages } from '@phoneparts/contracts';
import type { Tx } from '../database/database';
import { isUuid } from '../common/http/id.pipe';
import { CatalogueCache } from './catalogue-cache';
import type { PartRow } from './part-row';
import { PartsRepository } from './parts.repository';

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
   * Refusals use the purchase form's words: below the minimum (400), more than is left now (409).
   */
  async take(tx: Tx, partId: string, quantity: number): Promise<PartRow> {
    if (!isUuid(partId)) throw new NotFoundException(apiMessages.partNotFound);
    const taken = await this.parts.takeStock(tx, partId.toLowerCase(), quantity);
    if (taken) return taken;
    const part = await this.parts.findById(partId.toLowerCase(), tx);
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
