import { Inject, Injectable } from '@nestjs/common';
import { desc } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { reviews } from '../database/schema';
import type { ReviewRow } from './review.mapper';

@Injectable()
export class ReviewsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Newest first: the carousel opens on the latest feedback. */
  list(): Promise<ReviewRow[]> {
    return this.db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
  }

  async insert(values: typeof reviews.$inferInsert, tx: Tx | Database = this.db): Promise<ReviewRow> {
    const [row] = await tx.insert(reviews).values(values).returning();
    return row;
  }
}
