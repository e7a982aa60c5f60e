import { Inject, Injectable } from '@nestjs/common';
import type { PageQuery } from '@phoneparts/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { offsetOf, Page } from '../common/lists/page';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { reviews } from '../database/schema';
import type { ReviewRow } from './review.mapper';

@Injectable()
export class ReviewsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** A page of reviews, newest first: the carousel reads the latest N. */
  async page(query: PageQuery): Promise<Page<ReviewRow>> {
    const { offset, limit } = offsetOf(query);
    const [{ total }] = await this.db.select({ total: count() }).from(reviews);
    const items =
      offset < total
        ? await this.db
            .select()
            .from(reviews)
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(limit)
            .offset(offset)
        : [];
    return { items, total };
  }

  async insert(values: typeof reviews.$inferInsert, tx: Tx | Database = this.db): Promise<ReviewRow> {
    const [row] = await tx.insert(reviews).values(values).returning();
    return row;
  }

  /** Every review one account wrote, newest first (the customer's data export). */
  byAuthor(userId: string): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
  }
}
