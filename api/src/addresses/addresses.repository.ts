import { Inject, Injectable } from '@nestjs/common';
import type { Address } from '@phoneparts/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { addresses } from '../database/schema';

export type AddressRow = typeof addresses.$inferSelect;

/** The address book's statements. Every write runs in a transaction holding the owner's lock. */
@Injectable()
export class AddressesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Serializes one account's book (a transaction-scoped advisory lock on the account id): the count
   * checked before an insert, and which address is the default, stay true until the change commits.
   */
  async lockBook(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
  }

  /** The account's addresses, oldest first. */
  listOf(userId: string, db: Database | Tx = this.db): Promise<AddressRow[]> {
    return db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id));
  }

  async countOf(tx: Tx, userId: string): Promise<number> {
    const [{ total }] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
    return total;
  }

  /** The address if it is this account's; another account's is as absent as one that never was. */
  async findOwned(id: string, userId: string, db: Database | Tx = this.db): Promise<AddressRow | null> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async insert(tx: Tx, userId: string, address: Address, isDefault: boolean): Promise<AddressRow> {
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(address), isDefault })
      .returning();
    return row;
  }

  async update(tx: Tx, id: string, address: Address): Promise<AddressRow> {
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(address), updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return row;
  }

  /** Makes `id` the account's one default (clearing the old one first: the unique index allows one). */
  async makeDefault(tx: Tx, userId: string, id: string): Promise<void> {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  }

  async deleteOwned(tx: Tx, id: string, userId: string): Promise<AddressRow | null> {
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row ?? null;
  }

  /** The account's oldest address, if any is left. */
  async oldestOf(tx: Tx, userId: string): Promise<AddressRow | null> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    return row ?? null;
  }
}

/** The optional parts an address leaves out are stored as null. */
const columnsOf = (a: Address) => ({
  name: a.name,
  company: a.company ?? null,
  line1: a.line1,
  line2: a.line2 ?? null,
  city: a.city,
  region: a.region ?? null,
  postalCode: a.postalCode,
  country: a.country,
});
