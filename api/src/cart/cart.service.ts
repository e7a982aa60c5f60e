import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AddCartLinesBody,
  apiMessages,
  type Cart,
  cartMessages,
  type CheckoutBody,
  maxCartLines,
  type Order,
  validationMessages,
} from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { retryingTransaction } from '../database/retrying-transaction';
import { OrderPlacement } from '../orders/order-placement.service';
import { OrdersService } from '../orders/orders.service';
import { PartsRepository } from '../parts/parts.repository';
import { unitPriceFor } from '../pricing';
import { toCartJson } from './cart.mapper';
import { CartRepository } from './cart.repository';
import { planAddLines } from './add-lines-plan';
import type { MergeContext, MergePlan } from './cart-merge';
import { checkoutRefusal } from './checkout-refusal';

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
    private readonly placement: OrderPlacement,
    private readonly orders: OrdersService,
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

  /**
   * One order of every line, through the one placement path (all or nothing; the refusal names every
   * line that cannot be served), and the cart emptied in the same transaction. The cart stays locked
   * meanwhile, so a line added from another tab is either in this order or still in the cart after.
   * Each line is charged the unit price the buyer saw: a price changed since refuses the line.
   */
  async checkout(caller: AuthUser, body: CheckoutBody): Promise<Order> {
    const placed = await retryingTransaction(this.db, async (tx) => {
      await this.carts.lockCart(tx, caller.id);
      const cart = await this.carts.linesOf(caller.id, tx);
      if (cart.length === 0) throw new BadRequestException(cartMessages.cartEmpty);
      const order = await this.placement.placeIn(tx, caller, {
        lines: cart.map(({ line }) => ({
          partId: line.partId,
          quantity: line.quantity,
          seenUnitPriceCents: line.seenUnitPriceCents,
        })),
        phone: body.phone,
        address: body.address,
        refuse: (problems) => checkoutRefusal(problems, cart),
      });
      await this.carts.empty(caller.id, tx);
      return order;
    });
    this.placement.placed();
    return this.orders.placedJson(placed);
  }

  async empty(caller: AuthUser): Promise<Cart> {
    await this.carts.empty(caller.id);
    return this.get(caller);
  }
}
