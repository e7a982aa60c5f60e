import { Inject, Injectable } from '@nestjs/common';
import { orderStatuses, type OrderListQuery, type OrderStatus, type PageQuery } from '@phoneparts/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  SQL,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../common/lists/like-pattern';
import { offsetOf, Page } from '../common/lists/page';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { orderHistory, orderLines, orders, orderStats } from '../database/schema';
import type { OrderLineRow, OrderRow } from './order-row';

/** A line to write with a new order. */
export type { OrderLineRow };
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** Columns a status change may set along with the status (e.g. the transaction id on payment). */
export type StatusColumns = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>>;

export interface HistoryEntry {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  byUserId: string | null;
  byEmail: string | null;
  note: string | null;
}

/** An order's total in cents (all lines), stored by placement; orders_total_idx serves sorting by it. */
const totalCents = orders.totalCents;

export interface OrdersPerDay {
  /** Today in the time zone asked for, YYYY-MM-DD. */
  today: string;
  /** Only the days that have orders. */
  days: { day: string; orders: number; revenueCents: number }[];
}

/** A customer's unpaid orders that still hold stock. */
const heldBy = (userId: string) =>
  and(eq(orders.userId, userId), eq(orders.status, 'placed'), gt(orders.heldUntil, sql`now()`));

/** The admin list's orders; ties fall back to the id, so pages never overlap. */
const sortOrders: Record<OrderListQuery['sort'], SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  'total-desc': [desc(totalCents), desc(orders.id)],
  'total-asc': [asc(totalCents), asc(orders.id)],
};

/** Queries of the orders domain. Methods take an optional transaction so services can compose them. */
@Injectable()
export class OrdersRepository {
  /** An order and its history, read on every order page: named prepared statements, built once. */
  private readonly prepared;

