import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { cartLines, carts, parts } from '../database/schema';

export type CartLineRow = typeof cartLines.$inferSelect;
export type PartOfLine = typeof parts.$inferSelect;

/** A cart line with its part as it is now (null when the part was deleted since). */
export interface CartLineWithPart {
  line: CartLineRow;
  part: PartOfLine | null;
}

/** A line to write: the part's name and picture now, and the unit price the buyer is shown. */
export type CartLineValues = Pick<CartLineRow, 'partId' | 'name' | 'picture' | 'quantity' | 'seenUnitPriceCents'>;

/** The SQL of carts: one cart per account, its lines keyed by part. */
@Injectable()
export class CartRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

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
