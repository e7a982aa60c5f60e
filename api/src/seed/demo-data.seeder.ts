import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { parts, reviews } from '../database/schema';
import { CatalogueCache } from '../parts/catalogue-cache';
import { toPartColumns } from '../parts/part.mapper';
import { demoParts, demoReviews } from './demo-catalogue';

/** Any constant shared by every replica: they take turns seeding, the first one does it. */
const seedLockKey = 7_417_001;

/**
 * On start of a shop with demo data enabled (the embedded default, never production) and an empty
 * catalogue, puts the demo parts and reviews in. Once a part exists it never touches anything again.
 */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Database,
    private readonly catalogue: CatalogueCache,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.seedDemoData) await this.seed();
  }

  /** Answers whether it seeded (false when the catalogue already had parts). */
  async seed(): Promise<boolean> {
    const seeded = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(parts);
      if (n > 0) return false;
      // Distinct timestamps keep the lists in the order written above (catalogue oldest first, reviews newest first).
      const now = Date.now();
      await tx.insert(parts).values(demoParts.map((p, i) => ({ ...toPartColumns(p), createdAt: new Date(now - (demoParts.length - i) * 1000) })));
      await tx.insert(reviews).values(demoReviews.map((r, i) => ({ ...r, userId: null, picture: null, createdAt: new Date(now - i * 60_000) })));
      return true;
    });
    if (seeded) {
      this.catalogue.invalidate();
      this.logger.log(`Seeded ${demoParts.length} demo parts and ${demoReviews.length} reviews`);
    }
    return seeded;
  }
}