  constructor(@Inject(DB) private readonly db: Database) {
    const id = sql.placeholder('id');
    this.prepared = {
      byId: db.select().from(orders).where(eq(orders.id, id)).limit(1).prepare('order_by_id'),
      history: db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, id))
        .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id))
        .prepare('order_history'),
    };
  }

  async findById(id: string): Promise<OrderRow | null> {
    const [row] = await this.prepared.byId.execute({ id });
    return row ?? null;
  }

  /** Locks the order row until the transaction ends, so its status cannot change underneath. */
  async findByIdForUpdate(tx: Tx, id: string): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row ?? null;
  }

  /** A page of a customer's orders, newest first; cancelled ones are history, not "my orders". */
  activeByUser(userId: string, query: PageQuery): Promise<Page<OrderRow>> {
    return this.page(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')), sortOrders.newest, query);
  }

  /**
   * Every order of one customer, cancelled ones too, newest first, with their history (oldest entry
   * first): the customer's data export. Bounded by what one person ordered, not by the shop's size.
   */
  async allOfCustomer(userId: string): Promise<{ order: OrderRow; history: (typeof orderHistory.$inferSelect)[] }[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(...sortOrders.newest);
    if (rows.length === 0) return [];
    const history = await this.db
      .select()
      .from(orderHistory)
      .where(
        inArray(
          orderHistory.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
    return rows.map((order) => ({ order, history: history.filter((entry) => entry.orderId === order.id) }));
  }

  /**
   * A page of every order (the admin list shows cancelled ones too), by status and part of the email.
   * Without an email filter the total comes from the order statistics (a few rows per day), not from
   * counting the orders: the first page then reads only its own rows, from the sort's index.
   */
  all(query: OrderListQuery): Promise<Page<OrderRow>> {
    const where = and(
      query.status === undefined ? undefined : eq(orders.status, query.status),
      query.email === undefined ? undefined : ilike(orders.email, containsPattern(query.email)),
    );
    const total = query.email === undefined ? () => this.countWithStatus(query.status) : undefined;
    return this.page(where, sortOrders[query.sort], query, total);
  }

  private async page(
    where: SQL | undefined,
    order: SQL[],
    query: PageQuery,
    countTotal = async () => (await this.db.select({ total: count() }).from(orders).where(where))[0].total,
  ): Promise<Page<OrderRow>> {
    const { offset, limit } = offsetOf(query);
    const total = await countTotal();
    const items =
      offset < total
        ? await this.db
            .select()
            .from(orders)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        : [];
    return { items, total };
  }

  /** How many orders have each status, all time (summed from the order statistics). */
  async countByStatus(): Promise<{ status: OrderStatus; count: number }[]> {
    const sum = (column: (typeof orderStats)[OrderStatus]) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
    const [sums] = await this.db
      .select({
        placed: sum(orderStats.placed),
        paid: sum(orderStats.paid),
        shipped: sum(orderStats.shipped),
        cancelled: sum(orderStats.cancelled),
      })
      .from(orderStats);
    return orderStatuses.map((status) => ({ status, count: sums[status] }));
  }

  /** How many orders there are with `status` (all of them when undefined). */
  private async countWithStatus(status: OrderStatus | undefined): Promise<number> {
    const counted = status === undefined ? orderStatuses.map((s) => orderStats[s]) : [orderStats[status]];
    const [{ n }] = await this.db
      .select({ n: sql<number>`coalesce(sum(${sql.join(counted, sql` + `)}), 0)`.mapWith(Number) })
      .from(orderStats);
    return n;
  }

  /**
   * Orders (cancelled ones not counted) and revenue (paid and shipped orders) per calendar day of
   * `timeZone`, for the last `days` days up to today, from the order statistics' quarter hours (a day
   * of any zone is a whole number of them). `timeZone` must be a validated zone name.
   */
  async perDay(days: number, timeZone: string): Promise<OrdersPerDay> {
    const localToday = sql`(now() at time zone ${timeZone})::date`;
    // The zone's days with their start and end instants (a zone conversion per day, not per row); each
    // then reads its range of buckets from the primary key.
    const localDays = sql`(
      select d::date as day, d at time zone ${timeZone} as starts, (d + interval '1 day') at time zone ${timeZone} as ends
      from generate_series((${localToday} - ${days - 1}::int)::timestamp, ${localToday}::timestamp, interval '1 day') d
    ) as local_days`;
    // Two statements side by side (separate pool connections; PGlite queues them).
    const [[{ today }], rows] = await Promise.all([
      this.db.select({ today: sql<string>`to_char(${localToday}, 'YYYY-MM-DD')` }).from(sql`(select 1) as one`),
      this.db
        .select({
          day: sql<string>`to_char(local_days.day, 'YYYY-MM-DD')`,
          orders: sql<number>`sum(${orderStats.placed} + ${orderStats.paid} + ${orderStats.shipped})`.mapWith(Number),
          revenueCents: sql<number>`sum(${orderStats.revenueCents})`.mapWith(Number),
        })
        .from(localDays)
        .innerJoin(
          orderStats,
          and(gte(orderStats.bucket, sql`local_days.starts`), lt(orderStats.bucket, sql`local_days.ends`)),
        )
        .groupBy(sql`local_days.day`),
    ]);
    return { today, days: rows };
  }

  /**
   * A new order with its lines and its first history entry, in one statement of this module's own
   * tables (the caller chose the id so the lines and the history can name it; the foreign keys are
   * checked at the statement's end, when the order row exists). Also answers how many other unpaid
   * orders of the customer hold stock, as this statement's snapshot sees them: taken after
   * `lockCustomer`, it sees every order the customer's earlier placements committed.
   */
  async insertWithLines(
    tx: Tx,
    values: typeof orders.$inferInsert & { id: string; userId: string },
    lines: NewOrderLine[],
    history: Omit<HistoryEntry, 'orderId'>,
  ): Promise<{ order: OrderRow; othersHeld: number }> {
    const linesWritten = tx.$with('lines_written').as(
      tx
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: values.id })))
        .returning({ position: orderLines.position }),
    );
    const firstEntry = tx.$with('first_entry').as(
      tx
        .insert(orderHistory)
        .values({
          orderId: values.id,
          fromStatus: history.from,
          toStatus: history.to,
          byUserId: history.byUserId,
          byEmail: history.byEmail,
          note: history.note,
        })
        .returning({ id: orderHistory.id }),
    );
    const othersHeld = sql<number>`(select count(*) from ${orders} where ${and(heldBy(values.userId), ne(orders.id, values.id))})`;
    const [{ othersHeld: n, ...order }] = await tx
      .with(linesWritten, firstEntry)
      .insert(orders)
      .values(values)
      .returning({ ...getTableColumns(orders), othersHeld: othersHeld.mapWith(Number) });
    return { order, othersHeld: n };
  }

  /**
   * Serialises one customer's order placements until the transaction ends (an advisory lock on the
   * customer's id), so two simultaneous orders cannot both slip under the unpaid-order limit. The
   * placement's first statement: every later one sees what the customer's earlier placements committed.
   */
  async lockCustomer(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unpaid-orders:${userId}`}, 0))`);
  }

  /** The lines of these orders, each order's in line order. */
  linesOf(orderIds: string[], ex: Tx | Database = this.db): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return ex
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  }

  /** Unpaid orders of a customer that still hold stock. */
  async countHeldBy(tx: Tx, userId: string): Promise<number> {
    const [{ n }] = await tx.select({ n: count() }).from(orders).where(heldBy(userId));
    return n;
  }

  /**
   * Moves an order from `from` to `to`. Conditional on the current status, so the database decides
   * between concurrent or repeated calls: only the first one changes the row; the others get null.
   */
  async updateStatus(
    tx: Tx,
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    set: StatusColumns = {},
  ): Promise<OrderRow | null> {
    const [updated] = await tx
      .update(orders)
      .set({ ...set, status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning();
    return updated ?? null;
  }

  /** An order's history, oldest first (an order has a handful of entries: no paging needed). */
  historyOf(orderId: string) {
    return this.prepared.history.execute({ id: orderId });
  }

  async insertHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
    await tx.insert(orderHistory).values({
      orderId: entry.orderId,
      fromStatus: entry.from,
      toStatus: entry.to,
      byUserId: entry.byUserId,
      byEmail: entry.byEmail,
      note: entry.note,
    });
  }

  /**
   * Records the provider's intent for an order that can still be paid (placed, hold not over). False
   * when the order was cancelled or expired meanwhile: the caller then voids the intent it just made.
   */
  async recordIntent(orderId: string, intentId: string): Promise<boolean> {
    const updated = await this.db
      .update(orders)
      .set({ paymentIntentId: intentId, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'placed'), gt(orders.heldUntil, sql`now()`)))
      .returning({ id: orders.id });
    return updated.length > 0;
  }

  /** Unpaid orders whose hold ended by `at`, oldest first (read without locks: the sweep locks each one). */
  findDueForExpiry(at: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'placed'), lte(orders.heldUntil, at)))
      .orderBy(asc(orders.heldUntil))
      .limit(limit);
  }

  /**
   * Locks an order that is still unpaid and due at `at`, skipping it if another transaction (another
   * replica's sweep, a cancel, a payment) holds it: that one decides, this sweep moves on.
   */
  async lockIfDue(tx: Tx, id: string, at: Date): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.status, 'placed'), lte(orders.heldUntil, at)))
      .for('update', { skipLocked: true });
    return row ?? null;
  }

  /** The unpaid orders of one account (its deletion closes them first). */
  openOfCustomer(userId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'placed')));
  }

  /** Unpaid orders with a payment intent, oldest first: a card may have been charged while no API ran. */
  placedWithIntent(limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'placed'), isNotNull(orders.paymentIntentId)))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  }

  /** Notes the refund of a late payment once; false when the order already has one. */
  async markRefunded(tx: Tx, orderId: string, refundId: string): Promise<boolean> {
    const updated = await tx
      .update(orders)
      .set({ refundId, refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), isNull(orders.refundId)))
      .returning({ id: orders.id });
    return updated.length > 0;
  }
}
