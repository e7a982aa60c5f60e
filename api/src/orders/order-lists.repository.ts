import { Inject, Injectable } from '@nestjs/common';
import type { OrderListQuery, PageQuery } from '@phoneparts/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, SQL } from 'drizzle-orm';
import { containsPattern } from '../common/lists/like-pattern';
import { offsetOf, Page } from '../common/lists/page';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { orderHistory, orders } from '../database/schema';
import type { OrderRow } from './order-row';
import { OrderStatsRepository } from './order-stats.repository';

/** The admin list's orders; ties fall back to the id, so pages never overlap. */
const sortOrders: Record<OrderListQuery['sort'], SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  // The total all lines cost, stored by placement: orders_total_idx serves sorting by it.
  'total-desc': [desc(orders.totalCents), desc(orders.id)],
  'total-asc': [asc(orders.totalCents), asc(orders.id)],
};

/** Lists of orders: a customer's own, every order (admin), a customer's data export. */
@Injectable()
export class OrderListsRepository {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly stats: OrderStatsRepository,
  ) {}

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
    const total = query.email === undefined ? () => this.stats.countWithStatus(query.status) : undefined;
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
}
