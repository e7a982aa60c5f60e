import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AddCartLinesBody,
  apiMessages,
  type Cart,
  cartMessages,
  maxCartLines,
  validationMessages,
} from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { pgConstraint, pgErrorCode, pgErrorCodes } from '../database/pg-errors';
import { PartsRepository } from '../parts/parts.repository';
import { unitPriceFor } from '../pricing';
import { toCartJson } from './cart.mapper';
import { CartRepository } from './cart.repository';
import { planAddLines } from './add-lines-plan';
import { lineRefusal } from './cart-line-refusal';
import type { MergeContext, MergePlan } from './cart-merge';

/** Tries of an add that keeps meeting another change of the same line before it gives up (a 409). */
const addAttempts = 3;

/** The `cart_lines_limit` trigger's refusal of a line past the limit. */
function isCartLimit(error: unknown): boolean {
  return pgErrorCode(error) === pgErrorCodes.checkViolation && pgConstraint(error) === 'cart_lines_limit';
}

/**
 * The cart's rules (docs/product.md#10-orders-with-lines-and-the-cart): the part's minimum and stock bound each line,
 * at most 100 lines.
 */
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

  /**
   * Adds units of a part to what the cart holds (POST /cart/lines/:partId) in one statement, so two
   * tabs adding at once both count, and answers the cart that statement left. When it wrote nothing,
   * the part and the line are read again: a refusal says why in the purchase form's words; otherwise
   * another change of the line came between (the statement saw the cart before it), and the add is
   * tried again.
   */
  async addUnits(caller: AuthUser, partId: string, quantity: number): Promise<Cart> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.carts.addUnits(caller.id, partId, quantity).catch((error: unknown) => {
        if (isCartLimit(error)) throw new ConflictException(cartMessages.cartFull);
        throw error;
      });
      if (outcome.added) return toCartJson(outcome.lines);
      const [part, held] = await Promise.all([this.parts.findById(partId), this.carts.heldOf(caller.id, partId)]);
      if (!part) throw new NotFoundException(apiMessages.partNotFound);
      const refusal = lineRefusal(part, held + quantity);
      if (refusal !== null) throw new BadRequestException(refusal);
      if (attempt === addAttempts) throw new ConflictException(cartMessages.changedMeanwhile);
    }
  }

  /**
   * Adds many parts at once (POST /cart/lines, a quick order's good lines): each line's units are added
   * to what the cart holds of the part, and the whole line is checked against the part's minimum and
   * stock now. All or nothing: one refused line is a 409 naming every refused line.
   */
  async addLines(caller: AuthUser, body: AddCartLinesBody): Promise<Cart> {
    const partIds = body.lines.map((line) => line.partId);
    const { cart } = await this.merge(caller, partIds, (context) => planAddLines(body.lines, context));
    return cart;
  }

  /**
   * Writes lines into the caller's cart with the cart locked (so the line limit holds under races):
   * `plan` sees what the cart holds and the parts now, and answers the lines with their final
   * quantities (or throws, and nothing is written). Each line records the unit price the buyer is
   * shown for it. More lines than the cart may hold is a 409, nothing written.
   */
  async merge<Outcome>(
    caller: AuthUser,
    partIds: string[],
    plan: (context: MergeContext) => MergePlan<Outcome>,
  ): Promise<{ cart: Cart; outcome: Outcome }> {
    const outcome = await this.db.transaction(async (tx) => {
      const cartId = await this.carts.lockCart(tx, caller.id);
      const current = await this.carts.linesOf(caller.id, tx);
      const held = new Map(current.map(({ line }) => [line.partId, line.quantity]));
      const found = await this.parts.findByIds([...new Set(partIds.map((id) => id.toLowerCase()))], tx);
      const { lines, outcome } = plan({ held, parts: new Map(found.map((part) => [part.id, part])) });
      const added = lines.filter((line) => !held.has(line.part.id)).length;
      if (added > 0 && held.size + added > maxCartLines) throw new ConflictException(cartMessages.cartFull);
      await this.carts.upsertLines(
        tx,
        cartId,
        lines.map(({ part, quantity }) => ({
          partId: part.id,
          name: part.name,
          picture: part.picture,
          quantity,
          seenUnitPriceCents: unitPriceFor(part, quantity),
        })),
      );
      return outcome;
    });
    return { cart: await this.get(caller), outcome };
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
