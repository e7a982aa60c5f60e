import { Inject, Injectable } from '@nestjs/common';
import type { BuyerTaxRecord, PageQuery } from '@phoneparts/contracts';
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { offsetOf, type Page } from '../common/lists/page';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { buyerTaxDetails, users } from '../database/schema';

export type BuyerTaxRow = typeof buyerTaxDetails.$inferSelect;

/** Buyers' business details and exemptions. */
@Injectable()
export class BuyerTaxRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findOf(userId: string, db: Database | Tx = this.db): Promise<BuyerTaxRow | null> {
    const [row] = await db.select().from(buyerTaxDetails).where(eq(buyerTaxDetails.userId, userId)).limit(1);
    return row ?? null;
  }

  /**
   * Writes the buyer's company name and tax ID. A different tax ID ends the exemption in the same
   * statement (an admin exempts a tax ID, not an account), so no request can keep it by racing.
   */
  async save(userId: string, companyName: string | null, taxId: string | null): Promise<BuyerTaxRow> {
    const [row] = await this.db
      .insert(buyerTaxDetails)
      .values({ userId, companyName, taxId })
      .onConflictDoUpdate({
        target: buyerTaxDetails.userId,
        set: {
          companyName,
          taxId,
          taxExempt: sql`${buyerTaxDetails.taxExempt} and ${buyerTaxDetails.taxId} is not distinct from ${taxId}`,
          updatedAt: new Date(),
        },
      })
      .returning();
    return row;
  }

  /** Sets the exemption of a buyer who has a tax ID on file; null when it has none. */
  async setExempt(userId: string, taxExempt: boolean): Promise<BuyerTaxRow | null> {
    const [row] = await this.db
      .update(buyerTaxDetails)
      .set({ taxExempt, updatedAt: new Date() })
      .where(sql`${buyerTaxDetails.userId} = ${userId} and ${buyerTaxDetails.taxId} is not null`)
      .returning();
    return row ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return row !== undefined;
  }

  /** Buyers that entered a tax ID, by email, a page at a time (the admin's exemptions list). */
  async pageWithTaxIds(query: PageQuery): Promise<Page<BuyerTaxRecord>> {
    const { offset, limit } = offsetOf(query);
    const [[{ total }], rows] = await Promise.all([
      this.db.select({ total: count() }).from(buyerTaxDetails).where(isNotNull(buyerTaxDetails.taxId)),
      this.db
        .select({
          userId: buyerTaxDetails.userId,
          email: users.email,
          companyName: buyerTaxDetails.companyName,
          taxId: buyerTaxDetails.taxId,
          taxExempt: buyerTaxDetails.taxExempt,
        })
        .from(buyerTaxDetails)
        .innerJoin(users, eq(users.id, buyerTaxDetails.userId))
        .where(isNotNull(buyerTaxDetails.taxId))
        .orderBy(asc(users.email))
        .limit(limit)
        .offset(offset),
    ]);
    return { items: rows.map((r) => ({ ...r, taxId: r.taxId! })), total };
  }
}
