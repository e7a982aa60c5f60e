import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { cartLines, carts, parts } from '../database/schema';
import { prepareAddUnits } from './cart-add-units.repository';

export type CartLineRow = typeof cartLines.$inferSelect;
export type PartOfLine = typeof parts.$inferSelect;

/** A cart line with its part as it is now (null when the part was deleted since). */
export interface CartLineWithPart {
  line: CartLineRow;
  part: PartOfLine | null;
}

/** What pricing and showing a line read of it and of its part (`toCartJson`). */
export interface PricedLineSource {
  line: Pick<CartLineRow, 'partId' | 'name' | 'picture' | 'quantity' | 'seenUnitPriceCents'>;
  part: Pick<
    PartOfLine,
    'id' | 'name' | 'picture' | 'priceCents' | 'priceBands' | 'minQuantity' | 'availableQuantity'
  > | null;
}

/** An add's outcome: whether the units were added, and the cart's lines as the statement left them. */
export interface UnitsAdded {
  added: boolean;
  lines: PricedLineSource[];
}

/** A line to write: the part's name and picture now, and the unit price the buyer is shown. */
export type CartLineValues = Pick<CartLineRow, 'partId' | 'name' | 'picture' | 'quantity' | 'seenUnitPriceCents'>;

/** The SQL of carts: one cart per account, its lines keyed by part. */
@Injectable()
export class CartRepository {
  /** Built once, a named prepared statement: planning it each time would cost more than running it. */
  private readonly addUnitsStatement;

  constructor(@Inject(DB) private readonly db: Database) {
    this.addUnitsStatement = prepareAddUnits(db);
  }

  /** The account's lines in the order they were added, each with its part now. */
  linesOf(userId: string, ex: Tx | Database = this.db): Promise<CartLineWithPart[]> {
    return ex
      .select({ line: getTableColumns(cartLines), part: getTableColumns(parts) })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .leftJoin(parts, eq(parts.id, cartLines.partId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.partId));
  }

  /**
   * The account's cart, made if it has none, and locked until the transaction ends: one account's
   * cart changes (and its checkout) run one after the other, so the line limit holds under races.
   */
  async lockCart(tx: Tx, userId: string): Promise<string> {
    const [cart] = await tx
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    return cart.id;
  }

  /**
   * A checkout's read, one statement: the account's cart locked (made if it has none, as `lockCart`),
   * and its lines, each with its part now, locked too. The lines are those the statement's snapshot
   * saw, each as it is now: a line another tab grew meanwhile is read grown, one it removed is left
   * out, and one it added (it waited for the cart's lock) is not read, so it stays in the cart after
   * (`removeOrdered`).
   */
  lockedLinesOf(tx: Tx, userId: string): Promise<CartLineWithPart[]> {
    const cart = tx.$with('cart', { lockedCartId: sql<string>`locked_cart_id`.as('locked_cart_id') }).as(sql`
      insert into ${carts} (user_id) values (${userId}::uuid)
      on conflict (user_id) do update set updated_at = now()
      returning id as locked_cart_id`);
    return tx
      .with(cart)
      .select({ line: getTableColumns(cartLines), part: getTableColumns(parts) })
      .from(cartLines)
      .innerJoin(cart, eq(cart.lockedCartId, cartLines.cartId))
      .leftJoin(parts, eq(parts.id, cartLines.partId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.partId))
      .for('update', { of: cartLines });
  }

  /** Removes the lines of these parts from a cart (a checkout's, the lines it ordered). */
  async removeOrdered(tx: Tx, cartId: string, partIds: string[]): Promise<void> {
    await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.partId, partIds)));
  }

  /** How many lines the cart has, and whether one of them is for `partId`. */
  async lineCount(tx: Tx, cartId: string, partId: string): Promise<{ lines: number; hasPart: boolean }> {
    const [row] = await tx
      .select({
        lines: count(),
        hasPart: sql<boolean>`coalesce(bool_or(${cartLines.partId} = ${partId}), false)`,
      })
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId));
    return row;
  }

  /** Adds the line, or sets its quantity (and the name, picture and price the buyer sees now). */
  async upsertLine(tx: Tx, cartId: string, values: CartLineValues): Promise<void> {
    const { partId, ...changed } = values;
    await tx
      .insert(cartLines)
      .values({ cartId, partId, ...changed })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.partId],
        set: { ...changed, updatedAt: sql`now()` },
      });
  }

  /**
   * Adds or sets many lines in one statement (a quick order, an order again). New lines list in the
   * order given: one statement shares one `now()`, so each line's time is a microsecond apart.
   */
  async upsertLines(tx: Tx, cartId: string, lines: CartLineValues[]): Promise<void> {
    if (lines.length === 0) return;
    await tx
      .insert(cartLines)
      .values(lines.map((line, i) => ({ cartId, ...line, createdAt: sql`now() + ${i} * interval '1 microsecond'` })))
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.partId],
        set: {
          name: sql`excluded.name`,
          picture: sql`excluded.picture`,
          quantity: sql`excluded.quantity`,
          seenUnitPriceCents: sql`excluded.seen_unit_price_cents`,
          updatedAt: sql`now()`,
        },
      });
  }

  /**
   * Adds `quantity` units of a part to the account's cart in one statement (see `cart-add-units.repository.ts`).
   * The limit of lines is the `cart_lines_limit` trigger's (a 23514 error).
   */
  async addUnits(userId: string, partId: string, quantity: number): Promise<UnitsAdded> {
    const rows = await this.addUnitsStatement.execute({ userId, partId, units: quantity });
    return { added: rows.some((row) => row.changed), lines: rows };
  }

  /** How many units of the part the account's cart holds (0 without a line). */
  async heldOf(userId: string, partId: string): Promise<number> {
    const [row] = await this.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(carts.userId, userId), eq(cartLines.partId, partId)));
    return row?.quantity ?? 0;
  }

  async removeLine(userId: string, partId: string): Promise<void> {
    await this.db
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.partId, partId),
          eq(cartLines.cartId, sql`(select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`),
        ),
      );
  }

  /** Empties the account's cart (in the checkout's transaction, or on its own). */
  async empty(userId: string, ex: Tx | Database = this.db): Promise<void> {
    await ex
      .delete(cartLines)
      .where(eq(cartLines.cartId, sql`(select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`));
  }
}
