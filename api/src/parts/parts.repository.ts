import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { parts } from '../database/schema';
import type { NewPartRow, PartRow } from './part-row';

type PartColumns = Omit<NewPartRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Queries of the catalogue. Stock changes are single conditional statements: the database arbitrates races. */
@Injectable()
export class PartsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The catalogue in a stable order (oldest first, as the shop added them). */
  list(): Promise<PartRow[]> {
    return this.db.select().from(parts).orderBy(asc(parts.createdAt), asc(parts.id));
  }

  async findById(id: string, tx: Tx | Database = this.db): Promise<PartRow | null> {
    const [row] = await tx.select().from(parts).where(eq(parts.id, id)).limit(1);
    return row ?? null;
  }

  async count(): Promise<number> {
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(parts);
    return n;
  }

  async insert(values: PartColumns, tx: Tx | Database = this.db): Promise<PartRow> {
    const [row] = await tx.insert(parts).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<PartColumns>): Promise<PartRow | null> {
    const [row] = await this.db.update(parts).set({ ...values, updatedAt: sql`now()` }).where(eq(parts.id, id)).returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.delete(parts).where(eq(parts.id, id)).returning({ id: parts.id });
    return deleted.length > 0;
  }

  /**
   * Takes `quantity` units off the shelf if, at this instant, the order meets the part's minimum and
   * the stock covers it. One statement: two buyers can never both take the last units. Null when
   * the part is missing or the quantity does not fit; the caller reads the part to say why.
   */
  async takeStock(tx: Tx, id: string, quantity: number): Promise<PartRow | null> {
    const [row] = await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(parts.id, id), gte(parts.availableQuantity, quantity), lte(parts.minQuantity, quantity)))
      .returning();
    return row ?? null;
  }

  /** Puts units back on the shelf (a cancelled order). A deleted part has nothing to restore. */
  async returnStock(tx: Tx, id: string, quantity: number): Promise<void> {
    await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(parts.id, id));
  }
}
