import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { orderHistory, orders } from '../database/schema';
import type { OrderRow } from './order-row';

/** Queries of the orders domain. Methods take an optional transaction so services can compose them. */
@Injectable()
export class OrdersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findById(id: string, tx: Tx | Database = this.db): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row ?? null;
  }

  /** Locks the order row until the transaction ends, so its status cannot change underneath. */
  async findByIdForUpdate(tx: Tx, id: string): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row ?? null;
  }

  /** A customer's orders, newest first; cancelled ones are history, not "my orders". */
  listActiveByEmail(email: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.email, email), ne(orders.status, 'cancelled')))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** Every order (the admin list shows the status, cancelled ones included), newest first. */
  listAll(): Promise<OrderRow[]> {
    return this.db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
  }

  async insert(tx: Tx, values: typeof orders.$inferInsert): Promise<OrderRow> {
    const [row] = await tx.insert(orders).values(values).returning();
    return row;
  }

  history(orderId: string) {
    return this.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.createdAt);
  }
}
