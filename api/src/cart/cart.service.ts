import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { apiMessages, type Cart, cartMessages, maxCartLines, validationMessages } from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { PartsRepository } from '../parts/parts.repository';
import { unitPriceFor } from '../pricing';
import { toCartJson } from './cart.mapper';
import { CartRepository } from './cart.repository';

/** The cart's rules (issue 34): the part's minimum and stock bound each line, at most 100 lines. */
@Injectable()
export class CartService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly carts: CartRepository,
    private readonly parts: PartsRepository,
  ) {}

  async get(caller: AuthUser): Promise<Cart> {
    return toCartJson(await this.carts.linesOf(caller.id));
  }

  /**
   * Adds the part or sets its quantity, checked against the part now with the purchase form's words.
   * The price the buyer now sees is recorded: a later change of it flags the line.
   */
  async setLine(caller: AuthUser, partId: string, quantity: number): Promise<Cart> {
    const part = await this.parts.findById(partId);
    if (!part) throw new NotFoundException(apiMessages.partNotFound);
    if (quantity < part.minQuantity)
      throw new BadRequestException(validationMessages.quantityBelowMin(part.minQuantity));
    if (quantity > part.availableQuantity)
      throw new BadRequestException(validationMessages.quantityAboveMax(part.availableQuantity));
    await this.db.transaction(async (tx) => {
      // The cart row stays locked to the end: two tabs adding at once cannot both pass the line limit.
      const cartId = await this.carts.lockCart(tx, caller.id);
      const { lines, hasPart } = await this.carts.lineCount(tx, cartId, part.id);
      if (!hasPart && lines >= maxCartLines) throw new ConflictException(cartMessages.cartFull);
      await this.carts.upsertLine(tx, cartId, {
        partId: part.id,
        name: part.name,
        picture: part.picture,
        quantity,
        seenUnitPriceCents: unitPriceFor(part, quantity),
      });
    });
    return this.get(caller);
  }

  /** Removing a line that is not there is fine: the cart answers as it is. */
  async removeLine(caller: AuthUser, partId: string): Promise<Cart> {
    await this.carts.removeLine(caller.id, partId);
    return this.get(caller);
  }

  async empty(caller: AuthUser): Promise<Cart> {
    await this.carts.empty(caller.id);
    return this.get(caller);
  }
}
