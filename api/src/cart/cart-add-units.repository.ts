import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { parts } from '../database/schema';

const input = {
  userId: sql.placeholder('userId'),
  partId: sql.placeholder('partId'),
  units: sql.placeholder('units'),
};
const units = sql`${input.units}::int`;

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

/**
 * Adding units of a part to an account's cart, one statement, so two tabs adding at once both count:
 * - `cart`: the cart is made, or locked (every change of a cart locks it first), if the part could
 *   take the units at all;
 * - `grown`: the line grows by the units if the whole line still meets the part's minimum and stock
 *   (the row as it is now, whatever the statement's snapshot saw);
 * - `inserted`: or, if the cart had no line of the part, the line is made, if the units meet them;
 * - `lines`: the cart's lines after it, each with its part now (`changed` marks the line written).
 * Nothing is written when the part is missing or refuses the quantity, or when a line of the part was
 * added or removed by another change after the statement started (it saw the cart as it was then);
 * the caller tells these apart by reading again. The unit price the buyer is shown for the line's
 * quantity is recorded as `unitPriceFor` computes it (a property test holds the two equal).
 */
export function prepareAddUnits(db: Database) {
  const part = db.$with('part', {}).as(sql`
    select id, name, picture, price_cents, price_bands, min_quantity, available_quantity
    from parts where id = ${input.partId}::uuid`);
  // Only when a line could be written: a refused add leaves no new, empty cart. An existing cart's
  // row is locked, not changed (its lines carry their own times).
  const cart = db.$with('cart', {}).as(sql`
    insert into carts (user_id)
    select ${input.userId}::uuid from part
    where part.available_quantity >= part.min_quantity and ${units} <= part.available_quantity
      and (${units} >= part.min_quantity or exists (select from carts where user_id = ${input.userId}::uuid))
    on conflict (user_id) do update set updated_at = carts.updated_at
    returning id`);
  const grown = db.$with('grown', {}).as(sql`
    update cart_lines line
    set quantity = line.quantity + ${units}, name = part.name, picture = part.picture,
        seen_unit_price_cents = ${unitPriceSql(sql`line.quantity + ${units}`)}, updated_at = now()
    from cart, part
    where line.cart_id = cart.id and line.part_id = part.id
      and line.quantity + ${units} between part.min_quantity and part.available_quantity
    returning line.*`);
  const inserted = db.$with('inserted', {}).as(sql`
    insert into cart_lines (cart_id, part_id, name, picture, quantity, seen_unit_price_cents)
    select cart.id, part.id, part.name, part.picture, ${units}, ${unitPriceSql(units)}
    from cart, part
    where ${units} between part.min_quantity and part.available_quantity
      and not exists (select from cart_lines held where held.cart_id = cart.id and held.part_id = part.id)
    on conflict do nothing
    returning *`);
  // The main query names these columns without the CTE's name: each is distinct from the parts' own.
  const column = <T>(name: string) => sql<T>`${sql.identifier(name)}`.as(name);
  const lines = db.$with('lines', {
    partId: column<string>('line_part_id'),
    name: column<string>('line_name'),
    picture: column<string>('line_picture'),
    quantity: column<number>('line_quantity'),
    seenUnitPriceCents: column<number>('line_seen_unit_price_cents'),
    createdAt: column<Date>('line_created_at'),
    changed: column<boolean>('line_changed'),
  }).as(sql`
      select part_id as line_part_id, name as line_name, picture as line_picture, quantity as line_quantity,
             seen_unit_price_cents as line_seen_unit_price_cents, created_at as line_created_at,
             changed as line_changed
      from (
        select *, false as changed from cart_lines
        where cart_id = (select id from cart) and part_id <> ${input.partId}::uuid
        union all select *, true from grown
        union all select *, true from inserted
      ) as after`);
  return db
    .with(part, cart, grown, inserted, lines)
    .select({
      line: {
        partId: lines.partId,
        name: lines.name,
        picture: lines.picture,
        quantity: lines.quantity,
        seenUnitPriceCents: lines.seenUnitPriceCents,
      },
      changed: lines.changed,
      part: {
        id: parts.id,
        name: parts.name,
        picture: parts.picture,
        priceCents: parts.priceCents,
        priceBands: parts.priceBands,
        minQuantity: parts.minQuantity,
        availableQuantity: parts.availableQuantity,
      },
    })
    .from(lines)
    .leftJoin(parts, sql`${parts.id} = ${lines.partId}`)
    .orderBy(lines.createdAt, lines.partId)
    .prepare('cart_add_units');
}
