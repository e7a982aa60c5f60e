import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { offsetOf, type Page } from '../common/lists/page';
import type { PageQuery } from '@phoneparts/contracts';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { parts, stockAlerts, users } from '../database/schema';

/** A request with the part it is about, as the account page lists it. */
export interface StockAlertRow {
  id: string;
  partId: string;
  partName: string;
  sku: string;
  picture: string;
  createdAt: Date;
  notifiedAt: Date | null;
}

/** A request the sweep has just marked mailed: where the mail goes and what it names. */
export interface DueStockAlert {
  id: string;
  email: string;
  displayName: string;
  partId: string;
  partName: string;
  sku: string;
}

const waiting = isNull(stockAlerts.notifiedAt);

/** The statements of back-in-stock requests; the database arbitrates every race (see each method). */
@Injectable()
export class StockAlertsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Adds a waiting request; null when this buyer already waits for this part (the partial unique
   * index decides, so two clicks at once leave one request).
   */
  async insertWaiting(tx: Tx, userId: string, partId: string): Promise<{ id: string } | null> {
    const [row] = await tx
      .insert(stockAlerts)
      .values({ userId, partId })
      .onConflictDoNothing({ target: [stockAlerts.userId, stockAlerts.partId], where: waiting })
      .returning({ id: stockAlerts.id });
    return row ?? null;
  }

  /**
   * Serializes one buyer's requests (a transaction-scoped advisory lock on the account id), so the
   * count of waiting requests checked before an insert stays true until it commits.
   */
  async lockBuyer(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stock-alerts:${userId}`}, 0))`);
  }

  async countWaitingOf(tx: Tx, userId: string): Promise<number> {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.userId, userId), waiting));
    return total;
  }

  async findById(id: string): Promise<StockAlertRow | null> {
    const [row] = await this.withParts().where(eq(stockAlerts.id, id)).limit(1);
    return row ?? null;
  }

  /** The buyer's requests, newest first, with their parts. */
  async pageOf(userId: string, query: PageQuery): Promise<Page<StockAlertRow>> {
    const { offset, limit } = offsetOf(query);
    const [[{ total }], items] = await Promise.all([
      this.db.select({ total: count() }).from(stockAlerts).where(eq(stockAlerts.userId, userId)),
      this.withParts()
        .where(eq(stockAlerts.userId, userId))
        .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
        .limit(limit)
        .offset(offset),
    ]);
    return { items, total };
  }

  private withParts() {
    return this.db
      .select({
        id: stockAlerts.id,
        partId: stockAlerts.partId,
        partName: parts.name,
        sku: parts.sku,
        picture: parts.picture,
        createdAt: stockAlerts.createdAt,
        notifiedAt: stockAlerts.notifiedAt,
      })
      .from(stockAlerts)
      .innerJoin(parts, eq(parts.id, stockAlerts.partId))
      .$dynamic();
  }

  /** Deletes a request of this buyer's (another buyer's id deletes nothing). */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(stockAlerts)
      .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId)))
      .returning({ id: stockAlerts.id });
    return deleted.length > 0;
  }

  /** Deletes a request by id alone: the caller proved it with the mailed link's signature. */
  async deleteById(id: string): Promise<boolean> {
    const deleted = await this.db.delete(stockAlerts).where(eq(stockAlerts.id, id)).returning({ id: stockAlerts.id });
    return deleted.length > 0;
  }

  /** How many buyers wait for each of these parts (parts nobody waits for are absent). */
  waitingCounts(partIds: string[]): Promise<{ partId: string; waiting: number }[]> {
    return this.db
      .select({ partId: stockAlerts.partId, waiting: count() })
      .from(stockAlerts)
      .where(and(inArray(stockAlerts.partId, partIds), waiting))
      .groupBy(stockAlerts.partId);
  }

  /**
   * Marks up to `batch` waiting requests of parts that can be ordered again (stock at least the
   * minimum order) as mailed, oldest first, and answers them with their buyer and part. Rows another
   * transaction holds are skipped (SKIP LOCKED): two sweeps at once, on one replica or several, share
   * the due requests and never mark one twice; a request marked by a sweep that then rolled back is
   * waiting again. The caller queues each mail in this same transaction.
   */
  async markDueAsMailed(tx: Tx, batch: number): Promise<DueStockAlert[]> {
    const due = tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .innerJoin(parts, eq(parts.id, stockAlerts.partId))
      .where(and(waiting, sql`${parts.availableQuantity} >= ${parts.minQuantity}`))
      .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
      .limit(batch)
      .for('update', { of: stockAlerts, skipLocked: true });
    const marked = await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .from(parts)
      .where(and(inArray(stockAlerts.id, due), waiting, eq(parts.id, stockAlerts.partId)))
      .returning({
        id: stockAlerts.id,
        userId: stockAlerts.userId,
        partId: parts.id,
        partName: parts.name,
        sku: parts.sku,
      });
    if (marked.length === 0) return [];
    const buyers = await tx
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(inArray(users.id, [...new Set(marked.map((alert) => alert.userId))]));
    const byId = new Map(buyers.map((buyer) => [buyer.id, buyer]));
    // The foreign key (on delete cascade) means every request has its buyer.
    return marked.map(({ userId, ...alert }) => ({ ...alert, ...byId.get(userId)!, id: alert.id }));
  }

  /** The part a new request names, with what the confirmation mail says (null: no such part). */
  async partFor(tx: Tx, partId: string) {
    const [row] = await tx
      .select({
        id: parts.id,
        name: parts.name,
        sku: parts.sku,
        availableQuantity: parts.availableQuantity,
        minQuantity: parts.minQuantity,
      })
      .from(parts)
      .where(eq(parts.id, partId))
      .limit(1);
    return row ?? null;
  }

  async emailOf(tx: Tx, userId: string): Promise<{ email: string; displayName: string } | null> {
    const [row] = await tx
      .select({ email: users.email, displayName: users.displayName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }
}
