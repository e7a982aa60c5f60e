import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { parts, reviews } from '../database/schema';
type NewPartRow = typeof parts.$inferInsert;
type NewReviewRow = typeof reviews.$inferInsert;

/** Any constant shared by every replica: they take turns seeding, the first one does it. */
const seedLockKey = 7_417_001;

/** Persistence of the demo data: the one write that fills an empty shop. */
@Injectable()
export class DemoDataRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Inserts the parts and reviews if the catalogue is empty, under an advisory lock so replicas starting
   * together seed once. Answers whether it inserted (false when a part already existed).
   */
  insertIntoEmptyCatalogue(partRows: NewPartRow[], reviewRows: NewReviewRow[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(parts);
      if (n > 0) return false;
      await tx.insert(parts).values(partRows);
      await tx.insert(reviews).values(reviewRows);
      return true;
    });
  }
}
