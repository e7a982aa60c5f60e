import { Inject, Injectable } from '@nestjs/common';
import type { UserListQuery, UserRoleFilter } from '@phoneparts/contracts';
import { and, asc, count, eq, ilike, isNull, sql, SQL } from 'drizzle-orm';
import { containsPattern } from '../common/lists/like-pattern';
import { offsetOf, Page } from '../common/lists/page';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { orderHistory, orders, reviews, users } from '../database/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** Columns a caller may change; `revokeSessions` bumps the token version so every older token dies. */
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt' | 'updatedAt' | 'tokenVersion'>> & {
  revokeSessions?: boolean;
};
/** The database itself or an open transaction: repository calls can join a caller's transaction. */
export type Executor = Database | Tx;

export type DeleteOutcome = 'deleted' | 'notFound' | 'lastAdmin' | 'unshippedOrders';

const roleFilters: Record<UserRoleFilter, SQL> = {
  admin: eq(users.role, 'admin'),
  customer: isNull(users.role),
};

/** What an anonymised order keeps of its customer: nothing that names or reaches a person. */
const anonymousCustomer = { email: '', userName: 'Deleted account', phone: '', address: '' };
/** What a review keeps of a forgotten author: the rating and the words, not the name or the picture. */
const anonymousAuthor = { userName: anonymousCustomer.userName, picture: null };

/** Persistence of accounts. Emails are stored lower-cased, so lookups lower-case their argument. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findById(id: string, ex: Executor = this.db): Promise<UserRow | null> {
    const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async findByEmail(email: string, ex: Executor = this.db): Promise<UserRow | null> {
    const [row] = await ex
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    return row ?? null;
  }

  /** The addresses of every admin account, oldest account first (whom the shop's notices reach). */
  async adminEmails(ex: Executor = this.db): Promise<string[]> {
    const rows = await ex
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.createdAt));
    return rows.map((row) => row.email);
  }

  async findByGoogleSubject(subject: string, ex: Executor = this.db): Promise<UserRow | null> {
    const [row] = await ex.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
    return row ?? null;
  }

  /** A page of the accounts, oldest first: every one, or those whose email contains a text, of one role, or both. */
  async page(query: UserListQuery): Promise<Page<UserRow>> {
    const where = and(
      query.email === undefined ? undefined : ilike(users.email, containsPattern(query.email)),
      query.role === undefined ? undefined : roleFilters[query.role],
    );
    const { offset, limit } = offsetOf(query);
    const [{ total }] = await this.db.select({ total: count() }).from(users).where(where);
    const items =
      offset < total
        ? await this.db
            .select()
            .from(users)
            .where(where)
            .orderBy(asc(users.createdAt), asc(users.email))
            .limit(limit)
            .offset(offset)
        : [];
    return { items, total };
  }

  /** Inserts the account, or answers null when the email is taken (the unique index decides, no race). */
  async create(values: NewUser, ex: Executor = this.db): Promise<UserRow | null> {
    const [row] = await ex
      .insert(users)
      .values({ ...values, email: normalizeEmail(values.email) })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row ?? null;
  }

  async update(id: string, patch: UserPatch, ex: Executor = this.db): Promise<UserRow | null> {
    const { revokeSessions, ...columns } = patch;
    const [row] = await ex
      .update(users)
      .set({
        ...columns,
        ...(revokeSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /** Gives an account the admin role: `matched` false for an unknown email, `modified` false if it was admin already. */
  async makeAdmin(email: string): Promise<{ matched: boolean; modified: boolean }> {
    const user = await this.findByEmail(email);
    if (!user) return { matched: false, modified: false };
    if (user.role === 'admin') return { matched: true, modified: false };
    await this.update(user.id, { role: 'admin' });
    return { matched: true, modified: true };
  }

  /**
   * The account moves to a new address, which counts as verified (its mailbox was just proven).
   * A taken address is the unique index's call: the caller gets its unique violation.
   */
  async changeEmail(id: string, email: string, ex: Executor = this.db): Promise<UserRow | null> {
    const [row] = await ex
      .update(users)
      .set({ email: normalizeEmail(email), emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /**
   * Deletes an account unless it is the last admin. The admin rows are locked first, so two admins
   * deleting each other at the same moment cannot both succeed and leave the shop without an admin.
   * `anonymiseOrders` (the customer deleting their own account): the kept orders and their history
   * lose the customer's name, email, phone and address — refused while a paid order still has to be
   * shipped to that address.
   */
  deleteUnlessLastAdmin(id: string, options: { forget?: boolean } = {}): Promise<DeleteOutcome> {
    return this.db.transaction(async (tx) => {
      // Locked in id order, so two such transactions never wait on each other in a cycle (no deadlock).
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      const target = await this.findById(id, tx);
      if (!target) return 'notFound';
      if (target.role === 'admin' && admins.length <= 1) return 'lastAdmin';
      if (options.forget) {
        const mine = eq(orders.userId, id);
        // Every one of them locked, so no payment lands between this check and the anonymising below.
        const kept = await tx.select({ status: orders.status }).from(orders).where(mine).for('update');
        if (kept.some((order) => order.status === 'paid')) return 'unshippedOrders';
        await tx.update(orders).set(anonymousCustomer).where(mine);
        await tx.update(orderHistory).set({ byEmail: null, byUserId: null }).where(eq(orderHistory.byUserId, id));
        await tx.update(reviews).set(anonymousAuthor).where(eq(reviews.userId, id));
      }
      // The orders stay for the shop's books, marked; deleting the row sets their user_id to null.
      await tx
        .update(orders)
        .set({ accountDeletedAt: sql`now()` })
        .where(eq(orders.userId, id));
      await tx.delete(users).where(eq(users.id, id));
      return 'deleted';
    });
  }
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
