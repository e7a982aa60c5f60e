import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EventBus } from '../events';
import { toPartColumns } from '../parts';
import { demoParts, demoReviews } from './demo-catalogue';
import { DemoDataRepository } from './demo-data.repository';

/**
 * On start of a shop with demo data enabled (the embedded default, never production) and an empty
 * catalogue, puts the demo parts and reviews in. Once a part exists it never touches anything again.
 */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demoData: DemoDataRepository,
    private readonly events: EventBus,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.seedDemoData) await this.seed();
  }

  /** Answers whether it seeded (false when the catalogue already had parts). */
  async seed(): Promise<boolean> {
    // Distinct timestamps keep the lists in the order written above (catalogue oldest first, reviews newest first).
    const now = Date.now();
    const seeded = await this.demoData.insertIntoEmptyCatalogue(
      // A part that names no warranty gets the shop's default, as one added by an admin does.
      demoParts.map((p, i) => ({
        warrantyDays: this.config.catalogue.warrantyDays,
        ...toPartColumns(p),
        createdAt: new Date(now - (demoParts.length - i) * 1000),
      })),
      demoReviews.map((r, i) => ({ ...r, userId: null, picture: null, createdAt: new Date(now - i * 60_000) })),
    );
    if (seeded) {
      // The repository's transaction has committed.
      this.events.publish({ type: 'parts-changed', mayRaiseStock: false });
      this.logger.log(`Seeded ${demoParts.length} demo parts and ${demoReviews.length} reviews`);
    }
    return seeded;
  }
}
