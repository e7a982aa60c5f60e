import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { shippingMethods } from '../database/schema';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingMethodValues = Omit<ShippingMethodRow, 'id' | 'createdAt' | 'updatedAt'>;

/** The shipping methods' statements: a few rows, read whole. */
@Injectable()
export class ShippingMethodsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Serializes the admins' creations, so the count checked before an insert holds until it commits. */
  async lockMethods(tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('shipping-methods', 0))`);
  }

  listAll(): Promise<ShippingMethodRow[]> {
    return this.db.select().from(shippingMethods).orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.id));
  }

  async countAll(tx: Tx): Promise<number> {
    const [{ total }] = await tx.select({ total: count() }).from(shippingMethods);
    return total;
  }

  /** The active methods that deliver to `country`, cheapest first. */
  activeFor(country: string, db: Database | Tx = this.db): Promise<ShippingMethodRow[]> {
    return db
      .select()
      .from(shippingMethods)
      .where(and(eq(shippingMethods.active, true), sql`${country} = any(${shippingMethods.countries})`))
      .orderBy(asc(shippingMethods.priceCents), asc(shippingMethods.name), asc(shippingMethods.id));
  }

  async findById(id: string, db: Database | Tx = this.db): Promise<ShippingMethodRow | null> {
    const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id)).limit(1);
    return row ?? null;
  }

  async insert(tx: Tx, values: ShippingMethodValues): Promise<ShippingMethodRow> {
    const [row] = await tx.insert(shippingMethods).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<ShippingMethodValues>): Promise<ShippingMethodRow | null> {
    const [row] = await this.db
      .update(shippingMethods)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(shippingMethods.id, id))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(shippingMethods)
      .where(eq(shippingMethods.id, id))
      .returning({ id: shippingMethods.id });
    return deleted.length > 0;
  }
}
