import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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

  /**
   * Adds `quantity` units of a part to the account's cart in one statement, so two tabs adding at once
   * both count: the cart is made or locked, then the line grows by the units if the whole line still
   * meets the part's minimum and stock, or is inserted if the cart has none. Answers the cart's lines
   * as they are after it (each with its part), or `added: false` when nothing was written: the part is
   * missing or refuses the quantity, or a line of the part was removed or added meanwhile by another
   * change (the statement saw the cart before that change committed).
   *
   * The unit price the buyer is shown for the new quantity is recorded as `unitPriceFor` computes it
   * (the band with the highest minimum reached, else the part's price); a property test holds the two
   * equal. The limit of lines is the `cart_lines_limit` trigger's (a 23514 error).
   */
  async addUnits(userId: string, partId: string, quantity: number): Promise<UnitsAdded> {
    const units = sql`${quantity}::int`;
    const { rows } = (await this.db.execute(sql`
      with cart as (
        insert into carts (user_id) values (${userId}::uuid)
        on conflict (user_id) do update set updated_at = now()
        returning id
      ), part as (
        select id, name, picture, price_cents, price_bands, min_quantity, available_quantity
        from parts where id = ${partId}::uuid
      ), grown as (
        update cart_lines line
        set quantity = line.quantity + ${units}, name = part.name, picture = part.picture,
            seen_unit_price_cents = ${unitPriceSql(sql`line.quantity + ${units}`)}, updated_at = now()
        from cart, part
        where line.cart_id = cart.id and line.part_id = part.id
          and line.quantity + ${units} between part.min_quantity and part.available_quantity
        returning line.*
      ), inserted as (
        insert into cart_lines (cart_id, part_id, name, picture, quantity, seen_unit_price_cents)
        select cart.id, part.id, part.name, part.picture, ${units}, ${unitPriceSql(units)}
        from cart, part
        where ${units} between part.min_quantity and part.available_quantity
          and not exists (select from cart_lines held where held.cart_id = cart.id and held.part_id = part.id)
        on conflict do nothing
        returning *
      ), lines as (
        select *, false as changed from cart_lines
        where cart_id = (select id from cart) and part_id <> ${partId}::uuid
        union all select *, true from grown
        union all select *, true from inserted
      )
      select lines.part_id as "partId", lines.name, lines.picture, lines.quantity,
             lines.seen_unit_price_cents as "seenUnitPriceCents", lines.changed,
             p.id as "partRowId", p.name as "partName", p.picture as "partPicture", p.price_cents as "priceCents",
             p.price_bands as "priceBands", p.min_quantity as "minQuantity", p.available_quantity as "availableQuantity"
      from lines left join parts p on p.id = lines.part_id
      order by lines.created_at, lines.part_id
    `)) as unknown as { rows: AddedRow[] };
    return {
      added: rows.some((row) => row.changed),
      lines: rows.map((row) => ({
        line: {
          partId: row.partId,
          name: row.name,
          picture: row.picture,
          quantity: row.quantity,
          seenUnitPriceCents: row.seenUnitPriceCents,
        },
        part:
          row.partRowId === null
            ? null
            : {
                id: row.partRowId,
                name: row.partName!,
                picture: row.partPicture!,
                priceCents: row.priceCents!,
                priceBands: row.priceBands!,
                minQuantity: row.minQuantity!,
                availableQuantity: row.availableQuantity!,
              },
      })),
    };
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

/** A row of `addUnits`' answer: a line, and its part now (nulls when the part was deleted). */
interface AddedRow {
  partId: string;
  name: string;
  picture: string;
  quantity: number;
  seenUnitPriceCents: number;
  changed: boolean;
  partRowId: string | null;
  partName: string | null;
  partPicture: string | null;
  priceCents: number | null;
  priceBands: PartOfLine['priceBands'] | null;
  minQuantity: number | null;
  availableQuantity: number | null;
}

/**
 * `unitPriceFor` in SQL, for the part named `part` in the statement: the price of the band with the
 * highest minimum that `quantity` reaches (the first such band in the list), else the part's price.
 */
export function unitPriceSql(quantity: SQL): SQL {
  return sql`coalesce((
    select (b.band ->> 'priceCents')::int
    from jsonb_array_elements(part.price_bands) with ordinality as b(band, n)
    where (b.band ->> 'minQuantity')::int <= ${quantity}
    order by (b.band ->> 'minQuantity')::int desc, b.n
    limit 1
  ), part.price_cents)`;
}
