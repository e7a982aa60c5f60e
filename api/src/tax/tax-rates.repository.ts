import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { taxRates } from '../database/schema';

export type TaxRateRow = typeof taxRates.$inferSelect;
export type TaxRateValues = Pick<TaxRateRow, 'country' | 'region' | 'rateMilliPercent'>;

/** Tax rates' statements. One rate per (country, region): the table's unique constraint decides. */
@Injectable()
export class TaxRatesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Serializes the admins' creations, so the count checked before an insert holds until it commits. */
  async lockRates(tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('tax-rates', 0))`);
  }

  listAll(): Promise<TaxRateRow[]> {
    return this.db
      .select()
      .from(taxRates)
      .orderBy(asc(taxRates.country), sql`${taxRates.region} asc nulls first`, asc(taxRates.id));
  }

  async countAll(tx: Tx): Promise<number> {
    const [{ total }] = await tx.select({ total: count() }).from(taxRates);
    return total;
  }

  async findById(id: string): Promise<TaxRateRow | null> {
    const [row] = await this.db.select().from(taxRates).where(eq(taxRates.id, id)).limit(1);
    return row ?? null;
  }

  /** Inserts, or null when the place has a rate already. */
  async insert(tx: Tx, values: TaxRateValues): Promise<TaxRateRow | null> {
    const [row] = await tx.insert(taxRates).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async update(id: string, values: Partial<TaxRateValues>): Promise<TaxRateRow | null> {
    const [row] = await this.db
      .update(taxRates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(taxRates.id, id))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id });
    return deleted.length > 0;
  }
}
